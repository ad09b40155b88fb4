// overrides.yaml read and checked against the class: every mistake is a
// one-line error at its place.
#include "class/overrides.h"

#include <catch2/catch.hpp>

#include "base/error.h"

using namespace harness;

namespace {

std::vector<CaseFile> files() {
  CaseFile lesson;
  lesson.path = "/course/cases/lesson.yaml";
  Case easy, hard;
  easy.name = "easy";
  easy.points = 2;
  hard.name = "hard";
  hard.points = 3;
  lesson.cases = {easy, hard};
  CaseFile extra = lesson;
  extra.path = "/course/cases/extra.yaml";
  extra.cases = {hard};
  return {lesson, extra};
}

}  // namespace

TEST_CASE("overrides of a case and of a total are read with their comment, author and place", "[overrides]") {
  auto overrides = parse_overrides(
      "- student: bob\n  case: easy\n  points: 1.5\n  comment: checked by hand\n  author: ann\n"
      "- student: carol\n  total: 20\n  comment: \"regrade request #4\"\n  author: ann\n"
      "  note: asked twice; keep an eye on it\n",
      "o.yaml");
  REQUIRE(overrides.size() == 2);
  CHECK(overrides[0].student == "bob");
  CHECK(overrides[0].case_name == "easy");
  CHECK(overrides[0].points == 1.5);
  CHECK(overrides[0].where == "o.yaml:1:3");
  CHECK(overrides[1].case_name.empty());
  CHECK(overrides[1].points == 20);
  CHECK(overrides[1].comment == "regrade request #4");
  CHECK(overrides[0].note.empty());
  CHECK(overrides[1].note == "asked twice; keep an eye on it");
  check_overrides(overrides, {"bob", "carol"}, files());
  CHECK(overrides[0].file == "/course/cases/lesson.yaml");
  CHECK(parse_overrides("", "o.yaml").empty());
}

TEST_CASE("a malformed override is an error at its line and column", "[overrides]") {
  struct Row {
    const char* yaml;
    const char* error;
  };
  const Row rows[] = {
      {"student: bob\n", "o.yaml:1:1: expected a list of overrides"},
      {"- student: bob\n  case: easy\n  points: 1\n  coment: x\n  author: a\n",
       "o.yaml:4:3: unknown key 'coment' (did you mean 'comment'?)"},
      {"- student: bob\n  case: easy\n  points: 1\n  author: a\n", "o.yaml:1:3: this override has no 'comment'"},
      {"- student: bob\n  case: easy\n  comment: c\n  author: a\n",
       "o.yaml:1:3: this override of a case has no 'points'"},
      {"- student: bob\n  case: easy\n  points: many\n  comment: c\n  author: a\n",
       "o.yaml:3:11: 'points' must be a number of points, 0 or more"},
      {"- student: bob\n  total: -3\n  comment: c\n  author: a\n",
       "o.yaml:2:10: 'total' must be a number of points, 0 or more"},
      {"- student: bob\n  case: easy\n  total: 3\n  points: 1\n  comment: c\n  author: a\n",
       "o.yaml:1:3: an override is of a case or of the total, not both"},
      {"- student: bob\n  comment: c\n  author: a\n", "o.yaml:1:3: this override has neither 'case'"},
      {"- student: [bob]\n  total: 1\n  comment: c\n  author: a\n", "o.yaml:1:12: 'student' must be some text"},
      {"- student: bob\n  total: 1\n  comment: c\n  author: a\n- [", "o.yaml:5:"},
      {"- student: bob\n  total: 1\n  comment: c\n  author: a\n  note: [x, y]\n",
       "o.yaml:5:9: 'note' must be some text"},
      {"- student: bob\n  total: 1\n  comment: c\n  author: a\n  notes: x\n",
       "o.yaml:5:3: unknown key 'notes' (did you mean 'note'?)"},
  };
  for (const Row& row : rows) {
    INFO(row.yaml);
    CHECK_THROWS_WITH(parse_overrides(row.yaml, "o.yaml"), Catch::StartsWith(row.error));
  }
}

TEST_CASE("an override must name a student and a case of the class, within the case's points", "[overrides]") {
  struct Row {
    const char* yaml;
    const char* error;
  };
  const Row rows[] = {
      {"- student: bbo\n  total: 1\n  comment: c\n  author: a\n",
       "o.yaml:1:3: no student 'bbo' in the class or roster (did you mean 'bob'?)"},
      {"- student: bob\n  case: esay\n  points: 1\n  comment: c\n  author: a\n",
       "o.yaml:1:3: no case 'esay' in the case files (did you mean 'easy'?)"},
      {"- student: bob\n  case: hard\n  points: 1\n  comment: c\n  author: a\n",
       "o.yaml:1:3: case 'hard' is in /course/cases/lesson.yaml and /course/cases/extra.yaml: write it 'FILE: NAME'"},
      {"- student: bob\n  case: easy\n  points: 3\n  comment: c\n  author: a\n",
       "o.yaml:1:3: case 'easy' is worth 2 points, not 3"},
  };
  for (const Row& row : rows) {
    INFO(row.yaml);
    auto overrides = parse_overrides(row.yaml, "o.yaml");
    CHECK_THROWS_WITH(check_overrides(overrides, {"bob", "carol"}, files()), row.error);
  }
  auto qualified = parse_overrides(
      "- student: bob\n  case: \"extra.yaml: hard\"\n  points: 3\n  comment: c\n  author: a\n", "o.yaml");
  check_overrides(qualified, {"bob"}, files());
  CHECK(qualified[0].file == "/course/cases/extra.yaml");
  CHECK(qualified[0].case_name == "hard");
}
