// docs/student.md's "Common mistakes" table is checked against the tests
// that grade those mistakes: each row's submission is in tests/submissions/,
// and the words it quotes are the words submissions_test.cpp requires of
// that submission's report (or the row says it is accepted, and it is there).
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

std::string read(const fs::path& path) {
  std::ifstream file(path);
  REQUIRE(file);
  std::ostringstream text;
  text << file.rdbuf();
  return text.str();
}

// The table's rows, each as its cells.
std::vector<std::vector<std::string>> mistake_rows() {
  std::istringstream doc(read(fs::path(SOURCE_DIR) / "docs/student.md"));
  std::vector<std::vector<std::string>> rows;
  bool inside = false;
  for (std::string line; std::getline(doc, line);) {
    if (line.rfind("## ", 0) == 0) inside = line == "## Common mistakes";
    if (!inside || line.rfind("| ", 0) != 0 || line.rfind("| mistake ", 0) == 0) continue;
    std::vector<std::string> cells;
    std::size_t at = 2;
    for (std::size_t bar; (bar = line.find(" | ", at)) != std::string::npos; at = bar + 3)
      cells.push_back(line.substr(at, bar - at));
    cells.push_back(line.substr(at, line.size() - at - 2));
    rows.push_back(cells);
  }
  return rows;
}

// "`` words `` " or "`words`" as the words; anything else as it is.
std::string quoted(const std::string& cell) {
  if (cell.rfind("`` ", 0) == 0) return cell.substr(3, cell.size() - 6);
  if (cell.size() > 1 && cell.front() == '`' && cell.back() == '`') return cell.substr(1, cell.size() - 2);
  return "";
}

}  // namespace

TEST_CASE("docs/student.md's common mistakes quote what the tests require of each submission's report", "[docs]") {
  // The C++ string literals joined, as the compiler joins them.
  const std::string tests = std::regex_replace(read(fs::path(SOURCE_DIR) / "tests/harness/judge/submissions_test.cpp"),
                                               std::regex("\"\\s*\\n\\s*\""), "");
  const auto rows = mistake_rows();
  REQUIRE(rows.size() >= 10);
  for (const auto& cells : rows) {
    REQUIRE(cells.size() == 3);
    INFO(cells[0]);
    std::vector<std::string> submissions;
    const std::regex path("`([^`]+)`");
    for (auto it = std::sregex_iterator(cells[1].begin(), cells[1].end(), path); it != std::sregex_iterator(); ++it)
      submissions.push_back((*it)[1].str());
    REQUIRE_FALSE(submissions.empty());
    const std::string words = quoted(cells[2]);
    for (const std::string& submission : submissions) {
      INFO(submission);
      CHECK(fs::exists(fs::path(SOURCE_DIR) / "tests/submissions" / submission));
      if (words.empty()) {
        CHECK(submission.rfind("accepted/", 0) == 0);
        CHECK_THAT(tests, Catch::Contains("{\"" + submission + "\", \"\"}"));
      } else {
        // Its row of the table: the path, then words that hold these.
        const std::size_t row = tests.find("{\"" + submission + "\",");
        REQUIRE(row != std::string::npos);
        CHECK_THAT(tests.substr(row, tests.find("}", row) - row), Catch::Contains(words));
      }
    }
  }
}
