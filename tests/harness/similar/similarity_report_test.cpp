// The similarity pages: a student's name and code are data (a name or a
// file holding markup reaches the reader as text), each match is marked on
// both sides, the caution is on every page, and a rerun removes the pages of
// pairs no longer listed.
#include "similar/similarity_report.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "file_text.h"
#include "temp_dir.h"

using namespace harness;
namespace fs = std::filesystem;

namespace {

const char* kCode = "int solve(int* grid) {\n  for (int i = 0; i < 81; ++i) if (grid[i] == 0) return i;\n"
                    "  return -1; // </pre><script>alert(1)</script>\n}\n";

ClassSimilarity hostile_class() {
  std::vector<StudentSources> students = {
      {"<img src=x onerror=alert(1)>", {ComparedFile{"a.cpp", kCode, Language::Cpp}}},
      {"bob", {ComparedFile{"b&c.cpp", std::string("// mine\n") + kCode, Language::Cpp}}},
  };
  SimilaritySettings settings;
  settings.min_match = 8;
  return class_similarity(students, {}, settings);
}

}  // namespace

TEST_CASE("A pair's page marks each match on both sides and escapes everything a student wrote") {
  const ClassSimilarity s = hostile_class();
  REQUIRE(s.pairs.size() == 1);
  const std::string page = pair_page_html(s, s.pairs[0], 1);
  CHECK(page.find("<script>alert") == std::string::npos);
  CHECK(page.find("<img") == std::string::npos);
  CHECK(page.find("&lt;/pre&gt;&lt;script&gt;") != std::string::npos);
  CHECK(page.find("&lt;img src=x onerror=alert(1)&gt;") != std::string::npos);
  CHECK(page.find("b&amp;c.cpp") != std::string::npos);
  CHECK(page.find("id=\"a-1\"") != std::string::npos);
  CHECK(page.find("id=\"b-1\"") != std::string::npos);
  CHECK(page.find("href=\"#b-1\"") != std::string::npos);
  CHECK(page.find("not a verdict") != std::string::npos);
  // The match is bob's whole code but his comment: from line 2 on.
  CHECK(page.find("b&amp;c.cpp, lines 2-5") != std::string::npos);
}

TEST_CASE("The index ranks the pairs and links each page by a name made safe") {
  const ClassSimilarity s = hostile_class();
  SimilarityContext context;
  context.class_name = "cs101";
  context.notes["bob"] = {"big.py: left out"};
  const std::string index = similarity_index_html(s, context);
  const std::string path = pair_page_path(s, s.pairs[0]);
  CHECK(path.rfind("pairs/", 0) == 0);
  CHECK(path.find('<') == std::string::npos);
  CHECK(path.find(' ') == std::string::npos);
  CHECK(index.find("href=\"" + path + "\"") != std::string::npos);
  CHECK(index.find("<img") == std::string::npos);
  CHECK(index.find("not a verdict") != std::string::npos);
  CHECK(index.find("bob: big.py: left out") != std::string::npos);
  CHECK(index.find("cs101: 2 students, 1 pairs") != std::string::npos);
}

TEST_CASE("similarity.json has every pair with its matches, and the same class gives the same bytes") {
  const ClassSimilarity s = hostile_class();
  const std::string text = similarity_json(s, {});
  const nlohmann::json json = nlohmann::json::parse(text);
  REQUIRE(json["pairs"].size() == 1);
  CHECK(json["pairs"][0]["b"] == "bob");
  CHECK(json["pairs"][0]["matches"][0]["b_lines"][0] == 2);
  CHECK(json["students"][1]["files"][0] == "b&c.cpp");
  CHECK(similarity_json(hostile_class(), {}) == text);
}

TEST_CASE("Writing the report replaces an earlier run's pages of pairs no longer listed") {
  TempDir dir;
  fs::create_directories(dir.path / "pairs");
  std::ofstream(dir.path / "pairs" / "old--pair.html") << "stale";
  std::ofstream(dir.path / "pairs" / "keep.txt") << "not ours";
  const ClassSimilarity s = hostile_class();
  write_similarity_report(dir.path, s, {});
  CHECK(!fs::exists(dir.path / "pairs" / "old--pair.html"));
  CHECK(fs::exists(dir.path / "pairs" / "keep.txt"));
  CHECK(fs::exists(dir.path / pair_page_path(s, s.pairs[0])));
  CHECK(text_of(dir.path / "index.html").find("Similarity check") != std::string::npos);
  CHECK(!text_of(dir.path / "similarity.json").empty());
}

TEST_CASE("A pair's page shows the starter's code, left out, in grey") {
  const std::string starter = "def show(grid):\n    for row in grid:\n        print(' '.join(str(x) for x in row))\n";
  const std::string own =
      "def solve(grid):\n    return all(all(x != 0 for x in row) for row in grid) and len(grid) == 9\n";
  const std::vector<StudentSources> students = {{"ana", {ComparedFile{"a.py", starter + own, Language::Python}}},
                                                {"ben", {ComparedFile{"b.py", starter + own, Language::Python}}}};
  SimilaritySettings settings;
  settings.min_match = 8;
  const ClassSimilarity s = class_similarity(students, {ComparedFile{"starter.py", starter, Language::Python}},
                                             settings);
  REQUIRE(s.pairs.size() == 1);
  const std::string page = pair_page_html(s, s.pairs[0], 1);
  CHECK(page.find("<span class=\"starter\" title=\"the starter code: left out\">def show(grid):") != std::string::npos);
  CHECK(page.find("the starter code (--base), left out") != std::string::npos);
  const ClassSimilarity plain = class_similarity(students, {}, settings);
  CHECK(pair_page_html(plain, plain.pairs[0], 1).find("class=\"starter\"") == std::string::npos);
}

TEST_CASE("similarity.json and the pages write a student's or a file's name that is no UTF-8 as U+FFFD") {
  // Before, nlohmann's type_error 316 ended `similar --out` with exit 3 and no index.
  std::vector<StudentSources> students = {
      {"caf\xe9", {ComparedFile{"r\xe9solveur.cpp", kCode, Language::Cpp}}},
      {"\xff", {ComparedFile{"b.cpp", kCode, Language::Cpp}}},
  };
  SimilaritySettings settings;
  settings.min_match = 8;
  const ClassSimilarity s = class_similarity(students, {}, settings);
  const nlohmann::json json = nlohmann::json::parse(similarity_json(s, {}));
  CHECK(json["students"][0]["student"] == "caf\xEF\xBF\xBD");
  CHECK(json["students"][0]["files"][0] == "r\xEF\xBF\xBDsolveur.cpp");
  CHECK(json["pairs"][0]["matches"][0]["a_file"] == "r\xEF\xBF\xBDsolveur.cpp");
  CHECK(json["students"][1]["student"] == "\xEF\xBF\xBD");
  CHECK_THAT(pair_page_html(s, s.pairs[0], 1), Catch::Contains("caf\xEF\xBF\xBD and \xEF\xBF\xBD"));
}

TEST_CASE("A pair's page numbers each line, and starts a match's two copies on one row, escaped") {
  // bob's copy starts three lines lower; a line of it would end the cell and start a script.
  const std::string code = "int solve(int* grid) {\n  for (int i = 0; i < 81; ++i) if (grid[i] == 0) return i;\n"
                           "  return -1; /* </td><script>alert(1)</script> */\n}\n";
  std::vector<StudentSources> students = {
      {"ann", {ComparedFile{"a.cpp", "// ann's\n" + code, Language::Cpp}}},
      {"bob", {ComparedFile{"b.cpp", "// bob's\n// own\n// words\n// here\n" + code, Language::Cpp}}},
  };
  SimilaritySettings settings;
  settings.min_match = 8;
  const ClassSimilarity s = class_similarity(students, {}, settings);
  REQUIRE(s.pairs.size() == 1);
  REQUIRE(s.pairs[0].matches.size() == 1);
  const Match& match = s.pairs[0].matches[0];
  CHECK(match.a_first_line == 2);
  CHECK(match.b_first_line == 5);
  const std::string page = pair_page_html(s, s.pairs[0], 1);
  // The match table cites the lines...
  CHECK_THAT(page, Catch::Contains("a.cpp, lines 2-5"));
  CHECK_THAT(page, Catch::Contains("b.cpp, lines 5-8"));
  // ...and the row where the match starts shows both: its own first line on each side.
  const std::size_t anchor = page.find("id=\"a-1\"");
  REQUIRE(anchor != std::string::npos);
  const std::size_t row = page.rfind("<tr>", anchor), row_end = page.find("</tr>", anchor);
  const std::string first_row = page.substr(row, row_end - row);
  CHECK_THAT(first_row,
             Catch::StartsWith("<tr><td class=\"ln\">2</td><td class=\"src\"><mark class=\"m0\" id=\"a-1\""));
  CHECK_THAT(first_row, Catch::Contains("<td class=\"ln\">5</td><td class=\"src\"><mark class=\"m0\" id=\"b-1\""));
  // Above it, ann's side has fillers for bob's lines 3 and 4.
  CHECK_THAT(page, Catch::Contains("<tr><td class=\"ln\"></td><td class=\"src gap\"></td><td class=\"ln\">4</td>"));
  // Every line of each side is numbered: ann's 1-5, bob's 1-8.
  for (int n = 1; n <= 8; ++n) CHECK_THAT(page, Catch::Contains("<td class=\"ln\">" + std::to_string(n) + "</td>"));
  // The student's markup stays text, and the mark closes before the cell does.
  CHECK(page.find("</td><script>") == std::string::npos);
  CHECK(page.find("<script>alert") == std::string::npos);
  CHECK_THAT(page, Catch::Contains("return -1; /* &lt;/td&gt;&lt;script&gt;alert(1)&lt;/script&gt; */</mark></td>"));
}
