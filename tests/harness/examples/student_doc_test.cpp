// docs/student.md says what the bundled examples score ("`examples/python/
// lesson.py` ... scores 21/21") and shows what grade prints for a bug and its
// fix in each language: each is run here. A doc that said 19/19 after the
// lesson grew to 21 cases went unnoticed for a release.
#include <catch2/catch.hpp>

#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "cli/command.h"
#include "command_run.h"
#include "file_text.h"

namespace fs = std::filesystem;

namespace {

const std::string kSource = SOURCE_DIR;

struct Claim {
  std::string example;  ///< "examples/python/lesson.py"
  std::string score;    ///< "21/21"
};

// Each "`examples/...`" followed, within the sentence, by "scores N/M".
std::vector<Claim> score_claims(const std::string& doc) {
  std::vector<Claim> claims;
  for (std::size_t at = doc.find("`examples/"); at != std::string::npos; at = doc.find("`examples/", at + 1)) {
    const std::size_t end = doc.find('`', at + 1);
    const std::size_t scores = doc.find("scores", end);
    if (end == std::string::npos || scores == std::string::npos || doc.find('.', end) < scores) continue;
    std::size_t from = scores + 6;
    while (from < doc.size() && std::isspace(static_cast<unsigned char>(doc[from]))) ++from;
    std::size_t digits = from;
    while (digits < doc.size() && (std::isdigit(static_cast<unsigned char>(doc[digits])) || doc[digits] == '/'))
      ++digits;
    if (digits > from) claims.push_back({doc.substr(at + 1, end - at - 1), doc.substr(from, digits - from)});
  }
  return claims;
}

struct Transcript {
  std::string submission, cases;
  std::vector<std::string> head, tail;  ///< the lines shown before and after "..."
};

// What does not depend on the machine: no sandbox line (the box this machine
// builds), every time "N ms", runs of spaces as one (a wider time moves a column).
std::vector<std::string> comparable(const std::vector<std::string>& lines) {
  std::vector<std::string> out;
  bool in_sandbox = false;
  for (const std::string& line : lines) {
    if (line.rfind("sandbox: ", 0) == 0 || (in_sandbox && line.rfind("         ", 0) == 0)) {
      in_sandbox = true;
      continue;
    }
    in_sandbox = false;
    std::string plain;
    for (std::size_t i = 0; i < line.size(); ++i) {
      if (std::isdigit(static_cast<unsigned char>(line[i])) && (i == 0 || line[i - 1] == ' ')) {
        std::size_t j = i;
        while (j < line.size() && (std::isdigit(static_cast<unsigned char>(line[j])) || line[j] == ',')) ++j;
        if (line.compare(j, 3, " ms") == 0) {
          plain += "N";
          i = j - 1;
          continue;
        }
      }
      if (line[i] == ' ' && !plain.empty() && plain.back() == ' ') continue;
      plain += line[i];
    }
    while (!plain.empty() && plain.back() == ' ') plain.pop_back();
    out.push_back(plain);
  }
  return out;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// Each "<!-- transcript: SUBMISSION CASES -->" and the fenced block after it,
// its command lines ("$ ..." and their continuation) left out.
std::vector<Transcript> transcripts(const std::string& doc) {
  std::vector<Transcript> out;
  const std::string mark = "<!-- transcript: ";
  for (std::size_t at = doc.find(mark); at != std::string::npos; at = doc.find(mark, at + 1)) {
    Transcript t;
    std::istringstream names(doc.substr(at + mark.size(), doc.find(" -->", at) - at - mark.size()));
    names >> t.submission >> t.cases;
    const std::size_t open = doc.find("```\n", at) + 4, close = doc.find("\n```", open);
    bool after_cut = false;
    for (const std::string& line : lines_of(doc.substr(open, close - open))) {
      if (line.rfind("$ ", 0) == 0 || line.rfind("    --", 0) == 0) continue;
      if (line == "...") {
        after_cut = true;
        continue;
      }
      (after_cut ? t.tail : t.head).push_back(line);
    }
    out.push_back(std::move(t));
  }
  return out;
}

}  // namespace

TEST_CASE("the scores docs/student.md gives the bundled examples are what grade prints",
          "[student_doc][process][slow]") {
  const std::vector<Claim> claims = score_claims(text_of(kSource + "/docs/student.md"));
  REQUIRE(claims.size() >= 2);
  for (const Claim& claim : claims) {
    INFO(claim.example << " scores " << claim.score);
    const CommandRun run = run_command(
        harness::run_grade, {"grade", kSource + "/" + claim.example, "--cases", kSource + "/cases/lesson.yaml",
                             "--cache", std::string(BINARY_DIR) + "/test-cache"});
    INFO(run.out << run.err);
    CHECK_THAT(run.out, Catch::Contains("\ntotal " + claim.score + " points"));
  }
}

TEST_CASE("a score sentence of the student doc is read as written", "[student_doc]") {
  const auto claims = score_claims("`examples/a.py` is such a module and scores 21/21. Then `examples/b.cpp` "
                                   "(no score here). `examples/c.rkt` scores\n3/4, and");
  REQUIRE(claims.size() == 2);
  CHECK(claims[0].example == "examples/a.py");
  CHECK(claims[0].score == "21/21");
  CHECK(claims[1].example == "examples/c.rkt");
  CHECK(claims[1].score == "3/4");
}

TEST_CASE("each language's bug and fix in docs/student.md is what grade prints, at 80 columns",
          "[student_doc][process][slow]") {
  const std::vector<Transcript> all = transcripts(text_of(kSource + "/docs/student.md"));
  REQUIRE(all.size() == 8);
  // The doc's commands run from the repository's root, with paths as typed there (they are wrapped as printed).
  struct AtRootIn80Columns {
    fs::path was = fs::current_path();
    AtRootIn80Columns() {
      setenv("COLUMNS", "80", 1);
      fs::current_path(kSource);
    }
    ~AtRootIn80Columns() {
      fs::current_path(was);
      unsetenv("COLUMNS");
    }
  } const at_root;
  for (const Transcript& t : all) {
    INFO(t.submission << " on " << t.cases);
    const CommandRun run = run_command(harness::run_grade, {"grade", t.submission, "--cases", t.cases, "--cache",
                                                            std::string(BINARY_DIR) + "/test-cache"});
    const std::string& out = run.out;
    INFO(out);
    const std::vector<std::string> got = comparable(lines_of(out));
    const std::vector<std::string> head = comparable(t.head), tail = comparable(t.tail);
    REQUIRE(got.size() >= head.size() + tail.size());
    CHECK(std::vector<std::string>(got.begin(), got.begin() + static_cast<std::ptrdiff_t>(head.size())) == head);
    CHECK(std::vector<std::string>(got.end() - static_cast<std::ptrdiff_t>(tail.size()), got.end()) == tail);
    if (tail.empty()) CHECK(got.size() == head.size());
  }
}

TEST_CASE("a transcript is compared without the machine's times, box and spacing", "[student_doc]") {
  CHECK(comparable({"grading a.cpp", "sandbox: auto: own uid per run, pid/mount/net/ipc/uts namespaces, memory and",
                    "         processes limited per run (cgroup)", "",
                    "  solve Test 1     solve   WA     1,204 ms, limit 1 s  "}) ==
        std::vector<std::string>{"grading a.cpp", "", " solve Test 1 solve WA N ms, limit 1 s"});
  const auto read = transcripts("<!-- transcript: a.py cases/lesson.yaml -->\n```\n$ sudoku-grade grade a.py \\\n"
                                "    --cases cases/lesson.yaml\ngrading a.py\nrow\n...\ntotal 1/2\n```\n");
  REQUIRE(read.size() == 1);
  CHECK(read[0].submission == "a.py");
  CHECK(read[0].cases == "cases/lesson.yaml");
  CHECK(read[0].head == std::vector<std::string>{"grading a.py", "row"});
  CHECK(read[0].tail == std::vector<std::string>{"total 1/2"});
}
