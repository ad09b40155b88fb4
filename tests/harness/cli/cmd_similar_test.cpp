// `similar` on the class made for it (tests/fixtures/similarity_class: plain
// copies, renamed, reordered, recommented, combined and partial copies, and
// a student who shares only the starter): every planted pair ranks above
// every honest one. And its errors, each naming what is wrong.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "base/printable.h"
#include "class/class_record.h"
#include "class/hostile_class.h"
#include "command_run.h"
#include "file_text.h"
#include "one_case_report.h"
#include "report/json.h"
#include "temp_dir.h"

using namespace harness;
namespace fs = std::filesystem;

namespace {

const fs::path kFixture = fs::path(SOURCE_DIR) / "tests/fixtures/similarity_class";

using Pair = std::pair<std::string, std::string>;

Pair pair_key(std::string a, std::string b) { return a < b ? Pair{a, b} : Pair{b, a}; }

// planted.txt and starter_only.txt: "A B KIND" per line, '#' comments.
// KIND "starter" names a pair alike only through the starter code: an
// honest pair.
std::map<Pair, std::string> planted_pairs() {
  std::map<Pair, std::string> planted;
  std::istringstream in(text_of(kFixture / "planted.txt") + text_of(kFixture / "starter_only.txt"));
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream words(line);
    std::string a, b, kind;
    words >> a >> b >> kind;
    planted[pair_key(a, b)] = kind;
  }
  return planted;
}

std::map<Pair, double> similarities(const fs::path& json_path) {
  const nlohmann::json json = nlohmann::json::parse(text_of(json_path));
  std::map<Pair, double> out;
  for (const auto& pair : json["pairs"]) out[pair_key(pair["a"], pair["b"])] = pair["similarity"];
  return out;
}

std::vector<std::string> students_of(const fs::path& json_path) {
  std::vector<std::string> out;
  const nlohmann::json json = nlohmann::json::parse(text_of(json_path));
  for (const auto& s : json["students"]) out.push_back(s["student"]);
  return out;
}

}  // namespace

TEST_CASE("similar ranks every planted copy above every honest pair of the test class", "[cmd_similar]") {
  TempDir temp("similar-class");
  const CommandRun run = run_command(run_similar, {"similar", (kFixture / "class").string(), "--base",
                                                   (kFixture / "starter").string(), "--out", temp.path.string()});
  INFO(run.out << run.err);
  REQUIRE(run.code == kExitOk);
  const fs::path json = temp.path / "similarity" / "similarity.json";
  const std::map<Pair, double> found = similarities(json);
  const std::map<Pair, std::string> planted = planted_pairs();
  const std::vector<std::string> students = students_of(json);
  REQUIRE(students.size() >= 10);
  double lowest_planted = 1, highest_honest = 0;
  std::string lowest, highest;
  std::size_t copies = 0;
  for (std::size_t i = 0; i < students.size(); ++i)
    for (std::size_t j = i + 1; j < students.size(); ++j) {
      const Pair key = pair_key(students[i], students[j]);
      const auto at = found.find(key);
      const double similarity = at == found.end() ? 0 : at->second;
      const auto kind = planted.find(key);
      const std::string shown = key.first + " & " + key.second;
      if (kind != planted.end() && kind->second != "starter") {
        ++copies;
        if (similarity < lowest_planted) lowest_planted = similarity, lowest = shown + " (" + kind->second + ")";
      } else if (similarity > highest_honest) {
        highest_honest = similarity, highest = shown;
      }
    }
  INFO("lowest planted: " << lowest << " " << lowest_planted << "; highest honest: " << highest << " "
                          << highest_honest);
  CHECK(copies >= 7);
  CHECK(lowest_planted > highest_honest);
  // The pages: the index, and a page for the first pair, linked from it.
  const std::string index = text_of(temp.path / "similarity" / "index.html");
  CHECK_THAT(index, Catch::Contains("not a verdict"));
  const std::string first_page = nlohmann::json::parse(text_of(json))["pairs"][0]["page"];
  CHECK_THAT(index, Catch::Contains("href=\"" + first_page + "\""));
  CHECK(fs::exists(temp.path / "similarity" / first_page));
  CHECK_THAT(run.out, Catch::Contains("   1. "));
  CHECK_THAT(run.out, Catch::Contains("not a verdict"));
}

TEST_CASE("similar without the starter ranks the pairs that share only the starter higher", "[cmd_similar]") {
  TempDir with("similar-base"), without("similar-no-base");
  REQUIRE(run_command(run_similar, {"similar", (kFixture / "class").string(), "--base", (kFixture / "starter").string(),
                                    "--out", with.path.string()})
              .code == kExitOk);
  REQUIRE(run_command(run_similar, {"similar", (kFixture / "class").string(), "--out", without.path.string()}).code ==
          kExitOk);
  const auto a = similarities(with.path / "similarity" / "similarity.json");
  const auto b = similarities(without.path / "similarity" / "similarity.json");
  std::size_t starter_pairs = 0;
  for (const auto& [key, kind] : planted_pairs()) {
    if (kind != "starter") continue;
    ++starter_pairs;
    const double with_base = a.count(key) ? a.at(key) : 0, without_base = b.count(key) ? b.at(key) : 0;
    INFO(key.first << " & " << key.second);
    CHECK(without_base > with_base);
  }
  CHECK(starter_pairs >= 1);
}

TEST_CASE("similar says what is wrong with its input", "[cmd_similar]") {
  TempDir temp("similar-errors");
  const CommandRun missing = run_command(run_similar, {"similar", (temp.path / "nope").string()});
  CHECK(missing.code == kExitUsage);
  CHECK_THAT(missing.err, Catch::Contains("not a folder"));
  fs::create_directories(temp.path / "one");
  std::ofstream(temp.path / "one" / "ana.py") << "x = 1\n";
  const CommandRun one = run_command(run_similar, {"similar", (temp.path / "one").string()});
  CHECK(one.code == kExitUsage);
  CHECK_THAT(one.err, Catch::Contains("one submission here"));
  std::ofstream(temp.path / "one" / "ben.py") << "y = 2\n";
  const CommandRun base = run_command(
      run_similar, {"similar", (temp.path / "one").string(), "--base", (temp.path / "starter.py").string()});
  CHECK(base.code == kExitUsage);
  CHECK_THAT(base.err, Catch::Contains("starter.py: no such file or folder (--base)"));
  const CommandRun fine = run_command(run_similar, {"similar", (temp.path / "one").string()});
  CHECK(fine.code == kExitOk);
  CHECK_THAT(fine.out, Catch::Contains("2 students, 1 pairs"));
}

TEST_CASE("similar into the folder batch wrote links its pages from the class dashboard", "[cmd_similar]") {
  TempDir temp("similar-dashboard");
  const fs::path out = temp.path / "out";
  fs::create_directories(out);
  // OUT as batch leaves it: a report per student and the class record.
  std::vector<StudentReport> reports;
  for (const std::string student : {"ana", "cleo"}) {
    const fs::path path = out / (student + ".json");
    reports.push_back({student, path, write_one_case_report(path, 1, 1)});
  }
  ClassRecord record;
  write_class_record(out, reports, ClassSettings{}, record);
  const std::string sheet = text_of(out / "grades.csv");
  CHECK_THAT(text_of(out / "index.html"), !Catch::Contains("similarity/index.html"));
  const CommandRun run = run_command(run_similar, {"similar", (kFixture / "class").string(), "--out", out.string()});
  INFO(run.out << run.err);
  REQUIRE(run.code == kExitOk);
  CHECK_THAT(run.out, Catch::Contains("the class dashboard links them"));
  CHECK_THAT(text_of(out / "index.html"), Catch::Contains("href=\"similarity/index.html\""));
  CHECK(text_of(out / "grades.csv") == sheet);
  // Folders that are no batch output get the pages and nothing else; a
  // class named with a trailing slash is still called by its folder's name.
  TempDir plain("similar-plain");
  const CommandRun alone = run_command(run_similar,
                                       {"similar", (kFixture / "class").string() + "/", "--out", plain.path.string()});
  CHECK_THAT(text_of(plain.path / "similarity" / "index.html"), Catch::Contains("class: 23 students"));
  CHECK_THAT(alone.out, !Catch::Contains("dashboard"));
  CHECK(!fs::exists(plain.path / "index.html"));
  CHECK(fs::exists(plain.path / "similarity" / "index.html"));
}

TEST_CASE("similar on code that repeats itself past reason ends, and marks the pair compared in part",
          "[cmd_similar]") {
  TempDir temp("similar-repetitive");
  fs::create_directories(temp.path / "class");
  std::string line;
  for (int i = 0; i < 40000; ++i) line += "x = 1\n";
  std::ofstream(temp.path / "class" / "a.py") << line;
  std::ofstream(temp.path / "class" / "b.py") << line;
  const CommandRun run = run_command(
      run_similar, {"similar", (temp.path / "class").string(), "--out", (temp.path / "out").string()});
  INFO(run.out << run.err);
  REQUIRE(run.code == kExitOk);
  CHECK_THAT(run.out, Catch::Contains("compared in part"));
  const nlohmann::json json = nlohmann::json::parse(text_of(temp.path / "out" / "similarity" / "similarity.json"));
  REQUIRE(json["pairs"].size() == 1);
  CHECK(json["pairs"][0]["cut_short"] == true);
  CHECK_THAT(text_of(temp.path / "out" / "similarity" / json["pairs"][0]["page"].get<std::string>()),
             Catch::Contains("stopped short"));
}

TEST_CASE("similar on a class of links and FIFOs and names that are no UTF-8 lists every student with names escaped",
          "[cmd_similar]") {
  // Before: nlohmann's type_error 316 on the folder named in Latin-1, exit 3 and no pages.
  TempDir temp("similar-hostile");
  const hostile_class::Made made = hostile_class::make(temp.path / "class");
  // A file of their own named in Latin-1 too, so a match names it.
  std::ofstream(temp.path / "class" / "caf\xe9" / "r\xe9solveur.cpp")
      << text_of(fs::path(SOURCE_DIR) / "tests/submissions/accepted/lesson_style.cpp");
  const CommandRun run = run_command(
      run_similar, {"similar", (temp.path / "class").string(), "--out", (temp.path / "out").string(), "--top", "100"});
  INFO(run.out << run.err);
  REQUIRE(run.code == kExitOk);
  const nlohmann::json json = nlohmann::json::parse(text_of(temp.path / "out" / "similarity" / "similarity.json"));
  std::set<std::string> listed;
  for (const auto& s : json["students"]) listed.insert(s["student"].get<std::string>());
  std::set<std::string> expected;
  for (const auto& name : made.solvers) expected.insert(printable_line(name));
  for (const auto& name : made.entries) expected.insert(name);
  CHECK(listed == expected);
  std::string files;
  for (const auto& s : json["students"])
    for (const auto& f : s["files"]) files += f.get<std::string>() + "\n";
  CHECK_THAT(files, Catch::Contains(printable_line("r\xe9solveur.cpp")));
  // Nothing of the links' targets or the FIFO is compared: each folder is its one solver.
  CHECK_THAT(files, !Catch::Contains("input.cpp") && !Catch::Contains("pipe.cpp") && !Catch::Contains("gone.cpp"));
  const std::string index = text_of(temp.path / "out" / "similarity" / "index.html");
  CHECK_THAT(index, Catch::Contains(printable_line("caf\xe9")));
  CHECK_THAT(run.out, Catch::Contains(printable_line("caf\xe9")));
}
