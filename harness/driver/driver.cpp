// The driver: a main() linked with a student's C++ functions, so that the
// functions speak the executable protocol of docs/protocol.md. Compiled by the
// harness (harness/build/compile.cpp), never part of the harness binary; it must
// stand alone, so it includes only the standard library and the headers of
// its own folder: sudoku.h, the entry table and the protocol's words.
//
//   driver ENTRY [ARGS...] < grid  ->  return value, then the grid after the call
//   driver --entries                ->  the names of the entries defined, one a line
//
// What it guards against:
//  - an entry the student did not write: the declarations are weak, a missing
//    definition is a null address, and the answer is the line "NotImplemented";
//  - printing while solving: the real stdout is kept on a private descriptor
//    and fd 1 points at stderr during the call, so only the answer reaches stdout;
//  - ending the program inside the function (exit(0) in fillSudoku): the line
//    "sudoku-driver: calling ENTRY" goes to stderr before the call and the
//    answer is written only after it returns, so "called, no answer" shows it.
//
// Every buffer of the grid is allocated at exactly its size (rows copied,
// the vector of rows shrunk), so a read one past a row's last cell is a read
// past its block, which AddressSanitizer sees when grade --sanitize built
// this with the student's code; the driver then also says where each row's
// block is (protocol_words.h, kDriverBufferPrefix).
#include <fcntl.h>
#include <unistd.h>

#include <cxxabi.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <iostream>
#include <string>
#include <typeinfo>
#include <vector>

#include "entries.h"
#include "protocol_words.h"
#include "sudoku.h"

__attribute__((weak)) bool fillSudoku(std::vector<std::vector<int>>& sudoku);
__attribute__((weak)) bool solve(std::vector<std::vector<int>>& grid);
__attribute__((weak)) bool solve_fast(std::vector<std::vector<int>>& grid);
__attribute__((weak)) int count_solutions(std::vector<std::vector<int>>& grid, int limit);
__attribute__((weak)) bool checkSudoku(const std::vector<std::vector<int>>& sudoku);
// The Java assignment's shape, checkSudoku(sudoku, printErrors): called with
// true, as its SudokuTest calls it, when the one-parameter shape is not there.
__attribute__((weak)) bool checkSudoku(const std::vector<std::vector<int>>& sudoku, bool printErrors);

namespace {

using Grid = std::vector<std::vector<int>>;
using sudoku::Entry;

// The answer's own copy of stdout, set before any static initializer of the
// student's code can print: fd 1 becomes stderr for everything the student runs.
int answer_fd = -1;

__attribute__((constructor(101))) void keep_stdout_for_the_answer() {
  answer_fd = fcntl(1, F_DUPFD_CLOEXEC, 3);
  if (answer_fd >= 0 && dup2(2, 1) < 0) answer_fd = -1;
}

// The harness called the driver wrongly: its bug, which it checks for before
// the run (judge/case_input.h), so the exit code is not read as one.
[[noreturn]] void usage_error(const std::string& message) {
  std::string line = "sudoku-driver: " + message + "\n";
  if (write(2, line.data(), line.size()) < 0) {
  }
  std::_Exit(sudoku::kDriverUsageExit);
}

// Rows as the protocol writes them: digits together ("530070000") or numbers
// separated by white space; blank lines are not rows.
Grid read_grid() {
  Grid grid;
  std::string line;
  while (std::getline(std::cin, line)) {
    std::vector<std::string> words;
    std::string word;
    for (char ch : line + " ") {
      if (ch == ' ' || ch == '\t' || ch == '\r') {
        if (!word.empty()) words.push_back(word);
        word.clear();
      } else {
        word += ch;
      }
    }
    if (words.empty()) continue;
    std::vector<int> row;
    const bool digits_together = words.size() == 1 && words[0].size() > 1;
    for (const std::string& w : words) {
      // A sign only in the spaced form: checkSudoku boards may hold -1 on purpose.
      for (std::size_t i = 0; i < w.size(); ++i)
        if ((w[i] < '0' || w[i] > '9') && !(w[i] == '-' && i == 0 && w.size() > 1 && !digits_together))
          usage_error("grid line '" + line + "' is not a row of numbers");
      if (digits_together)
        for (char ch : w) row.push_back(ch - '0');
      else
        row.push_back(std::atoi(w.c_str()));
    }
    grid.push_back(row);   // a copy: its block holds exactly the row's cells
  }
  grid.shrink_to_fit();
  return grid;
}

// Digits together when the grid is small and every value is a digit, else
// numbers separated by spaces, so whatever the function left is shown as it is.
std::string format_grid(const Grid& grid, std::size_t size) {
  std::string text;
  for (const auto& row : grid) {
    bool digits = size <= 9;
    for (int value : row) digits = digits && value >= 0 && value <= 9;
    for (std::size_t c = 0; c < row.size(); ++c) {
      if (!digits && c > 0) text += ' ';
      text += std::to_string(row[c]);
    }
    text += '\n';
  }
  return text;
}

void write_all(int fd, const std::string& text) {
  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t put = write(fd, text.data() + done, text.size() - done);
    if (put <= 0) std::_Exit(sudoku::kDriverUsageExit);
    done += put;
  }
}

// A weak declaration the student did not define has a null address.
bool defined(Entry entry) {
  switch (entry) {
    case Entry::FillSudoku: return fillSudoku;
    case Entry::Solve: return solve;
    case Entry::SolveFast: return solve_fast;
    case Entry::CountSolutions: return count_solutions;
    case Entry::CheckSudoku:
      return static_cast<bool (*)(const Grid&)>(checkSudoku) || static_cast<bool (*)(const Grid&, bool)>(checkSudoku);
    case Entry::Session: return false;
  }
  return false;
}

// Calls the student's function; returns the answer's first line.
std::string call(Entry entry, Grid& grid, int limit) {
  switch (entry) {
    case Entry::FillSudoku: return fillSudoku(grid) ? "True" : "False";
    case Entry::Solve: return solve(grid) ? "True" : "False";
    case Entry::SolveFast: return solve_fast(grid) ? "True" : "False";
    case Entry::CountSolutions: return std::to_string(count_solutions(grid, limit));
    case Entry::CheckSudoku:
      if (static_cast<bool (*)(const Grid&)>(checkSudoku)) return checkSudoku(grid) ? "True" : "False";
      return checkSudoku(grid, true) ? "True" : "False";
    case Entry::Session: break;
  }
  return "";
}

#if defined(__SANITIZE_ADDRESS__)
// Where each buffer of the grid is, for the harness to name the row a
// sanitizer report's address belongs to.
void tell_buffers(const Grid& grid) {
  char line[128];
  std::string text;
  std::snprintf(line, sizeof line, "%srows %p %zu\n", std::string(sudoku::kDriverBufferPrefix).c_str(),
                static_cast<const void*>(grid.data()), grid.capacity() * sizeof(grid[0]));
  text += line;
  for (std::size_t r = 0; r < grid.size(); ++r) {
    std::snprintf(line, sizeof line, "%srow %zu %p %zu\n", std::string(sudoku::kDriverBufferPrefix).c_str(), r + 1,
                  static_cast<const void*>(grid[r].data()), grid[r].capacity() * sizeof(int));
    text += line;
  }
  write_all(2, text);
}
#endif

// The entry probe's answer: what the weak declarations resolved to, read
// without calling anything, so a function that loops or crashes still counts.
int list_entries() {
  std::string names;
  for (const sudoku::EntryRow& row : sudoku::kEntries)
    if (row.takes != sudoku::Takes::TypedLines && defined(row.entry)) names += std::string(row.name) + "\n";
  write_all(answer_fd, names);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) usage_error("usage: driver ENTRY [ARGS...] < grid, or driver --entries");
  if (answer_fd < 0) usage_error("cannot set the streams up");
  const std::string name = argv[1];
  if (name == sudoku::kListEntriesArgument) return list_entries();
  const sudoku::EntryRow* row = sudoku::find_entry(name);
  // A session is a program's own main reading typed lines: nothing to call here.
  if (!row || row->takes == sudoku::Takes::TypedLines) usage_error("unknown entry '" + name + "'");
  int limit = 0;
  if (row->takes == sudoku::Takes::GridAndLimit) {
    if (argc < 3) usage_error(name + " needs its limit");
    limit = std::atoi(argv[2]);
  }
  Grid grid = read_grid();
  const std::size_t size = grid.size();

  if (!defined(row->entry)) {
    write_all(answer_fd, std::string(sudoku::kNotImplementedLine) + "\n");
    return 0;
  }

#if defined(__SANITIZE_ADDRESS__)
  tell_buffers(grid);
#endif
  write_all(2, std::string(sudoku::kDriverCallingPrefix) + name + "\n");
  std::string value;
  try {
    value = call(row->entry, grid, limit);
  } catch (const std::exception& e) {
    // An exception out of the student's function, in their terms: its type
    // and what() (protocol_words.h), rather than terminate's abort.
    std::cout.flush();
    std::fflush(stdout);
    int status = 0;
    char* type = abi::__cxa_demangle(typeid(e).name(), nullptr, nullptr, &status);
    write_all(2, std::string(sudoku::kDriverExceptionPrefix) + name + "\n" +
                     (status == 0 && type ? type : typeid(e).name()) + ": " + e.what() + "\n");
    std::_Exit(1);
  }
  // The student's buffered prints belong on stderr, before the answer is out.
  std::cout.flush();
  std::fflush(stdout);

  write_all(answer_fd, value + "\n" + format_grid(grid, size));
  return 0;
}
