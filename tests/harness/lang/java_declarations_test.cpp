#include "lang/java_declarations.h"

#include <catch2/catch.hpp>

#include <string>

using harness::declared_package;
using harness::public_class;

TEST_CASE("a source's package is the first line that declares one", "[java_source]") {
  struct Row {
    std::string source, package;
  };
  const Row rows[] = {
      {"package homework.sudoku;\npublic class Sudoku {}\n", "homework.sudoku"},
      {"// a header\n  \tpackage  hw3 ;\n", "hw3"},
      {"import java.util.*;\npublic class Sudoku {}\n", ""},
      {"// package commented;\n", ""},
      {"packages x;\n", ""},
      {"package x\n", ""},    // no ';' on its line
      {"package 3x;\n", ""},  // no name
      {"package $a.b_c;\r\n", "$a.b_c"},
      {"", ""},
  };
  for (const Row& row : rows) {
    CAPTURE(row.source);
    CHECK(declared_package(row.source) == row.package);
  }
}

TEST_CASE("a source's public class is the first line that declares one", "[java_source]") {
  struct Row {
    std::string source, name;
  };
  const Row rows[] = {
      {"public class Sudoku {\n", "Sudoku"},
      {"import x;\n\tpublic final class Sudoku2 extends Object {}\n", "Sudoku2"},
      {"public abstract final class A$b {}\n", "A$b"},
      {"class Helper {}\npublic class Main {}\n", "Main"},
      {"public static void main(String[] a) {}\n", ""},
      {"public interface Solver {}\n", ""},
      {"publicclass X {}\n", ""},
      {"public classX {}\n", ""},
      {"// public class Old\npublic class New\n", "New"},  // a comment line starts with '//'
  };
  for (const Row& row : rows) {
    CAPTURE(row.source);
    CHECK(public_class(row.source) == row.name);
  }
}

// std::regex, which these replaced, recursed once a character of such a line
// and overflowed the grader's stack: a student's source crashed the harness.
TEST_CASE("a line of a million spaces is read, not recursed into", "[java_source]") {
  const std::string source = "\n" + std::string(1000000, ' ') + "package far.away;\n" + std::string(1000000, '\t') +
                             "public class Sudoku {}\n";
  CHECK(declared_package(source) == "far.away");
  CHECK(public_class(source) == "Sudoku");
}
