#include "base/atomic_file.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include "base/error.h"

namespace harness {

std::string temporary_name(const std::string& path) { return path + ".tmp"; }

void write_file_atomically(const std::string& path, const std::string& text) {
  const std::string temporary = temporary_name(path);
  const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) fail({path}, "cannot write the report: open({}): {}", temporary, std::strerror(errno));
  std::size_t written = 0;
  while (written < text.size()) {
    const ssize_t n = ::write(fd, text.data() + written, text.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      const int error = errno;
      ::close(fd);
      fail({path}, "cannot write the report: write({}): {}", temporary, std::strerror(error));
    }
    written += static_cast<std::size_t>(n);
  }
  // Without fsync a power loss after the rename can leave an empty file under the final name.
  if (::fsync(fd) != 0 || ::close(fd) != 0)
    fail({path}, "cannot write the report: fsync({}): {}", temporary, std::strerror(errno));
  if (std::rename(temporary.c_str(), path.c_str()) != 0)
    fail({path}, "cannot write the report: rename({}): {}", temporary, std::strerror(errno));
}

}  // namespace harness
