// The Java driver repeats the few protocol words and entry names it needs
// (it cannot include protocol_words.h or entries.h): held together here.
#include <fstream>
#include <sstream>
#include <string>

#include <fmt/format.h>
#include <catch2/catch.hpp>

#include "driver/entries.h"
#include "driver/protocol_words.h"

namespace {

std::string java_driver() {
  std::ifstream in(std::string(SOURCE_DIR) + "/harness/driver/SudokuDriver.java");
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string quoted(std::string_view word) { return fmt::format("\"{}\"", word); }

}  // namespace

TEST_CASE("the Java driver speaks the protocol's words and knows the entry table's grid entries, in its order",
          "[entries]") {
  const std::string driver = java_driver();
  REQUIRE_FALSE(driver.empty());
  CHECK_THAT(driver, Catch::Contains("NOT_IMPLEMENTED_LINE = " + quoted(sudoku::kNotImplementedLine) + ";"));
  CHECK_THAT(driver, Catch::Contains("CALLING_PREFIX = " + quoted(sudoku::kDriverCallingPrefix) + ";"));
  CHECK_THAT(driver, Catch::Contains("EXCEPTION_PREFIX = " + quoted(sudoku::kDriverExceptionPrefix) + ";"));
  CHECK_THAT(driver, Catch::Contains("RECURSION_PREFIX = " + quoted(sudoku::kDriverRecursionPrefix) + ";"));
  CHECK_THAT(driver, Catch::Contains("READS_INPUT_PREFIX = " + quoted(sudoku::kDriverReadsInputPrefix) + ";"));
  REQUIRE(sudoku::kDriverLineStart == "\n");  // written as Java's escape
  CHECK_THAT(driver, Catch::Contains("LINE_START = \"\\n\";"));
  CHECK_THAT(driver, Catch::Contains("LIST_ENTRIES_ARGUMENT = " + quoted(sudoku::kListEntriesArgument) + ";"));
  CHECK_THAT(driver, Catch::Contains(fmt::format("USAGE_EXIT = {};", sudoku::kDriverUsageExit)));
  std::string names;
  for (const sudoku::EntryRow& row : sudoku::kEntries)
    if (row.takes != sudoku::Takes::TypedLines) names += (names.empty() ? "" : ", ") + quoted(row.name);
  CHECK_THAT(driver, Catch::Contains("ENTRY_NAMES = {" + names + "};"));
}
