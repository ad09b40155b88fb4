#include "verdict/verdict.h"

#include <string>

#include <catch2/catch.hpp>

using harness::Judgement;
using harness::Verdict;

TEST_CASE("verdicts have their abbreviation and their long name", "[verdict]") {
  CHECK(std::string(to_string(Verdict::WA)) == "WA");
  CHECK(std::string(long_name(Verdict::WA)) == "wrong answer");
  CHECK(std::string(to_string(Verdict::NI)) == "NI");
  CHECK(std::string(long_name(Verdict::NI)) == "not implemented");
  CHECK(std::string(long_name(Verdict::JE)) == "judge error");
}

TEST_CASE("every verdict is found again by its abbreviation, and nothing else is", "[verdict]") {
  for (const Verdict verdict : harness::kVerdicts) {
    CAPTURE(to_string(verdict));
    CHECK(harness::verdict_named(to_string(verdict)) == verdict);
  }
  CHECK(static_cast<int>(harness::kVerdicts[std::size(harness::kVerdicts) - 1]) + 1 ==
        static_cast<int>(std::size(harness::kVerdicts)));
  CHECK_FALSE(harness::verdict_named("wa"));
  CHECK_FALSE(harness::verdict_named("?"));
  CHECK_FALSE(harness::verdict_named(""));
}

TEST_CASE("a build's failure in one line is the compiler's first error, else its first line, else the reason",
          "[verdict]") {
  struct Row {
    const char* what;
    Judgement failure;
    std::string line;
  };
  const Row rows[] = {
      {"the first line saying error",
       {Verdict::CE, "does not compile", "",
        "a.cpp: In function 'int main()':\na.cpp:3:1: error: expected ';'\n"
        "a.cpp:4:1: error: again\n"},
       "a.cpp:3:1: error: expected ';'"},
      {"no line says error: the first",
       {Verdict::CE, "does not compile", "", "ld: cannot find -lfoo\ncollect2: exit status 1\n"},
       "ld: cannot find -lfoo"},
      {"the last line, without a line end",
       {Verdict::CE, "does not compile", "", "note\nerror at the end"},
       "error at the end"},
      {"no details: the reason", {Verdict::CE, "the compile ran out of its 60 s"}, "the compile ran out of its 60 s"},
      {"details that start empty: the reason",
       {Verdict::JE, "the harness failed", "", "\nno words here\n"},
       "the harness failed"},
  };
  for (const Row& row : rows) {
    CAPTURE(row.what);
    CHECK(first_error_line(row.failure) == row.line);
  }
}
