#include "judge/sanitizer_report.h"

#include <catch2/catch.hpp>
#include <filesystem>

#include "base/read_file.h"

using namespace harness;

namespace {

// Real reports, captured on this machine (tests/fixtures/sanitizer/README.md says how).
std::string fixture(const std::string& name) {
  return read_file(std::filesystem::path(SOURCE_DIR) / "tests/fixtures/sanitizer" / (name + ".stderr"));
}

}  // namespace

TEST_CASE("a sanitizer report becomes one line in the student's terms", "[sanitize]") {
  struct Row {
    const char* fixture;
    const char* reason;
    bool memory_limit;
  };
  const Row rows[] = {
      // The example: the driver's buffer lines name the row and its length.
      {"row_past_end", "reads past the end of row 5 (8 cells) in clashes, sudoku.cpp:11", false},
      // A copy of that row (the board taken by value): ASan names a block of 32 bytes that
      // std::vector<int>'s copy made; row 5 is the board's one row of 8 cells.
      {"row_copy_past_end", "reads past the end of a copy of row 5 (8 cells) in allowed, sudoku.cpp:9", false},
      // The first frame is libstdc++'s vector::size: the student's is the one after it.
      {"past_last_row", "reads past the last row (the board has 9) in checkSudoku, sudoku.cpp:5", false},
      {"use_after_free", "reads memory after it was freed in solve, sudoku.cpp:8", false},
      {"double_free", "frees the same memory twice in solve, sudoku.cpp:6", false},
      {"stack_overflow", "runs out of stack (recursion too deep, or without end) in depth, sudoku.cpp:2", false},
      {"signed_overflow",
       "signed integer overflow: 1007008000 * 1000 cannot be represented in type 'int' in count_solutions, "
       "sudoku.cpp:6",
       false},
      {"null_pointer",
       "uses a null pointer (member call on null pointer of type 'struct vector') in solve, sudoku.cpp:4", false},
      {"array_index", "index 9 out of bounds for type 'bool [9]' in checkSudoku, sudoku.cpp:8", false},
      {"missing_return",
       "reaches the end of a function that returns a value without a return statement in solve, sudoku.cpp:2", false},
      {"big_alloc", "uses more memory than the limit (the sanitizer measured 273 MiB of 256 MiB)", true},
  };
  for (const Row& row : rows) {
    INFO(row.fixture);
    const auto finding = read_sanitizer_report(fixture(row.fixture));
    REQUIRE(finding);
    CHECK(sanitizer_reason(*finding) == row.reason);
    CHECK(finding->memory_limit == row.memory_limit);
    // The details: the report, without the driver's lines or the shadow dump.
    CHECK_THAT(finding->report, !Catch::Contains("sudoku-driver:") && !Catch::Contains("Shadow bytes") &&
                                    !Catch::Contains("Process memory map follows"));
    CHECK_FALSE(finding->report.empty());
  }
}

TEST_CASE("a sanitizer report for the details is cut to a readable size", "[sanitize]") {
  const auto overflow = read_sanitizer_report(fixture("row_past_end"));
  REQUIRE(overflow);
  CHECK_THAT(overflow->report, Catch::StartsWith("=================================================================\n"
                                                 "==14242==ERROR: AddressSanitizer: heap-buffer-overflow"));
  CHECK_THAT(overflow->report, Catch::Contains("SUMMARY: AddressSanitizer: heap-buffer-overflow"));
  // 2,000 frames of one recursion: the first lines and a count of the rest.
  const auto deep = read_sanitizer_report(fixture("stack_overflow"));
  REQUIRE(deep);
  CHECK_THAT(deep->report, Catch::EndsWith("more lines]\n"));
  int lines = 0;
  for (char ch : deep->report) lines += ch == '\n';
  CHECK(lines == kSanitizerReportLines + 1);
}

TEST_CASE("stderr without a sanitizer report is no finding", "[sanitize]") {
  for (const char* text : {"", "Segmentation fault\n",
                           "terminate called after throwing an instance of 'std::runtime_error'\n  what():  no\n",
                           "sudoku-driver: buffer rows 0x611000000180 216\nsudoku-driver: calling checkSudoku\n",
                           "the program says: runtime error in my code\n"}) {
    INFO(text);
    CHECK_FALSE(read_sanitizer_report(text));
  }
}

TEST_CASE("a report without the driver's buffers or the student's frames says what it can", "[sanitize]") {
  // A program of its own has no driver: the block is named by its size.
  const std::string report =
      "==7==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x6020000000f4 at pc 0x1 bp 0x2 sp 0x3\n"
      "WRITE of size 4 at 0x6020000000f4 thread T0\n"
      "    #0 0x55 in fill(int*) src/grid.cpp:7:12\n"
      "    #1 0x56 in main src/main.cpp:20\n"
      "\n"
      "0x6020000000f4 is located 4 bytes to the right of 16-byte region [0x6020000000e0,0x6020000000f0)\n";
  const auto finding = read_sanitizer_report(report);
  REQUIRE(finding);
  CHECK(sanitizer_reason(*finding) == "writes past the end of memory it allocated (16 bytes) in fill, grid.cpp:7");
  // Frames only in the library and the driver: no place is made up.
  const auto nowhere = read_sanitizer_report(
      "==7==ERROR: AddressSanitizer: heap-use-after-free on address 0x1 at pc 0x1 bp 0x2 sp 0x3\n"
      "READ of size 8 at 0x1 thread T0\n"
      "    #0 0x55 in std::vector<int, std::allocator<int> >::size() const /usr/include/c++/12/bits/stl_vector.h:988\n"
      "    #1 0x56 in main driver/driver.cpp:20\n");
  REQUIRE(nowhere);
  CHECK(sanitizer_reason(*nowhere) == "reads memory after it was freed");
}
