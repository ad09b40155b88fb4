#include "run/leftovers.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <filesystem>
#include <set>

#include <fmt/format.h>

namespace harness {
namespace {

std::optional<std::string> read_text(const std::string& path) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return std::nullopt;
  std::string text;
  char buffer[1024];
  for (ssize_t n; (n = ::read(fd, buffer, sizeof buffer)) > 0 && text.size() < 4096;)
    text.append(buffer, static_cast<std::size_t>(n));
  ::close(fd);
  return text;
}

// Digits at `at`, moved past; nullopt when there are none (or too many to be a number).
std::optional<unsigned long long> number_at(std::string_view text, std::size_t& at) {
  const std::size_t from = at;
  unsigned long long value = 0;
  while (at < text.size() && text[at] >= '0' && text[at] <= '9' && at - from < 19)
    value = value * 10 + static_cast<unsigned>(text[at++] - '0');
  if (at == from || (at < text.size() && text[at] >= '0' && text[at] <= '9')) return std::nullopt;
  return value;
}

GraderStamp read_own_stamp() {
  GraderStamp stamp;
  stamp.pid = ::getpid();
  if (const auto stat = read_text("/proc/self/stat")) {
    stamp.start = start_time_in_stat(*stat).value_or(0);
    // The pid as this /proc names it, which is where it is looked up: in a
    // pid namespace under the host's /proc (unshare --pid without
    // --mount-proc), getpid()'s number is another process's there.
    std::size_t at = 0;
    if (const auto shown = number_at(*stat, at); shown && *shown > 0 && *shown <= 0x7fffffff)
      stamp.pid = static_cast<long>(*shown);
  }
  struct stat info {};
  if (::stat("/proc/self/ns/pid", &info) == 0) stamp.pid_ns = info.st_ino;
  return stamp;
}

// Removes `name` in `parent` and everything in it, never following a link:
// each folder is opened by its name in the one above (O_NOFOLLOW), so a link
// put in place of a folder meanwhile is unlinked, not entered. `depth`
// bounds the descriptors held open.
void remove_below(int parent, const char* name, int depth) {
  if (::unlinkat(parent, name, 0) == 0 || errno == ENOENT) return;
  if (depth > 0 && (errno == EISDIR || errno == EPERM)) {
    const int fd = ::openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd >= 0) {
      if (DIR* dir = ::fdopendir(fd)) {
        std::vector<std::string> names;
        while (const dirent* entry = ::readdir(dir)) {
          const std::string_view entry_name = entry->d_name;
          if (entry_name != "." && entry_name != "..") names.emplace_back(entry_name);
        }
        for (const auto& entry : names) remove_below(::dirfd(dir), entry.c_str(), depth - 1);
        ::closedir(dir);
      } else {
        ::close(fd);
      }
    }
  }
  ::unlinkat(parent, name, AT_REMOVEDIR);
}

}  // namespace

const GraderStamp& this_grader() {
  static const GraderStamp stamp = read_own_stamp();
  return stamp;
}

std::string stamp_text(const GraderStamp& stamp) {
  return fmt::format("{}-{}-{}", stamp.pid, stamp.start, stamp.pid_ns);
}

std::optional<GraderStamp> stamp_in_name(std::string_view name, std::string_view prefix) {
  if (name.substr(0, prefix.size()) != prefix) return std::nullopt;
  std::size_t at = prefix.size();
  GraderStamp stamp;
  const auto pid = number_at(name, at);
  if (!pid || at >= name.size() || name[at++] != '-') return std::nullopt;
  const auto start = number_at(name, at);
  if (!start || at >= name.size() || name[at++] != '-') return std::nullopt;
  const auto pid_ns = number_at(name, at);
  if (!pid_ns || (at < name.size() && name[at] != '-')) return std::nullopt;
  if (*pid == 0 || *pid > 0x7fffffff) return std::nullopt;
  stamp.pid = static_cast<long>(*pid);
  stamp.start = *start;
  stamp.pid_ns = *pid_ns;
  return stamp;
}

std::optional<unsigned long long> start_time_in_stat(std::string_view stat) {
  // Fields after comm: state(3) ppid pgrp session tty_nr tpgid flags minflt
  // cminflt majflt cmajflt utime stime cutime cstime priority nice
  // num_threads itrealvalue starttime(22).
  const auto close = stat.rfind(')');
  if (close == std::string_view::npos) return std::nullopt;
  std::size_t at = close + 1;
  for (int field = 3; field <= 22; ++field) {
    if (at >= stat.size() || stat[at] != ' ') return std::nullopt;
    ++at;
    if (field == 22) return number_at(stat, at);
    while (at < stat.size() && stat[at] != ' ') ++at;
  }
  return std::nullopt;
}

OwnerState owner_state(const GraderStamp& stamp, std::optional<unsigned long long> start_of_pid,
                       unsigned long long own_pid_ns) {
  if (stamp.pid_ns != own_pid_ns) return OwnerState::Unknown;
  if (!start_of_pid) return OwnerState::Gone;
  return *start_of_pid == stamp.start ? OwnerState::Running : OwnerState::Gone;
}

OwnerState owner_state_here(const GraderStamp& stamp) {
  std::optional<unsigned long long> start;
  if (const auto stat = read_text(fmt::format("/proc/{}/stat", stamp.pid))) {
    start = start_time_in_stat(*stat);
    // A process we cannot read is no proof that it is gone.
    if (!start) return OwnerState::Unknown;
  } else if (errno != ENOENT && errno != ESRCH) {
    return OwnerState::Unknown;
  }
  return owner_state(stamp, start, this_grader().pid_ns);
}

std::string stamped_temp_pattern(const std::string& folder, std::string_view prefix) {
  return fmt::format("{}/{}{}-XXXXXX", folder, prefix, stamp_text(this_grader()));
}

int reclaim_leftover_folders(const std::vector<std::string>& folders) {
  int removed = 0;
  std::set<std::string> seen;
  for (const auto& folder : folders) {
    if (!seen.insert(folder).second) continue;
    const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) continue;
    DIR* dir = ::fdopendir(fd);
    if (!dir) {
      ::close(fd);
      continue;
    }
    std::vector<std::string> names;
    while (const dirent* entry = ::readdir(dir)) {
      const std::string_view name = entry->d_name;
      for (const auto prefix : {kRunFolderPrefix, kTemplateFolderPrefix})
        if (const auto stamp = stamp_in_name(name, prefix); stamp && owner_state_here(*stamp) == OwnerState::Gone)
          names.emplace_back(name);
    }
    for (const auto& name : names) {
      // Only a folder of the grader's own: /tmp is everyone's, and a name is no proof.
      struct stat info {};
      if (::fstatat(::dirfd(dir), name.c_str(), &info, AT_SYMLINK_NOFOLLOW) != 0 || !S_ISDIR(info.st_mode) ||
          info.st_uid != ::geteuid())
        continue;
      remove_below(::dirfd(dir), name.c_str(), 64);
      ++removed;
    }
    ::closedir(dir);
  }
  return removed;
}

}  // namespace harness
