#include "cache/cache_dir.h"

#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>

#include <fmt/format.h>

#include "base/error.h"

namespace harness {
namespace fs = std::filesystem;

fs::path default_cache_dir() {
  if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg) return fs::path(xdg) / "sudoku-grade";
  if (const char* home = std::getenv("HOME"); home && *home) return fs::path(home) / ".cache" / "sudoku-grade";
  return "/tmp/sudoku-grade-cache";
}

CacheChoice choose_cache(const fs::path& wanted) {
  const fs::path dir = wanted.empty() ? default_cache_dir() : wanted;
  std::optional<std::string> why = why_not_private(dir);
  if (!why) {
    // A folder of one's own may still refuse a file: a read-only mount, a full disk.
    const fs::path probe = dir / fmt::format(".write-probe-{}", ::getpid());
    const int fd = ::open(probe.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0) why = fmt::format("cannot write in the cache {}: {}", dir.string(), std::strerror(errno));
    else {
      ::close(fd);
      ::unlink(probe.c_str());
      return {dir, "", nullptr};
    }
  }
  std::error_code error;
  const fs::path base = fs::temp_directory_path(error);
  std::string pattern = ((error ? fs::path("/tmp") : base) / "sudoku-grade-cache-XXXXXX").string();
  if (!::mkdtemp(pattern.data()))
    fault({}, "{}, and no temporary folder for the builds instead: mkdtemp({}): {}", *why, pattern,
          std::strerror(errno));
  const fs::path temporary = pattern;
  std::shared_ptr<void> owner(nullptr, [temporary](void*) {
    std::error_code ignored;
    fs::remove_all(temporary, ignored);
  });
  return {temporary, fmt::format("{}; building without it, in {} (removed at the end)", *why, temporary.string()),
          std::move(owner)};
}

fs::path default_driver_dir() {
  if (const char* dir = std::getenv("SUDOKU_GRADE_DRIVER_DIR"); dir && *dir) return dir;
  std::error_code ec;
  const fs::path installed = fs::read_symlink("/proc/self/exe", ec).parent_path() / "driver";
  if (!ec && fs::exists(installed / "driver.cpp")) return installed;
#ifdef SUDOKU_GRADE_SOURCE_DIR
  return fs::path(SUDOKU_GRADE_SOURCE_DIR) / "harness" / "driver";
#else
  return installed;
#endif
}

std::optional<std::string> why_not_private(const fs::path& folder) {
  std::error_code error;
  fs::create_directories(folder, error);
  if (error) return fmt::format("cannot create the cache {}: {}", folder.string(), error.message());
  struct stat info {};
  if (::lstat(folder.c_str(), &info) < 0 || !S_ISDIR(info.st_mode))
    return fmt::format("the cache {} is not a folder (a link?)", folder.string());
  if (info.st_uid != ::geteuid())
    return fmt::format("the cache {} belongs to uid {}, not to the grader (uid {})", folder.string(), info.st_uid,
                       ::geteuid());
  if ((info.st_mode & 077) != 0 && ::chmod(folder.c_str(), 0700) < 0)
    return fmt::format("cannot make the cache {} private: {}", folder.string(), std::strerror(errno));
  return std::nullopt;
}

}  // namespace harness
