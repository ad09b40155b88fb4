// What a program learns in a hidden case must not reach a report a student
// reads by another way than the reason the redaction removes (issue 36):
// through a warm runtime that serves a visible case after hidden ones
// (tests/hostile/hoard_inputs.*, in each language that has a warm runtime),
// or through a hidden case's time (tests/hostile/time_spells_puzzle.cpp).
// Graded through the grade command, in the full box, every report written.
#include <stdlib.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "cases/case_loader.h"
#include "cli/command.h"
#include "command_run.h"
#include "every_report.h"
#include "file_text.h"
#include "hidden_puzzles.h"
#include "temp_dir.h"

namespace fs = std::filesystem;

namespace {

const fs::path kAttacks = fs::path(SOURCE_DIR) / "tests/hostile";
const std::string kLesson = std::string(SOURCE_DIR) + "/cases/lesson.yaml";
const std::string kCache = std::string(BINARY_DIR) + "/test-cache";

// Every report grade writes of `submission` on `cases`, in the strict box.
EveryReport grade_all(const fs::path& submission, const std::string& cases, std::vector<std::string> extra = {}) {
  std::vector<std::string> args = {"grade", submission.string(), "--cases", cases, "--cache",
                                   kCache,  "--sandbox",         "strict",  "-j",  "2"};
  args.insert(args.end(), extra.begin(), extra.end());
  return grade_with_every_report(args, "hidden-cases");
}

// `text` in a file of its own, in a folder of this test process's own.
std::string case_file_of(const std::string& name, const std::string& text) {
  static const TempDir folder("hidden-cases-files");
  const fs::path path = folder.path / name;
  std::ofstream(path, std::ios::binary) << text;
  return path.string();
}

// The lesson's solve cases (Test 1 visible, Tests 2-5 hidden, then two
// visible of ours), calling `entry`, their hidden details published on
// Gradescope: what the hidden cases' own reasons hold is seen there, once
// grades are published, and nowhere else.
std::string solve_cases_calling(const std::string& entry, bool published = true) {
  std::string text = text_of(kLesson);
  text = (published ? "hidden_details: after_published\n" : "") + text.substr(0, text.find("  # --- count_solutions"));
  for (std::size_t at = text.find("entry: solve"); at != std::string::npos; at = text.find("entry: solve", at + 1))
    text.replace(at, std::string("entry: solve").size(), "entry: " + entry);
  return case_file_of("solve-" + entry + (published ? "" : "-unpublished") + ".yaml", text);
}

}  // namespace

// Before issue 36 one runtime served the file's cases in order, visible and
// hidden together: the visible case after solve Test 5 said its puzzle.
TEST_CASE("a module that hoards its grids shows no hidden puzzle in a student's report, in each warm language",
          "[hidden_cases][process][slow]") {
  const auto [submission, entry] = GENERATE(table<std::string, std::string>({
      {"hoard_inputs.py", "solve"},
      {"hoard_inputs.java", "fillSudoku"},
      {"hoard_inputs.rkt", "solve"},
  }));
  INFO(submission);
  const std::string cases = solve_cases_calling(entry);
  const std::vector<std::string> secrets = hidden_puzzles::secrets_of(harness::load_case_file(cases));
  REQUIRE(secrets.size() == 4);  // Tests 2 to 5: no visible case here has their grids
  const EveryReport graded = grade_all(kAttacks / submission, cases);
  INFO(graded.run.out << graded.run.err);
  CHECK(graded.run.code == harness::kExitFailed);
  for (const auto& [name, text] : graded.reports) {
    INFO(name << ":\n" << text);
    CHECK(hidden_puzzles::given_away(text, secrets).empty());
  }
  // Gradescope: no visible test gives one away; the hidden tests, published
  // in full, do, and say they ran warm: the module hoarded, in one runtime.
  const nlohmann::json results = nlohmann::json::parse(graded.gradescope);
  std::string visible, hidden;
  for (const auto& test : results.at("tests"))
    (test.at("visibility") == "visible" ? visible : hidden) += test.at("output").get<std::string>() + "\n";
  INFO("visible tests:\n" << visible << "\nhidden tests:\n" << hidden);
  CHECK(hidden_puzzles::given_away(visible, secrets).empty());
  CHECK_FALSE(hidden_puzzles::given_away(hidden, secrets).empty());
  // Each failed after the case before it, and run alone got WA: the note
  // names the visible case before a visible one, and no hidden case at all.
  CHECK_THAT(hidden, Catch::Contains("run alone in a fresh process it gets WA instead: a hidden case, run before it"));
  CHECK_THAT(hidden, !Catch::Contains("'solve Test"));
  CHECK_THAT(visible,
             Catch::Contains("run alone in a fresh process it gets WA instead: case 'solve Test 1', run before it"));
}

TEST_CASE("the Python module that hoards its grids gives away no hidden puzzle of the whole lesson",
          "[hidden_cases][process]") {
  const std::vector<std::string> secrets = hidden_puzzles::secrets_of(harness::load_case_file(kLesson));
  REQUIRE(secrets.size() == 6);
  const EveryReport graded = grade_all(kAttacks / "hoard_inputs.py", kLesson);
  auto reports = graded.reports;
  reports.emplace_back("Gradescope's results.json", graded.gradescope);
  for (const auto& [name, text] : reports) {
    INFO(name << ":\n" << text);
    CHECK(hidden_puzzles::given_away(text, secrets).empty());
  }
}

// Issue 40: a hidden case's name ("solve Test 5") is the instructor's words
// about it, and a list of them sketches the hidden set; every report a
// student reads said them, and a warm runtime's failure after hidden cases
// named them in its reason. Graded as a submission that fails in a warm
// runtime after hidden cases ran, in Python and in Java; Gradescope's
// results.json too, its file not publishing hidden details.
TEST_CASE("no report a student reads names a hidden case, after a warm runtime failed past hidden cases",
          "[hidden_cases][process][slow]") {
  const auto [submission, cases] = GENERATE(table<std::string, std::string>({
      {"hoard_inputs.py", kLesson},
      {"hoard_inputs.java", solve_cases_calling("fillSudoku", false)},
  }));
  INFO(submission);
  const harness::CaseFile file = harness::load_case_file(cases);
  std::vector<std::string> hidden, visible;
  for (const harness::Case& c : file.cases)
    (c.visibility == harness::Visibility::Hidden ? hidden : visible).push_back(c.name);
  REQUIRE(hidden.size() >= 4);
  const EveryReport graded = grade_all(kAttacks / submission, cases);
  INFO(graded.run.out << graded.run.err);
  CHECK(graded.run.code == harness::kExitFailed);
  auto reports = graded.reports;
  reports.emplace_back("Gradescope's results.json", graded.gradescope);
  for (const auto& [name, text] : reports) {
    INFO(name << ":\n" << text);
    for (const std::string& secret : hidden) {
      // A name that is part of a visible one is said by the visible case.
      if (std::any_of(visible.begin(), visible.end(),
                      [&](const std::string& shown) { return shown.find(secret) != std::string::npos; }))
        continue;
      CHECK_THAT(text, !Catch::Contains(secret));
    }
  }
}

namespace {

// The hidden cases' names in a report of the lesson.
std::set<std::string> hidden_names(const nlohmann::json& report) {
  std::set<std::string> names;
  for (const auto& c : report.at("cases"))
    if (c.at("visibility") == "hidden") names.insert(c.at("name").get<std::string>());
  return names;
}

// The value of attribute `name` in the element starting at `at` of `text`.
std::string attribute(const std::string& text, std::size_t at, const std::string& name) {
  const std::size_t end = text.find('>', at);
  const std::size_t start = text.find(" " + name + "=\"", at);
  if (start == std::string::npos || start > end) return "";
  const std::size_t value = start + name.size() + 3;
  return text.substr(value, text.find('"', value) - value);
}

}  // namespace

// A program that spends 30 ms times a digit of its puzzle: its hidden cases'
// times differ in the instructor's copy, and are one and the same in every
// report a student reads.
TEST_CASE("a hidden case's time, which a program can make spell its puzzle, reads the same in a student's reports",
          "[hidden_cases][process][slow]") {
  const fs::path speller = kAttacks / "time_spells_puzzle.cpp";
  const TempDir temp_dir("hidden-times");
  const fs::path instructor_json = temp_dir.path / "instructor.json";
  const CommandRun instructor = run_command(
      harness::run_grade, {"grade", speller.string(), "--cases", kLesson, "--cache", kCache, "--sandbox", "strict",
                           "-j", "2", "--show-hidden", "--json", instructor_json.string()});
  INFO(instructor.out << instructor.err);
  const nlohmann::json exact = nlohmann::json::parse(text_of(instructor_json));
  std::set<long long> exact_times;
  for (const auto& c : exact.at("cases"))
    if (c.at("visibility") == "hidden") exact_times.insert(c.at("time_ms").get<long long>());
  CHECK(exact_times.size() > 1);  // the program did spell: the instructor sees the times apart

  const EveryReport graded = grade_all(speller, kLesson);
  INFO(graded.run.out << graded.run.err);
  const nlohmann::json json = nlohmann::json::parse(graded.reports[2].second);
  const std::set<std::string> hidden = hidden_names(json);
  REQUIRE(hidden.size() == 15);

  // JSON: one time for every hidden case; the visible ones keep theirs.
  std::set<long long> json_times;
  long long visible_ms = 0;
  for (const auto& c : json.at("cases")) {
    const long long ms = c.at("time_ms").get<long long>();
    if (c.at("visibility") == "hidden") json_times.insert(ms);
    else visible_ms += ms;
  }
  CHECK(json_times == std::set<long long>{0});

  // JUnit: each hidden testcase's time attribute the same.
  const std::string& junit = graded.reports[3].second;
  std::set<std::string> junit_times;
  for (std::size_t at = junit.find("<testcase "); at != std::string::npos; at = junit.find("<testcase ", at + 1))
    if (hidden.count(attribute(junit, at, "name"))) junit_times.insert(attribute(junit, at, "time"));
  CHECK(junit_times.size() == 1);

  // The page: each hidden case's row, its time cell and its sort key, the same.
  const std::string& page = graded.reports[4].second;
  std::set<std::string> page_times;
  int rows = 0;
  for (std::size_t at = page.find("<tr class=\"case-row\">"); at != std::string::npos;
       at = page.find("<tr class=\"case-row\">", at + 1)) {
    const std::string row = page.substr(at, page.find("</tr>", at) - at);
    const bool is_hidden = std::any_of(hidden.begin(), hidden.end(), [&](const std::string& name) {
      return row.find("<td>" + name + "</td>") != std::string::npos ||
             row.find(">" + name + "</a></td>") != std::string::npos;
    });
    if (!is_hidden) continue;
    ++rows;
    page_times.insert(row.substr(row.rfind("<td class=\"num\"")));
  }
  CHECK(rows == 15);
  CHECK(page_times.size() == 1);
  CHECK_THAT(*page_times.begin(), Catch::Contains("within the limit"));

  // Gradescope: no hidden test says a time, and the total counts the visible cases alone.
  const nlohmann::json results = nlohmann::json::parse(graded.gradescope);
  for (const auto& test : results.at("tests"))
    if (test.at("visibility") != "visible") CHECK_THAT(test.at("output").get<std::string>(), !Catch::Contains("time:"));
  CHECK(std::llround(results.at("execution_time").get<double>() * 1000) == visible_ms);
}
