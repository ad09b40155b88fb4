// A roster read by its headers: ours, GitHub Classroom's, Canvas's, or a
// mapping given; every error names the file and line.
#include "class/roster.h"

#include <catch2/catch.hpp>

#include "base/error.h"

using namespace harness;

TEST_CASE("a roster's columns are found by their usual headers, whatever their case and order", "[roster]") {
  const Roster ours = parse_roster("Email,Name,ID,Folder\nann@u.edu,Ann Lee,s1,ann\n\nbob@u.edu,\"Bo, Bob\",s2,bob\n",
                                   "roster.csv", {});
  REQUIRE(ours.students.size() == 2);
  CHECK(ours.students[0].folder == "ann");
  CHECK(ours.students[0].id == "s1");
  CHECK(ours.students[0].email == "ann@u.edu");
  CHECK(ours.students[1].name == "Bo, Bob");
  CHECK(ours.students[1].line == 4);
  CHECK(ours.students[1].fields.at("Email") == "bob@u.edu");

  // GitHub Classroom's roster export.
  const Roster classroom = parse_roster(
      "\"identifier\",\"github_username\",\"github_id\",\"name\"\n\"s7\",\"zoe-h\",\"99\",\"Zoe H\"\n",
      "classroom_roster.csv", {});
  CHECK(classroom.students[0].folder == "zoe-h");
  CHECK(classroom.students[0].id == "s7");
}

TEST_CASE("a roster's columns can be named with --roster-columns", "[roster]") {
  const std::string canvas = "Student,ID,SIS User ID,SIS Login ID,Section\nLee, Ann,101,s1,ann,A\n";
  CHECK_THROWS_WITH(parse_roster(canvas, "canvas.csv", {}),
                    "canvas.csv:1: no folder column: name one 'folder' (or github_username, username, login), or "
                    "say which with --roster-columns folder=HEADER");
  const Roster roster = parse_roster("Student,ID,SIS User ID,SIS Login ID,Section\n\"Lee, Ann\",101,s1,ann,A\n",
                                     "canvas.csv", parse_roster_columns("folder=SIS Login ID,id=SIS User ID"));
  CHECK(roster.students[0].folder == "ann");
  CHECK(roster.students[0].id == "s1");
  CHECK(roster.students[0].name == "Lee, Ann");
  CHECK(roster.students[0].fields.at("ID") == "101");
  CHECK_THROWS_WITH(parse_roster(canvas, "canvas.csv", parse_roster_columns("folder=Login")),
                    "canvas.csv:1: no column 'Login' for folder (--roster-columns)");
  for (const char* bad : {"folder", "house=x", "folder=", ""}) {
    INFO(bad);
    CHECK_THROWS_WITH(parse_roster_columns(bad), Catch::Contains("expected ROLE=HEADER"));
  }
}

TEST_CASE("a roster without a folder for someone, a folder twice, or no one is an error at its line", "[roster]") {
  CHECK_THROWS_WITH(parse_roster("folder,name\nann,Ann\n,Bob\n", "r.csv", {}),
                    "r.csv:3: no folder for this student ('folder' is empty)");
  CHECK_THROWS_WITH(parse_roster("folder,name\nann,Ann\nbob,Bob\nann,Ann again\n", "r.csv", {}),
                    "r.csv:4: folder 'ann' is also on line 2");
  CHECK_THROWS_WITH(parse_roster("folder,name\n", "r.csv", {}), Catch::Contains("r.csv: the roster lists no student"));
  CHECK_THROWS_WITH(parse_roster("", "r.csv", {}), Catch::Contains("r.csv: the roster is empty"));
}
