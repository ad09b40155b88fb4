#include "driver/entries.h"

#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include <catch2/catch.hpp>

namespace {

std::string driver_file(const char* name) {
  std::ifstream in(std::string(SOURCE_DIR) + "/harness/driver/" + name);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

TEST_CASE("every entry's declaration is the one sudoku.h and the driver declare", "[entries]") {
  const std::string header = driver_file("sudoku.h");
  const std::string driver = driver_file("driver.cpp");
  REQUIRE_FALSE(header.empty());
  for (const sudoku::EntryRow& row : sudoku::kEntries) {
    CAPTURE(row.name);
    if (row.takes == sudoku::Takes::TypedLines) {  // a program's own main: nothing to declare
      CHECK(std::string(row.declaration).empty());
      continue;
    }
    CHECK(header.find(row.declaration) != std::string::npos);
    CHECK(driver.find(std::string("__attribute__((weak)) ") + row.declaration) != std::string::npos);
  }
}

TEST_CASE("entries are found by their case-file name, and only by it", "[entries]") {
  std::set<std::string> names;
  for (const sudoku::EntryRow& row : sudoku::kEntries) {
    CAPTURE(row.name);
    CHECK(names.insert(row.name).second);
    REQUIRE(sudoku::find_entry(row.name) != nullptr);
    CHECK(sudoku::find_entry(row.name)->entry == row.entry);
    CHECK(&sudoku::entry_row(row.entry) == &row);
  }
  CHECK(sudoku::find_entry("fillsudoku") == nullptr);
  CHECK(sudoku::find_entry("") == nullptr);
}

TEST_CASE("the entries that take a puzzle are the ones generate makes cases for", "[entries]") {
  // checkSudoku takes a board to judge, of any shape: no puzzle to solve.
  const std::pair<sudoku::Entry, bool> rows[] = {
      {sudoku::Entry::FillSudoku, true},     {sudoku::Entry::Solve, true},        {sudoku::Entry::SolveFast, true},
      {sudoku::Entry::CountSolutions, true}, {sudoku::Entry::CheckSudoku, false}, {sudoku::Entry::Session, false},
  };
  for (const auto& [entry, takes] : rows) {
    CAPTURE(sudoku::entry_row(entry).name);
    CHECK(sudoku::takes_puzzle(sudoku::entry_row(entry)) == takes);
  }
}
