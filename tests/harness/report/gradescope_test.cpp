#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "report/gradescope.h"

#include "hostile_text.h"

using namespace harness;

namespace {

// The case file graded() says it was graded from, saying `details` of its hidden cases.
std::vector<CaseFile> lesson_file(HiddenDetails details = HiddenDetails::Never) {
  CaseFile file;
  file.path = "cases/lesson.yaml";
  file.title = "The lesson";
  file.hidden_details = details;
  return {file};
}

// The report's text, parsed: it must be whole JSON ending in a line end.
nlohmann::json results_json(const GradeResult& grade, const std::string& hidden_visibility,
                            const std::vector<CaseFile>& files = lesson_file()) {
  const std::string text = gradescope_report_text(grade, files, hidden_visibility);
  REQUIRE_THAT(text, Catch::EndsWith("}\n"));
  return nlohmann::json::parse(text);
}

GradeResult graded() {
  CaseResult easy, secret;
  easy.name = "easy";
  easy.verdict = Verdict::AC;
  easy.points = easy.max_points = 2;
  easy.time = std::chrono::milliseconds(500);
  secret.name = "secret";
  secret.verdict = Verdict::WA;
  secret.reason = "row 4: digit 7 appears twice";
  secret.hint = "check the boxes";
  secret.max_points = 3;
  secret.visibility = Visibility::Hidden;
  secret.time = std::chrono::milliseconds(250);
  GradeResult grade;
  grade.files.push_back({"cases/lesson.yaml", "The lesson", {easy, secret}});
  return grade;
}

}  // namespace

TEST_CASE("the Gradescope report carries the score, the maximum and the time in seconds", "[report_gradescope]") {
  const nlohmann::json report = results_json(graded(), "after_published");
  CHECK(report["score"] == 2);
  CHECK(report["max_score"] == 5);
  // The hidden case's 250 ms are not counted: a total is a time a program could spell a puzzle in.
  CHECK(report["execution_time"] == 0.5);
  REQUIRE(report["tests"].size() == 2);
  // Unless its file lets its details through: then its time too.
  CHECK(results_json(graded(), "after_published", lesson_file(HiddenDetails::AfterPublished))["execution_time"] ==
        0.75);
}

TEST_CASE("each case is a Gradescope test with its status, points and reason", "[report_gradescope]") {
  // The hidden case's reason shows because its file lets it; the next test has the default.
  const nlohmann::json tests = results_json(graded(), "after_published",
                                            lesson_file(HiddenDetails::AfterPublished))["tests"];
  CHECK(tests[0] == nlohmann::json{{"name", "cases/lesson.yaml: easy"},
                                   {"score", 2},
                                   {"max_score", 2},
                                   {"status", "passed"},
                                   {"output", "**AC** (accepted)\n"},
                                   {"visibility", "visible"}});
  CHECK(tests[1]["status"] == "failed");
  CHECK(tests[1]["score"] == 0);
  CHECK(tests[1]["output"] == "**WA** (wrong answer): row 4: digit 7 appears twice\n\nhint: check the boxes\n");
}

TEST_CASE("a hidden case shows its number and verdict only, whatever its visibility, unless its file says otherwise",
          "[report_gradescope]") {
  GradeResult grade = graded();
  CaseResult& secret = grade.files[0].cases[1];
  secret.details = "stderr:\n907050020400200000310080400500001002029400006100900000040002000008500600005000083\n";
  secret.picture = GridPicture{{{9, 0}, {0, 0}}, {{9, 1}, {2, 0}}, {{0, 1}}};
  CaseResult quiet_pass = secret;
  quiet_pass.name = "secret passed";
  quiet_pass.verdict = Verdict::AC;
  quiet_pass.reason = "planted-ac-reason";
  quiet_pass.hint.clear();
  quiet_pass.details.clear();
  quiet_pass.points = quiet_pass.max_points;
  grade.files[0].cases.push_back(quiet_pass);
  const std::string full = "**WA** (wrong answer): row 4: digit 7 appears twice\n\nhint: check the boxes\n\n"
                           "```text\nstderr:\n907050020400200000310080400500001002029400006100900000040002000008500600"
                           "005000083\n```\n";
  struct Row {
    HiddenDetails file_says;
    const char* visibility;
    bool full;
  };
  const Row rows[] = {
      {HiddenDetails::Never, "after_published", false},         {HiddenDetails::Never, "hidden", false},
      {HiddenDetails::Never, "after_due_date", false},          {HiddenDetails::Never, "visible", false},
      {HiddenDetails::AfterPublished, "after_published", true}, {HiddenDetails::AfterPublished, "hidden", true},
      {HiddenDetails::AfterPublished, "after_due_date", false}, {HiddenDetails::AfterPublished, "visible", false},
  };
  for (const Row& row : rows) {
    CAPTURE(row.file_says == HiddenDetails::AfterPublished, row.visibility);
    const nlohmann::json report = results_json(grade, row.visibility, lesson_file(row.file_says));
    const nlohmann::json& test = report["tests"][1];
    // Its name with the rest: a student sees it only when its details are published.
    CHECK(test["name"] == (row.full ? "cases/lesson.yaml: secret" : "cases/lesson.yaml: hidden case 1"));
    CHECK(test["status"] == "failed");
    CHECK(test["score"] == 0);
    CHECK(test["max_score"] == 3);
    CHECK(test["visibility"] == row.visibility);
    CHECK(test["output"] == (row.full ? full : "**WA** (wrong answer): a hidden case (its reason is not shown)\n"));
    CHECK(report["tests"][2]["output"] ==
          (row.full ? "**AC** (accepted): planted-ac-reason\n" : "**AC** (accepted)\n"));
    // The visible case is as it was.
    CHECK(report["tests"][0]["output"] == "**AC** (accepted)\n");
  }
  // Graded from files the report was not told of: nothing lets the details through.
  CHECK(results_json(grade, "after_published", {})["tests"][1]["output"] ==
        "**WA** (wrong answer): a hidden case (its reason is not shown)\n");
}

TEST_CASE("hidden cases get the configured Gradescope visibility", "[report_gradescope]") {
  CHECK(results_json(graded(), "after_published")["tests"][1]["visibility"] == "after_published");
  CHECK(results_json(graded(), "hidden")["tests"][1]["visibility"] == "hidden");
  CHECK(results_json(graded(), "hidden")["tests"][0]["visibility"] == "visible");
  CHECK(is_gradescope_visibility("after_due_date"));
  CHECK_FALSE(is_gradescope_visibility("later"));
}

TEST_CASE("Gradescope shows the program's text as escapes, as the console does", "[report_gradescope]") {
  GradeResult grade = graded();
  grade.files[0].cases[1].reason = hostile::text();
  grade.files[0].cases[1].details = hostile::text();
  const std::string output = results_json(grade, "hidden",
                                          lesson_file(HiddenDetails::AfterPublished))["tests"][1]["output"];
  CHECK_THAT(output, Catch::Contains("forged"));  // the text is there, made harmless
  CHECK(hostile::first_raw_control(output) == std::string::npos);
  CHECK(hostile::unseen(output).empty());
}

TEST_CASE("Gradescope's top-level output names the sandbox when it is known", "[report_gradescope]") {
  GradeResult grade = graded();
  CHECK(results_json(grade, "hidden").count("output") == 0);
  grade.sandbox = "off: no box (trusted code only)";
  CHECK(results_json(grade, "hidden")["output"] == "sandbox: off: no box (trusted code only)\n");
}

TEST_CASE("Gradescope's top-level output says each note under the sandbox", "[report_gradescope]") {
  GradeResult grade = graded();
  grade.sandbox = "off: no box (trusted code only)";
  grade.notes = {"graded the C++ files: the other sources define no entry"};
  CHECK(results_json(grade, "hidden")["output"] ==
        "sandbox: off: no box (trusted code only)\nnote: graded the C++ files: the other sources define no entry\n");
}

TEST_CASE("Gradescope's outputs are Markdown, a grid in a code block that keeps its columns", "[report_gradescope]") {
  GradeResult grade = graded();
  grade.files[0].cases[1].details = "+-------+\n| 1 . 3 |\n+-------+\n";
  grade.files[0].cases[1].reason = "first line '![x](http://127.0.0.1/x.png)' is not True";
  const nlohmann::json report = results_json(grade, "hidden", lesson_file(HiddenDetails::AfterPublished));
  CHECK(report["output_format"] == "md");
  CHECK(report["test_output_format"] == "md");
  CHECK(report["tests"][1]["output"] ==
        "**WA** (wrong answer): first line '\\!\\[x\\](http://127.0.0.1/x.png)' is not True\n\n"
        "hint: check the boxes\n\n"
        "```text\n+-------+\n| 1 . 3 |\n+-------+\n```\n");
}

TEST_CASE("a compile error is in Gradescope's top-level output once, and each test says it was not run",
          "[report_gradescope]") {
  GradeResult grade = graded();
  grade.sandbox = "off: no box (trusted code only)";
  grade.build_failure = Judgement{Verdict::CE, "the submission does not compile:", "",
                                  "a.cpp:1:5: error: expected ';'\n"};
  for (auto& c : grade.files[0].cases) {
    c.verdict = Verdict::CE;
    c.reason = "not run: the submission does not compile";
    c.hint.clear();
    c.points = 0;
  }
  const nlohmann::json report = results_json(grade, "hidden");
  CHECK(report["output"] == "sandbox: off: no box (trusted code only)\n\n"
                            "**CE** (compilation error): the submission does not compile:\n\n"
                            "```text\na.cpp:1:5: error: expected ';'\n```\n");
  CHECK(report["tests"][0]["output"] == "**CE** (compilation error): not run: the submission does not compile\n");
  CHECK(report["score"] == 0);
}

TEST_CASE("a Gradescope test shows the time with the limit it ran under and how the limit was made",
          "[report_gradescope]") {
  GradeResult grade = graded();
  CaseResult& easy = grade.files.at(0).cases.at(0);
  easy.time = std::chrono::milliseconds(5658);
  easy.limit = std::chrono::milliseconds(8000);
  easy.limit_basis = "2 s (Racket gets 4x)";
  CaseResult& secret = grade.files.at(0).cases.at(1);
  secret.limit = std::chrono::milliseconds(1000);
  const nlohmann::json tests = results_json(grade, "after_published")["tests"];
  CHECK(tests[0]["output"] == "**AC** (accepted)\n\ntime: 5,658 ms, limit 2 s (Racket gets 4x)\n");
  // A hidden case shown to students by its verdict alone: no time either.
  CHECK(tests[1]["output"].get<std::string>().find("time:") == std::string::npos);
  // Shown in full when its file says so, its time with it.
  const nlohmann::json open = results_json(grade, "after_published",
                                           lesson_file(HiddenDetails::AfterPublished))["tests"];
  CHECK_THAT(open[1]["output"].get<std::string>(), Catch::EndsWith("\ntime: 250 ms, limit 1 s\n"));
}

TEST_CASE("a hint's code spans reach Gradescope as Markdown code, escaped neither literally nor twice",
          "[report_gradescope]") {
  GradeResult grade = graded();
  CaseResult& c = grade.files[0].cases[1];
  c.visibility = Visibility::Visible;
  c.hint = "it takes the grid by value: take it by reference (`&`), as in `bool solve(int (&grid)[9][9])`";
  const nlohmann::json tests = results_json(grade, "after_published")["tests"];
  CHECK(tests[1]["output"] ==
        "**WA** (wrong answer): row 4: digit 7 appears twice\n\nhint: it takes the grid by value: "
        "take it by reference (`&`), as in `bool solve(int (&grid)[9][9])`\n");
  // A build failure's hint, above the tests, the same way; hostile text in a span stays code.
  grade.build_failure = Judgement{Verdict::CE, "does not compile", "remove `static` <img src=x>`<script>`", ""};
  const nlohmann::json report = results_json(grade, "after_published");
  CHECK_THAT(report["output"].get<std::string>(), Catch::Contains("hint: remove `static` \\<img src=x\\>`<script>`\n"));
}
