#pragma once
// The hostile class (issue 36): one folder of students, each an input that
// once stopped, hung or read the grader outside the box, beside honest
// students who must keep their full marks. write_hostile_class makes it;
// hostile_class_suite_test.cpp runs batch, similar and grade over it.
//
// Who is who (an entry's name says what it tries):
//   honest.py           the lesson's module as a student writes it: full marks
//   honest_git/         the same in a git repository, the repository the next
//                       three reach for
//   git_fifo/           a repository whose .git/config is a FIFO (libgit2 opens it)
//   git_commondir/      a repository whose .git/commondir names honest_git's .git
//   git_alternates/     a repository borrowing honest_git's objects
//   long_line/          a folder whose module imports one with a 200,000-character line
//   link_loop/          a folder holding `loop -> loop`
//   link_to_stdin/      a folder holding a link to /proc/self/fd/0
//   fifo_in_folder/     a folder holding a FIFO
//   <0xff 0xfe>-bytes/  a folder whose name is not UTF-8
//   hoarder.py          tests/hostile/hoard_inputs.py: keeps every grid it is
//                       given and raises with them all on the next call, so
//                       a hidden puzzle would be in a visible case's reason
//   clock.py            the lesson's module, each call first sleeping 40 ms per
//                       unit of the puzzle's first given: an exact time spells
//                       a hidden digit
//   marks_flood.py      writes 512 KiB without a newline on the driver's marks
//                       channel (fd 3), half the output limit
//   overrides.yaml      a student entry named like the instructor's overrides,
//                       giving the hoarder full marks
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "file_text.h"

namespace hostile_class_suite {

namespace fs = std::filesystem;

inline const fs::path kHonestModule = fs::path(SOURCE_DIR) / "tests/submissions/accepted/lesson_style.py";

/// The entries write_hostile_class makes, as the folder lists them (bytes).
inline std::vector<std::string> entry_names() {
  return {"honest.py",  "honest_git", "git_fifo",       "git_commondir",  "git_alternates",
          "long_line",  "link_loop",  "link_to_stdin",  "fifo_in_folder", "\xff\xfe-bytes",
          "hoarder.py", "clock.py",   "marks_flood.py", "overrides.yaml"};
}

/// The students whose work is the lesson's, untouched: each must score full marks.
inline std::vector<std::string> honest_students() {
  return {"honest",    "honest_git", "git_fifo",      "git_commondir", "git_alternates",
          "long_line", "link_loop",  "link_to_stdin", "fifo_in_folder"};
}

/// Wrapped around the lesson's module: each entry, called from outside,
/// first sleeps 40 ms per unit of the puzzle's first given (its own recursive
/// calls do not), so a report with exact times spells the hidden digits.
inline const char* const kClockWrapper = R"PY(

import time

_depth = [0]

def _spelled(entry):
    def spelling(grid, *rest):
        if _depth[0] == 0:
            time.sleep(0.04 * next((d for row in grid for d in row if d), 0))
        _depth[0] += 1
        try:
            return entry(grid, *rest)
        finally:
            _depth[0] -= 1
    return spelling

solve = _spelled(solve)
count_solutions = _spelled(count_solutions)
solve_fast = _spelled(solve_fast)
)PY";

/// A module that floods the driver's marks channel with one endless line.
inline const char* const kMarksFlood = R"PY(
import os

def _flood():
    block = b"7" * 1024
    for _ in range(512):
        try:
            os.write(3, block)
        except OSError:
            return

def solve(grid):
    _flood()
    return False

def count_solutions(grid, limit):
    _flood()
    return 0

def solve_fast(grid):
    _flood()
    return False
)PY";

inline void write(const fs::path& file, const std::string& text) {
  fs::create_directories(file.parent_path());
  std::ofstream(file, std::ios::binary) << text;
  REQUIRE(fs::exists(file));
}

inline void shell(const std::string& command) {
  INFO(command);
  REQUIRE(std::system(command.c_str()) == 0);
}

/// A git repository of `folder` with one commit of what it holds, committed
/// at `when` (so no clock decides lateness).
inline void commit_all(const fs::path& folder) {
  shell("cd '" + folder.string() +
        "' && git init -q . && git add -A && GIT_AUTHOR_DATE=2026-12-01T20:00:00Z "
        "GIT_COMMITTER_DATE=2026-12-01T20:00:00Z git -c user.name=s -c user.email=s@example.edu "
        "-c commit.gpgsign=false commit -qm work");
}

/// Writes the hostile class into `class_dir` (which must not exist yet).
inline void write_hostile_class(const fs::path& class_dir) {
  const std::string honest = text_of(kHonestModule);
  fs::create_directories(class_dir);
  write(class_dir / "honest.py", honest);

  write(class_dir / "honest_git/sudoku.py", honest);
  commit_all(class_dir / "honest_git");
  const fs::path honest_git = fs::absolute(class_dir / "honest_git/.git");

  write(class_dir / "git_fifo/sudoku.py", honest);
  commit_all(class_dir / "git_fifo");
  fs::remove(class_dir / "git_fifo/.git/config");
  REQUIRE(::mkfifo((class_dir / "git_fifo/.git/config").c_str(), 0644) == 0);

  write(class_dir / "git_commondir/sudoku.py", honest);
  commit_all(class_dir / "git_commondir");
  write(class_dir / "git_commondir/.git/commondir", honest_git.string() + "\n");

  write(class_dir / "git_alternates/sudoku.py", honest);
  commit_all(class_dir / "git_alternates");
  write(class_dir / "git_alternates/.git/objects/info/alternates", (honest_git / "objects").string() + "\n");

  // The module the program imports holds the long line, so every reader of
  // the folder's text (what is the program, what imports what, what defines
  // an entry) meets it.
  write(class_dir / "long_line/sudoku.py", "from board import *\n" + honest);
  write(class_dir / "long_line/board.py",
        "# " + std::string(200000, 'x') + "\nNESTED = \"" + std::string(100000, '(') + "\"\nSIDE = 9\n");

  write(class_dir / "link_loop/sudoku.py", honest);
  fs::create_symlink("loop", class_dir / "link_loop/loop");

  write(class_dir / "link_to_stdin/sudoku.py", honest);
  fs::create_symlink("/proc/self/fd/0", class_dir / "link_to_stdin/input.txt");

  write(class_dir / "fifo_in_folder/sudoku.py", honest);
  REQUIRE(::mkfifo((class_dir / "fifo_in_folder/notes.txt").c_str(), 0644) == 0);

  write(class_dir / "\xff\xfe-bytes/sudoku.py", honest);

  write(class_dir / "hoarder.py", text_of(fs::path(SOURCE_DIR) / "tests/hostile/hoard_inputs.py"));
  write(class_dir / "clock.py", honest + kClockWrapper);
  write(class_dir / "marks_flood.py", kMarksFlood);
  write(class_dir / "overrides.yaml",
        "- student: hoarder\n  total: 100\n  comment: a student wrote this\n  author: hoarder\n");

  // Every file dated before the deadline the test gives, as if handed in on time.
  shell("find '" + class_dir.string() + "' -path '*/.git' -prune -o -type f -exec touch -d 2026-12-01T20:00:00Z {} +");
}

}  // namespace hostile_class_suite
