// Reaches for the memory of every process it can see but its own: its
// parent, pid 1 (a box's init is the grader's keeper, which shares the
// grader's memory) and every other pid in /proc. For each it tries to read
// the first readable region of /proc/PID/maps through /proc/PID/mem and
// process_vm_readv, and to write back through /proc/PID/mem the very bytes
// it read (a write that changes nothing, so a hole found does no harm). It
// writes only to its parent, and to pid 1 only inside a pid namespace (a pid
// below 1000): a broken box must not have a test write to a whole machine.
// checkSudoku is true only when every read and write was refused; each one
// that was not is named on stderr ("memory: read /proc/1/mem").
#include <fcntl.h>
#include <sys/uio.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include <dirent.h>

namespace {

std::set<int> visible_pids() {
  std::set<int> pids{static_cast<int>(getppid()), 1};
  if (DIR* proc = opendir("/proc")) {
    while (dirent* entry = readdir(proc))
      if (const int pid = std::atoi(entry->d_name); pid > 0) pids.insert(pid);
    closedir(proc);
  }
  pids.erase(static_cast<int>(getpid()));
  pids.erase(0);
  return pids;
}

// The first readable region of pid's memory: [from, to), or {0, 0}.
std::pair<unsigned long, unsigned long> readable_region(int pid) {
  std::ifstream maps("/proc/" + std::to_string(pid) + "/maps");
  for (std::string line; std::getline(maps, line);) {
    unsigned long from = 0, to = 0;
    char perms[5] = {};
    if (std::sscanf(line.c_str(), "%lx-%lx %4s", &from, &to, perms) == 3 && perms[0] == 'r')
      return {from, std::min(to, from + 4096)};
  }
  return {0, 0};
}

}  // namespace

bool checkSudoku(const std::vector<std::vector<int>>&) {
  bool refused = true;
  for (const int pid : visible_pids()) {
    const std::string mem = "/proc/" + std::to_string(pid) + "/mem";
    const auto [from, to] = readable_region(pid);
    // Without the maps (refused too), the usual start of a non-PIE program's text.
    const unsigned long at = from ? from : 0x400000;
    const std::size_t size = from ? to - from : 4096;
    std::vector<char> bytes(size);
    const int reader = open(mem.c_str(), O_RDONLY);
    if (reader >= 0 && pread(reader, bytes.data(), size, static_cast<off_t>(at)) > 0) {
      std::fprintf(stderr, "memory: read %s\n", mem.c_str());
      refused = false;
      const bool may_write = pid == static_cast<int>(getppid()) || (pid == 1 && getpid() < 1000);
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
