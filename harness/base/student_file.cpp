#include "base/student_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include <fmt/format.h>

#include "base/error.h"

namespace harness {

StudentFile::StudentFile(const std::filesystem::path& path) : path_(path.string()) {
  Fd opened{::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)};
  if (opened.fd < 0) {
    // O_NOFOLLOW's refusal of a link at the last step is ELOOP.
    why_not_ = errno == ELOOP ? "a symbolic link" : std::strerror(errno);
    return;
  }
  struct stat info {};
  if (::fstat(opened.fd, &info) < 0) {
    why_not_ = std::strerror(errno);
    return;
  }
  if (!S_ISREG(info.st_mode)) {
    why_not_ = S_ISDIR(info.st_mode) ? "a folder" : "a FIFO, socket or device";
    return;
  }
  size_ = static_cast<std::uint64_t>(info.st_size);
  std::swap(file_.fd, opened.fd);
}

std::size_t StudentFile::read(char* into, std::size_t room) {
  for (;;) {
    const ssize_t got = ::read(file_.fd, into, room);
    if (got >= 0) return static_cast<std::size_t>(got);
    if (errno != EINTR) fail({path_}, "cannot read the file: {}", std::strerror(errno));
  }
}

std::optional<std::string> read_student_file(const std::filesystem::path& path, std::uint64_t max_bytes,
                                             std::string* why_not) {
  StudentFile file(path);
  const auto refused = [&](std::string why) -> std::optional<std::string> {
    if (why_not) *why_not = std::move(why);
    return std::nullopt;
  };
  if (!file.is_open()) return refused(file.why_not());
  if (file.size() > max_bytes) return refused(fmt::format("over {} bytes", max_bytes));
  std::string bytes(static_cast<std::size_t>(file.size()), '\0');
  std::size_t have = 0;
  // What it holds by the end: a file that grew while read is read to the bound, and one more byte says it grew.
  for (;;) {
    if (have == bytes.size()) {
      if (have >= max_bytes) {
        char one = 0;
        if (file.read(&one, 1) == 1) return refused(fmt::format("over {} bytes", max_bytes));
        break;
      }
      bytes.resize(static_cast<std::size_t>(std::min<std::uint64_t>(max_bytes, have + (std::uint64_t{1} << 16))));
    }
    const std::size_t got = file.read(bytes.data() + have, bytes.size() - have);
    if (got == 0) break;
    have += got;
  }
  bytes.resize(have);
  return bytes;
}

}  // namespace harness
