// What the similarity check reads of a student's entry: source files by
// their endings, in subfolders too; never a link, a hidden folder or a file
// too large to be a solution.
#include "similar/class_sources.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "temp_dir.h"

using namespace harness;
namespace fs = std::filesystem;

namespace {

void write(const fs::path& path, const std::string& text) {
  fs::create_directories(path.parent_path());
  std::ofstream(path) << text;
}

std::vector<std::string> names(const ReadSources& read) {
  std::vector<std::string> out;
  for (const auto& file : read.files) out.push_back(file.name);
  return out;
}

}  // namespace

TEST_CASE("A folder's sources, in subfolders too, by name, and other files passed over") {
  TempDir dir;
  write(dir.path / "ana" / "sudoku.py", "def solve(g): pass\n");
  write(dir.path / "ana" / "src" / "Helper.java", "class Helper {}\n");
  write(dir.path / "ana" / "README.md", "# notes\n");
  write(dir.path / "ana" / "a.out", "\x7f"
                                    "ELF");
  write(dir.path / "ana" / ".git" / "hooks" / "x.py", "print('hidden')\n");
  const ReadSources read = read_sources(dir.path / "ana");
  CHECK(names(read) == std::vector<std::string>{"src/Helper.java", "sudoku.py"});
  CHECK(read.files[0].language == Language::Java);
  CHECK(read.files[1].language == Language::Python);
  CHECK(read.files[1].text == "def solve(g): pass\n");
  CHECK(read.notes.empty());
}

TEST_CASE("A single file is its own name, and a link is never followed") {
  TempDir dir;
  write(dir.path / "ben.rkt", "(define x 1)\n");
  write(dir.path / "secret" / "answer.cpp", "int main() {}\n");
  fs::create_symlink(dir.path / "secret", dir.path / "cal");
  fs::create_directories(dir.path / "dee");
  fs::create_symlink(dir.path / "secret" / "answer.cpp", dir.path / "dee" / "answer.cpp");
  CHECK(names(read_sources(dir.path / "ben.rkt")) == std::vector<std::string>{"ben.rkt"});
  const ReadSources link = read_sources(dir.path / "cal");
  CHECK(link.files.empty());
  REQUIRE(link.notes.size() == 1);
  CHECK(link.notes[0] == "cal: a link, not followed");
  CHECK(read_sources(dir.path / "dee").files.empty());
  CHECK(read_sources(dir.path / "nobody").notes.at(0).find("not found") != std::string::npos);
}

TEST_CASE("A file over the size a source may be is left out with a note") {
  TempDir dir;
  write(dir.path / "eve" / "small.py", "x = 1\n");
  write(dir.path / "eve" / "huge.py", std::string(kLargestComparedSource + 1, '#'));
  const ReadSources read = read_sources(dir.path / "eve");
  CHECK(names(read) == std::vector<std::string>{"small.py"});
  REQUIRE(read.notes.size() == 1);
  CHECK(read.notes[0].find("huge.py:") == 0);
}

TEST_CASE("A folder of more files than a solution has: the first by name, and a note") {
  TempDir dir;
  for (std::size_t i = 0; i < kMostComparedSources + 5; ++i)
    write(dir.path / "fay" / ("f" + std::to_string(1000 + i) + ".py"), "x = 1\n");
  const ReadSources read = read_sources(dir.path / "fay");
  CHECK(read.files.size() == kMostComparedSources);
  CHECK(read.files.front().name == "f1000.py");
  REQUIRE(read.notes.size() == 1);
}
