#pragma once
// A class whose students hand in what the file system allows and no grader
// may follow or open (issue 36, item 3), and names that are bytes, not UTF-8
// (item 6): each student's folder holds the example solver beside one such
// entry, so each is graded AC and no entry costs anything but its own name.
#include <sys/stat.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

namespace hostile_class {

namespace fs = std::filesystem;

struct Made {
  std::vector<std::string> solvers;  ///< students graded AC, by name
  std::vector<std::string> entries;  ///< students whose entry is no submission (a FIFO at the class's top)
};

inline void copy_solver(const fs::path& to) {
  fs::create_directories(to.parent_path());
  fs::copy_file(fs::path(SOURCE_DIR) / "examples/cpp/sudoku.cpp", to);
}

/// Fills `dir` (made if missing) with the class.
inline Made make(const fs::path& dir) {
  fs::create_directories(dir);
  Made made;
  copy_solver(dir / "alice.cpp");
  // `ln -s loop loop`, as git keeps it; and one a folder down.
  copy_solver(dir / "loop/sudoku.cpp");
  fs::create_symlink("loop", dir / "loop/loop");
  fs::create_directories(dir / "loop/deep");
  fs::create_symlink("again.cpp", dir / "loop/deep/again.cpp");
  // The grader's own stdin, which a reader would wait on.
  copy_solver(dir / "stdin/sudoku.cpp");
  fs::create_symlink("/proc/self/fd/0", dir / "stdin/input.cpp");
  // A FIFO named as a source: opened, it blocks for ever.
  copy_solver(dir / "fifo/sudoku.cpp");
  REQUIRE(::mkfifo((dir / "fifo/pipe.cpp").c_str(), 0644) == 0);
  copy_solver(dir / "dangling/sudoku.cpp");
  fs::create_symlink("missing.cpp", dir / "dangling/gone.cpp");
  // A link to another student's folder: its text, never alice's files.
  copy_solver(dir / "linker/sudoku.cpp");
  fs::create_directory_symlink("../loop", dir / "linker/theirs");
  // Names that are no UTF-8 (Latin-1 "café", a lone 0xff), of a folder and of files.
  copy_solver(dir / "caf\xe9/sudoku.cpp");
  std::ofstream(dir / "caf\xe9/\xff.h") << "// notes\n";
  copy_solver(dir / "\xfe.cpp");
  made.solvers = {"alice", "caf\xe9", "dangling", "fifo", "linker", "loop", "stdin", "\xfe"};
  // A FIFO at the class's top: a student with no submission, never opened.
  REQUIRE(::mkfifo((dir / "zed.py").c_str(), 0644) == 0);
  made.entries = {"zed"};
  return made;
}

}  // namespace hostile_class
