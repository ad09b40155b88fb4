#include "base/atomic_file.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace harness {
namespace {

// Removes the temporary of a write that failed (ENOSPC halfway), so a full
// disk leaves nothing half-written behind, then throws.
[[noreturn]] void give_up(const std::string& path, const std::string& temporary, const char* call, int error,
                          int fd = -1) {
  if (fd >= 0) ::close(fd);
  ::unlink(temporary.c_str());
  throw WriteError({path}, fmt::format("cannot write the report: {}({}): {}", call, temporary, std::strerror(error)),
                   error);
}

}  // namespace

bool WriteError::every_file_would_fail() const {
  return error_number == ENOSPC || error_number == EDQUOT || error_number == EROFS || error_number == EIO;
}

std::string temporary_name(const std::string& path) { return path + ".tmp"; }

void write_file_atomically(const std::string& path, const std::string& text) {
  const std::string temporary = temporary_name(path);
  const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) {
    const int error = errno;
    throw WriteError({path}, fmt::format("cannot write the report: open({}): {}", temporary, std::strerror(error)),
                     error);
  }
  std::size_t written = 0;
  while (written < text.size()) {
    const ssize_t n = ::write(fd, text.data() + written, text.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) give_up(path, temporary, "write", errno, fd);
    written += static_cast<std::size_t>(n);
  }
  // Without fsync a power loss after the rename can leave an empty file under the final name.
  if (::fsync(fd) != 0) give_up(path, temporary, "fsync", errno, fd);
  if (::close(fd) != 0) give_up(path, temporary, "close", errno);
  if (std::rename(temporary.c_str(), path.c_str()) != 0) give_up(path, temporary, "rename", errno);
}

}  // namespace harness
