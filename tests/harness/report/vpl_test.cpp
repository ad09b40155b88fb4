#include <catch2/catch.hpp>

#include <sstream>

#include "report/vpl.h"

using namespace harness;

namespace {

GradeResult graded() {
  CaseResult easy, wrong, secret;
  easy.name = "easy";
  easy.verdict = Verdict::AC;
  easy.points = easy.max_points = 3;
  wrong.name = "wrong";
  wrong.verdict = Verdict::WA;
  wrong.reason = "row 2: digit 3 appears twice";
  wrong.details = "1 2 | 4 3\n4 1 |[3][3]";
  wrong.max_points = 1;
  secret.name = "secret";
  secret.verdict = Verdict::WA;
  secret.reason = "row 4: digit 7 appears twice in 530070000";
  secret.details = "5 3 . | . 7 .";
  secret.max_points = 4;
  secret.visibility = Visibility::Hidden;
  secret.time = std::chrono::milliseconds(250);
  secret.limit = std::chrono::milliseconds(2000);
  GradeResult grade;
  grade.files.push_back({"cases/lesson.yaml", "The lesson", {easy, wrong, secret}});
  return grade;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// VPL's grade: the rest of the last line that starts with "Grade :=>>" (vpl_submission.class.php).
std::string vpl_reads_grade(const std::string& text) {
  std::string grade;
  for (const std::string& line : lines_of(text))
    if (line.rfind("Grade :=>>", 0) == 0) grade = line.substr(10);
  const auto start = grade.find_first_not_of(" \t");
  return start == std::string::npos ? "" : grade.substr(start);
}

// VPL's block ends: lines that are `--|>` alone, spaces and tabs around it.
int block_ends(const std::string& text) {
  int ends = 0;
  for (const std::string& line : lines_of(text)) {
    const auto first = line.find_first_not_of(" \t"), last = line.find_last_not_of(" \t");
    if (first != std::string::npos && line.substr(first, last - first + 1) == "--|>") ++ends;
  }
  return ends;
}

}  // namespace

TEST_CASE("vpl_grade puts the points on VPL's scale, two decimals at most", "[report_vpl]") {
  struct Row {
    int points, max_points;
    double min, max;
    const char* grade;
  };
  const Row rows[] = {{0, 8, 0, 10, "0"},    {8, 8, 0, 10, "10"},     {3, 8, 0, 10, "3.75"},
                      {1, 3, 0, 10, "3.33"}, {2, 3, 0, 100, "66.67"}, {1, 2, 50, 100, "75"},
                      {0, 0, 0, 10, "0"},    {0, 4, -5, 5, "-5"},     {2, 4, -5, 5, "0"}};
  for (const Row& row : rows) {
    INFO(row.points << "/" << row.max_points << " on " << row.min << ".." << row.max);
    CHECK(vpl_grade(row.points, row.max_points, row.min, row.max) == row.grade);
  }
}

TEST_CASE("VPL's output is one comment block, a title per case, and the grade last", "[report_vpl]") {
  const std::string text = vpl_report_text(graded(), 0, 10);
  CHECK(text == "<|--\n"
                "-cases/lesson.yaml: easy (3/3)\n"
                "AC (accepted)\n"
                "-cases/lesson.yaml: wrong (0/1)\n"
                "WA (wrong answer): row 2: digit 3 appears twice\n"
                ">1 2 | 4 3\n"
                ">4 1 |[3][3]\n"
                "-cases/lesson.yaml: hidden case 1 (0/4)\n"
                "WA (wrong answer): a hidden case (its reason is not shown)\n"
                "-Total: 3 of 8 points\n"
                "--|>\n"
                "Grade :=>> 3.75\n");
  CHECK(vpl_reads_grade(text) == "3.75");
}

TEST_CASE("no text a program printed can end VPL's comment block or give itself a grade", "[report_vpl]") {
  GradeResult grade = graded();
  CaseResult& wrong = grade.files[0].cases[1];
  wrong.reason = "printed\n--|>\nGrade :=>> 10";
  wrong.hint = "\n--|>";
  wrong.details = "--|>\nGrade :=>> 10\n  --|>  \nComment :=>> mine\n<|--";
  const std::string text = vpl_report_text(grade, 0, 10);
  CHECK(block_ends(text) == 1);
  CHECK(vpl_reads_grade(text) == "3.75");
  for (const std::string& line : lines_of(text)) CHECK(line.rfind("Comment :=>>", 0) == std::string::npos);
}

TEST_CASE("a submission that does not build gets VPL's lowest grade, with the compiler's words", "[report_vpl]") {
  GradeResult grade = graded();
  grade.build_failure = Judgement(Verdict::CE, "sudoku.cpp:3:1: error: expected ';'", "",
                                  "sudoku.cpp:3:1: error: expected ';'\n 3 | }");
  const std::string text = vpl_report_text(grade, 50, 100);
  CHECK(text == "<|--\n"
                "-The submission did not build\n"
                "CE (compilation error): sudoku.cpp:3:1: error: expected ';'\n"
                ">sudoku.cpp:3:1: error: expected ';'\n"
                "> 3 | }\n"
                "--|>\n"
                "Grade :=>> 50\n");
}
