#include "session/record.h"

#include <fstream>
#include <sstream>

#include <catch2/catch.hpp>

#include "base/error.h"
#include "helper_session.h"
#include "session/helper_program.h"
#include "session_fixture.h"

using harness::record_screen;
using harness::RecordedRun;

namespace {

// A pretend helper: prompts "n> ", answers each line with "got LINE", and
// stops with exit 1 when its input ends, or 0 after "q".
RecordedRun echo_program(const std::string& input) {
  std::istringstream in(input);
  RecordedRun result;
  std::string line;
  for (;;) {
    result.output += "n> ";
    if (!std::getline(in, line)) {
      result.exit_code = 1;
      return result;
    }
    if (line == "q") return result;
    result.output += "got " + line + "\n";
  }
}

}  // namespace

TEST_CASE("Each typed line is put where the program asked for it", "[session_record]") {
  auto recording = record_screen(echo_program, "a\n\nq\nnever\n");
  CHECK(recording.screen == "n> a\ngot a\nn> \ngot \nn> q\n");
  CHECK(recording.lines_read == 3);
  CHECK(recording.lines_typed == 4);
  CHECK(recording.full.exit_code == 0);
}

TEST_CASE("Input that ends before quit leaves the screen at the last prompt", "[session_record]") {
  auto recording = record_screen(echo_program, "a");
  CHECK(recording.screen == "n> a\ngot a\nn> ");
  CHECK(recording.lines_read == 1);
  CHECK(recording.full.exit_code == 1);
}

TEST_CASE("A program whose runs do not extend each other cannot be recorded", "[session_record]") {
  int runs = 0;
  auto changing = [&runs](const std::string& input) {
    return RecordedRun{"run " + std::to_string(++runs) + "> " + input, 1};
  };
  CHECK_THROWS_AS(record_screen(changing, "a\n"), harness::Error);
}

TEST_CASE("Recording the reference helper gives the document's screens exactly", "[session_record]") {
  // In-process, so the ~80 runs take no process start-ups.
  auto run_helper = [](const std::string& input) {
    std::istringstream in(input);
    std::ostringstream out;
    const auto run = ref::helper::run_helper(in, out);
    return RecordedRun{out.str(), run.end == ref::helper::HelperEnd::Quit ? 0 : 1};
  };
  for (const std::string name : {"basic", "bad-input"}) {
    CAPTURE(name);
    auto recording = record_screen(run_helper, session_fixture(name + ".in"));
    CHECK(recording.screen == session_fixture(name + ".screen"));
    CHECK(recording.lines_read == recording.lines_typed);
  }
}

TEST_CASE("Recording the sudoku-helper program gives the start of the basic session's screen",
          "[session_record][process]") {
  auto run_program = [](const std::string& input) {
    return harness::run_helper_program(std::string(BINARY_DIR) + "/sudoku-helper", input);
  };
  const std::string basic = session_fixture("basic.screen");
  auto recording = record_screen(run_program, "1\n2\n5\n");
  // The basic session starts with these three answers.
  CHECK(recording.screen == basic.substr(0, basic.find("\nchoice> 2\n") + 9));
  CHECK(recording.full.exit_code == 1);
}
