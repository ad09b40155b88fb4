#include "session/transcript.h"

#include <fstream>
#include <random>
#include <sstream>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "session/helper_program.h"
#include "session_fixture.h"

using harness::compare_transcript;
using harness::TranscriptMismatch;

namespace {

TranscriptMismatch mismatch_of(const harness::TranscriptResult& result) {
  REQUIRE_FALSE(result.matches);
  REQUIRE(result.mismatch);
  return *result.mismatch;
}

// Every way of putting a prefix of the typed lines into the output, tried
// one by one: slow, obviously right, and shares nothing with the search.
bool brute_force(const std::string& output, std::size_t out, const std::vector<std::string>& typed, std::size_t read,
                 const std::string& built, const std::string& screen) {
  if (screen.compare(0, built.size(), built) != 0) return false;
  if (built + output.substr(out) == screen) return true;
  if (read == typed.size()) return false;
  for (std::size_t at = out; at <= output.size(); ++at) {
    std::string next = built + output.substr(out, at - out) + typed[read] + "\n";
    if (brute_force(output, at, typed, read + 1, next, screen)) return true;
  }
  return false;
}

std::string random_text(std::mt19937& random, std::size_t max_length) {
  static const char kAlphabet[] = {'a', 'b', '\n', '>'};
  std::string text(random() % (max_length + 1), ' ');
  for (char& c : text) c = kAlphabet[random() % 4];
  return text;
}

}  // namespace

TEST_CASE("Typed lines are split at newlines, and a last line without one still counts", "[transcript]") {
  CHECK(harness::typed_lines("1\n2\n") == std::vector<std::string>{"1", "2"});
  CHECK(harness::typed_lines("1\n2") == std::vector<std::string>{"1", "2"});
  CHECK(harness::typed_lines("\n\n") == std::vector<std::string>{"", ""});
  CHECK(harness::typed_lines("").empty());
}

TEST_CASE("Output with each typed line echoed after its prompt matches the screen", "[transcript]") {
  auto result = compare_transcript("choice> Puzzle.\nsize> Bye.\n", "1\n4\n", "choice> 1\nPuzzle.\nsize> 4\nBye.\n");
  CHECK(result.matches);
  CHECK(result.lines_read == 2);
  CHECK_FALSE(result.mismatch);
}

TEST_CASE("A typed line that equals the start of the next output is placed where it fits", "[transcript]") {
  // Following the output first would take the typed "1" for the start of
  // "1) new" and then fail; the echo belongs before it.
  auto result = compare_transcript("choice> 1) new\n", "1\n", "choice> 1\n1) new\n");
  CHECK(result.matches);
  // Placing the echo as soon as it fits would be wrong here: the program
  // printed "1\n" itself before reading.
  auto late = compare_transcript("> 1\n> x\n", "1\n2\n", "> 1\n> 1\nx\n");
  CHECK(late.matches);
  CHECK(late.lines_read == 1);
}

TEST_CASE("Empty typed lines echo as empty answers", "[transcript]") {
  auto result = compare_transcript("a> b> c\n", "\n\n", "a> \nb> \nc\n");
  CHECK(result.matches);
  CHECK(result.lines_read == 2);
}

TEST_CASE("Input that is never read is allowed", "[transcript]") {
  auto result = compare_transcript("Bye.\n", "1\n2\n", "Bye.\n");
  CHECK(result.matches);
  CHECK(result.lines_read == 0);
  CHECK(result.lines_typed == 2);
}

TEST_CASE("Output after the last read is compared like the rest", "[transcript]") {
  CHECK(compare_transcript("> Solved.\nBye.\n", "6\n", "> 6\nSolved.\nBye.\n").matches);
  const auto m = mismatch_of(compare_transcript("> Solved.\nBye!\n", "6\n", "> 6\nSolved.\nBye.\n"));
  CHECK(m.line == 3);
  CHECK(m.column == 4);
  CHECK(m.answering == std::optional<std::string>("6"));
}

TEST_CASE("A missing final newline is a mismatch on the last line", "[transcript]") {
  const auto m = mismatch_of(compare_transcript("> Bye.", "8\n", "> 8\nBye.\n"));
  CHECK(m.line == 2);
  CHECK(m.column == 5);
  CHECK(m.expected == "Bye.");
  CHECK(m.expected_newline);
  CHECK(m.got == "Bye.");
  CHECK_FALSE(m.got_newline);
}

TEST_CASE("An extra blank line is reported at the line where it appears", "[transcript]") {
  const auto m = mismatch_of(
      compare_transcript("> Row 1 is now 5.\n\n\nmenu\n> ", "2\n", "> 2\nRow 1 is now 5.\n\nmenu\n> "));
  CHECK(m.line == 4);
  CHECK(m.column == 1);
  CHECK(m.expected == "menu");
  CHECK(m.got == "");
  CHECK(m.got_after == std::vector<std::string>{"menu", "> "});
  CHECK(m.before == std::vector<std::string>{"> 2", "Row 1 is now 5.", ""});
}

TEST_CASE("One wrong word is reported with its line, column and the typed line answered", "[transcript]") {
  const auto m = mismatch_of(compare_transcript(
      "choice> Puzzle: 9 x 9, easy.\nchoice> cell> Row 5, column 5 is now 6.\nchoice> ", "1\n2\n5 5 5\n8\n",
      "choice> 1\nPuzzle: 9 x 9, easy.\nchoice> 2\ncell> 5 5 5\nRow 5, column 5 is now 5.\n"
      "choice> 8\n"));
  CHECK(m.line == 5);
  CHECK(m.column == 24);
  CHECK(m.expected == "Row 5, column 5 is now 5.");
  CHECK(m.got == "Row 5, column 5 is now 6.");
  CHECK(m.lines_read == 3);
  CHECK(m.answering == std::optional<std::string>("5 5 5"));
  CHECK(m.next_typed == std::optional<std::string>("8"));
}

TEST_CASE("A missing prompt is reported at the line that should start with it", "[transcript]") {
  const auto m = mismatch_of(
      compare_transcript("menu\nchoice> menu\nBye.\n", "1\n8\n", "menu\nchoice> 1\nmenu\nchoice> 8\nBye.\n"));
  CHECK(m.line == 4);
  CHECK(m.column == 1);
  CHECK(m.expected == "choice> 8");
  CHECK(m.got == "Bye.");
  CHECK(m.answering == std::optional<std::string>("1"));
}

TEST_CASE("Typed lines must appear in order, and a screen cannot show a line never typed", "[transcript]") {
  CHECK_FALSE(compare_transcript("a> b> ", "1\n2\n", "a> 2\nb> 1\n").matches);
  CHECK_FALSE(compare_transcript("a> b> ", "1\n", "a> 1\nb> 2\n").matches);
  const auto m = mismatch_of(compare_transcript("a> ", "", "a> 1\n"));
  CHECK(m.line == 1);
  CHECK(m.column == 4);
  CHECK(m.got == "a> ");
  CHECK_FALSE(m.got_newline);
  CHECK_FALSE(m.answering);
}

TEST_CASE("Output that goes on after the screen ends is a mismatch", "[transcript]") {
  const auto m = mismatch_of(compare_transcript("Bye.\nTraceback\n", "", "Bye.\n"));
  CHECK(m.line == 2);
  CHECK(m.expected == "");
  CHECK_FALSE(m.expected_newline);
  CHECK(m.got == "Traceback");
}

TEST_CASE("The search agrees with trying every placement on small random transcripts", "[transcript]") {
  std::mt19937 random(20261010);
  int matched = 0;
  for (int round = 0; round < 3000; ++round) {
    std::string output = random_text(random, 6);
    std::vector<std::string> typed;
    std::string input;
    for (std::size_t k = random() % 3; k > 0; --k) {
      typed.push_back(random_text(random, 2));
      if (typed.back().find('\n') != std::string::npos) typed.back() = "a";
      input += typed.back() + "\n";
    }
    // Half the screens are built from real placements, half are perturbed.
    std::string screen;
    std::size_t out = 0;
    std::size_t read = random() % (typed.size() + 1);
    for (std::size_t k = 0; k < read; ++k) {
      std::size_t at = out + random() % (output.size() - out + 1);
      screen += output.substr(out, at - out) + typed[k] + "\n";
      out = at;
    }
    screen += output.substr(out);
    if (round % 2 == 1 && !screen.empty()) screen[random() % screen.size()] = "ab\n>"[random() % 4];
    bool expected = brute_force(output, 0, typed, 0, "", screen);
    CAPTURE(output, input, screen);
    REQUIRE(compare_transcript(output, input, screen).matches == expected);
    matched += expected;
  }
  CHECK(matched > 1500);  // both outcomes were exercised
  CHECK(matched < 3000);
}

TEST_CASE("A mismatch renders as text with a caret under the first differing byte", "[transcript]") {
  const auto m = mismatch_of(compare_transcript("> Row 1 is now 6.\n> ", "2\n3\n", "> 2\nRow 1 is now 5.\n> 3\n"));
  CHECK(harness::to_text(m) == "screen line 2, column 14 differs, answering typed line 1 \"2\"\n"
                               "         1  > 2\n"
                               "  exp    2  Row 1 is now 5.\n"
                               "  got    2  Row 1 is now 6.\n"
                               "                         ^\n"
                               "  the screen goes on:\n"
                               "            > 3\n"
                               "  the output goes on (typed lines not shown):\n"
                               "            > \n"
                               "  next typed line: \"3\"\n");
}

TEST_CASE("The text names the end of the output and shows control bytes", "[transcript]") {
  const auto m = mismatch_of(compare_transcript("Bye.\r\n", "", "Bye.\nmore\n"));
  std::string text = harness::to_text(m);
  CHECK(text.find("  got    1  Bye.\\r\n") != std::string::npos);
  const auto ended = mismatch_of(compare_transcript("Bye.", "", "Bye.\n"));
  CHECK(harness::to_text(ended).find("Bye.  [no newline: output ends here]") != std::string::npos);
}

TEST_CASE("The caret counts a character, not its bytes, and an escape by its width", "[transcript]") {
  const auto accented = mismatch_of(compare_transcript("caf\xC3\xA9 X\n", "", "caf\xC3\xA9 Y\n"));
  CHECK_THAT(harness::to_text(accented), Catch::Contains("  got    1  caf\xC3\xA9 X\n"
                                                         "                 ^\n"));
  const auto csi = mismatch_of(compare_transcript("\xC2\x9B\xFF X\n", "", "\xC2\x9B\xFF Y\n"));
  CHECK_THAT(harness::to_text(csi), Catch::Contains("  got    1  \\u009b\xEF\xBF\xBD X\n"
                                                    "                    ^\n"));
}

TEST_CASE("A result goes into a JSON report with the diff and its text", "[transcript]") {
  auto json = nlohmann::json::parse(harness::to_json(compare_transcript("> Bye!\n", "8\n", "> 8\nBye.\n")));
  CHECK(json["matches"] == false);
  CHECK(json["lines_typed"] == 1);
  CHECK(json["mismatch"]["line"] == 2);
  CHECK(json["mismatch"]["expected"] == "Bye.");
  CHECK(json["mismatch"]["got"] == "Bye!");
  CHECK(json["mismatch"]["answering"] == "8");
  CHECK(json["mismatch"]["next_typed"] == nullptr);
  CHECK(json["mismatch"]["text"].get<std::string>().rfind("screen line 2", 0) == 0);
  CHECK(nlohmann::json::parse(harness::to_json(compare_transcript("x", "", "x")))["mismatch"] == nullptr);
}

// --- the document's sessions, replayed through the reference helper ---

namespace {

std::string helper_output(const std::string& input) {
  const harness::RecordedRun run = harness::run_helper_program(std::string(BINARY_DIR) + "/sudoku-helper", input);
  REQUIRE(run.exit_code == 0);
  return run.output;
}

std::string replaced_once(std::string text, const std::string& from, const std::string& to) {
  const std::size_t at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("The reference helper reproduces both of the document's sessions byte for byte", "[transcript][process]") {
  for (const std::string name : {"basic", "bad-input"}) {
    CAPTURE(name);
    const std::string input = session_fixture(name + ".in");
    auto result = compare_transcript(helper_output(input), input, session_fixture(name + ".screen"));
    CHECK(result.matches);
    CHECK(result.lines_read == result.lines_typed);
    if (result.mismatch) FAIL(harness::to_text(*result.mismatch));
  }
}

TEST_CASE("A helper with one wrong word, a missing prompt or an extra blank line fails at that line",
          "[transcript][process]") {
  const std::string input = session_fixture("basic.in");
  const std::string screen = session_fixture("basic.screen");
  const std::string output = helper_output(input);
  // Each fault is made in the good helper's own output, as a wrong helper
  // would print it.
  SECTION("one wrong word") {
    const auto m = mismatch_of(compare_transcript(
        replaced_once(output, "can no longer be completed", "can not longer be completed"), input, screen));
    CHECK(m.line == 61);
    CHECK(m.expected.rfind("No clashes, but the board can no longer", 0) == 0);
    CHECK(m.got.rfind("No clashes, but the board can not longer", 0) == 0);
    CHECK(m.column == 33);
    CHECK(m.answering == std::optional<std::string>("4"));
  }
  SECTION("a missing prompt") {
    const auto m = mismatch_of(compare_transcript(replaced_once(output, "cell (row column)> ", ""), input, screen));
    CHECK(m.line == 51);
    CHECK(m.expected == "cell (row column)> 1 3");
    CHECK(m.got == "Row 1, column 3 is empty again.");
    CHECK(m.answering == std::optional<std::string>("3"));
  }
  SECTION("an extra blank line") {
    const auto m = mismatch_of(
        compare_transcript(replaced_once(output, "Empty cells: 51.\n", "Empty cells: 51.\n\n"), input, screen));
    CHECK(m.line == 28);
    CHECK(m.expected.rfind("1) new puzzle", 0) == 0);
    CHECK(m.got == "");
    CHECK(m.got_after.front().rfind("1) new puzzle", 0) == 0);
    CHECK(m.answering == std::optional<std::string>("2"));
  }
}
