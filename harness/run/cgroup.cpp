#include "run/cgroup.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <mutex>
#include <sstream>
#include <thread>

#include "base/error.h"

namespace harness {
namespace {

bool exists(const std::string& path) {
  struct stat info {};
  return ::stat(path.c_str(), &info) == 0;
}

std::string read_small(const std::string& path) {
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

void write_value(const std::string& path, const std::string& value) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
  const bool ok = fd >= 0 && ::write(fd, value.data(), value.size()) == static_cast<ssize_t>(value.size());
  const int error = errno;
  if (fd >= 0) ::close(fd);
  if (!ok) fail({path}, "cannot write '{}': {}", value, std::strerror(error));
}

// "key N" from a flat-keyed file such as memory.events; 0 when absent.
std::uint64_t keyed(const std::string& text, const std::string& key) {
  std::istringstream lines(text);
  for (std::string name; lines >> name;) {
    std::uint64_t value = 0;
    if (!(lines >> value)) return 0;
    if (name == key) return value;
  }
  return 0;
}

struct Mount {
  std::string point, root, type, options;
};

// Cgroup mounts from /proc/self/mountinfo: "id parent dev root point opts ... - type source superopts".
std::vector<Mount> cgroup_mounts() {
  std::vector<Mount> mounts;
  std::istringstream lines(read_small("/proc/self/mountinfo"));
  for (std::string line; std::getline(lines, line);) {
    std::istringstream fields(line);
    std::string id, parent, dev, root, point, word;
    fields >> id >> parent >> dev >> root >> point;
    while (fields >> word && word != "-") {
    }
    std::string type, source, options;
    fields >> type >> source >> options;
    if (type == "cgroup" || type == "cgroup2") mounts.push_back({point, root, type, options});
  }
  return mounts;
}

bool has_option(const std::string& options, const std::string& name) {
  return ("," + options + ",").find("," + name + ",") != std::string::npos;
}

// The folder of this process's cgroup under `mount`, from /proc/self/cgroup.
std::string own_folder(const Mount& mount, const std::string& controller) {
  std::istringstream lines(read_small("/proc/self/cgroup"));
  for (std::string line; std::getline(lines, line);) {
    const auto first = line.find(':'), second = line.find(':', first + 1);
    if (first == std::string::npos || second == std::string::npos) continue;
    const std::string controllers = line.substr(first + 1, second - first - 1);
    std::string path = line.substr(second + 1);
    const bool match = controller.empty() ? line.compare(0, 3, "0::") == 0 : has_option(controllers, controller);
    if (!match) continue;
    // Inside a container the mount's root may be the container's own cgroup.
    if (mount.root != "/" && path.compare(0, mount.root.size(), mount.root) == 0) path = path.substr(mount.root.size());
    return mount.point + (path == "/" ? "" : path);
  }
  return mount.point;
}

// The per-harness folders, removed when the harness exits (they are empty by then).
std::vector<std::string> made_roots;
std::mutex made_roots_mutex;

// Newest first: a slot's folder goes before the root holding it.
void remove_made_roots() {
  std::lock_guard<std::mutex> lock(made_roots_mutex);
  for (auto it = made_roots.rbegin(); it != made_roots.rend(); ++it) ::rmdir(it->c_str());
}

void remember_for_exit(const std::string& dir) {
  std::lock_guard<std::mutex> lock(made_roots_mutex);
  if (made_roots.empty()) std::atexit(remove_made_roots);
  made_roots.push_back(dir);
}

bool make_root(const std::string& dir, std::string* why) {
  if (::mkdir(dir.c_str(), 0755) < 0 && errno != EEXIST) {
    if (why) *why = fmt::format("cannot create {}: {}", dir, std::strerror(errno));
    return false;
  }
  remember_for_exit(dir);
  return true;
}

}  // namespace

std::optional<CgroupRoots> find_cgroup_roots(std::string* why) {
  const std::string own = "sudoku-grade-" + std::to_string(::getpid());
  const auto mounts = cgroup_mounts();
  const Mount* memory = nullptr;
  const Mount* pids = nullptr;
  const Mount* unified = nullptr;
  for (const auto& m : mounts) {
    if (m.type == "cgroup" && has_option(m.options, "memory")) memory = &m;
    if (m.type == "cgroup" && has_option(m.options, "pids")) pids = &m;
    if (m.type == "cgroup2") unified = &m;
  }
  if (memory && pids) {
    CgroupRoots roots{1, own_folder(*memory, "memory") + "/" + own, own_folder(*pids, "pids") + "/" + own};
    if (!make_root(roots.memory, why) || !make_root(roots.pids, why)) return std::nullopt;
    return roots;
  }
  if (unified) {
    // v2 lets a folder hand controllers to its children only when they are
    // delegated to it: the harness's own cgroup must list both.
    const std::string folder = own_folder(*unified, "");
    const std::string delegated = read_small(folder + "/cgroup.subtree_control");
    if (delegated.find("memory") == std::string::npos || delegated.find("pids") == std::string::npos) {
      if (why) *why = fmt::format("cgroup v2 at {} does not delegate the memory and pids controllers", folder);
      return std::nullopt;
    }
    CgroupRoots roots{2, folder + "/" + own, folder + "/" + own};
    if (!make_root(roots.memory, why)) return std::nullopt;
    try {
      write_value(roots.memory + "/cgroup.subtree_control", "+memory +pids");
    } catch (const Error& e) {
      if (why) *why = e.what();
      return std::nullopt;
    }
    return roots;
  }
  if (why) *why = "no cgroup memory and pids controllers are mounted";
  return std::nullopt;
}

RunCgroup::RunCgroup(const CgroupRoots& roots, const std::string& name, std::uint64_t memory_bytes,
                     int processes)
    : version_(roots.version) {
  try {
    set_up(roots, name, memory_bytes, processes);
  } catch (...) {
    finish();   // whatever was made goes again
    throw;
  }
}

void RunCgroup::set_up(const CgroupRoots& roots, const std::string& name, std::uint64_t memory_bytes,
                       int processes) {
  dirs_.push_back(roots.memory + "/" + name);
  if (roots.version == 1) dirs_.push_back(roots.pids + "/" + name);
  for (const auto& dir : dirs_)
    if (::mkdir(dir.c_str(), 0755) < 0) fail({dir}, "cannot create: {}", std::strerror(errno));
  const std::string& memory = dirs_.front();
  const std::string& pids = dirs_.back();
  const std::string bytes = memory_bytes ? std::to_string(memory_bytes) : version_ == 1 ? "-1" : "max";
  if (version_ == 1) {
    // With swap accounting, memory+swap gets the same limit: a run may not
    // swap its way past it (v1 wants memsw >= memory at every moment: memory first).
    write_value(memory + "/memory.limit_in_bytes", bytes);
    const std::string memsw = memory + "/memory.memsw.limit_in_bytes";
    if (exists(memsw)) write_value(memsw, bytes);
  } else {
    write_value(memory + "/memory.max", bytes);
    if (exists(memory + "/memory.swap.max")) write_value(memory + "/memory.swap.max", "0");
  }
  write_value(pids + "/pids.max", std::to_string(processes));
  // v1: "tasks", not "cgroup.procs". The run's first process joins by
  // writing "0", moving itself, a single-threaded process; moving the
  // current thread that way skips the global lock that a whole thread group
  // takes, whose RCU grace period cost up to 20 ms a run here.
  const char* join = version_ == 1 ? "/tasks" : "/cgroup.procs";
  for (const auto& dir : dirs_) {
    const int fd = ::open((dir + join).c_str(), O_WRONLY | O_CLOEXEC);
    if (fd < 0) fail({dir + join}, "cannot open: {}", std::strerror(errno));
    procs_fds_.push_back(fd);
  }
}

CgroupUsage RunCgroup::finish() {
  CgroupUsage usage;
  if (finished_) return usage;
  finished_ = true;
  for (int fd : procs_fds_) ::close(fd);
  const std::string& memory = dirs_.front();
  const std::string& pids = dirs_.back();
  if (version_ == 1) {
    usage.peak_bytes = std::strtoull(read_small(memory + "/memory.max_usage_in_bytes").c_str(), nullptr, 10);
    usage.oom_killed = keyed(read_small(memory + "/memory.oom_control"), "oom_kill") > 0;
  } else {
    usage.peak_bytes = std::strtoull(read_small(memory + "/memory.peak").c_str(), nullptr, 10);
    usage.oom_killed = keyed(read_small(memory + "/memory.events"), "oom_kill") > 0;
  }
  usage.process_cap_hit = keyed(read_small(pids + "/pids.events"), "max") > 0;
  kill_members();
  for (int pass = 0; pass < 200; ++pass) {
    bool removed = true;
    for (const auto& dir : dirs_) removed = (::rmdir(dir.c_str()) == 0 || errno == ENOENT) && removed;
    if (removed) break;
    kill_members();   // rmdir refuses while a member is still dying
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  return usage;
}

void RunCgroup::kill_members() {
  // The cgroup, not a walk of process groups, is the unit of cleanup: what
  // is in it is killed until nothing is (a fork racing the kill is caught on
  // the next pass). A member that is gone already is no longer listed.
  for (int pass = 0; pass < 200; ++pass) {
    bool any = false;
    for (const auto& dir : dirs_) {
      std::istringstream procs(read_small(dir + "/cgroup.procs"));
      for (pid_t pid; procs >> pid;) {
        any = true;
        ::kill(pid, SIGKILL);
      }
    }
    if (!any) return;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
}

RunCgroup::~RunCgroup() { finish(); }

}  // namespace harness
