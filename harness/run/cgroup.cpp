#include "run/cgroup.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <sstream>
#include <thread>
#include <tuple>

#include <fmt/format.h>

#include "base/error.h"
#include "run/leftovers.h"

namespace harness {
namespace {

namespace fs = std::filesystem;

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
  if (!ok) fault({path}, "cannot write '{}': {}", value, std::strerror(error));
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

// The cgroup, not a walk of process groups, is the unit of cleanup: what is
// in it is killed until nothing is (a fork racing the kill is caught on the
// next pass). A member that is gone already is no longer listed.
void kill_members(const std::vector<std::string>& dirs) {
  for (int pass = 0; pass < 200; ++pass) {
    bool any = false;
    for (const auto& dir : dirs) {
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

void remove_folders(const std::vector<std::string>& dirs) {
  for (int pass = 0; pass < 200; ++pass) {
    bool removed = true;
    for (const auto& dir : dirs) removed = (::rmdir(dir.c_str()) == 0 || errno == ENOENT) && removed;
    if (removed) return;
    kill_members(dirs);  // rmdir refuses while a member is still dying
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
}

// Removing a run's cgroup decides nothing, and it is the dearest step of
// the cgroup's life (the memory controller takes back what the run
// charged): a thread of its own does it while the next run goes on. Never
// destroyed: the harness's exit waits for it (drain) and then leaves it.
}  // namespace

// One run's cgroup as made: its folders (memory, and pids under v1), the
// files its first process joins through, and the counters, open for reading.
struct MadeCgroup {
  std::vector<std::string> dirs;
  std::vector<int> join_fds;
  int peak_fd = -1, oom_fd = -1, cap_fd = -1;
  int cpu_fd = -1;       ///< cpuacct.usage (v1, ns) or cpu.stat (v2, usage_usec); -1: not counted
  int pids_now_fd = -1;  ///< pids.current: 0 once no process of the run is left (v1; -1 under v2)
  int version = 1;
  // The limits it was made with: a clean one is kept for the next run with the same.
  std::string root;
  std::uint64_t memory_bytes = 0;
  int processes = 0;
};

namespace {

void close_all(MadeCgroup& made) {
  for (int fd : made.join_fds) ::close(fd);
  for (int fd : {made.peak_fd, made.oom_fd, made.cap_fd, made.cpu_fd, made.pids_now_fd})
    if (fd >= 0) ::close(fd);
  made.join_fds.clear();
  made.peak_fd = made.oom_fd = made.cap_fd = made.cpu_fd = made.pids_now_fd = -1;
}

int open_or_fail(const std::string& path, int flags) {
  const int fd = ::open(path.c_str(), flags | O_CLOEXEC);
  if (fd < 0) fault({path}, "cannot open: {}", std::strerror(errno));
  return fd;
}

std::atomic<unsigned> cgroup_counter{0};

// A fresh cgroup (so its counters start at zero, and no page cache of an
// earlier run is charged to it) with its limits set. Throws harness::Error
// naming the file; what was made is removed again.
MadeCgroup make_cgroup(const CgroupRoots& roots, std::uint64_t memory_bytes, int processes) {
  MadeCgroup made;
  made.root = roots.memory;
  made.memory_bytes = memory_bytes;
  made.processes = processes;
  const std::string name = fmt::format("run-{}", cgroup_counter++);
  made.dirs.push_back(roots.memory + "/" + name);
  made.version = roots.version;
  if (roots.version == 1) made.dirs.push_back(roots.pids + "/" + name);
  if (roots.version == 1 && !roots.cpuacct.empty()) made.dirs.push_back(roots.cpuacct + "/" + name);
  try {
    for (std::size_t i = 0; i < made.dirs.size(); ++i)
      if (::mkdir(made.dirs[i].c_str(), 0755) < 0 &&
          // A name this process never gave out before: a folder of a killed
          // harness that had this pid (its root is reused), left empty. Gone
          // with rmdir, which refuses one that still holds a process.
          !(errno == EEXIST && ::rmdir(made.dirs[i].c_str()) == 0 && ::mkdir(made.dirs[i].c_str(), 0755) == 0)) {
        const std::string dir = made.dirs[i];
        made.dirs.resize(i);  // only what was made goes again
        fault({dir}, "cannot create: {}", std::strerror(errno));
      }
    const std::string& memory = made.dirs.front();
    const std::string& pids = made.dirs[roots.version == 1 ? 1 : 0];
    const std::string bytes = memory_bytes ? std::to_string(memory_bytes) : roots.version == 1 ? "-1" : "max";
    if (roots.version == 1) {
      // With swap accounting, memory+swap gets the same limit: a run may not
      // swap its way past it (v1 wants memsw >= memory at every moment: memory first).
      write_value(memory + "/memory.limit_in_bytes", bytes);
      const std::string memsw = memory + "/memory.memsw.limit_in_bytes";
      if (exists(memsw)) write_value(memsw, bytes);
      // Read-write: writing 0 starts the peak again from the usage now (reuse_if_clean).
      made.peak_fd = open_or_fail(memory + "/memory.max_usage_in_bytes", O_RDWR);
      made.oom_fd = open_or_fail(memory + "/memory.oom_control", O_RDONLY);
    } else {
      write_value(memory + "/memory.max", bytes);
      if (exists(memory + "/memory.swap.max")) write_value(memory + "/memory.swap.max", "0");
      made.peak_fd = open_or_fail(memory + "/memory.peak", O_RDONLY);
      made.oom_fd = open_or_fail(memory + "/memory.events", O_RDONLY);
    }
    if (roots.version == 1 && !roots.cpuacct.empty())
      made.cpu_fd = open_or_fail(made.dirs.back() + "/cpuacct.usage", roots.version == 1 ? O_RDWR : O_RDONLY);
    else if (roots.version == 2) made.cpu_fd = open_or_fail(memory + "/cpu.stat", O_RDONLY);
    write_value(pids + "/pids.max", std::to_string(processes));
    made.cap_fd = open_or_fail(pids + "/pids.events", O_RDONLY);
    if (roots.version == 1) made.pids_now_fd = open_or_fail(pids + "/pids.current", O_RDONLY);
    // v1: "tasks", not "cgroup.procs". The run's first process joins by
    // writing "0", moving itself, a single-threaded process; moving the
    // current thread that way skips the global lock that a whole thread group
    // takes, whose RCU grace period cost up to 20 ms a run here.
    const char* join = roots.version == 1 ? "/tasks" : "/cgroup.procs";
    for (const auto& dir : made.dirs) made.join_fds.push_back(open_or_fail(dir + join, O_WRONLY));
  } catch (...) {
    close_all(made);
    remove_folders(made.dirs);
    throw;
  }
  return made;
}

// A file's text read from an open descriptor, from its start.
std::string read_fd(int fd) {
  std::string text;
  char buffer[512];
  for (off_t offset = 0;;) {
    const ssize_t n = ::pread(fd, buffer, sizeof buffer, offset);
    if (n <= 0) return text;
    text.append(buffer, static_cast<std::size_t>(n));
    offset += n;
  }
}

// Whether every folder of `made` is still there: an empty cgroup can be
// removed by anyone with the right (a grader that took its name for a killed
// one's, a test), and a run could not join it (ENODEV). A read of a removed
// cgroup's file fails.
bool still_there(const MadeCgroup& made) {
  char byte;
  for (const int fd : {made.peak_fd, made.cap_fd, made.cpu_fd})
    if (fd >= 0 && ::pread(fd, &byte, 1, 0) < 0) return false;
  return true;
}

// Making a run's cgroup and removing it decide nothing about the run, and
// on this machine's virtual CPUs they cost 0.1-0.3 ms each, two system
// calls of a thousand: a thread of the harness makes the next one ahead
// (one per set of limits, as the last run of those limits asked) and
// removes used ones behind, while runs go on. A cgroup a run left clean
// (cgroup_reusable) is kept for the next run with its limits instead, its
// counters started again: making and removing one was the dearest part of
// a boxed run (docs/performance.md, "Sandbox"). Never destroyed: the
// harness's exit waits for it (drain) and then leaves it.
class CgroupStock {
 public:
  // A cgroup made ahead or kept with these limits, or one made now.
  MadeCgroup take(const CgroupRoots& roots, std::uint64_t memory_bytes, int processes) {
    const Key key{roots.memory, memory_bytes, processes};
    {
      std::lock_guard<std::mutex> lock(mutex_);
      start();
      wanted_[key] = roots;
      auto spare = spares_.find(key);
      while (spare != spares_.end() && !spare->second.empty()) {
        MadeCgroup made = std::move(spare->second.back());  // the last kept: warm in every cache
        spare->second.pop_back();
        if (!still_there(made)) {
          used_.push_back(std::move(made));
          continue;
        }
        wake_.notify_one();
        return made;
      }
      wake_.notify_one();
    }
    return make_cgroup(roots, memory_bytes, processes);
  }
  // A used cgroup, to be removed.
  void give_back(MadeCgroup made) {
    std::lock_guard<std::mutex> lock(mutex_);
    start();
    used_.push_back(std::move(made));
  }
  // A used cgroup that cgroup_reusable let go to the next run with its limits.
  void keep(MadeCgroup made) {
    std::lock_guard<std::mutex> lock(mutex_);
    start();
    auto& kept = spares_[Key{made.root, made.memory_bytes, made.processes}];
    if (closing_ || kept.size() >= kKeptPerLimits) used_.push_back(std::move(made));
    else kept.push_back(std::move(made));
  }
  // Removes every cgroup handed back and every spare, and makes no more.
  void drain() {
    std::unique_lock<std::mutex> lock(mutex_);
    closing_ = true;
    wanted_.clear();
    for (auto& [key, kept] : spares_)
      for (auto& spare : kept) used_.push_back(std::move(spare));
    spares_.clear();
    if (!started_) return;
    wake_.notify_one();
    idle_.wait(lock, [this] { return used_.empty() && !busy_; });
  }

 private:
  using Key = std::tuple<std::string, std::uint64_t, int>;
  // As many as runs with the same limits go on at once, in practice.
  static constexpr std::size_t kKeptPerLimits = 8;

  void start() {
    if (started_ || closing_) return;
    started_ = true;
    std::thread([this] { work(); }).detach();
  }
  bool has_spare(const Key& key) const {
    const auto it = spares_.find(key);
    return it != spares_.end() && !it->second.empty();
  }
  void work() {
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
      // Woken by a take; else a look every 20 ms removes what was given back.
      wake_.wait_for(lock, std::chrono::milliseconds(20));
      busy_ = true;
      for (auto it = wanted_.begin(); !closing_ && it != wanted_.end(); ++it) {
        if (has_spare(it->first)) continue;
        const Key key = it->first;
        const CgroupRoots roots = it->second;
        lock.unlock();
        std::optional<MadeCgroup> made;
        try {
          made = make_cgroup(roots, std::get<1>(key), std::get<2>(key));
        } catch (const Fault&) {
          // The run that wants it makes its own, and says why it could not.
        }
        lock.lock();
        if (made) {
          if (closing_) used_.push_back(std::move(*made));
          else spares_[key].push_back(std::move(*made));
        }
        it = wanted_.find(key);  // the map may have changed while unlocked
        if (it == wanted_.end()) break;
      }
      while (!used_.empty()) {
        MadeCgroup made = std::move(used_.front());
        used_.pop_front();
        lock.unlock();
        close_all(made);
        remove_folders(made.dirs);
        lock.lock();
      }
      busy_ = false;
      idle_.notify_all();
    }
  }

  std::mutex mutex_;
  std::condition_variable wake_, idle_;
  std::map<Key, CgroupRoots> wanted_;
  std::map<Key, std::vector<MadeCgroup>> spares_;
  std::deque<MadeCgroup> used_;
  bool busy_ = false, started_ = false, closing_ = false;
};

CgroupStock& stock() {
  static CgroupStock* const the = new CgroupStock;
  return *the;
}

// The per-harness folders, removed when the harness exits (they are empty by then).
std::vector<std::string> made_roots;
std::mutex made_roots_mutex;

// Newest first: a slot's folder goes before the root holding it.
void remove_made_roots() {
  stock().drain();
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

namespace {

// The cgroup mounts a grader uses: v1's memory, pids and cpuacct hierarchies, or v2's.
struct CgroupMounts {
  std::vector<Mount> all;
  const Mount* memory = nullptr;
  const Mount* pids = nullptr;
  const Mount* unified = nullptr;
  const Mount* cpuacct = nullptr;
};

CgroupMounts find_cgroup_mounts() {
  CgroupMounts found;
  found.all = cgroup_mounts();
  for (const auto& m : found.all) {
    if (m.type == "cgroup" && has_option(m.options, "cpuacct")) found.cpuacct = &m;
    if (m.type == "cgroup" && has_option(m.options, "memory")) found.memory = &m;
    if (m.type == "cgroup" && has_option(m.options, "pids")) found.pids = &m;
    if (m.type == "cgroup2") found.unified = &m;
  }
  return found;
}

std::optional<CgroupRoots> look_for_cgroup_roots(std::string* why) {
  const std::string own = std::string(kCgroupPrefix) + stamp_text(this_grader());
  const CgroupMounts mounts = find_cgroup_mounts();
  const Mount* memory = mounts.memory;
  const Mount* pids = mounts.pids;
  const Mount* unified = mounts.unified;
  const Mount* cpuacct = mounts.cpuacct;
  if (memory && pids) {
    CgroupRoots roots{1, own_folder(*memory, "memory") + "/" + own, own_folder(*pids, "pids") + "/" + own, ""};
    if (!make_root(roots.memory, why) || !make_root(roots.pids, why)) return std::nullopt;
    // Optional: without it a run has no CPU reading of its own, and runs
    // that need one (a warm runtime's cases) are not made.
    if (cpuacct) {
      const std::string folder = own_folder(*cpuacct, "cpuacct") + "/" + own;
      if (make_root(folder, nullptr)) roots.cpuacct = folder;
    }
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
    CgroupRoots roots{2, folder + "/" + own, folder + "/" + own, ""};
    if (!make_root(roots.memory, why)) return std::nullopt;
    try {
      write_value(roots.memory + "/cgroup.subtree_control", "+memory +pids");
    } catch (const Fault& e) {
      if (why) *why = e.what();
      return std::nullopt;
    }
    return roots;
  }
  if (why) *why = "no cgroup memory and pids controllers are mounted";
  return std::nullopt;
}

}  // namespace

int reclaim_leftover_cgroups() {
  const CgroupMounts mounts = find_cgroup_mounts();
  std::vector<std::string> parents;
  if (mounts.memory) parents.push_back(own_folder(*mounts.memory, "memory"));
  if (mounts.pids) parents.push_back(own_folder(*mounts.pids, "pids"));
  if (mounts.cpuacct) parents.push_back(own_folder(*mounts.cpuacct, "cpuacct"));
  if (mounts.unified) parents.push_back(own_folder(*mounts.unified, ""));
  int removed = 0;
  for (const auto& parent : parents) {
    std::error_code error;
    for (fs::directory_iterator it(parent, error), end; !error && it != end; it.increment(error)) {
      const auto stamp = stamp_in_name(it->path().filename().string(), kCgroupPrefix);
      if (!stamp || owner_state_here(*stamp) != OwnerState::Gone) continue;
      // Its runs' folders (and the slot folders of older graders) first, then its own.
      std::vector<std::string> dirs;
      std::error_code inner;
      for (fs::directory_iterator run(it->path(), inner), last; !inner && run != last; run.increment(inner))
        if (run->is_directory(inner) && !run->is_symlink(inner)) dirs.push_back(run->path().string());
      dirs.push_back(it->path().string());
      kill_members(dirs);
      remove_folders(dirs);
      removed += ::access(it->path().c_str(), F_OK) != 0;
    }
  }
  return removed;
}

std::optional<CgroupRoots> find_cgroup_roots(std::string* why) {
  // Once per process: the probe and the box it makes both ask, and reading
  // the mount table costs about a millisecond here.
  static std::mutex mutex;
  static std::optional<std::pair<std::optional<CgroupRoots>, std::string>> found;
  std::lock_guard<std::mutex> lock(mutex);
  if (!found) {
    std::string reason;
    auto roots = look_for_cgroup_roots(&reason);
    found.emplace(std::move(roots), std::move(reason));
  }
  if (why) *why = found->second;
  return found->first;
}

bool cgroup_reusable(const CgroupAfterRun& after) {
  return after.version == 1 && !after.oom_killed && !after.process_cap_hit && after.processes_left == 0 &&
         after.charged_bytes <= kReusableChargeBytes;
}

namespace {

bool write_at_start(int fd, const char* text) {
  const auto length = static_cast<ssize_t>(std::strlen(text));
  return fd >= 0 && ::pwrite(fd, text, static_cast<std::size_t>(length), 0) == length;
}

// After a run: whether `made` may serve the next run (cgroup_reusable), and
// if so its peak and CPU counters started again. Writing 0 to v1's
// memory.max_usage_in_bytes sets the peak to the usage now: what the run
// left charged, read back to decide.
bool started_again_if_clean(MadeCgroup& made, const CgroupUsage& usage) {
  if (made.version != 1 || made.pids_now_fd < 0) return false;
  CgroupAfterRun after;
  after.version = made.version;
  after.oom_killed = usage.oom_killed;
  after.process_cap_hit = usage.process_cap_hit;
  after.processes_left = std::strtoull(read_fd(made.pids_now_fd).c_str(), nullptr, 10);
  if (after.processes_left != 0 || !write_at_start(made.peak_fd, "0")) return false;
  after.charged_bytes = std::strtoull(read_fd(made.peak_fd).c_str(), nullptr, 10);
  if (!cgroup_reusable(after)) return false;
  return made.cpu_fd < 0 || write_at_start(made.cpu_fd, "0");
}

}  // namespace

RunCgroup::RunCgroup(const CgroupRoots& roots, std::uint64_t memory_bytes, int processes)
    : made_(std::make_unique<MadeCgroup>(stock().take(roots, memory_bytes, processes))) {}

const std::vector<int>& RunCgroup::procs_fds() const { return made_->join_fds; }

CgroupUsage RunCgroup::finish(bool members_gone) {
  CgroupUsage usage;
  if (!made_) return usage;
  usage.peak_bytes = std::strtoull(read_fd(made_->peak_fd).c_str(), nullptr, 10);
  usage.oom_killed = keyed(read_fd(made_->oom_fd), "oom_kill") > 0;
  usage.process_cap_hit = keyed(read_fd(made_->cap_fd), "max") > 0;
  usage.cpu_us = cpu_us();
  // Nothing of the run outlives this call: what a pid namespace's end did
  // not already kill is killed here, not later by the stock's thread.
  if (!members_gone) kill_members(made_->dirs);
  if (started_again_if_clean(*made_, usage)) stock().keep(std::move(*made_));
  else stock().give_back(std::move(*made_));
  made_.reset();
  return usage;
}

std::optional<std::uint64_t> RunCgroup::cpu_us() const {
  if (!made_ || made_->cpu_fd < 0) return std::nullopt;
  const std::string text = read_fd(made_->cpu_fd);
  if (made_->version == 1) return std::strtoull(text.c_str(), nullptr, 10) / 1000;
  return keyed(text, "usage_usec");
}

std::uint64_t RunCgroup::peak_bytes() const {
  return made_ ? std::strtoull(read_fd(made_->peak_fd).c_str(), nullptr, 10) : 0;
}

RunCgroup::~RunCgroup() { finish(); }

}  // namespace harness
