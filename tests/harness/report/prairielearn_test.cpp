#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "report/prairielearn.h"

using namespace harness;

namespace {

nlohmann::json results_json(const GradeResult& grade) {
  const std::string text = prairielearn_report_text(grade);
  REQUIRE_THAT(text, Catch::EndsWith("}\n"));
  return nlohmann::json::parse(text);
}

GridPicture left_grid() {
  GridPicture picture;
  picture.puzzle = {{1, 0, 0, 0}, {0, 0, 3, 0}, {0, 4, 0, 0}, {0, 0, 0, 2}};
  picture.grid = {{1, 2, 4, 3}, {4, 1, 3, 3}, {2, 4, 1, 1}, {3, 3, 4, 2}};
  picture.marks = {{1, 2}, {1, 3}};
  return picture;
}

GradeResult graded() {
  CaseResult easy, wrong, secret;
  easy.name = "easy";
  easy.verdict = Verdict::AC;
  easy.points = easy.max_points = 2;
  easy.time = std::chrono::milliseconds(500);
  easy.limit = std::chrono::milliseconds(2000);
  wrong.name = "wrong";
  wrong.verdict = Verdict::WA;
  wrong.reason = "row 2: digit 3 appears twice";
  wrong.details = "1 2 | 4 3\n4 1 |[3][3]";
  wrong.picture = left_grid();
  wrong.max_points = 1;
  secret.name = "secret";
  secret.verdict = Verdict::WA;
  secret.reason = "row 4: digit 7 appears twice in 530070000";
  secret.hint = "check the boxes";
  secret.details = "5 3 . | . 7 .";
  secret.picture = left_grid();
  secret.max_points = 3;
  secret.visibility = Visibility::Hidden;
  secret.time = std::chrono::milliseconds(250);
  secret.limit = std::chrono::milliseconds(2000);
  GradeResult grade;
  grade.sandbox = "full";
  grade.files.push_back({"cases/lesson.yaml", "The lesson", {easy, wrong, secret}});
  return grade;
}

}  // namespace

TEST_CASE("PrairieLearn's results.json has a score in [0, 1] and a test per case with its points",
          "[report_prairielearn]") {
  const nlohmann::json report = results_json(graded());
  CHECK(report.at("gradable") == true);
  CHECK(report.at("score").get<double>() == Approx(2.0 / 6.0));
  CHECK(report.at("message") == "sandbox: full\n2 of 6 points\n");
  const nlohmann::json& tests = report.at("tests");
  REQUIRE(tests.size() == 3);
  CHECK(tests[0].at("name") == "cases/lesson.yaml: easy");
  CHECK(tests[0].at("points") == 2);
  CHECK(tests[0].at("max_points") == 2);
  CHECK(tests[0].at("message") == "AC (accepted)");
  CHECK_THAT(tests[0].at("output").get<std::string>(), Catch::StartsWith("time: "));
  CHECK(tests[0].count("images") == 0);
  CHECK(tests[1].at("message") == "WA (wrong answer): row 2: digit 3 appears twice");
  CHECK(tests[1].at("output") == "1 2 | 4 3\n4 1 |[3][3]\n");
}

TEST_CASE("a failed case's grid is an SVG image in results.json", "[report_prairielearn]") {
  const nlohmann::json test = results_json(graded()).at("tests")[1];
  REQUIRE(test.at("images").size() == 1);
  CHECK_THAT(test.at("images")[0].at("label").get<std::string>(), Catch::StartsWith("the grid your program left"));
  CHECK_THAT(test.at("images")[0].at("url").get<std::string>(), Catch::StartsWith("data:image/svg+xml;base64,PHN2Zy"));
}

TEST_CASE("a hidden case in results.json shows its name, verdict and points, nothing more", "[report_prairielearn]") {
  const nlohmann::json test = results_json(graded()).at("tests")[2];
  CHECK(test == nlohmann::json{{"name", "cases/lesson.yaml: hidden case 1"},
                               {"points", 0},
                               {"max_points", 3},
                               {"message", "WA (wrong answer): a hidden case (its reason is not shown)"}});
  CHECK_THAT(prairielearn_report_text(graded()), !Catch::Contains("530070000") && !Catch::Contains("5 3 ."));
}

TEST_CASE("a submission that does not build is not gradable in results.json, the compiler's errors said",
          "[report_prairielearn]") {
  GradeResult grade = graded();
  grade.build_failure = Judgement(Verdict::CE, "sudoku.cpp:3:1: error: expected ';'", "",
                                  "sudoku.cpp:3:1: error: expected ';'\n\x1b[31m 3 | }\n");
  const nlohmann::json report = results_json(grade);
  CHECK(report.at("gradable") == false);
  CHECK(report.count("tests") == 0);
  CHECK(report.at("format_errors") ==
        nlohmann::json::array({"CE (compilation error): sudoku.cpp:3:1: error: expected ';'",
                               "sudoku.cpp:3:1: error: expected ';'\n\\x1b[31m 3 | }\n"}));
  CHECK_THAT(report.at("message").get<std::string>(), Catch::EndsWith("CE (compilation error): sudoku.cpp:3:1: error: "
                                                                      "expected ';'\n"));
}

TEST_CASE("a report with no points at stake scores 1 when all is accepted", "[report_prairielearn]") {
  GradeResult grade;
  CaseResult c;
  c.name = "free";
  c.verdict = Verdict::AC;
  grade.files.push_back({"cases/free.yaml", "", {c}});
  CHECK(results_json(grade).at("score") == 1.0);
  grade.files[0].cases[0].verdict = Verdict::WA;
  CHECK(results_json(grade).at("score") == 0.0);
}
