// docs/student.md says what the bundled examples score ("`examples/python/
// lesson.py` ... scores 21/21"): each such sentence is graded here against
// the lesson, the assignment the doc grades them on. A doc that said 19/19
// after the lesson grew to 21 cases went unnoticed for a release.
#include <catch2/catch.hpp>

#include <cctype>
#include <string>
#include <utility>
#include <vector>

#include "cli/command.h"
#include "command_run.h"
#include "file_text.h"

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
