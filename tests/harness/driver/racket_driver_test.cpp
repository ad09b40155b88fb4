// The Racket driver (harness/driver/racket_driver.rkt) cannot include
// protocol_words.h or entries.h: the words it speaks and the entries it
// knows are checked here against them.
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>
#include <string>

#include "driver/entries.h"
#include "driver/protocol_words.h"

namespace {

std::string racket_driver() {
  std::ifstream in(std::string(SOURCE_DIR) + "/harness/driver/racket_driver.rkt");
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string defined_as(const std::string& name, std::string_view value) {
  return "(define " + name + " \"" + std::string(value) + "\")";
}

}  // namespace

TEST_CASE("the Racket driver writes the protocol's words as protocol_words.h has them", "[racket_driver]") {
  const std::string driver = racket_driver();
  REQUIRE_FALSE(driver.empty());
  CHECK(driver.find(defined_as("not-implemented-line", sudoku::kNotImplementedLine)) != std::string::npos);
  CHECK(driver.find(defined_as("calling-prefix", sudoku::kDriverCallingPrefix)) != std::string::npos);
  CHECK(driver.find(defined_as("exception-prefix", sudoku::kDriverExceptionPrefix)) != std::string::npos);
  REQUIRE(sudoku::kDriverLineStart == "\n");  // written as Racket's escape
  CHECK(driver.find(defined_as("line-start", "\\n")) != std::string::npos);
  CHECK(driver.find(defined_as("list-entries-argument", sudoku::kListEntriesArgument)) != std::string::npos);
  CHECK(driver.find("(define usage-exit " + std::to_string(sudoku::kDriverUsageExit) + ")") != std::string::npos);
}

TEST_CASE("the Racket driver knows every grid entry, as a function of the document's or as NI", "[racket_driver]") {
  const std::string driver = racket_driver();
  for (const sudoku::EntryRow& row : sudoku::kEntries) {
    CAPTURE(row.name);
    if (row.takes == sudoku::Takes::TypedLines) continue;  // a session: the student's own main
    const std::string quoted = "\"" + std::string(row.name) + "\"";
    CHECK(driver.find(quoted) != std::string::npos);
  }
}
