// The record command in-process, on the sudoku-helper program: what it prints
// is a case item that a case file takes as it is.
#include <catch2/catch.hpp>

#include <fstream>

#include "cases/case_loader.h"
#include "cli/command.h"
#include "command_run.h"
#include "temp_dir.h"

using namespace harness;

namespace {

// The item after a file's 'cases:', as `record ... >> cases/helper.yaml` puts it.
CaseFile with_printed_case(const std::string& printed) {
  return parse_case_file("title: t\nsource: s\ndefaults: {time_limit_ms: 5000}\ncases:\n" + printed, "helper.yaml");
}

}  // namespace

TEST_CASE("record prints a session case that a case file loads back as recorded", "[cmd_record][process]") {
  const TempDir dir("cmd-record");
  const std::string helper = std::string(BINARY_DIR) + "/sudoku-helper";
  struct Row {
    const char* typed;
    const char* screen_start;
    const char* screen_end;
  };
  const Row rows[] = {
      {"1\n1\n8\n", "== Sudoku helper ==\n", "choice> 8\nBye.\n"},
      {"1\n2\n5\n", "== Sudoku helper ==\n", "choice> "},  // input ends before quit: the screen at the prompt
  };
  for (const Row& row : rows) {
    CAPTURE(row.typed);
    const auto input = dir.path / "pick 4x4.in";
    std::ofstream(input) << row.typed;
    const CommandRun printed = run_command(run_record, {"record", "--input", input.string(), "--helper", helper});
    REQUIRE(printed.code == kExitOk);
    CAPTURE(printed.out);
    const CaseFile file = with_printed_case(printed.out);
    REQUIRE(file.cases.size() == 1);
    const Case& session = file.cases.front();
    CHECK(session.name == "pick 4x4");
    CHECK(session.entry == Entry::Session);
    // What the file gives its cases, the printed case takes: it sets no limit of its own.
    CHECK(session.limits.time == std::chrono::milliseconds(5000));
    const auto& expect = std::get<SessionExpect>(session.expect);
    CHECK(expect.input == row.typed);
    CHECK_THAT(expect.screen, Catch::StartsWith(row.screen_start) && Catch::EndsWith(row.screen_end));
  }
}
