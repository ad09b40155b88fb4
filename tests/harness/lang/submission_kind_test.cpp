#include "lang/submission_kind.h"

#include <sys/stat.h>
#include <unistd.h>

#include <fstream>

#include <catch2/catch.hpp>

#include "base/error.h"
#include "hostile_source.h"
#include "run/trusted_program.h"
#include "temp_dir.h"

using harness::Language;
namespace fs = std::filesystem;

TEST_CASE("source files are told by their extension alone", "[submission_kind]") {
  struct Row {
    const char* path;
    std::optional<Language> language;
  };
  const Row rows[] = {
      {"sudoku.cpp", Language::Cpp},   {"a/b/sudoku.cc", Language::Cpp}, {"sudoku.cxx", Language::Cpp},
      {"lesson.py", Language::Python}, {"Sudoku.java", Language::Java},  {"sudoku.rkt", Language::Racket},
      {"sudoku.h", std::nullopt},      {"sudoku.CPP", std::nullopt},     {"sudoku.cpp.txt", std::nullopt},
      {"cpp", std::nullopt},           {".cpp", std::nullopt},           {"Makefile", std::nullopt},
      {"Sudoku.class", std::nullopt},
  };
  for (const Row& row : rows) {
    CAPTURE(row.path);
    CHECK(harness::source_language(row.path) == row.language);
  }
  CHECK(harness::is_cpp_source("x.cc"));
  CHECK_FALSE(harness::is_cpp_source("x.py"));
}

TEST_CASE("a submission's language: by its name, a script speaks for itself, a folder by its sources",
          "[submission_kind]") {
  const TempDir temp_dir("submission-kind");
  const fs::path& dir = temp_dir.path;
  auto file = [&](const fs::path& name, const char* text, mode_t mode) {
    fs::create_directories((dir / name).parent_path());
    std::ofstream(dir / name) << text;
    chmod((dir / name).c_str(), mode);
    return dir / name;
  };
  struct Row {
    fs::path path;
    Language language;
  };
  const Row rows[] = {
      {file("plain.cpp", "x\n", 0644), Language::Cpp},
      {file("executable.cpp", "x\n", 0755), Language::Cpp},  // the name decides first
      {file("lesson.py", "def solve(grid): pass\n", 0644), Language::Python},
      {file("runs.py", "#!/usr/bin/env python3\nprint()\n", 0755), Language::Executable},
      // The execute bit alone does not make a module a program.
      {file("module.py", "def solve(grid): pass\n", 0755), Language::Python},
      {file("Sudoku.java", "class Sudoku {}\n", 0644), Language::Java},
      {file("bd.rkt", "#lang racket\n", 0644), Language::Racket},
      {file("solver", "#!/bin/sh\n", 0755), Language::Executable},
      {(file("py-folder/lesson.py", "\n", 0644), dir / "py-folder"), Language::Python},
      {(file("java-folder/Sudoku.java", "\n", 0644), file("java-folder/README.txt", "\n", 0644), dir / "java-folder"),
       Language::Java},
  };
  for (const Row& row : rows) {
    CAPTURE(row.path);
    CHECK(harness::submission_language(row.path) == row.language);
  }
  file("both/Sudoku.java", "\n", 0644);
  file("both/lesson.py", "\n", 0644);
  CHECK_THROWS_WITH(harness::submission_language(dir / "both"),
                    (dir / "both").string() +
                        ": the folder holds sources of python and java, and none defines an entry of the assignments: "
                        "choose one with --language");
  file("notes.txt", "\n", 0644);
  CHECK_THROWS_WITH(
      harness::submission_language(dir / "notes.txt"),
      (dir / "notes.txt").string() + ": neither a source file (.cpp, .py, .java, .rkt) nor an executable");
  fs::create_directories(dir / "empty");
  CHECK_THROWS_WITH(harness::submission_language(dir / "empty"),
                    (dir / "empty").string() + ": the folder holds no .cpp, .py, .java or .rkt files");
  CHECK_FALSE(harness::submission_language_if_any(dir / "missing.cpp"));
  CHECK(harness::language_named("racket") == Language::Racket);
  CHECK_FALSE(harness::language_named("ruby"));
}

TEST_CASE("an entry is defined by a source's code, a call or a comment is not", "[submission_kind]") {
  struct Row {
    Language language;
    const char* text;
    bool defines;
  };
  const Row rows[] = {
      {Language::Python, "def solve(grid):\n    return True\n", true},
      {Language::Python, "  def fillSudoku (sudoku):\n", true},
      {Language::Python, "if __name__ == \"__main__\":\n    run()\n", true},  // a program's main
      {Language::Python, "# notes\nprint(solve(grid))\nattempts = 2\n", false},
      {Language::Python, "def solver(grid):\n", false},
      {Language::Cpp, "bool solve(Grid& g) {\n", true},
      {Language::Cpp, "static bool\nfillSudoku(std::vector<std::vector<int>>& s);\n", true},
      {Language::Cpp, "int count_solutions (Grid &g, int limit)", true},
      {Language::Cpp, "int main() { return 0; }", true},
      {Language::Cpp, "  return solve(g);\n  x = solve(g);\n  if (solve(g)) {}", false},
      {Language::Java, "public static boolean fillSudoku(int[][] sudoku) {", true},
      {Language::Java, "    return fillSudoku(sudoku);", false},
      {Language::Racket, "(define (solve bd) bd)", true},
      {Language::Racket, "(define (valid-board? bd) #t)", true},
      {Language::Racket, "(define solve (lambda (bd) bd))", true},
      {Language::Racket, "(solve bd)\n(define (solver bd) bd)", false},
      {Language::Racket, "(module+ main (run))", true},
      // Commented out, as the language's lexer reads comments (the near-miss
      // hints' and the similarity check's reader): no definition, no main.
      {Language::Python, "# def solve(grid):\n#     return True\n", false},
      {Language::Python, "x = 1  # if __name__ == \"__main__\": run()\n", false},
      {Language::Cpp, "// bool solve(Grid& g) {\n/* int main() { return 0; } */\n", false},
      {Language::Java, "/** public static boolean fillSudoku(int[][] sudoku) { */", false},
      {Language::Racket, "; (define (solve bd) bd)\n#| (module+ main (run)) |#\n", false},
      {Language::Racket, "#;(define (solve bd) bd)\n", false},
      // A comment's marker inside a string is no comment: the definition after it counts.
      {Language::Python, "MARK = '#'\ndef solve(grid):\n", true},
  };
  for (const Row& row : rows) {
    CAPTURE(harness::to_string(row.language), row.text);
    CHECK(harness::defines_an_entry(row.language, row.text) == row.defines);
  }
}

TEST_CASE("the program among a folder's files: no test file, the one no other imports, then by its name",
          "[submission_kind]") {
  using harness::TopFile;
  struct Row {
    Language language;
    std::vector<TopFile> files;
    std::optional<std::string> program;
  };
  const Row rows[] = {
      {Language::Python, {{"solver.py", ""}}, "solver.py"},
      // The helper document's shape: main.py imports its two modules.
      {Language::Python,
       {{"board.py", "def solve(g):\n"}, {"main.py", "import board\nimport puzzles\n"}, {"puzzles.py", "P = []\n"}},
       "main.py"},
      {Language::Python, {{"sudoku.py", "def solve(g):\n"}, {"test_sudoku.py", "import sudoku\n"}}, "sudoku.py"},
      {Language::Python, {{"sudoku.py", ""}, {"sudoku_test.py", "from sudoku import solve\n"}}, "sudoku.py"},
      {Language::Python,
       {{"app.py", "from grid import Grid\nimport os, rules as r\n"}, {"grid.py", ""}, {"rules.py", ""}},
       "app.py"},
      // No imports tell it: by the usual names.
      {Language::Python, {{"notes.py", ""}, {"sudoku.py", ""}}, "sudoku.py"},
      {Language::Python, {{"main.py", ""}, {"other.py", ""}, {"sudoku.py", ""}}, "main.py"},
      {Language::Python, {{"a.py", ""}, {"b.py", ""}}, std::nullopt},
      {Language::Python, {{"a.py", "import b\n"}, {"b.py", "import a\n"}}, std::nullopt},
      {Language::Racket, {{"board.rkt", "#lang racket\n"}, {"solver.rkt", "(require \"board.rkt\")\n"}}, "solver.rkt"},
      {Language::Racket, {{"a.rkt", ""}, {"sudoku.rkt", ""}}, "sudoku.rkt"},
      {Language::Racket, {{"a.rkt", ""}, {"b.rkt", ""}}, std::nullopt},
  };
  for (const Row& row : rows) {
    CAPTURE(row.files.front().name, row.files.size());
    CHECK(harness::program_among(row.language, row.files) == row.program);
  }
}

TEST_CASE("a file named near a source gets the name it should have", "[submission_kind]") {
  struct Row {
    const char* name;
    std::optional<std::string> hint;
  };
  const Row rows[] = {
      {"Sudoku.CPP", "Sudoku.cpp"},     {"sudoku.cpp.txt", "sudoku.cpp"}, {"Sudoku.Java", "Sudoku.java"},
      {"sudoku.PY", "sudoku.py"},       {"sudoku.py.txt", "sudoku.py"},   {"Sudoku.java.pdf", "Sudoku.java"},
      {"sudoku.rkt.bak", "sudoku.rkt"}, {"sudoku.cpp", std::nullopt},     {"README.md", std::nullopt},
      {".cpp.txt", std::nullopt},       {"notes.txt", std::nullopt},
  };
  for (const Row& row : rows) {
    CAPTURE(row.name);
    CHECK(harness::rename_hint(row.name) == row.hint);
  }
}

TEST_CASE("uploads as they come: the language that defines the entries, a nested folder, rename hints",
          "[submission_kind]") {
  const TempDir temp_dir("submission-layout");
  const fs::path& dir = temp_dir.path;
  auto file = [&](const fs::path& name, const char* text, mode_t mode = 0644) {
    fs::create_directories((dir / name).parent_path());
    std::ofstream(dir / name) << text;
    chmod((dir / name).c_str(), mode);
  };
  auto notes = [](const harness::SubmissionLayout& layout) {
    std::string text;
    for (const auto& note : layout.notes) text += note + "\n";
    return text;
  };

  file("notes/sudoku.cpp", "bool solve(Grid& g) { return true; }\n");
  file("notes/notes.py", "print('tried reading order')\n");
  file("notes/README.md", "hw\n");
  const auto with_notes = harness::submission_layout(dir / "notes");
  CHECK(with_notes.language == Language::Cpp);
  CHECK(notes(with_notes) == "graded the C++ files: the other sources define no entry\n"
                             "left out, as no source of the program: README.md, notes.py\n");

  // The solution misnamed beside notes: the notes are graded, and the report says how to rename it.
  file("misnamed/Sudoku.CPP", "bool solve(Grid& g) { return true; }\n");
  file("misnamed/notes.py", "print('tried reading order')\n");
  CHECK(notes(harness::submission_layout(dir / "misnamed")) ==
        "left out, as its name is no source's: rename Sudoku.CPP to Sudoku.cpp\n");

  file("two/sudoku.cpp", "bool solve(Grid& g) { return true; }\n");
  file("two/sudoku.py", "def solve(grid):\n    return True\n");
  CHECK_THROWS_WITH(harness::submission_language(dir / "two"),
                    (dir / "two").string() +
                        ": the folder holds sources of cpp and python, and both define entries of the assignments: "
                        "choose one with --language");

  file("upload/hw3/src/Sudoku.java", "class Sudoku {}\n");
  file("upload/hw3/README.md", "hw\n");
  const auto nested = harness::submission_layout(dir / "upload");
  CHECK(nested.language == Language::Java);
  CHECK(nested.root == dir / "upload/hw3/src");
  CHECK(notes(nested) == "graded the files in hw3/src/: the folder's top holds no sources\n");

  file("twice/a/sudoku.cpp", "\n");
  file("twice/b/sudoku.cpp", "\n");
  CHECK_THROWS_WITH(harness::submission_language(dir / "twice"),
                    (dir / "twice").string() +
                        ": the folder holds no sources at its top, and 2 folders under it do (a/, b/): hand in one");

  file("renamed/Sudoku.CPP", "\n");
  file("renamed/hw/sudoku.py.txt", "\n");
  CHECK_THROWS_WITH(harness::submission_language(dir / "renamed"),
                    (dir / "renamed").string() +
                        ": the folder holds no .cpp, .py, .java or .rkt files: rename Sudoku.CPP to Sudoku.cpp; "
                        "rename hw/sudoku.py.txt to sudoku.py");
  file("Sudoku.CPP", "\n");
  CHECK_THROWS_WITH(harness::submission_language(dir / "Sudoku.CPP"),
                    (dir / "Sudoku.CPP").string() +
                        ": neither a source file (.cpp, .py, .java, .rkt) nor an executable; rename it Sudoku.cpp");

  // A #! program in a folder is the program, whatever sits beside it.
  file("program/solver.py", "#!/usr/bin/env python3\nprint()\n", 0755);
  file("program/rules.py", "def fits(g):\n");
  file("program/README.md", "run it\n");
  const auto program = harness::submission_layout(dir / "program");
  CHECK(program.language == Language::Executable);
  CHECK(program.program == "solver.py");
  // A build script beside C++ that defines the entries is no program.
  file("script/sudoku.cpp", "bool solve(Grid& g) { return true; }\n");
  file("script/build.sh", "#!/bin/sh\ng++ sudoku.cpp\n", 0755);
  CHECK(harness::submission_language(dir / "script") == Language::Cpp);
  file("programs/a", "#!/bin/sh\n", 0755);
  file("programs/b", "#!/bin/sh\n", 0755);
  CHECK_THROWS_WITH(harness::submission_language(dir / "programs"),
                    (dir / "programs").string() +
                        ": the folder holds 2 programs of their own (#! and the execute bit: a, b): hand in one");

  file("modules/a.py", "def solve(g):\n");
  file("modules/b.py", "def fillSudoku(g):\n");
  CHECK_THROWS_WITH(
      harness::submission_language(dir / "modules"),
      Catch::Contains("the folder holds 2 Python files (a.py, b.py) and none is the program: name it main.py"));
}

TEST_CASE("hostile source is read by the layout rules: megabyte lines, deep nesting, NULs, invalid UTF-8",
          "[submission_kind][slow]") {
  // What follows the hostile text is still read: an entry's definition, an import, a require.
  struct Definition {
    Language language;
    const char* text;
  };
  const Definition definitions[] = {
      {Language::Python, "def solve(grid):\n    return grid\n"},
      {Language::Cpp, "bool solve(Grid& g) {\n  return true;\n}\n"},
      {Language::Java, "public static boolean fillSudoku(int[][] sudoku) {\n"},
      {Language::Racket, "(define (solve bd) bd)\n"},
  };
  for (const auto& [what, text] : hostile_source::texts()) {
    CAPTURE(what);
    for (const Definition& definition : definitions) {
      CAPTURE(harness::to_string(definition.language));
      CHECK_FALSE(harness::defines_an_entry(definition.language, text));
      CHECK(harness::defines_an_entry(definition.language, text + "\n" + definition.text));
    }
    CHECK(harness::program_among(Language::Python, {{"grid.py", text}, {"solver.py", text + "\nimport grid\n"}}) ==
          "solver.py");
    CHECK(harness::program_among(Language::Python,
                                 {{"grid.py", text + "\nfrom solver import x\n"}, {"solver.py", text}}) == "grid.py");
    CHECK(harness::program_among(Language::Racket,
                                 {{"board.rkt", text}, {"solver.rkt", text + "\n(require \"board.rkt\")\n"}}) ==
          "solver.rkt");
  }
}

TEST_CASE("a folder whose module holds a line of forty thousand characters is graded, not ended by a crash",
          "[submission_kind][process]") {
  // The grader's layout rule read it with std::regex: SIGSEGV, exit 139, and `batch` wrote no grades at all.
  const TempDir temp_dir("long-line");
  const fs::path folder = temp_dir.path / "hw";
  fs::copy(fs::path(SOURCE_DIR) / "tests/submissions/accepted/python_main_and_modules", folder);
  std::ofstream(folder / "board.py", std::ios::app) << "\n" << std::string(40000, ' ') << "\n";
  harness::TrustedCommand command({std::string(BINARY_DIR) + "/sudoku-grade", "grade", folder.string(), "--cases",
                                   std::string(SOURCE_DIR) + "/tests/fixtures/handins/solve.yaml", "--cache",
                                   std::string(BINARY_DIR) + "/test-cache"},
                                  std::chrono::seconds(120));
  const harness::TrustedRun run = harness::run_trusted(command);
  INFO(run.out << run.err);
  REQUIRE(run.end == harness::TrustedRun::End::Exited);
  CHECK_THAT(run.out, Catch::Contains("note: graded main.py as the program"));
  CHECK_THAT(run.out, Catch::Contains("total 1/2 points; 1 of 2 cases accepted"));
  // The near-miss hint read the long line's file too.
  CHECK_THAT(run.out, Catch::Contains("hint: board.py:13 defines `def fill(grid)`, a near name"));
}
