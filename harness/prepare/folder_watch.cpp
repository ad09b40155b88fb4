#include "prepare/folder_watch.h"

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <map>
#include <sstream>
#include <vector>

#include "base/fd.h"

namespace harness {
namespace fs = std::filesystem;
namespace {

using Inode = std::pair<dev_t, ino_t>;

// Through syscall(): Debian 12's <sys/pidfd.h> declares them without C linkage.
int open_pidfd(pid_t pid) { return static_cast<int>(::syscall(SYS_pidfd_open, pid, 0)); }
bool pidfd_alive(int pidfd) { return ::syscall(SYS_pidfd_send_signal, pidfd, 0, nullptr, 0) == 0; }

std::uint64_t counted(const struct stat& info) {
  return std::max<std::uint64_t>(static_cast<std::uint64_t>(info.st_blocks) * 512, kBytesPerName);
}

void add_folder(int dir, std::set<Inode>& seen, std::set<Inode>* folders, std::uint64_t& total) {
  const int listed = ::fcntl(dir, F_DUPFD_CLOEXEC, 0);
  DIR* stream = listed < 0 ? nullptr : ::fdopendir(listed);
  if (!stream) {
    if (listed >= 0) ::close(listed);
    return;
  }
  std::vector<std::string> subfolders;
  while (const dirent* entry = ::readdir(stream)) {
    if (std::strcmp(entry->d_name, ".") == 0 || std::strcmp(entry->d_name, "..") == 0) continue;
    struct stat info {};
    if (::fstatat(dir, entry->d_name, &info, AT_SYMLINK_NOFOLLOW) < 0) continue;
    if (!seen.insert({info.st_dev, info.st_ino}).second) continue;  // a hard link: counted once
    total += counted(info);
    if (S_ISDIR(info.st_mode)) subfolders.push_back(entry->d_name);
  }
  ::closedir(stream);
  for (const auto& name : subfolders) {
    Fd sub{::openat(dir, name.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)};
    if (sub.fd < 0) continue;
    struct stat info {};
    if (::fstat(sub.fd, &info) == 0 && folders) folders->insert({info.st_dev, info.st_ino});
    add_folder(sub.fd, seen, folders, total);
  }
}

// Every process's parent, from /proc/PID/stat ("pid (comm) state ppid ...";
// comm may hold spaces and parentheses, so the fields after the last ')').
std::map<pid_t, pid_t> parents() {
  std::map<pid_t, pid_t> table;
  DIR* proc = ::opendir("/proc");
  if (!proc) return table;
  while (const dirent* entry = ::readdir(proc)) {
    char* end = nullptr;
    const long pid = std::strtol(entry->d_name, &end, 10);
    if (pid <= 0 || *end != '\0') continue;
    // read(), not a stream: a process that ends meanwhile fails the read (ESRCH), which libstdc++ throws.
    Fd stat{::open((std::string("/proc/") + entry->d_name + "/stat").c_str(), O_RDONLY | O_CLOEXEC)};
    char buffer[1024];
    const ssize_t got = stat.fd < 0 ? -1 : ::read(stat.fd, buffer, sizeof buffer - 1);
    if (got <= 0) continue;
    const std::string text(buffer, static_cast<std::size_t>(got));
    const std::size_t close = text.rfind(')');
    if (close == std::string::npos) continue;
    std::istringstream rest(text.substr(close + 1));
    std::string state;
    long ppid = 0;
    if (rest >> state >> ppid) table[static_cast<pid_t>(pid)] = static_cast<pid_t>(ppid);
  }
  ::closedir(proc);
  return table;
}

bool works_in(pid_t pid, const std::set<Inode>& folders) {
  struct stat info {};
  return ::stat(("/proc/" + std::to_string(pid) + "/cwd").c_str(), &info) == 0 &&
         folders.count({info.st_dev, info.st_ino}) > 0;
}

// What `pid` holds open on `device` with no name left: the blocks of files
// it wrote and unlinked, which no walk of the folder sees.
void add_unlinked(pid_t pid, dev_t device, std::set<Inode>& seen, std::uint64_t& total) {
  const std::string fds = "/proc/" + std::to_string(pid) + "/fd";
  DIR* listing = ::opendir(fds.c_str());
  if (!listing) return;
  while (const dirent* entry = ::readdir(listing)) {
    if (entry->d_name[0] == '.') continue;
    struct stat info {};
    if (::stat((fds + "/" + entry->d_name).c_str(), &info) < 0) continue;
    if (!S_ISREG(info.st_mode) || info.st_nlink != 0 || info.st_dev != device) continue;
    if (seen.insert({info.st_dev, info.st_ino}).second) total += counted(info);
  }
  ::closedir(listing);
}

}  // namespace

std::uint64_t folder_usage(const fs::path& folder, std::set<Inode>* folders) {
  Fd dir{::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)};
  struct stat info {};
  if (dir.fd < 0 || ::fstat(dir.fd, &info) < 0) return 0;
  if (folders) folders->insert({info.st_dev, info.st_ino});
  std::set<Inode> seen{{info.st_dev, info.st_ino}};
  std::uint64_t total = counted(info);
  add_folder(dir.fd, seen, folders, total);
  return total;
}

FolderWatch::FolderWatch(fs::path folder, std::uint64_t cap_bytes) : folder_(std::move(folder)), cap_bytes_(cap_bytes) {
  struct stat info {};
  if (::stat(folder_.c_str(), &info) == 0) device_ = info.st_dev;
  thread_ = std::thread([this] { watch(); });
}

FolderWatch::~FolderWatch() { finish(); }

bool FolderWatch::finish() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (stopping_) return over_;
    stopping_ = true;
  }
  wake_.notify_all();
  thread_.join();
  if (keeper_pidfd_ >= 0) ::close(keeper_pidfd_);
  keeper_pidfd_ = -1;
  // Writes after the last look: the step has ended, so nothing is killed.
  if (folder_usage(folder_) > cap_bytes_) over_ = true;
  return over_;
}

void FolderWatch::watch() {
  std::unique_lock<std::mutex> lock(mutex_);
  while (!stopping_) {
    lock.unlock();
    bool over = false;
    try {
      over = look();
    } catch (const std::exception&) {
      // Out of memory reading /proc: this look counts nothing; the next may.
    }
    lock.lock();
    over_ = over_ || over;
    wake_.wait_for(lock, kWatchInterval, [this] { return stopping_; });
  }
}

// One look: true when the folder is past its cap, its processes then killed.
bool FolderWatch::look() {
  std::set<Inode> folders;
  std::uint64_t usage = folder_usage(folder_, &folders);
  const std::map<pid_t, pid_t> table = parents();
  const pid_t grader = ::getpid();

  std::vector<pid_t> step;  // the step's processes, the keeper left out
  if (keeper_pidfd_ < 0) {
    for (const auto& [pid, parent] : table) {
      if (!works_in(pid, folders)) continue;
      step.push_back(pid);
      // Up to the grader's child: the step's keeper.
      pid_t at = pid;
      for (int depth = 0; depth < 4096 && at > 1; ++depth) {
        const auto up = table.find(at);
        if (up == table.end()) break;
        if (up->second == grader) {
          const int pidfd = open_pidfd(at);
          if (pidfd >= 0) {
            keeper_pidfd_ = pidfd;
            keeper_ = at;
          }
          break;
        }
        at = up->second;
      }
      if (keeper_pidfd_ >= 0) break;
    }
  }
  if (keeper_pidfd_ >= 0) {
    step.clear();
    std::multimap<pid_t, pid_t> children;
    for (const auto& [pid, parent] : table) children.emplace(parent, pid);
    std::vector<pid_t> todo = {keeper_};
    while (!todo.empty()) {
      const pid_t at = todo.back();
      todo.pop_back();
      const auto [from, to] = children.equal_range(at);
      for (auto it = from; it != to; ++it) {
        step.push_back(it->second);
        todo.push_back(it->second);
      }
    }
  }
  std::set<Inode> seen;
  for (const pid_t pid : step) add_unlinked(pid, device_, seen, usage);
  if (usage <= cap_bytes_) return false;
  // The keeper still unreaped (its pidfd answers), so the pids read are its descendants'.
  if (keeper_pidfd_ < 0 || pidfd_alive(keeper_pidfd_))
    for (const pid_t pid : step) ::kill(pid, SIGKILL);
  return true;
}

}  // namespace harness
