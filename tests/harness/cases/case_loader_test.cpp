#include "cases/case_loader.h"

#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <map>
#include <string>

#include "parse_error.h"

namespace {

const std::string kFixtures = std::string(SOURCE_DIR) + "/tests/fixtures/cases/";

std::string load_error(const std::string& name) {
  const std::string path = kFixtures + name;
  try {
    harness::load_case_file(path);
  } catch (const harness::Error& e) {
    const std::string what = e.what();
    REQUIRE(what.rfind(path + ":", 0) == 0);
    return what.substr(kFixtures.size());
  }
  FAIL("no error from " << name);
  return "";
}

const char* kHead =
    "title: t\nsource: s\ndefaults: {time_limit_ms: 700, memory_limit_mb: 64, process_limit: 80, points: 2}\n"
    "cases:\n";
const char* kPuzzle =
    "    puzzle: \"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\"\n";

}  // namespace

TEST_CASE("each malformed fixture gives its exact message at file:line:column", "[case_loader]") {
  const auto [file, message] = GENERATE(table<const char*, const char*>({
      {"not_yaml.yaml", "not_yaml.yaml:2:7: end of sequence flow not found"},
      {"empty.yaml", "empty.yaml:1:1: the file is empty; expected a map with 'title', 'source', 'defaults' and "
                     "'cases'"},
      {"list_at_top.yaml", "list_at_top.yaml:1:1: expected a map with 'title', 'source', 'defaults' and 'cases', found "
                           "a list"},
      {"missing_defaults.yaml", "missing_defaults.yaml:1:1: the file is missing required key 'defaults'"},
      {"cases_is_a_map.yaml", "cases_is_a_map.yaml:5:3: 'cases' must be a non-empty list of cases, found a map"},
      {"case_is_a_number.yaml", "case_is_a_number.yaml:8:5: case 1 must be a map, found '5'"},
      {"unknown_key.yaml", "unknown_key.yaml:11:5: unknown key 'timelimit' (did you mean 'time_limit_ms'?)"},
      {"missing_expect.yaml", "missing_expect.yaml:8:5: case 'a' is missing required key 'expect'"},
      {"limit_on_solve.yaml", "limit_on_solve.yaml:11:5: key 'limit' does not belong to a 'solve' case (only "
                              "count_solutions takes it)"},
      {"unknown_entry.yaml", "unknown_entry.yaml:9:12: 'entry' must be one of fillSudoku, solve, solve_fast, "
                             "count_solutions, checkSudoku, session; found 'solv' (did you mean 'solve'?)"},
      {"limit_not_a_number.yaml",
       "limit_not_a_number.yaml:11:12: 'limit' must be an integer from 1 to 1000000, found 'many'"},
      {"quoted_limit.yaml", "quoted_limit.yaml:11:12: 'limit' must be an integer from 1 to 1000000, found the quoted "
                            "string \"3\""},
      {"huge_points.yaml", "huge_points.yaml:11:13: 'points' must be an integer from 0 to 1000, found "
                           "'99999999999999999999...'"},
      {"count_over_limit.yaml", "count_over_limit.yaml:12:21: 'count' 5 is more than 'limit' 3: count_solutions never "
                                "returns more"},
      {"solvable_yes.yaml", "solvable_yes.yaml:12:17: 'solvable' must be true or false, found 'yes'"},
      {"grid_too_short.yaml", "grid_too_short.yaml:10:13: 'puzzle': expected 81 cells, found 80"},
      {"grid_bad_digit.yaml", "grid_bad_digit.yaml:10:13: 'puzzle': row 6, column 4: 'x' is not a digit"},
      {"duplicate_name.yaml", "duplicate_name.yaml:12:11: duplicate case name 'a' (first used at line 8)"},
      {"bad_reference.yaml", "bad_reference.yaml:11:52: 'too_slow' must be one of fewest_first, reading_order; found "
                             "'brute_force'"},
      {"alias_wrong_size.yaml",
       "alias_wrong_size.yaml:15:40: 'solution' is 4x4 but the puzzle is 9x9 (the value of anchor "
       "'&s4' at line 11)"},
      {"alias_misspelt.yaml", "alias_misspelt.yaml:14:13: alias '*eazy' names no anchor (did you mean '*easy'?)"},
      {"alias_before_anchor.yaml",
       "alias_before_anchor.yaml:10:13: alias '*easy' comes before its anchor '&easy' (line 15): "
       "an anchor must come first"},
      {"latin1_title.yaml", "latin1_title.yaml:1:12: byte 0xE9 is not UTF-8: save the file as UTF-8"},
      {"merge_key.yaml", "merge_key.yaml:13:5: merge keys ('<<') are not supported: write the case's keys, and alias "
                         "single values (puzzle: *name)"},
  }));
  CAPTURE(file);
  CHECK(load_error(file) == message);
}

TEST_CASE("every fixture file is loaded and each gives exactly one error", "[case_loader]") {
  const auto files = harness::find_case_files({kFixtures});
  const harness::LoadedCases loaded = harness::load_case_files(files);
  CHECK(loaded.files.empty());
  CHECK(loaded.errors.size() == files.size());
  CHECK(files.size() == 24);
}

TEST_CASE("a case takes the file's defaults and its entry's default checks", "[case_loader]") {
  const harness::CaseFile file = harness::parse_case_file(
      std::string(kHead) + "  - name: a\n    entry: fillSudoku\n" + kPuzzle +
          "    expect: {solvable: true}\n  - name: b\n    entry: solve\n" + kPuzzle +
          "    time_limit_ms: 50\n    process_limit: 200\n    visibility: hidden\n    tags: [big]\n"
          "    time_check: {accepted: fewest_first, too_slow: reading_order}\n"
          "    expect: {solvable: true}\n",
      "t.yaml");
  REQUIRE(file.cases.size() == 2);
  const harness::Case& a = file.cases[0];
  CHECK(a.limits.time.count() == 700);
  CHECK(a.limits.memory_mb == 64);
  CHECK(a.limits.processes == 80);
  CHECK(a.points == 2);
  CHECK(a.loc.line == 5);
  CHECK(std::get<harness::SolveExpect>(a.expect).unchanged_on_false);
  const harness::Case& b = file.cases[1];
  CHECK(b.limits.time.count() == 50);
  CHECK(b.limits.processes == 200);
  CHECK(b.visibility == harness::Visibility::Hidden);
  CHECK(b.tags == std::vector<std::string>{"big"});
  REQUIRE(b.limits.time_check);
  CHECK(b.limits.time_check->too_slow == harness::Reference::ReadingOrder);
  CHECK_FALSE(std::get<harness::SolveExpect>(b.expect).unchanged_on_false);
}

TEST_CASE("a session keeps trailing spaces, blank lines and final newlines", "[case_loader]") {
  const harness::CaseFile file = harness::parse_case_file(
      std::string(kHead) + "  - name: s\n    entry: session\n    input: |2+\n      1\n\n      x \n\n"
                           "    expect:\n      screen: |2-\n        choice> \n          indented\n",
      "t.yaml");
  const auto& session = std::get<harness::SessionExpect>(file.cases[0].expect);
  CHECK(session.input == "1\n\nx \n\n");
  CHECK(session.screen == "choice> \n  indented");
}

TEST_CASE("a checkSudoku board may hold any numbers in any shape", "[case_loader]") {
  const harness::CaseFile file = harness::parse_case_file(
      std::string(kHead) +
          "  - name: c\n    entry: checkSudoku\n    puzzle: [[10, -1], [3]]\n    expect: {valid: false}\n",
      "t.yaml");
  CHECK(std::get<harness::CheckExpect>(file.cases[0].expect).board == std::vector<std::vector<int>>{{10, -1}, {3}});
}

TEST_CASE("odd inputs give an error, never a crash", "[case_loader]") {
  CHECK(parse_error(std::string(100000, '[')).rfind("t.yaml:", 0) == 0);
  CHECK(parse_error(std::string("\0\xff\xfe", 3)).rfind("t.yaml:", 0) == 0);
  CHECK(parse_error("just words") ==
        "t.yaml:1:1: expected a map with 'title', 'source', 'defaults' and 'cases', found 'just words'");
  CHECK(parse_error(std::string(kHead) + "  - name: a\n    entry: solve\n    solution: x\n") ==
        "t.yaml:7:15: key 'solution' belongs under 'expect'");
  CHECK(parse_error(std::string(kHead) + "  - name: a\n    entry: solve\n" + kPuzzle +
                    "    expect: {solvable: false, solution: \"" + std::string(81, '1') + "\"}\n") ==
        "t.yaml:8:41: 'solution' given but 'solvable' is false");
}

TEST_CASE("a path that does not exist is an error naming it", "[case_loader]") {
  CHECK_THROWS_WITH(harness::find_case_files({kFixtures + "nothing-here"}),
                    kFixtures + "nothing-here: no such file or directory");
}

TEST_CASE("a case file named twice, directly or through its folder, is an error", "[case_loader]") {
  const std::string one = kFixtures + "solvable_yes.yaml";
  CHECK_THROWS_WITH(harness::find_case_files({one, one}),
                    one + ": this case file is named twice (first as " + one + ")");
  CHECK_THROWS_WITH(harness::find_case_files({kFixtures, one}),
                    one + ": this case file is named twice (first as " + kFixtures + "solvable_yes.yaml)");
}

TEST_CASE("a process limit must be at least one", "[case_loader]") {
  const std::string text = "title: t\nsource: s\ndefaults: {process_limit: 0}\ncases:\n  - name: a\n"
                           "    entry: solve\n" +
                           std::string(kPuzzle) + "    expect: {solvable: true}\n";
  CHECK(parse_error(text) == "t.yaml:3:27: 'process_limit' must be an integer from 1 to 4096, found '0'");
}

/*** The yardstick's keys: 'algorithm', 'beyond_document', time_check's halves ***/

TEST_CASE("a file names its document's algorithm once, for every case, and reading order when it does not",
          "[case_loader]") {
  const std::string cases = "cases:\n  - name: a\n    entry: solve\n" + std::string(kPuzzle) +
                            "    expect: {solvable: true}\n";
  const auto algorithm_of = [&](const std::string& line) {
    return harness::parse_case_file("title: t\nsource: s\n" + line + "defaults: {}\n" + cases, "t.yaml")
        .cases.at(0)
        .algorithm;
  };
  CHECK(algorithm_of("algorithm: brute_force\n") == harness::Algorithm::BruteForce);
  CHECK(algorithm_of("algorithm: reading_order\n") == harness::Algorithm::ReadingOrder);
  CHECK(algorithm_of("") == harness::Algorithm::ReadingOrder);
  CHECK(parse_error("title: t\nsource: s\nalgorithm: bruteforce\ndefaults: {}\n" + cases) ==
        "t.yaml:3:12: 'algorithm' must be one of reading_order, brute_force; found 'bruteforce' "
        "(did you mean 'brute_force'?)");
  CHECK(parse_error(std::string(kHead) + "  - name: a\n    entry: solve\n" + kPuzzle +
                    "    algorithm: brute_force\n    expect: {solvable: true}\n") ==
        "t.yaml:8:5: key 'algorithm' does not belong to a case, but to its file");
}

TEST_CASE("beyond_document holds a reason, on the entries a document's algorithm answers", "[case_loader]") {
  const harness::CaseFile file = harness::parse_case_file(
      std::string(kHead) + "  - name: a\n    entry: solve\n" + kPuzzle +
          "    beyond_document: \"a robust solver checks the givens\"\n    expect: {solvable: true}\n"
          "  - name: b\n    entry: count_solutions\n" +
          kPuzzle + "    limit: 2\n    expect: {count: 1}\n",
      "t.yaml");
  CHECK(file.cases[0].beyond_document == std::optional<std::string>("a robust solver checks the givens"));
  CHECK_FALSE(file.cases[1].beyond_document);
  CHECK(parse_error(std::string(kHead) + "  - name: a\n    entry: solve\n" + kPuzzle +
                    "    beyond_document: \" \"\n    expect: {solvable: true}\n") ==
        "t.yaml:8:22: 'beyond_document' must say why the case asks more than its document");
  CHECK(parse_error(std::string(kHead) + "  - name: a\n    entry: checkSudoku\n" + kPuzzle +
                    "    beyond_document: why\n    expect: {valid: true}\n") ==
        "t.yaml:8:5: key 'beyond_document' does not belong to a 'checkSudoku' case (only "
        "fillSudoku, solve, solve_fast, count_solutions take it)");
}

TEST_CASE("time_check may name its accepted reference alone", "[case_loader]") {
  const harness::CaseFile file = harness::parse_case_file(
      std::string(kHead) + "  - name: a\n    entry: solve_fast\n" + kPuzzle +
          "    time_check: {accepted: fewest_first}\n    expect: {solvable: true}\n",
      "t.yaml");
  const auto& check = file.cases[0].limits.time_check;
  REQUIRE(check);
  CHECK(check->accepted == harness::Reference::FewestFirst);
  CHECK_FALSE(check->too_slow);
  CHECK(parse_error(std::string(kHead) + "  - name: a\n    entry: solve_fast\n" + kPuzzle +
                    "    time_check: {too_slow: reading_order}\n    expect: {solvable: true}\n") ==
        "t.yaml:8:17: 'time_check' is missing required key 'accepted'");
}

TEST_CASE("a file may show grade --fresh's puzzles to students, and says so in one word", "[case_loader]") {
  const std::string head = "title: t\nsource: s\n";
  const std::string rest = "defaults: {}\ncases:\n  - {name: a, entry: solve, puzzle: \"" + std::string(81, '0') +
                           "\", expect: {solvable: true}}\n";
  CHECK(harness::parse_case_file(head + rest, "f.yaml").fresh_visibility == harness::Visibility::Hidden);
  CHECK(harness::parse_case_file(head + "fresh_visibility: visible\n" + rest, "f.yaml").fresh_visibility ==
        harness::Visibility::Visible);
  CHECK_THROWS_WITH(harness::parse_case_file(head + "fresh_visibility: shown\n" + rest, "f.yaml"),
                    Catch::StartsWith("f.yaml:3:19: 'fresh_visibility'"));
}

TEST_CASE("a file may let Gradescope show its hidden cases' details after publishing, and only says so whole",
          "[case_loader]") {
  const std::string head = "title: t\nsource: s\n";
  const std::string rest = "defaults: {}\ncases:\n  - {name: a, entry: solve, puzzle: \"" + std::string(81, '0') +
                           "\", visibility: hidden, expect: {solvable: true}}\n";
  struct Row {
    std::string line;             // the key's line, or none
    harness::HiddenDetails read;  // when it reads
    std::string error;            // else the error's start
  };
  const Row rows[] = {
      {"", harness::HiddenDetails::Never, ""},
      {"hidden_details: never\n", harness::HiddenDetails::Never, ""},
      {"hidden_details: after_published\n", harness::HiddenDetails::AfterPublished, ""},
      {"hidden_details: after_publish\n",
       {},
       "f.yaml:3:17: 'hidden_details' must be one of never, after_published; found 'after_publish' (did you mean "
       "'after_published'?)"},
      {"hidden_details: always\n", {}, "f.yaml:3:17: 'hidden_details' must be one of never, after_published"},
      {"hidden_details: true\n", {}, "f.yaml:3:17: 'hidden_details' must be one of"},
      {"hidden_details: [after_published]\n", {}, "f.yaml:3:17: 'hidden_details' must be one of"},
      // yaml-cpp places a value left out where the next token starts.
      {"hidden_details:\n", {}, "f.yaml:4:1: 'hidden_details' must be one of never, after_published; found nothing"},
  };
  for (const Row& row : rows) {
    CAPTURE(row.line);
    if (row.error.empty()) CHECK(harness::parse_case_file(head + row.line + rest, "f.yaml").hidden_details == row.read);
    else CHECK_THROWS_WITH(harness::parse_case_file(head + row.line + rest, "f.yaml"), Catch::StartsWith(row.error));
  }
  // A file's word, not a case's: written in a case, it is refused where it stands.
  CHECK_THROWS_WITH(
      harness::parse_case_file(head + "defaults: {}\ncases:\n  - name: a\n    entry: solve\n    puzzle: \"" +
                                   std::string(81, '0') +
                                   "\"\n    hidden_details: after_published\n"
                                   "    expect: {solvable: true}\n",
                               "f.yaml"),
      "f.yaml:8:5: key 'hidden_details' does not belong to a case, but to its file");
}

TEST_CASE("a file may set its own time factor per language, read at its line", "[case_loader]") {
  const std::string head = "title: t\nsource: s\n";
  const std::string rest = "defaults: {}\ncases:\n  - {name: a, entry: solve, puzzle: \"" + std::string(81, '0') +
                           "\", expect: {solvable: true}}\n";
  const harness::CaseFile file = harness::parse_case_file(head + "time_factors: {python: 12, racket: 2.5}\n" + rest,
                                                          "f.yaml");
  const std::map<std::string, double> expected = {{"python", 12}, {"racket", 2.5}};
  CHECK(file.cases[0].limits.language_factors == expected);
  CHECK(harness::parse_case_file(head + rest, "f.yaml").cases[0].limits.language_factors.empty());
  struct Row {
    std::string line;
    std::string error;
  };
  const Row rows[] = {
      {"time_factors: {pyton: 2}",
       "f.yaml:3:16: 'time_factors' has no language 'pyton' (did you mean 'python'?): it takes python, java, racket"},
      {"time_factors: {cpp: 2}", "f.yaml:3:16: 'time_factors' has no language 'cpp': it takes python, java, racket"},
      {"time_factors: {java: fast}", "f.yaml:3:22: the time factor of java must be a number, found 'fast'"},
      {"time_factors: {java: 0}", "f.yaml:3:22: the time factor of java must be from 0.1 to 100, found 0"},
      {"time_factors: {java: .nan}", "f.yaml:3:22: the time factor of java must be from 0.1 to 100, found .nan"},
      {"time_factors: 3", "f.yaml:3:15: 'time_factors' must be a map of languages to factors (python: 2), found '3'"},
  };
  for (const Row& row : rows) {
    CAPTURE(row.line);
    CHECK_THROWS_WITH(harness::parse_case_file(head + row.line + "\n" + rest, "f.yaml"), row.error);
  }
  // A file's word, not a case's.
  CHECK_THROWS_WITH(
      harness::parse_case_file(head + "defaults: {}\ncases:\n  - {name: a, entry: solve, puzzle: \"" +
                                   std::string(81, '0') + "\", time_factors: {java: 2}, expect: {solvable: true}}\n",
                               "f.yaml"),
      Catch::Contains("key 'time_factors' does not belong to a case, but to its file"));
}

TEST_CASE("a case may say what its document's way of solving needed in a language, read at its line", "[case_loader]") {
  const harness::CaseFile file = harness::parse_case_file(
      std::string(kHead) + "  - name: a\n    entry: solve\n" + kPuzzle +
          "    document_cpu_ms: {python: 7012, java: 95}\n    expect: {solvable: true}\n",
      "t.yaml");
  const std::map<std::string, std::chrono::milliseconds> expected = {{"python", std::chrono::milliseconds(7012)},
                                                                     {"java", std::chrono::milliseconds(95)}};
  CHECK(file.cases[0].document_cpu == expected);
  CHECK(parse_error(std::string(kHead) + "  - name: a\n    entry: solve\n" + kPuzzle +
                    "    document_cpu_ms: {rackett: 5}\n    expect: {solvable: true}\n") ==
        "t.yaml:8:23: 'document_cpu_ms' has no language 'rackett' (did you mean 'racket'?): it takes python, java, "
        "racket");
  CHECK(parse_error(std::string(kHead) + "  - name: a\n    entry: solve\n" + kPuzzle +
                    "    document_cpu_ms: {java: -1}\n    expect: {solvable: true}\n") ==
        "t.yaml:8:29: 'document_cpu_ms' must be an integer from 0 to 600000, found '-1'");
}
