// A student's file read outside the box: a regular file's bytes, and for
// anything else (a link, a FIFO, a link to the grader's stdin, a folder)
// why not, at once: nothing followed, nothing waited on.
#include <catch2/catch.hpp>

#include <sys/stat.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "base/student_file.h"
#include "temp_dir.h"

using namespace harness;
namespace fs = std::filesystem;

TEST_CASE("a student's regular file is read whole, up to a bound", "[student_file]") {
  const TempDir dir("student-file-test");
  std::ofstream(dir / "sudoku.cpp", std::ios::binary) << std::string("int x;\0\xff\n", 9);
  std::string why;
  CHECK(read_student_file(dir / "sudoku.cpp", 9, &why) == std::string("int x;\0\xff\n", 9));
  CHECK_FALSE(read_student_file(dir / "sudoku.cpp", 8, &why));
  CHECK(why == "over 8 bytes");
  // Bigger than a chunk: read in several.
  std::ofstream(dir / "big.py", std::ios::binary) << std::string(200000, 'x');
  CHECK(read_student_file(dir / "big.py", 200000)->size() == 200000);
  StudentFile file(dir / "sudoku.cpp");
  REQUIRE(file.is_open());
  CHECK(file.size() == 9);
  char two[2];
  CHECK(file.read(two, 2) == 2);
  CHECK(std::string(two, 2) == "in");
}

TEST_CASE("a link or a FIFO or a link to the grader's stdin or a folder is never opened for reading",
          "[student_file]") {
  const TempDir dir("student-file-special");
  std::ofstream(dir / "secret") << "root:x:0:0\n";
  fs::create_symlink(dir / "secret", dir / "link.cpp");
  fs::create_symlink("loop.cpp", dir / "loop.cpp");
  fs::create_symlink("/proc/self/fd/0", dir / "stdin.cpp");
  fs::create_symlink(dir / "missing", dir / "dangling.cpp");
  REQUIRE(::mkfifo((dir / "fifo.cpp").c_str(), 0600) == 0);  // a reader that opened it would wait for ever
  fs::create_directories(dir / "folder.cpp");
  const std::vector<std::pair<std::string, std::string>> table = {{"link.cpp", "a symbolic link"},
                                                                  {"loop.cpp", "a symbolic link"},
                                                                  {"stdin.cpp", "a symbolic link"},
                                                                  {"dangling.cpp", "a symbolic link"},
                                                                  {"fifo.cpp", "a FIFO, socket or device"},
                                                                  {"folder.cpp", "a folder"},
                                                                  {"missing.cpp", "No such file or directory"}};
  for (const auto& [name, reason] : table) {
    INFO(name);
    std::string why;
    CHECK_FALSE(read_student_file(dir / name, 1 << 20, &why));
    CHECK(why == reason);
    CHECK_FALSE(StudentFile(dir / name).is_open());
  }
}
