#include "base/read_file.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

#include "base/error.h"

namespace harness {

std::optional<std::string> read_file_if_readable(const std::filesystem::path& path) {
  std::error_code error;
  // An ifstream opens a folder without complaint and then reads nothing.
  if (std::filesystem::is_directory(path, error)) {
    errno = EISDIR;
    return std::nullopt;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  return read_stream(in);
}

std::string read_file(const std::filesystem::path& path) {
  auto text = read_file_if_readable(path);
  if (!text) fail({path.string()}, "cannot read the file: {}", std::strerror(errno));
  return std::move(*text);
}

std::string read_stream(std::istream& in) {
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace harness
