// Reaches for the memory of other processes: its parent, pid 1 (a box's
// init is the grader's keeper, which shares the grader's memory) and every
// other pid in /proc. For each it tries to read the first region of
// /proc/PID/maps that is readable and not writable, through /proc/PID/mem
// and process_vm_readv, and to write back through /proc/PID/mem the very
// bytes it read: a write that changes nothing, into memory the process
// itself cannot write, so a hole found does no harm.
//
// A probe that runs with root or a capability (the test's control without a
// box, or a broken box) keeps to its parent, the run's keeper, and pid 1:
// as root, any other pid of a machine may be a CI runner's or a stranger's,
// and one hole shown is enough. It writes only to its parent,
// and to pid 1 only inside a pid namespace of its own, which it tells by
// kthreadd: pid 2 of the machine's namespace and of no other. (A pid below
// 1000 does not tell: on a machine whose pid_max is 32768 the machine's own
// pids wrap to 300 after a CI run's first thirty thousand processes.)
// checkSudoku is true only when every read and write was refused; each one
// that was not is named on stderr ("memory: read /proc/1/mem").
#include <fcntl.h>
#include <sys/uio.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include <dirent.h>

namespace {

// Root, or a capability, or no /proc/self/status to say otherwise.
bool privileged() {
  std::ifstream status("/proc/self/status");
  bool said = false, has = geteuid() == 0;
  for (std::string line; std::getline(status, line);)
    if (line.rfind("CapEff:", 0) == 0) {
      said = true;
      has = has || line.find_first_not_of("0", line.find_first_not_of(" \t", 7)) != std::string::npos;
    }
  return has || !said;
}

// The machine's pid namespace (kthreadd is its pid 2), or no /proc to tell.
bool maybe_the_machines_pid_namespace() {
  std::ifstream self("/proc/self/stat"), second("/proc/2/stat");
  std::string pid, name;
  if (!self) return true;
  return (second >> pid >> name) && name == "(kthreadd)";
}

std::set<int> reachable_pids(bool own_pid_namespace) {
  std::set<int> pids{static_cast<int>(getppid())};
  if (privileged()) {
    if (own_pid_namespace) pids.insert(1);
  } else if (DIR* proc = opendir("/proc")) {
    pids.insert(1);
    while (dirent* entry = readdir(proc))
      if (const int pid = std::atoi(entry->d_name); pid > 0) pids.insert(pid);
    closedir(proc);
  }
  pids.erase(static_cast<int>(getpid()));
  pids.erase(0);
  return pids;
}

// The first region of pid's memory that is readable and not writable: [from, to), or {0, 0}.
std::pair<unsigned long, unsigned long> unwritable_region(int pid) {
  std::ifstream maps("/proc/" + std::to_string(pid) + "/maps");
  for (std::string line; std::getline(maps, line);) {
    unsigned long from = 0, to = 0;
    char perms[5] = {};
    if (std::sscanf(line.c_str(), "%lx-%lx %4s", &from, &to, perms) == 3 && perms[0] == 'r' && perms[1] != 'w')
      return {from, std::min(to, from + 4096)};
  }
  return {0, 0};
}

}  // namespace

bool checkSudoku(const std::vector<std::vector<int>>&) {
  bool refused = true;
  const bool own_pid_namespace = !maybe_the_machines_pid_namespace();
  for (const int pid : reachable_pids(own_pid_namespace)) {
    const std::string mem = "/proc/" + std::to_string(pid) + "/mem";
    const auto [from, to] = unwritable_region(pid);
    // Without the maps (refused too), the usual start of a non-PIE program's text.
    const unsigned long at = from ? from : 0x400000;
    const std::size_t size = from ? to - from : 4096;
    std::vector<char> bytes(size);
    const int reader = open(mem.c_str(), O_RDONLY);
    if (reader >= 0 && pread(reader, bytes.data(), size, static_cast<off_t>(at)) > 0) {
      std::fprintf(stderr, "memory: read %s\n", mem.c_str());
      refused = false;
      // Only where the maps said the region is not writable: no stale bytes over live ones.
      const bool may_write = from && (pid == static_cast<int>(getppid()) || (pid == 1 && own_pid_namespace));
      const int writer = may_write ? open(mem.c_str(), O_RDWR) : -1;
      if (writer >= 0 && pwrite(writer, bytes.data(), size, static_cast<off_t>(at)) > 0) {
        std::fprintf(stderr, "memory: wrote %s\n", mem.c_str());
      }
      if (writer >= 0) close(writer);
    }
    if (reader >= 0) close(reader);
    iovec local{bytes.data(), size}, remote{reinterpret_cast<void*>(at), size};
    if (process_vm_readv(pid, &local, 1, &remote, 1, 0) > 0) {
      std::fprintf(stderr, "memory: process_vm_readv %d\n", pid);
      refused = false;
    }
  }
  return refused;
}
