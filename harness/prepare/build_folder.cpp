#include "prepare/build_folder.h"

#include <fcntl.h>
#include <stdlib.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <mutex>

#include <fmt/format.h>

#include "base/error.h"
#include "base/fd.h"
#include "prepare/folder_watch.h"

namespace harness {
namespace fs = std::filesystem;
namespace {

bool write_all(int fd, const char* data, std::size_t size) {
  while (size > 0) {
    const ssize_t put = ::write(fd, data, size);
    if (put < 0 && errno == EINTR) continue;
    if (put <= 0) return false;
    data += put;
    size -= static_cast<std::size_t>(put);
  }
  return true;
}

// Reads the regular file at `path` into `bytes`, at most `room` of them. False
// when it is no regular file (a link, with follow false; a fifo, which would
// block the grader, so O_NONBLOCK). Sets over_cap when it holds more than `room`.
bool read_regular(const fs::path& path, bool follow, std::uint64_t room, std::string& bytes, bool& over_cap) {
  Fd file{::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | (follow ? 0 : O_NOFOLLOW))};
  if (file.fd < 0 && errno == ELOOP) return false;
  if (file.fd < 0) fail({path.string()}, "cannot read the file: {}", std::strerror(errno));
  struct stat info {};
  if (::fstat(file.fd, &info) < 0 || !S_ISREG(info.st_mode)) return false;
  if (static_cast<std::uint64_t>(info.st_size) > room) {
    over_cap = true;
    return true;
  }
  bytes.resize(static_cast<std::size_t>(info.st_size));
  std::size_t have = 0;
  while (have < bytes.size()) {
    const ssize_t got = ::read(file.fd, bytes.data() + have, bytes.size() - have);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) fail({path.string()}, "cannot read the file: {}", std::strerror(errno));
    if (got == 0) break;  // shrank while read: what was there is what is compiled
    have += static_cast<std::size_t>(got);
  }
  bytes.resize(have);
  return true;
}

// A tmpfs of `bytes`, mounted nowhere: its mount's descriptor, or -1 when
// the kernel refuses (no CAP_SYS_ADMIN, a kernel without the new mount API).
int detached_tmpfs(std::uint64_t bytes) {
  Fd context{::fsopen("tmpfs", FSOPEN_CLOEXEC)};
  if (context.fd < 0) return -1;
  const std::string size = std::to_string(bytes);
  if (::fsconfig(context.fd, FSCONFIG_SET_STRING, "size", size.c_str(), 0) < 0 ||
      ::fsconfig(context.fd, FSCONFIG_SET_STRING, "mode", "0700", 0) < 0 ||
      ::fsconfig(context.fd, FSCONFIG_CMD_CREATE, nullptr, nullptr, 0) < 0)
    return -1;
  return ::fsmount(context.fd, FSMOUNT_CLOEXEC, MOUNT_ATTR_NOSUID | MOUNT_ATTR_NODEV);
}

// Whether the box can take a copy of a detached tmpfs as /box (open_tree
// with OPEN_TREE_CLONE of a mount in no namespace, which older kernels
// refuse): asked once per process, with a tmpfs of one page.
bool detached_tmpfs_can_be_copied() {
  static std::once_flag asked;
  static bool can = false;
  std::call_once(asked, [] {
    Fd mount{detached_tmpfs(4096)};
    if (mount.fd < 0) return;
    Fd copy{::open_tree(mount.fd, "", AT_EMPTY_PATH | OPEN_TREE_CLONE | OPEN_TREE_CLOEXEC)};
    can = copy.fd >= 0;
  });
  return can;
}

// Why BuildFolder::take copied nothing: the build's doing, or the grader's.
Judgement built(std::string why) { return Judgement{Verdict::CE, std::move(why)}; }
Judgement grader(std::string why) { return harness_failed(std::move(why)); }

}  // namespace

SourceFiles read_source_files(const fs::path& path, std::uint64_t max_bytes) {
  SourceFiles result;
  std::uint64_t room = max_bytes;
  auto take = [&](const fs::path& file, std::string name, bool follow) {
    if (name.size() > room) {
      result.over_cap = true;
      return;
    }
    std::string bytes;
    if (!read_regular(file, follow, room - name.size(), bytes, result.over_cap) || result.over_cap) return;
    room -= name.size() + bytes.size();
    result.files.push_back({std::move(name), std::move(bytes)});
  };
  std::error_code error;
  if (!fs::is_directory(path, error)) {
    take(path, path.filename().string(), true);
    return result;
  }
  // The iterator follows no link to a folder (no follow_directory_symlink).
  fs::recursive_directory_iterator it(path, fs::directory_options::none, error), end;
  if (error) fail({path.string()}, "cannot list the folder: {}", error.message());
  for (; it != end && !result.over_cap; it.increment(error)) {
    if (error) fail({path.string()}, "cannot list the folder: {}", error.message());
    if (!fs::is_regular_file(it->symlink_status(error))) continue;
    take(it->path(), it->path().lexically_relative(path).generic_string(), false);
  }
  if (error) fail({path.string()}, "cannot list the folder: {}", error.message());
  std::sort(result.files.begin(), result.files.end(),
            [](const SourceFile& a, const SourceFile& b) { return a.name < b.name; });
  return result;
}

BuildFolder::BuildFolder(std::uint64_t cap_bytes, bool tmpfs) : cap_bytes_(cap_bytes) {
  if (tmpfs && detached_tmpfs_can_be_copied()) {
    fd_ = detached_tmpfs(cap_bytes);
    if (fd_ >= 0) {
      tmpfs_ = true;
      // The trailing slash makes every call through the name follow the
      // link to the tmpfs (lchown too), and never resolve it to its text, "/".
      path_ = fmt::format("/proc/self/fd/{}/", fd_);
      return;
    }
  }
  std::error_code error;
  const fs::path base = fs::temp_directory_path(error);
  std::string pattern = ((error ? fs::path("/tmp") : base) / "sudoku-grade-build-XXXXXX").string();
  if (!::mkdtemp(pattern.data())) fault({pattern}, "cannot create a build folder: {}", std::strerror(errno));
  path_ = pattern;
  fd_ = ::open(path_.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (fd_ < 0) {
    const int why = errno;
    fs::remove_all(path_, error);
    fault({path_.string()}, "cannot open the build folder: {}", std::strerror(why));
  }
}

BuildFolder::~BuildFolder() {
  if (fd_ >= 0) ::close(fd_);  // a tmpfs goes with its last descriptor
  if (tmpfs_) return;
  std::error_code ignored;
  fs::remove_all(path_, ignored);  // removes links, never what they point at
}

bool BuildFolder::full() const {
  if (!tmpfs_) return folder_usage(path_) > cap_bytes_;
  struct statvfs space {};
  if (::fstatvfs(fd_, &space) < 0) return false;
  return static_cast<std::uint64_t>(space.f_bavail) * space.f_frsize < kTmpfsFullMargin;
}

void BuildFolder::put(const std::string& folder, const std::vector<SourceFile>& files) const {
  for (const auto& file : files) {
    const fs::path target = path_ / folder / file.name;
    std::error_code error;
    fs::create_directories(target.parent_path(), error);
    if (error) fault({target.string()}, "cannot create the folder: {}", error.message());
    Fd out{::open(target.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644)};
    if (out.fd < 0 || !write_all(out.fd, file.bytes.data(), file.bytes.size()))
      fault({target.string()}, "cannot write the file: {}", std::strerror(errno));
  }
}

Done BuildFolder::take(const std::string& name, const fs::path& destination) const {
  // Each folder on the way is opened without following a link: a build may
  // leave "compiled" as a link to a folder of the grader's.
  Fd folder{::fcntl(fd_, F_DUPFD_CLOEXEC, 0)};
  std::string::size_type start = 0;
  for (std::string::size_type slash; (slash = name.find('/', start)) != std::string::npos; start = slash + 1) {
    const std::string part = name.substr(start, slash - start);
    if (part.empty() || part == "." || part == "..")
      return grader("'" + name + "' is not a name inside the build folder");
    Fd next{::openat(folder.fd, part.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)};
    if (next.fd < 0 && (errno == ELOOP || errno == ENOTDIR))
      return built("the build left '" + name.substr(0, slash) + "' as a symbolic link or a file, not a folder");
    if (next.fd < 0 && errno == ENOENT) return built("the build made no '" + name + "'");
    if (next.fd < 0) return grader("cannot open the build's '" + name.substr(0, slash) + "': " + std::strerror(errno));
    std::swap(folder.fd, next.fd);
  }
  Fd in{::openat(folder.fd, name.c_str() + start, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)};
  if (in.fd < 0 && errno == ELOOP) return built("the build left '" + name + "' as a symbolic link, not a file");
  if (in.fd < 0 && errno == ENOENT) return built("the build made no '" + name + "'");
  if (in.fd < 0) return grader("cannot open the build's '" + name + "': " + std::strerror(errno));
  struct stat info {};
  if (::fstat(in.fd, &info) < 0 || !S_ISREG(info.st_mode))
    return built("the build left '" + name + "' as something other than a regular file");

  std::string temporary = destination.string() + ".tmp-XXXXXX";
  Fd out{::mkostemp(temporary.data(), O_CLOEXEC)};
  if (out.fd < 0) return grader("cannot create " + temporary + ": " + std::strerror(errno));
  auto failed = [&](const std::string& what) {
    const std::string why = std::strerror(errno);
    ::unlink(temporary.c_str());
    return grader(what + ": " + why);
  };
  char buffer[1 << 16];
  for (;;) {
    const ssize_t got = ::read(in.fd, buffer, sizeof buffer);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) return failed("cannot read the build's '" + name + "'");
    if (got == 0) break;
    if (!write_all(out.fd, buffer, static_cast<std::size_t>(got))) return failed("cannot write " + temporary);
  }
  if (::fchmod(out.fd, 0755) < 0) return failed("cannot make " + temporary + " executable");
  // A parallel grader may store the same build: either copy, whole, wins.
  if (::rename(temporary.c_str(), destination.c_str()) < 0) return failed("cannot store " + destination.string());
  return done();
}

}  // namespace harness
