// A roster read by its headers: ours, GitHub Classroom's, Canvas's, Moodle's,
// Excel's, or a mapping given; every error names the file and line.
#include "class/roster.h"

#include <catch2/catch.hpp>

#include "base/error.h"
#include "class/grade_sheet.h"
#include "class/lms_export.h"
#include "class/standings.h"
#include "file_text.h"

using namespace harness;

namespace {

std::string fixture(const std::string& name) {
  return text_of(std::string(SOURCE_DIR) + "/tests/fixtures/rosters/" + name);
}

// folder, id, name, email: what a roster student is to the record.
using Who = std::vector<std::string>;
std::vector<Who> who(const Roster& roster) {
  std::vector<Who> out;
  for (const auto& s : roster.students) out.push_back({s.folder, s.id, s.name, s.email});
  return out;
}

}  // namespace

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
}

TEST_CASE("each LMS's and spreadsheet's roster export reads as the class, as the file is", "[roster]") {
  struct Row {
    const char* file;
    std::vector<Who> students;
  };
  const Row rows[] = {
      // Points Possible and the Student View student are no students; the id is the SIS User ID, not Canvas's own.
      {"canvas_gradebook.csv",
       {{"alice", "s1001", "Adams, Alice", ""},
        {"dave", "s1002", "Diaz, Dave", ""},
        {"pat", "s1003", "Park, Pat", ""}}},
      // s1004 has not linked a GitHub account: on the roster, no folder.
      {"classroom_roster.csv",
       {{"alice", "s1001", "Alice Adams", ""},
        {"dave", "s1002", "Dave Diaz", ""},
        {"pat", "s1003", "Pat Park", ""},
        {"", "s1004", "", ""}}},
      {"moodle_participants.csv",
       {{"alice", "s1001", "Alice Adams", "alice@example.edu"},
        {"dave", "s1002", "Dave Diaz", "dave@example.edu"},
        {"pat", "s1003", "Pat Park", "pat@example.edu"}}},
      {"excel_utf8.csv",
       {{"alice", "s1001", "Alice Adams", "alice@example.edu"},
        {"dave", "s1002", "Dave Diaz", "dave@example.edu"},
        {"pat", "s1003", "Pat Park", "pat@example.edu"}}},
      {"excel_semicolon.csv",
       {{"alice", "s1001", "Adams, Alice", "alice@example.edu"},
        {"dave", "s1002", "Diaz, Dave", "dave@example.edu"},
        {"pat", "s1003", "Park, Pat", "pat@example.edu"}}},
  };
  for (const Row& row : rows) {
    INFO(row.file);
    const Roster roster = parse_roster(fixture(row.file), row.file, {});
    CHECK(who(roster) == row.students);
    CHECK(roster.students[0].line == (std::string(row.file) == "canvas_gradebook.csv" ? 3 : 2));
  }
  // Canvas's own columns are kept for canvas.csv to give back.
  const Roster canvas = parse_roster(fixture("canvas_gradebook.csv"), "canvas_gradebook.csv", {});
  CHECK(canvas.students[0].fields.at("ID") == "101");
  CHECK(canvas.students[0].fields.at("Section") == "Section 1");
}

TEST_CASE("Canvas's rows that are no student are left out, in either of its name layouts", "[roster]") {
  const std::string canvas_rows = ",,,,,Manual Posting,\n"
                                  "    Points Possible,,,,,10.00,(read only)\n"
                                  "\"Lee, Ann\",101,s1,ann,A,,\n"
                                  "\"Student, Test\",102,,4f0c2a9e,A,,\n"
                                  ",,,,,,\n";
  const Roster roster = parse_roster(
      "Student,ID,SIS User ID,SIS Login ID,Section,Sudoku (7),Current Score\n" + canvas_rows, "c.csv", {});
  CHECK(who(roster) == std::vector<Who>{{"ann", "s1", "Lee, Ann", ""}});
  CHECK(roster.students[0].line == 4);
  const Roster last_first = parse_roster(
      "LastName,FirstName,ID,SIS User ID,SIS Login ID,Section\n    Points Possible,,,,,\nLee,Ann,101,s1,ann,A\n",
      "c.csv", {});
  CHECK(who(last_first) == std::vector<Who>{{"ann", "s1", "Ann Lee", ""}});
  // "Student, Test" is Canvas's only in Canvas's layout: elsewhere a student may be called that.
  CHECK(who(parse_roster("folder,name\ntest,\"Student, Test\"\n", "r.csv", {})) ==
        std::vector<Who>{{"test", "", "Student, Test", ""}});
}

TEST_CASE("a BOM before an id first column leaves the ids in the sheet and both exports", "[roster]") {
  ClassSettings settings;
  settings.roster = parse_roster(fixture("excel_utf8.csv"), "excel_utf8.csv", {});
  settings.lms_title = "Sudoku";
  const auto standings = standings_of({}, settings);
  const std::string sheet = grade_sheet_csv({}, standings, settings);
  const std::string canvas = canvas_csv(standings, settings);
  const std::string moodle = moodle_csv(standings, settings);
  for (const char* id : {"s1001", "s1002", "s1003"}) {
    INFO(id);
    CHECK_THAT(sheet, Catch::Contains(std::string(",") + id + ","));
    CHECK_THAT(canvas, Catch::Contains(std::string(",") + id + ","));
    CHECK_THAT(moodle, Catch::Contains(std::string("\n") + id + ","));
  }
}

TEST_CASE("a roster's columns can be named with --roster-columns", "[roster]") {
  const std::string sis = "Name,Number,Account\n\"Lee, Ann\",s1,ann\n";
  CHECK_THROWS_WITH(parse_roster(sis, "sis.csv", {}),
                    "sis.csv:1: no folder column: name one 'folder' (or github_username, username, login, SIS Login "
                    "ID), or say which with --roster-columns folder=HEADER");
  const Roster roster = parse_roster(sis, "sis.csv", parse_roster_columns("folder=Account,id=number"));
  CHECK(who(roster) == std::vector<Who>{{"ann", "s1", "Lee, Ann", ""}});
  CHECK(roster.students[0].fields.at("Number") == "s1");
  CHECK_THROWS_WITH(parse_roster(sis, "sis.csv", parse_roster_columns("folder=SIS Login ID")),
                    "sis.csv:1: no column 'SIS Login ID' for folder (--roster-columns)");
  // Moodle's participants with only the default identity field, the email: no folder until one is named.
  const std::string moodle = "\xEF\xBB\xBF\"First name\",\"Last name\",\"Email address\"\nAnn,Lee,ann@u.edu\n";
  CHECK_THROWS_WITH(parse_roster(moodle, "m.csv", {}), Catch::StartsWith("m.csv:1: no folder column"));
  CHECK(who(parse_roster(moodle, "m.csv", parse_roster_columns("folder=Email address"))) ==
        std::vector<Who>{{"ann@u.edu", "", "Ann Lee", "ann@u.edu"}});
  for (const char* bad : {"folder", "house=x", "folder=", ""}) {
    INFO(bad);
    CHECK_THROWS_WITH(parse_roster_columns(bad), Catch::Contains("expected ROLE=HEADER"));
  }
}

TEST_CASE("a row without a folder is a student not linked, and a folder twice or no one is an error at its line",
          "[roster]") {
  CHECK(who(parse_roster("folder,name\nann,Ann\n,Bob\n", "r.csv", {})) ==
        std::vector<Who>{{"ann", "", "Ann", ""}, {"", "", "Bob", ""}});
  CHECK(who(parse_roster("folder,id\n,s1\n,s2\n", "r.csv", {})) ==
        std::vector<Who>{{"", "s1", "", ""}, {"", "s2", "", ""}});
  CHECK_THROWS_WITH(parse_roster("folder,name\nann,Ann\nbob,Bob\nann,Ann again\n", "r.csv", {}),
                    "r.csv:4: folder 'ann' is also on line 2");
  // The line is the file's, past a name that holds a line break.
  CHECK_THROWS_WITH(parse_roster("folder,name\nann,\"Ann\nLee\"\nann,Ann\n", "r.csv", {}),
                    "r.csv:4: folder 'ann' is also on line 2");
  CHECK_THROWS_WITH(parse_roster("folder;name\r\nann;Ann\r\nbob;\"Bob\r\n", "r.csv", {}),
                    "r.csv:3:5: a quoted field is never closed");
  CHECK_THROWS_WITH(parse_roster("folder,name\n", "r.csv", {}), Catch::Contains("r.csv: the roster lists no student"));
  CHECK_THROWS_WITH(parse_roster("folder,name\n,\n , \n", "r.csv", {}),
                    Catch::Contains("r.csv: the roster lists no student"));
  CHECK_THROWS_WITH(parse_roster("", "r.csv", {}), Catch::Contains("r.csv: the roster is empty"));
}
