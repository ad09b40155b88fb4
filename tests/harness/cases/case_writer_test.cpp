#include "cases/case_writer.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <functional>
#include <string>

#include "cases/case_loader.h"

using namespace harness;

namespace {

CaseFile round_trip(const CaseFile& file) { return parse_case_file(case_file_yaml(file), file.path); }

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

TEST_CASE("text that YAML would read as something else is written so that it reads back as text",
          "[case_writer]") {
  CaseFile file;
  file.path = "odd.yaml";
  file.title = "~";
  file.source = "true";
  file.fresh_visibility = Visibility::Visible;
  file.hidden_details = HiddenDetails::AfterPublished;
  const std::string names[] = {"null", "123", "1e3", " leading space", "tab\there", "- dash",
                               "# hash", "quote \" and 'single'", "back\\slash", "caf\xC3\xA9 \xE2\x9C\x93",
                               std::string("nul\0byte", 8), "cr\r\nlf", "&anchor", "*alias", "key: value"};
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
                  "  - name: a\n    entry: solve\n    puzzle: \"") + kPuzzle + "\"\n"
      "    time_check: {accepted: fewest_first, too_slow: reading_order}\n"
      "    beyond_document: \"why\"\n    tags: [big]\n    visibility: hidden\n    points: 3\n"
      "    expect: {solvable: true}\n"
      "  - name: b\n    entry: count_solutions\n    puzzle: \"" + kPuzzle + "\"\n    limit: 4\n"
      "    expect: {count: 1}\n"
      "  - name: c\n    entry: checkSudoku\n    puzzle: [[1, 2], [-3], []]\n    expect: {valid: false}\n",
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
      {"algorithm", [](CaseFile& f) { for (Case& c : f.cases) c.algorithm = Algorithm::ReadingOrder; }},
      {"beyond document", [](CaseFile& f) { f.cases[0].beyond_document.reset(); }},
      {"solvable", [](CaseFile& f) { std::get<SolveExpect>(f.cases[0].expect).solvable = false; }},
      {"unchanged", [](CaseFile& f) { std::get<SolveExpect>(f.cases[0].expect).unchanged_on_false ^= true; }},
      {"limit", [](CaseFile& f) { std::get<CountExpect>(f.cases[1].expect).limit = 5; }},
      {"count", [](CaseFile& f) { std::get<CountExpect>(f.cases[1].expect).count = 0; }},
      {"board", [](CaseFile& f) { std::get<CheckExpect>(f.cases[2].expect).board[1].push_back(0); }},
      {"valid", [](CaseFile& f) { std::get<CheckExpect>(f.cases[2].expect).valid = true; }},
  };
  for (const auto& [what, change] : changes) {
    CAPTURE(what);
    CaseFile changed = base;
    change(changed);
    CHECK_FALSE(same_case_file(changed, base));
    CHECK(same_case_file(round_trip(changed), changed));
  }
}
