#include "cases/case_writer.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <functional>
#include <string>

#include "cases/case_loader.h"

using namespace harness;

namespace {

CaseFile round_trip(const CaseFile& file) { return parse_case_file(case_file_yaml(file), file.path); }

Case session_case(const std::string& name, const std::string& input, const std::string& screen) {
  Case one;
  one.name = name;
  one.entry = Entry::Session;
  one.expect = SessionExpect{input, screen};
  return one;
}

// An item as record prints it, put under a file's 'cases:'.
Case item_read_back(const std::string& item) {
  const CaseFile file = parse_case_file("title: t\nsource: s\ndefaults: {}\ncases:\n" + item, "item.yaml");
  REQUIRE(file.cases.size() == 1);
  return file.cases.front();
}

const char* kPuzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

}  // namespace

TEST_CASE("every bundled case file reads back the same after it is written", "[case_writer]") {
  for (const auto& item : std::filesystem::directory_iterator(std::string(SOURCE_DIR) + "/cases")) {
    if (item.path().extension() != ".yaml") continue;
    const CaseFile file = load_case_file(item.path().string());
    CAPTURE(file.path);
    CHECK(same_case_file(round_trip(file), file));
  }
}

TEST_CASE("text that YAML would read as something else is written so that it reads back as text", "[case_writer]") {
  CaseFile file;
  file.path = "odd.yaml";
  file.title = "~";
  file.source = "true";
  file.fresh_visibility = Visibility::Visible;
  file.hidden_details = HiddenDetails::AfterPublished;
  const std::string names[] = {"null",
                               "123",
                               "1e3",
                               " leading space",
                               "tab\there",
                               "- dash",
                               "# hash",
                               "quote \" and 'single'",
                               "back\\slash",
                               "caf\xC3\xA9 \xE2\x9C\x93",
                               std::string("nul\0byte", 8),
                               "cr\r\nlf",
                               "&anchor",
                               "*alias",
                               "key: value"};
  for (const std::string& name : names) {
    Case one;
    one.name = name;
    one.entry = Entry::Session;
    one.expect = SessionExpect{name + "\n", "\n\n" + name + "  \n\n"};
    file.cases.push_back(one);
  }
  const CaseFile back = round_trip(file);
  REQUIRE(back.cases.size() == file.cases.size());
  for (std::size_t i = 0; i < file.cases.size(); ++i) CHECK(back.cases[i].name == file.cases[i].name);
  CHECK(same_case_file(back, file));
}

TEST_CASE("every value a case holds is written, and a difference in any one is seen", "[case_writer]") {
  const CaseFile base = parse_case_file(
      std::string("title: t\nsource: s\nalgorithm: brute_force\ndefaults: {}\ncases:\n"
                  "  - name: a\n    entry: solve\n    puzzle: \"") +
          kPuzzle +
          "\"\n"
          "    time_check: {accepted: fewest_first, too_slow: reading_order}\n"
          "    beyond_document: \"why\"\n    tags: [big]\n    visibility: hidden\n    points: 3\n"
          "    expect: {solvable: true}\n"
          "  - name: b\n    entry: count_solutions\n    puzzle: \"" +
          kPuzzle +
          "\"\n    limit: 4\n"
          "    expect: {count: 1}\n"
          "  - name: c\n    entry: checkSudoku\n    puzzle: [[1, 2], [-3], []]\n    expect: {valid: false}\n"
          "  - name: d\n    entry: fillSudoku\n    puzzle: \"" +
          kPuzzle +
          "\"\n    unchanged_on_false: false\n"
          "    memory_limit_mb: 512\n    expect: {solvable: true}\n",
      "every.yaml");
  REQUIRE(same_case_file(round_trip(base), base));

  using Change = std::function<void(CaseFile&)>;
  const std::pair<const char*, Change> changes[] = {
      {"title", [](CaseFile& f) { f.title += "x"; }},
      {"source", [](CaseFile& f) { f.source += "x"; }},
      {"fresh visibility", [](CaseFile& f) { f.fresh_visibility = Visibility::Visible; }},
      {"hidden details", [](CaseFile& f) { f.hidden_details = HiddenDetails::AfterPublished; }},
      {"a case less", [](CaseFile& f) { f.cases.pop_back(); }},
      {"name", [](CaseFile& f) { f.cases[0].name = "z"; }},
      {"entry", [](CaseFile& f) { f.cases[0].entry = Entry::SolveFast; }},
      {"points", [](CaseFile& f) { f.cases[0].points = 4; }},
      {"visibility", [](CaseFile& f) { f.cases[0].visibility = Visibility::Visible; }},
      {"time", [](CaseFile& f) { f.cases[0].limits.time = std::chrono::milliseconds(5); }},
      {"memory", [](CaseFile& f) { f.cases[0].limits.memory_mb = 5; }},
      {"processes", [](CaseFile& f) { f.cases[0].limits.processes = 5; }},
      {"time check", [](CaseFile& f) { f.cases[0].limits.time_check->too_slow.reset(); }},
      {"tags", [](CaseFile& f) { f.cases[0].tags.clear(); }},
      // A file names one algorithm for all its cases.
      {"algorithm",
       [](CaseFile& f) {
         for (Case& c : f.cases) c.algorithm = Algorithm::ReadingOrder;
       }},
      {"beyond document", [](CaseFile& f) { f.cases[0].beyond_document.reset(); }},
      {"solvable", [](CaseFile& f) { std::get<SolveExpect>(f.cases[0].expect).solvable = false; }},
      {"unchanged", [](CaseFile& f) { std::get<SolveExpect>(f.cases[0].expect).unchanged_on_false ^= true; }},
      {"limit", [](CaseFile& f) { std::get<CountExpect>(f.cases[1].expect).limit = 5; }},
      {"count", [](CaseFile& f) { std::get<CountExpect>(f.cases[1].expect).count = 0; }},
      {"board", [](CaseFile& f) { std::get<CheckExpect>(f.cases[2].expect).board[1].push_back(0); }},
      {"valid", [](CaseFile& f) { std::get<CheckExpect>(f.cases[2].expect).valid = true; }},
      // fillSudoku's default is true: a case that says false must say so.
      {"unchanged, default true",
       [](CaseFile& f) { std::get<SolveExpect>(f.cases[3].expect).unchanged_on_false = true; }},
      {"every case's memory",
       [](CaseFile& f) {
         for (Case& c : f.cases) c.limits.memory_mb = 512;
       }},
      {"every case's time",
       [](CaseFile& f) {
         for (Case& c : f.cases) c.limits.time = std::chrono::milliseconds(7);
       }},
  };
  for (const auto& [what, change] : changes) {
    CAPTURE(what);
    CaseFile changed = base;
    change(changed);
    CHECK_FALSE(same_case_file(changed, base));
    CHECK(same_case_file(round_trip(changed), changed));
  }
}

TEST_CASE("defaults hold the limits and points the cases share, and a case writes only what is its own",
          "[case_writer]") {
  CaseFile file;
  file.title = "t";
  file.source = "s";
  file.cases = {session_case("a", "1\n", "x\n"), session_case("b", "1\n", "x\n")};
  for (Case& c : file.cases) {
    c.limits.time = std::chrono::milliseconds(200);
    c.points = 2;
  }
  file.cases[1].limits.memory_mb = 512;
  file.cases[1].visibility = Visibility::Hidden;
  CHECK(case_file_yaml(file) == "title: \"t\"\n"
                                "source: \"s\"\n"
                                "algorithm: reading_order\n"
                                "defaults:\n"
                                "  time_limit_ms: 200\n"
                                "  memory_limit_mb: 256\n"
                                "  process_limit: 64\n"
                                "  points: 2\n"
                                "cases:\n"
                                "  - name: \"a\"\n"
                                "    entry: session\n"
                                "    input: |\n"
                                "      1\n"
                                "    expect:\n"
                                "      screen: |\n"
                                "        x\n"
                                "  - name: \"b\"\n"
                                "    entry: session\n"
                                "    input: |\n"
                                "      1\n"
                                "    visibility: hidden\n"
                                "    memory_limit_mb: 512\n"
                                "    expect:\n"
                                "      screen: |\n"
                                "        x\n");
  CHECK(same_case_file(round_trip(file), file));
}

TEST_CASE("comments stand above the file and beside a case's entry, and change nothing it says", "[case_writer]") {
  CaseFile file;
  file.title = "t";
  file.source = "s";
  file.cases = {session_case("a", "1\n", "x\n"), session_case("b", "1\n", "x\n")};
  CaseFileComments comments;
  comments.file = {"Made by: a command", "on any machine"};
  comments.cases = {"", "the second"};
  const std::string text = case_file_yaml(file, comments);
  CHECK_THAT(text, Catch::StartsWith("# Made by: a command\n# on any machine\ntitle: \"t\"\n"));
  CHECK_THAT(text, Catch::Contains("  - name: \"a\"\n    entry: session\n"));
  CHECK_THAT(text, Catch::Contains("  - name: \"b\"\n    entry: session  # the second\n"));
  CHECK(same_case_file(parse_case_file(text, file.path), file));
}

TEST_CASE("a session case is written the way the case files write one, and its texts read back byte for byte",
          "[case_writer]") {
  CHECK(case_item_yaml(session_case("s", "1\n8\n", "choice> 1\nchoice> 8\nBye.\n")) == "  - name: \"s\"\n"
                                                                                       "    entry: session\n"
                                                                                       "    input: |\n"
                                                                                       "      1\n"
                                                                                       "      8\n"
                                                                                       "    expect:\n"
                                                                                       "      screen: |\n"
                                                                                       "        choice> 1\n"
                                                                                       "        choice> 8\n"
                                                                                       "        Bye.\n");
  struct Row {
    std::string text;
    bool block;  // written as a literal block, else double-quoted
  };
  const Row rows[] = {
      {"1\n2\n", true},
      {"choice> 1\nBye.\n", true},
      {"trailing spaces   \n  \nx\n", true},
      {"a\n  \n", true},
      {"inner\n\n\nblank lines\n", true},
      {"  leading spaces\n", false},  // a block takes its indentation from its first line
      {"\n\nstarts blank\n", false},
      {"ends at a prompt> ", false},  // a block's clip would add a newline
      {"two newlines\n\n", false},
      {"", false},
      {"\n", false},
      {"a\r\nb\n", false},
      {"tab\there\n", false},
      {"# not a comment\n- not a list\nkey: value\n\"quoted\" 'too'\n---\n...\n", true},
      {"caf\xc3\xa9 \xe2\x9c\x93\n", true},
      {"next line \xc2\x85 here\n", false},  // U+0085, a line break to YAML 1.1
      {"line \xe2\x80\xa8 separator\n", false},
      {"\xef\xbb\xbf byte order mark\n", false},
  };
  for (const Row& row : rows) {
    CAPTURE(row.text);
    const std::string item = case_item_yaml(session_case("n \"1\"", row.text, row.text));
    CAPTURE(item);
    const Case back = item_read_back(item);
    CHECK(back.name == "n \"1\"");
    CHECK(std::get<SessionExpect>(back.expect).input == row.text);
    CHECK(std::get<SessionExpect>(back.expect).screen == row.text);
    CHECK((item.find("input: |\n") != std::string::npos) == row.block);
  }
}

TEST_CASE("a text that is not UTF-8 is refused in words, not written into a file that will not load", "[case_writer]") {
  for (const std::string screen : {"caf\xE9\n", "caf\xE9\r\n"}) {
    CAPTURE(screen);
    CHECK_THROWS_WITH(case_item_yaml(session_case("s", "1\n", screen)),
                      "case 's': 'screen' holds byte 0xE9 (at byte 3), which is not UTF-8: a case file holds UTF-8 "
                      "text only");
  }
  CaseFile file;
  file.title = "caf\xE9";
  CHECK_THROWS_WITH(case_file_yaml(file),
                    "the file: 'title' holds byte 0xE9 (at byte 3), which is not UTF-8: a case file holds UTF-8 text "
                    "only");
}
