#pragma once
// Source text a hostile student hands in to stop the grader's readers of
// source outside the box (the layout rules, the near-miss hints): a line of a
// megabyte of each kind of character a pattern repeats over, nesting 10^5
// deep, NUL bytes, invalid UTF-8. std::regex recursed once per character of
// such a run and overflowed the grader's stack (issue 36): one of these ended
// a whole class with SIGSEGV. Each reader's test reads every one, then a
// definition after it, and must name that definition.
#include <string>
#include <vector>

namespace hostile_source {

struct Text {
  const char* what;
  std::string text;
};

inline std::string repeated(const std::string& piece, std::size_t times) {
  std::string out;
  out.reserve(piece.size() * times);
  for (std::size_t i = 0; i < times; ++i) out += piece;
  return out;
}

inline std::vector<Text> texts() {
  constexpr std::size_t kMegabyte = std::size_t{1} << 20;
  return {
      {"a 1 MB line of letters", std::string(kMegabyte, 'a')},
      {"a 1 MB line of blanks", "\n" + std::string(kMegabyte, ' ') + "\n"},
      {"a 1 MB line of tabs after a newline", "\n" + std::string(kMegabyte, '\t')},
      {"an import of a 1 MB list", "import os" + std::string(kMegabyte, ' ') + "\n"},
      {"a from of a 1 MB name", "from " + std::string(kMegabyte, 'b') + "\n"},
      {"a 1 MB string", "x = \"" + std::string(kMegabyte, 'x') + "\"\n"},
      {"a define with a 1 MB name", "(define (" + std::string(kMegabyte, 'c') + " bd) 1)\n"},
      {"a type with a 1 MB declarator", "int " + std::string(kMegabyte, '*') + "\n"},
      {"100,000 open parentheses", std::string(100000, '(') + "\n"},
      {"100,000 open braces", std::string(100000, '{') + "\n"},
      {"100,000 open brackets and angles", repeated("[<", 100000) + "\n"},
      {"1 MB of NUL bytes", std::string(kMegabyte, '\0') + "\n"},
      // Each head before a `{` a window of words: std::regex's lazy type took
      // the square of each head, 73 s for this megabyte in C++ alone.
      {"1 MB of words before braces", repeated(repeated("a ", 999) + "{", 500)},
      {"invalid UTF-8", repeated("\xff\xfe\xc3\x28\xed\xa0\x80\xe2\x9c", kMegabyte / 9) + "\n"},
  };
}

}  // namespace hostile_source
