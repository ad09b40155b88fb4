// nm's lines as g++ 12 and binutils 2.40 write them for `nm -A -g`, cut to
// the symbols that matter and a few that must not.
#include "prepare/object_symbols.h"

#include <catch2/catch.hpp>

using harness::ObjectSymbols;
using harness::read_object_symbols;

namespace {

// The driver's weak references: the five entries, exactly as it asks for them.
const std::string kDriver = "lib/driver.o:                 U _Exit\n"
                            "lib/driver.o:                 w _Z10fillSudokuRSt6vectorIS_IiSaIiEESaIS1_EE\n"
                            "lib/driver.o:                 w _Z10solve_fastRSt6vectorIS_IiSaIiEESaIS1_EE\n"
                            "lib/driver.o:                 w _Z11checkSudokuRKSt6vectorIS_IiSaIiEESaIS1_EE\n"
                            "lib/driver.o:                 w _Z15count_solutionsRSt6vectorIS_IiSaIiEESaIS1_EEi\n"
                            "lib/driver.o:                 w _Z5solveRSt6vectorIS_IiSaIiEESaIS1_EE\n"
                            "lib/driver.o:0000000000000050 T main\n";

ObjectSymbols read(const std::string& student) { return read_object_symbols(student + kDriver, "lib/driver.o"); }

}  // namespace

TEST_CASE("a main and an entry the driver asks for are found in the student's objects", "[object_symbols]") {
  const ObjectSymbols both = read("helper.o:0000000000000010 T _Z15count_solutionsRSt6vectorIS_IiSaIiEESaIS1_EEi\n"
                                  "helper.o:0000000000000000 T _Z5solveRSt6vectorIS_IiSaIiEESaIS1_EE\n"
                                  "helper.o:0000000000000010 T main\n"
                                  "helper.o:                 U puts\n");
  CHECK(both.main);
  CHECK(both.entry);
  CHECK(both.naming_main == std::vector<std::string>{"helper.o"});

  const ObjectSymbols functions = read("solve.o:0000000000000000 T _Z5solveRSt6vectorIS_IiSaIiEESaIS1_EE\n");
  CHECK_FALSE(functions.main);
  CHECK(functions.entry);
  CHECK(functions.naming_main.empty());
}

TEST_CASE("the driver's own main and weak references are not the student's", "[object_symbols]") {
  const ObjectSymbols nothing = read("empty.o:0000000000000000 B counter\n");
  CHECK_FALSE(nothing.main);
  CHECK_FALSE(nothing.entry);
  CHECK(nothing.naming_main.empty());
}

TEST_CASE("only a definition with the driver's exact signature is an entry", "[object_symbols]") {
  const ObjectSymbols others = read(
      // solve(std::vector<std::vector<int>> const&): another signature, which the driver would not call
      "a.o:0000000000000000 T _Z5solveRKSt6vectorIS_IiSaIiEESaIS1_EE\n"
      // app::solve(...), in a namespace
      "a.o:0000000000000000 T _ZN3app5solveERSt6vectorIS_IiSaIiEESaIS1_EE\n"
      // app::main(), not main
      "a.o:0000000000000000 T _ZN3app4mainEv\n"
      // a call to an entry defined nowhere
      "a.o:                 U _Z5solveRSt6vectorIS_IiSaIiEESaIS1_EE\n"
      "a.o:0000000000000010 T main\n");
  CHECK(others.main);
  CHECK_FALSE(others.entry);

  // An inline entry the student's code called is emitted weak, and links as well.
  CHECK(read("b.o:0000000000000000 W _Z11checkSudokuRKSt6vectorIS_IiSaIiEESaIS1_EE\n").entry);
}

TEST_CASE("every object naming main is listed once, file names with spaces and colons included", "[object_symbols]") {
  const ObjectSymbols found = read("my helper.o:0000000000000000 T _Z5solveRSt6vectorIS_IiSaIiEESaIS1_EE\n"
                                   "my helper.o:0000000000000020 T main\n"
                                   "a:b.o:                 U main\n"
                                   "plain.o:0000000000000000 T _Z4tidyv\n");
  CHECK(found.main);
  CHECK(found.entry);
  CHECK(found.naming_main == std::vector<std::string>{"my helper.o", "a:b.o"});
  // A call to main without its definition is no main of the student's.
  CHECK_FALSE(read("a:b.o:                 U main\n").main);
}
