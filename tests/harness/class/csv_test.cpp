// CSV as spreadsheets and LMSs write it: the delimiter from the header, a BOM
// dropped, any line ending, quotes as RFC 4180 has them; and what we write.
#include "class/csv.h"

#include <catch2/catch.hpp>

#include "base/error.h"

using namespace harness;

using Rows = std::vector<std::vector<std::string>>;

TEST_CASE("the delimiter is the one the header line has most of, outside quotes", "[csv]") {
  struct Row {
    const char* text;
    char delimiter;
  };
  const Row rows[] = {
      {"folder,name,email\n", ','},
      {"folder;name;email\r\n", ';'},
      {"folder\tname\temail\n", '\t'},
      {"\xEF\xBB\xBF"
       "folder;name\n",
       ';'},
      {"\"Name, first\";\"Name, last\";email\n", ';'},  // commas inside quotes are text
      {"\"a \"\",\"\" b\";c\n", ';'},                   // and so are the ones after a doubled quote
      {"folder;name\nann,Ann,x,y,z\n", ';'},            // only the header line counts
      {"Name, first;email\n", ','},                     // a tie: a comma
      {"folder\n", ','},
      {"", ','},
  };
  for (const Row& row : rows) {
    INFO(row.text);
    CHECK(csv_delimiter(row.text) == row.delimiter);
  }
}

TEST_CASE("CSV reads as Excel, Canvas, Moodle and GitHub Classroom write it", "[csv]") {
  struct Row {
    const char* text;
    Rows rows;
  };
  const Row rows[] = {
      {"a,b\n1,2\n", {{"a", "b"}, {"1", "2"}}},
      {"a,b\n1,2", {{"a", "b"}, {"1", "2"}}},  // no line end after the last line
      {"\xEF\xBB\xBF"
       "id,name\r\ns1,Ann\r\n",
       {{"id", "name"}, {"s1", "Ann"}}},
      {"id;name\r\ns1;Lee, Ann\r\n;\r\n", {{"id", "name"}, {"s1", "Lee, Ann"}, {"", ""}}},
      {"id\tname\ns1\tAnn\n", {{"id", "name"}, {"s1", "Ann"}}},
      {"a,b\r1,2\r", {{"a", "b"}, {"1", "2"}}},  // old Mac Excel: CR alone ends a line
      {"a\n\nb\n", {{"a"}, {""}, {"b"}}},
      {"\"a\",\"\"\n", {{"a", ""}}},
      {"n\n\"Lee, \"\"Bo\"\"\r\nAnn\"\n", {{"n"}, {"Lee, \"Bo\"\r\nAnn"}}},
      {"n,m\nAnn \"Bo\" Lee,x\n", {{"n", "m"}, {"Ann \"Bo\" Lee", "x"}}},  // a quote inside a field is text
      {"n,m\n\"Ann\" Lee,x\n", {{"n", "m"}, {"Ann Lee", "x"}}},
      {"", {}},
  };
  for (const Row& row : rows) {
    INFO(row.text);
    CHECK(parse_csv(row.text, "r.csv") == row.rows);
  }
}

TEST_CASE("a CSV row knows its line, and an error its line and column", "[csv]") {
  const auto rows = parse_csv_rows("a,b\n\"x\ny\",1\n\nz,2\r\n", "r.csv");
  REQUIRE(rows.size() == 4);
  CHECK(rows[1].line == 2);
  CHECK(rows[2].line == 4);
  CHECK(rows[3].line == 5);
  CHECK(rows[3].fields == std::vector<std::string>{"z", "2"});
  CHECK_THROWS_WITH(parse_csv("a,b\n1,\"2\n3\n", "r.csv"), "r.csv:2:3: a quoted field is never closed");
  CHECK_THROWS_WITH(parse_csv("\xEF\xBB\xBF\"a", "r.csv"), "r.csv:1:1: a quoted field is never closed");
  CHECK_THROWS_WITH(parse_csv(std::string("\xFF\xFEi\0d\0", 6), "r.csv"),
                    "r.csv: UTF-16 text (Excel's \"Unicode Text\"): save it as \"CSV UTF-8\" instead");
}

TEST_CASE("what we write reads back the same, safe from spreadsheet formulas", "[csv]") {
  const std::vector<std::string> fields = {"Lee, Ann", "say \"hi\"", "=SUM(A1)", "a;b", ""};
  const std::string line = csv_line(fields);
  CHECK(line == "\"Lee, Ann\",\"say \"\"hi\"\"\",'=SUM(A1),a;b,\n");
  CHECK(parse_csv("h1,h2,h3,h4,h5\n" + line, "w.csv")[1] ==
        std::vector<std::string>{"Lee, Ann", "say \"hi\"", "'=SUM(A1)", "a;b", ""});
}
