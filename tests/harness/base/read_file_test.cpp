#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "base/error.h"
#include "base/read_file.h"
#include "temp_dir.h"

using namespace harness;
namespace fs = std::filesystem;

namespace {

// A folder of this test process's own, made on first use, gone when it ends.
const fs::path& scratch_dir() {
  static const TempDir dir("read-file-test");
  return dir.path;
}

}  // namespace

TEST_CASE("a file is read byte for byte, NULs and CRs included", "[read_file]") {
  const fs::path path = scratch_dir() / "bytes";
  const std::string bytes("a\0b\r\nc\xff", 7);
  std::ofstream(path, std::ios::binary) << bytes;
  CHECK(read_file(path) == bytes);
  CHECK(read_file_if_readable(path) == bytes);
}

TEST_CASE("a missing file is an error naming the path and the reason", "[read_file]") {
  const fs::path path = scratch_dir() / "missing.yaml";
  CHECK_FALSE(read_file_if_readable(path));
  try {
    read_file(path);
    FAIL("no error");
  } catch (const Error& e) {
    CHECK(std::string(e.what()) == path.string() + ": cannot read the file: No such file or directory");
  }
}

TEST_CASE("a folder is no file, though an ifstream would open it", "[read_file]") {
  const fs::path dir = scratch_dir();
  CHECK_FALSE(read_file_if_readable(dir));
  CHECK_THROWS_WITH(read_file(dir), dir.string() + ": cannot read the file: Is a directory");
}

TEST_CASE("a stream is read to its end", "[read_file]") {
  std::istringstream in("first line\nsecond");
  in.get();
  CHECK(read_stream(in) == "irst line\nsecond");
}
