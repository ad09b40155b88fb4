#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "report/json.h"

#include "hostile_text.h"

using namespace harness;

namespace {

CaseResult case_result(const std::string& name, Entry entry, Verdict verdict) {
  CaseResult c;
  c.name = name;
  c.entry = entry;
  c.verdict = verdict;
  c.max_points = 2;
  c.points = verdict == Verdict::AC ? 2 : 0;
  c.time = std::chrono::milliseconds(37);
  if (verdict != Verdict::AC) c.reason = std::string("because ") + to_string(verdict);
  return c;
}

// Every verdict, every entry, hidden cases, tags, hints, drawn grids, two
// files and an empty one: the shapes a report has to carry.
GradeResult every_shape() {
  GradeResult grade;
  grade.submission = "students/alice.cpp";
  FileResult verdicts{"cases/verdicts.yaml", "One of each verdict", {}};
  for (const Verdict verdict : kVerdicts)
    verdicts.cases.push_back(case_result(std::string("verdict ") + to_string(verdict), Entry::Solve, verdict));
  verdicts.cases[1].hint = "un-choose after the recursive call";
  verdicts.cases[1].details = "+-------+\n| 1 2 3 |\n+-------+";
  verdicts.cases[1].picture = GridPicture{{{1, 0}, {0, 2}}, {{1, 1}, {0, 2}}, {{0, 1}, {1, 0}}};
  verdicts.cases[2].visibility = Visibility::Hidden;
  verdicts.cases[2].tags = {"big", "slow"};
  verdicts.cases[3].time = std::chrono::milliseconds(5658);
  verdicts.cases[3].limit = std::chrono::milliseconds(8000);
  verdicts.cases[3].limit_basis = "2 s (Racket gets 4x)";
  FileResult entries{"cases/entries.yaml", "One of each entry", {}};
  for (const sudoku::EntryRow& row : sudoku::kEntries)
    entries.cases.push_back(case_result(std::string("entry ") + row.name, row.entry, Verdict::AC));
  grade.files = {verdicts, entries, {"cases/empty.yaml", "", {}}};
  return grade;
}

}  // namespace

TEST_CASE("the JSON report has the keys sorted, two-space indents and a final line end", "[report_json]") {
  GradeResult grade;
  grade.submission = "a.cpp";
  CaseResult c = case_result("easy", Entry::FillSudoku, Verdict::WA);
  c.visibility = Visibility::Hidden;
  c.tags = {"big"};
  grade.files.push_back({"cases/a.yaml", "A", {c}});
  CHECK(json_report_text(grade) == R"({
  "all_accepted": false,
  "cases": [
    {
      "details": "",
      "entry": "fillSudoku",
      "file": "cases/a.yaml",
      "hint": "",
      "max_points": 2,
      "name": "easy",
      "points": 0,
      "reason": "because WA",
      "tags": [
        "big"
      ],
      "time_ms": 37,
      "verdict": "WA",
      "visibility": "hidden"
    }
  ],
  "files": [
    {
      "max_points": 2,
      "path": "cases/a.yaml",
      "points": 0,
      "title": "A"
    }
  ],
  "max_points": 2,
  "points": 0,
  "submission": "a.cpp"
}
)");
}

TEST_CASE("a JSON report reads back into the result it was written from", "[report_json]") {
  const GradeResult grade = every_shape();
  const std::string text = json_report_text(grade);
  const auto back = grade_result_from_json(text);
  REQUIRE(back.has_value());
  CHECK(*back == grade);
  CHECK(json_report_text(*back) == text);
}

TEST_CASE("the sandbox is a top-level string, read back exactly, absent when unknown", "[report_json]") {
  GradeResult grade = every_shape();
  CHECK(nlohmann::json::parse(json_report_text(grade)).count("sandbox") == 0);
  grade.sandbox = "strict: own uid, pid/mount/net/ipc/uts namespaces, cgroup memory and pids, seccomp";
  const std::string text = json_report_text(grade);
  CHECK(nlohmann::json::parse(text)["sandbox"] == grade.sandbox);
  const auto back = grade_result_from_json(text);
  REQUIRE(back.has_value());
  CHECK(back->sandbox == grade.sandbox);
  CHECK(*back == grade);
  CHECK(json_report_text(*back) == text);
}

TEST_CASE("the fingerprint is a top-level string, read back exactly, absent when not set", "[report_json]") {
  GradeResult grade = every_shape();
  CHECK(nlohmann::json::parse(json_report_text(grade)).count("fingerprint") == 0);
  grade.fingerprint = std::string(64, 'a');
  const std::string text = json_report_text(grade);
  CHECK(nlohmann::json::parse(text)["fingerprint"] == grade.fingerprint);
  const auto back = grade_result_from_json(text);
  REQUIRE(back.has_value());
  CHECK(*back == grade);
  nlohmann::json edited = nlohmann::json::parse(text);
  edited["fingerprint"] = 7;
  CHECK_FALSE(grade_result_from_json(edited.dump()).has_value());
}

TEST_CASE("the notes are a top-level list of strings, read back exactly, absent when none", "[report_json]") {
  GradeResult grade = every_shape();
  CHECK(nlohmann::json::parse(json_report_text(grade)).count("notes") == 0);
  grade.notes = {"graded main.py as the program; board.py, puzzles.py as its modules",
                 "left out, as no source of the program: README.md"};
  const std::string text = json_report_text(grade);
  CHECK(nlohmann::json::parse(text)["notes"] == grade.notes);
  const auto back = grade_result_from_json(text);
  REQUIRE(back.has_value());
  CHECK(back->notes == grade.notes);
  CHECK(*back == grade);
}

TEST_CASE("what graded a report (language, harness, case files, time) is top-level text, absent in an old report",
          "[report_json]") {
  GradeResult grade = every_shape();
  const std::string old = json_report_text(grade);
  for (const char* key : {"language", "harness_version", "cases_fingerprint", "graded_at"})
    CHECK(nlohmann::json::parse(old).count(key) == 0);
  // A report from before them reads back, every one empty.
  const auto from_old = grade_result_from_json(old);
  REQUIRE(from_old.has_value());
  CHECK(from_old->graded_at.empty());
  CHECK(json_report_text(*from_old) == old);

  grade.language = "Racket";
  grade.harness_version = "1.4.0";
  grade.cases_fingerprint = std::string(64, 'e');
  grade.graded_at = "2026-12-02T13:45:07Z";
  const std::string text = json_report_text(grade);
  const auto json = nlohmann::json::parse(text);
  CHECK(json["language"] == "Racket");
  CHECK(json["harness_version"] == "1.4.0");
  CHECK(json["cases_fingerprint"] == std::string(64, 'e'));
  CHECK(json["graded_at"] == "2026-12-02T13:45:07Z");
  const auto back = grade_result_from_json(text);
  REQUIRE(back.has_value());
  CHECK(*back == grade);
  CHECK(json_report_text(*back) == text);
  nlohmann::json edited = json;
  edited["graded_at"] = 1764683107;
  CHECK_FALSE(grade_result_from_json(edited.dump()).has_value());
}

TEST_CASE("a build failure is one top-level object, read back exactly, absent when the submission built",
          "[report_json]") {
  GradeResult grade = every_shape();
  CHECK(nlohmann::json::parse(json_report_text(grade)).count("build_failure") == 0);
  grade.build_failure = Judgement{Verdict::CE, "the submission does not compile:", "", "a.cpp:1:5: error: x\n"};
  const std::string text = json_report_text(grade);
  const auto json = nlohmann::json::parse(text);
  CHECK(json["build_failure"]["verdict"] == "CE");
  CHECK(json["build_failure"]["details"] == "a.cpp:1:5: error: x\n");
  const auto back = grade_result_from_json(text);
  REQUIRE(back.has_value());
  CHECK(*back == grade);
  CHECK(json_report_text(*back) == text);
  std::string foreign = text;
  foreign.replace(foreign.find("\"CE\""), 4, "\"XX\"");
  CHECK_FALSE(grade_result_from_json(foreign).has_value());
}

TEST_CASE("the JSON report keeps the program's text as data: controls escaped by JSON, read back as they were",
          "[report_json]") {
  GradeResult grade = every_shape();
  grade.files[0].cases[1].details = "\x1b[2J\rtotal 86/86 points\n::error::forged\n\xc2\x9b";
  const std::string text = json_report_text(grade);
  // JSON escapes C0 controls; a C1 control is valid UTF-8 and stays: whoever shows it escapes it.
  CHECK(hostile::first_raw_control(text) == text.find("\xc2\x9b"));
  CHECK_THAT(text, Catch::Contains(R"(\u001b[2J\rtotal 86/86 points\n::error::forged\n)"
                                   "\xc2\x9b\""));
  const auto back = grade_result_from_json(text);
  REQUIRE(back.has_value());
  CHECK(back->files[0].cases[1].details == grade.files[0].cases[1].details);
}

TEST_CASE("invalid UTF-8 in a reason is written as U+FFFD and reads back to the same bytes", "[report_json]") {
  GradeResult grade = every_shape();
  grade.files[0].cases[1].reason = "first line 'caf\xC3\xA9 \xFF\xFE' is neither True/False nor an integer";
  const std::string text = json_report_text(grade);
  CHECK_THAT(text, Catch::Contains("'caf\xC3\xA9 \xEF\xBF\xBD\xEF\xBF\xBD'"));
  const auto back = grade_result_from_json(text);
  REQUIRE(back.has_value());
  CHECK(json_report_text(*back) == text);
}

TEST_CASE("a torn, foreign or malformed report reads back as nothing", "[report_json]") {
  const std::string text = json_report_text(every_shape());
  const nlohmann::json good = nlohmann::json::parse(text);
  REQUIRE(grade_result_from_json(good.dump()).has_value());
  using Edit = void (*)(nlohmann::json&);
  const std::pair<const char*, Edit> edits[] = {
      {"no submission", [](nlohmann::json& r) { r.erase("submission"); }},
      {"no cases", [](nlohmann::json& r) { r.erase("cases"); }},
      {"files not a list", [](nlohmann::json& r) { r["files"] = "cases/verdicts.yaml"; }},
      {"a file without a title", [](nlohmann::json& r) { r["files"][0].erase("title"); }},
      {"a case without a reason", [](nlohmann::json& r) { r["cases"][0].erase("reason"); }},
      {"a case without tags", [](nlohmann::json& r) { r["cases"][0].erase("tags"); }},
      {"points as text", [](nlohmann::json& r) { r["cases"][0]["points"] = "2"; }},
      {"points as a fraction", [](nlohmann::json& r) { r["cases"][0]["points"] = 1.5; }},
      {"a tag that is a number", [](nlohmann::json& r) { r["cases"][0]["tags"] = {7}; }},
      {"an unknown verdict", [](nlohmann::json& r) { r["cases"][0]["verdict"] = "XX"; }},
      {"an unknown entry", [](nlohmann::json& r) { r["cases"][0]["entry"] = "fill_sudoku"; }},
      {"an unknown visibility", [](nlohmann::json& r) { r["cases"][0]["visibility"] = "secret"; }},
      {"a case of a file not listed", [](nlohmann::json& r) { r["cases"][0]["file"] = "cases/other.yaml"; }},
      {"cases out of their files' order",
       [](nlohmann::json& r) { std::swap(r["cases"][0], r["cases"][r["cases"].size() - 1]); }},
      {"a total that disagrees with the cases", [](nlohmann::json& r) { r["points"] = 99; }},
      {"a file's total that disagrees", [](nlohmann::json& r) { r["files"][0]["max_points"] = 1; }},
      {"a key the writer never writes", [](nlohmann::json& r) { r["grader"] = "someone else"; }},
      {"a sandbox that is not text", [](nlohmann::json& r) { r["sandbox"] = 3; }},
      {"an empty sandbox, which the writer leaves out", [](nlohmann::json& r) { r["sandbox"] = ""; }},
      // Found by fuzz_report_json: nlohmann casts 1.4e121 to int, undefined behaviour,
      // which the sanitized suite (scripts/sanitized-tests.sh) stops at.
      {"max_points past any int", [](nlohmann::json& r) { r["cases"][0]["max_points"] = 1.4e121; }},
      {"points past an int", [](nlohmann::json& r) { r["cases"][0]["points"] = std::int64_t{1} << 40; }},
      {"time past any integer", [](nlohmann::json& r) { r["cases"][0]["time_ms"] = 1e30; }},
      {"time past int64", [](nlohmann::json& r) { r["cases"][0]["time_ms"] = std::uint64_t{1} << 63; }},
      {"a picture's cell past any int",
       [](nlohmann::json& r) {
         for (auto& c : r["cases"])
           if (c.contains("picture")) c["picture"]["grid"][0][0] = 1e20;
       }},
  };
  for (const auto& [what, edit] : edits) {
    INFO(what);
    nlohmann::json report = good;
    edit(report);
    CHECK_FALSE(grade_result_from_json(report.dump()).has_value());
  }
  for (const std::string& foreign :
       {text.substr(0, text.size() / 2), std::string(""), std::string("[]"), std::string("null"), std::string("{}")}) {
    INFO(foreign);
    CHECK_FALSE(grade_result_from_json(foreign).has_value());
  }
}

TEST_CASE("a grid picture is an object of the puzzle, the grid and the marked cells, absent without one",
          "[report_json]") {
  const GradeResult grade = every_shape();
  const auto json = nlohmann::json::parse(json_report_text(grade));
  CHECK(json["cases"][1]["picture"] == nlohmann::json::parse(
                                           R"({"puzzle": [[1, 0], [0, 2]], "grid": [[1, 1], [0, 2]],
                                               "marks": [[0, 1], [1, 0]]})"));
  CHECK(json["cases"][0].count("picture") == 0);
  // A mark that is not [row, column] is no report we wrote.
  auto broken = json;
  broken["cases"][1]["picture"]["marks"][0] = {0};
  const std::string text = broken.dump(2);
  CHECK_FALSE(grade_result_from_json(text).has_value());
}

TEST_CASE("a case's limit and its basis are written when it ran, and a report without them reads as not known",
          "[report_json]") {
  GradeResult grade;
  grade.submission = "a.rkt";
  CaseResult c = case_result("BD6", Entry::Solve, Verdict::AC);
  c.time = std::chrono::milliseconds(5658);
  c.limit = std::chrono::milliseconds(8000);
  c.limit_basis = "2 s (Racket gets 4x)";
  grade.files.push_back({"cases/htdp.yaml", "HtDP", {c}});
  const std::string text = json_report_text(grade);
  CHECK_THAT(text,
             Catch::Contains("\"limit_basis\": \"2 s (Racket gets 4x)\"") && Catch::Contains("\"limit_ms\": 8000"));
  const auto back = grade_result_from_json(text);
  REQUIRE(back.has_value());
  CHECK(back->files[0].cases[0].limit.count() == 8000);
  CHECK(back->files[0].cases[0].limit_basis == "2 s (Racket gets 4x)");
  // A report from before: the same text without the two keys.
  grade.files[0].cases[0].limit = std::chrono::milliseconds(0);
  grade.files[0].cases[0].limit_basis.clear();
  const std::string before = json_report_text(grade);
  CHECK_THAT(before, !Catch::Contains("limit"));
  const auto old = grade_result_from_json(before);
  REQUIRE(old.has_value());
  CHECK(old->files[0].cases[0].limit.count() == 0);
}

TEST_CASE("the submission time is a top-level object, read back exactly, absent when not known", "[report_json]") {
  GradeResult grade = every_shape();
  CHECK(nlohmann::json::parse(json_report_text(grade)).count("submitted") == 0);
  grade.submitted_at = "2026-12-01T22:59:00Z";
  grade.submitted_from = "git commit 1a2b3c4d";
  const std::string text = json_report_text(grade);
  CHECK(nlohmann::json::parse(text)["submitted"] ==
        nlohmann::json({{"time", "2026-12-01T22:59:00Z"}, {"from", "git commit 1a2b3c4d"}}));
  const auto back = grade_result_from_json(text);
  REQUIRE(back.has_value());
  CHECK(*back == grade);
  nlohmann::json edited = nlohmann::json::parse(text);
  edited["submitted"]["time"] = 1796126400;
  CHECK_FALSE(grade_result_from_json(edited.dump()).has_value());
}
