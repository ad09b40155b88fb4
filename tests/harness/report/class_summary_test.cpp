#include <catch2/catch.hpp>

#include "report/class_summary.h"

using namespace harness;

namespace {

CaseResult case_result(const std::string& name, Verdict verdict, int max_points = 1) {
  CaseResult c;
  c.name = name;
  c.verdict = verdict;
  c.max_points = max_points;
  c.points = verdict == Verdict::AC ? max_points : 0;
  return c;
}

// A student's result over one file "cases/a.yaml" of the cases easy, hard, secret.
ClassMember member(const std::string& student, Verdict easy, Verdict hard, Verdict secret) {
  ClassMember m{student, {}};
  m.result.files.push_back({"/course/cases/a.yaml",
                            "A",
                            {case_result("easy", easy), case_result("hard", hard), case_result("secret", secret, 2)}});
  m.result.files[0].cases[2].visibility = Visibility::Hidden;
  return m;
}

std::size_t index_of(Verdict v) {
  return static_cast<std::size_t>(std::find(std::begin(kVerdicts), std::end(kVerdicts), v) - std::begin(kVerdicts));
}

}  // namespace

TEST_CASE("a score is the share of points, or of cases accepted when no case has points", "[report_class_summary]") {
  GradeResult points = member("a", Verdict::AC, Verdict::WA, Verdict::AC).result;  // 3 of 4 points
  CHECK(score_percent(points) == Approx(75));
  GradeResult no_points = points;
  for (auto& c : no_points.files[0].cases) c.points = c.max_points = 0;  // 2 of 3 cases
  CHECK(score_percent(no_points) == Approx(200.0 / 3));
  CHECK(score_percent(GradeResult{}) == 0);
}

TEST_CASE("a score's band is its tens, and 100% is a band of its own", "[report_class_summary]") {
  const std::pair<double, int> rows[] = {{0, 0},  {9.99, 0}, {10, 1},   {55, 5}, {89.9, 8},
                                         {90, 9}, {99.9, 9}, {100, 10}, {-1, 0}, {120, 10}};
  for (const auto& [percent, band] : rows) {
    CAPTURE(percent);
    CHECK(score_band(percent) == band);
  }
}

TEST_CASE("case files are shown relative to the folder they share", "[report_class_summary]") {
  using Paths = std::vector<std::string>;
  const std::pair<Paths, Paths> rows[] = {
      {{"/c/a.yaml", "/c/x/b.yaml"}, {"a.yaml", "x/b.yaml"}},
      {{"/c/cases/lesson.yaml"}, {"lesson.yaml"}},
      {{"/a/x.yaml", "/b/y.yaml"}, {"a/x.yaml", "b/y.yaml"}},
      {{"a.yaml", "b.yaml"}, {"a.yaml", "b.yaml"}},
      {{}, {}},
  };
  for (const auto& [paths, shown] : rows) {
    CAPTURE(paths);
    CHECK(shared_folder_relative(paths) == shown);
  }
}

TEST_CASE("a class summary counts bands, verdicts and each case's pass rate, worst case first",
          "[report_class_summary]") {
  const std::vector<ClassMember> members = {
      member("ann", Verdict::AC, Verdict::AC, Verdict::AC),   // 4/4 = 100%
      member("bob", Verdict::AC, Verdict::WA, Verdict::AC),   // 3/4 = 75%
      member("cy", Verdict::AC, Verdict::TLE, Verdict::WA),   // 1/4 = 25%
      member("dee", Verdict::WA, Verdict::WA, Verdict::RTE),  // 0/4 = 0%
  };
  const ClassSummary s = summarize_class(members);
  CHECK(s.students == 4);
  CHECK(s.fully_accepted == 1);
  CHECK(s.mean_percent == Approx(50));
  CHECK(s.median_percent == Approx(50));
  std::array<int, kScoreBands> bands{};
  bands[0] = bands[2] = bands[7] = bands[10] = 1;
  CHECK(s.bands == bands);
  CHECK(s.verdicts[index_of(Verdict::AC)] == 6);
  CHECK(s.verdicts[index_of(Verdict::WA)] == 4);
  CHECK(s.verdicts[index_of(Verdict::TLE)] == 1);
  CHECK(s.verdicts[index_of(Verdict::RTE)] == 1);

  // hard 1/4, then secret 2/4, then easy 3/4.
  REQUIRE(s.cases.size() == 3);
  CHECK(s.cases[0].name == "hard");
  CHECK(s.cases[0].passed == 1);
  CHECK(s.cases[0].graded == 4);
  CHECK(s.cases[0].verdicts[index_of(Verdict::WA)] == 2);
  CHECK(s.cases[0].verdicts[index_of(Verdict::TLE)] == 1);
  CHECK(s.cases[1].name == "secret");
  CHECK(s.cases[1].visibility == Visibility::Hidden);
  CHECK(s.cases[2].name == "easy");
  CHECK(s.cases[2].passed == 3);
  CHECK(s.cases[2].file == "/course/cases/a.yaml");
  CHECK(s.cases[2].file_shown == "a.yaml");
}

namespace {

// A standing as the class record makes it (class/standings.h): `total` counts, `raw` is the autograder's.
Standing standing(const std::string& student, double raw, double total, int max = 4) {
  Standing s;
  s.student = student;
  s.has_report = true;
  s.raw = raw;
  s.total = total;
  s.max = max;
  return s;
}

}  // namespace

TEST_CASE("a student's score is the total that counts, the autograder's only without one", "[report_class_summary]") {
  const GradeResult all = member("a", Verdict::AC, Verdict::AC, Verdict::AC).result;   // 4 of 4 points
  const GradeResult none = member("b", Verdict::WA, Verdict::WA, Verdict::WA).result;  // 0 of 4
  GradeResult no_points = none;
  for (auto& c : no_points.files[0].cases) c.max_points = 0;
  no_points.files[0].cases[0].verdict = Verdict::AC;  // 1 of 3 cases accepted
  const Standing late = standing("a", 4, 3.2), overridden = standing("b", 0, 2), no_record = standing("c", 0, 0, 0);
  struct Row {
    const char* what;
    const GradeResult& result;
    const Standing* standing;
    double percent;
  };
  const Row rows[] = {
      {"no class record: the autograder's", all, nullptr, 100},
      {"late: 20% off counts", all, &late, 80},
      {"overridden: the override counts", none, &overridden, 50},
      {"no points to count: cases accepted", no_points, &no_record, 100.0 / 3},
  };
  for (const Row& row : rows) {
    INFO(row.what);
    CHECK(counted_percent(row.result, row.standing) == Approx(row.percent));
  }
}

TEST_CASE("with standings, the histogram, mean and median are of the totals that count", "[report_class_summary]") {
  const std::vector<ClassMember> members = {
      member("ann", Verdict::AC, Verdict::AC, Verdict::AC),  // 4/4 on time
      member("eve", Verdict::AC, Verdict::AC, Verdict::AC),  // 4/4, late: 3.2 counts
      member("jon", Verdict::WA, Verdict::WA, Verdict::WA),  // 0/4, overridden to 2
  };
  Standing pat = standing("pat", 0, 0);  // on the roster, no submission: counted apart, as the dashboard says
  pat.has_report = false;
  const std::vector<Standing> standings = {standing("ann", 4, 4), standing("eve", 4, 3.2), standing("jon", 0, 2), pat};
  const ClassSummary raw = summarize_class(members), counted = summarize_class(members, standings);
  CHECK(raw.mean_percent == Approx(200.0 / 3));
  CHECK(raw.median_percent == Approx(100));
  CHECK(counted.students == 3);
  CHECK(counted.mean_percent == Approx(230.0 / 3));
  CHECK(counted.median_percent == Approx(80));
  std::array<int, kScoreBands> bands{};
  bands[5] = bands[8] = bands[10] = 1;
  CHECK(counted.bands == bands);
  CHECK(counted.fully_accepted == 2);  // the autograder's word on the cases
}

TEST_CASE("cases with the same pass rate keep the reports' order, and a case only some have counts those",
          "[report_class_summary]") {
  ClassMember one = member("ann", Verdict::WA, Verdict::WA, Verdict::AC);
  ClassMember two = member("bob", Verdict::WA, Verdict::WA, Verdict::AC);
  two.result.files[0].cases.push_back(case_result("extra", Verdict::AC));
  const ClassSummary s = summarize_class({one, two});
  REQUIRE(s.cases.size() == 4);
  CHECK(s.cases[0].name == "easy");
  CHECK(s.cases[1].name == "hard");
  CHECK(s.cases[2].name == "secret");
  CHECK(s.cases[3].name == "extra");
  CHECK(s.cases[3].graded == 1);
}

TEST_CASE("an empty class has a summary of zeros", "[report_class_summary]") {
  const ClassSummary s = summarize_class({});
  CHECK(s.students == 0);
  CHECK(s.mean_percent == 0);
  CHECK(s.median_percent == 0);
  CHECK(s.cases.empty());
}

TEST_CASE("what a class was graded with: the oldest and newest times, each harness and case-file version once",
          "[report_class_summary]") {
  ClassMember a = member("a", Verdict::AC, Verdict::AC, Verdict::AC), b = a, c = a, old = a;
  a.result.graded_at = "2026-12-02T13:45:07Z";
  b.result.graded_at = "2026-11-30T08:00:00Z";
  c.result.graded_at = "2026-12-01T10:00:00Z";
  a.result.harness_version = c.result.harness_version = "1.4.0";
  b.result.harness_version = "1.10.0";
  a.result.cases_fingerprint = b.result.cases_fingerprint = c.result.cases_fingerprint = "ff";
  c.result.files.push_back({"/course/cases/more/extra.yaml", "E", {}});
  const GradedWith with = graded_with({a, b, c, old});
  CHECK(with.first == "2026-11-30T08:00:00Z");
  CHECK(with.last == "2026-12-02T13:45:07Z");
  CHECK(with.undated == 1);
  CHECK(with.harness_versions == std::vector<std::string>{"1.10.0", "1.4.0"});
  CHECK(with.cases_fingerprints == std::vector<std::string>{"ff"});
  CHECK(with.case_files == std::vector<std::string>{"a.yaml", "more/extra.yaml"});
  // Whatever the order of the reports.
  const GradedWith reversed = graded_with({old, c, b, a});
  CHECK(reversed.first == with.first);
  CHECK(reversed.last == with.last);
  CHECK(reversed.harness_versions == with.harness_versions);

  const GradedWith none = graded_with({old});
  CHECK(none.first.empty());
  CHECK(none.last.empty());
  CHECK(none.undated == 1);
  CHECK(none.harness_versions.empty());
  CHECK(none.cases_fingerprints.empty());
}
