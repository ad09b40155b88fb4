// The hostile suite's attacks made with file names (issue 20, item 5): a
// submission's files named like a tool's options (-o.cpp, --help.cpp,
// -shared.cpp, @x.cpp, which to g++, nm and objcopy names a response file)
// reach every tool as files. Each is a correct solution, copied at test time
// under the hostile name, and must be graded as it is under a plain one.
// Each test has a cache of its own, so every tool runs.
#include "hostile/hostile_suite.h"

using namespace hostile_suite;

namespace {

const fs::path kExamples = fs::path(SOURCE_DIR) / "examples";

fs::path copied(const fs::path& from, const fs::path& to, const std::string& added = "") {
  fs::create_directories(to.parent_path());
  std::ofstream(to, std::ios::binary) << text_of(from) << added;
  return to;
}

std::string graded(const fs::path& submission, const std::string& case_name, const fs::path& cache) {
  const harness::CaseResult c = Attack{submission, case_name}.graded_in(strict_box(), cache);
  INFO(submission.filename().string() << ": " << c.reason << "\n" << c.details);
  return harness::to_string(c.verdict) + (c.reason.empty() ? "" : " " + c.reason);
}

}  // namespace

TEST_CASE("hostile: C++ files named like options are files to g++, nm, objcopy and the link",
          "[hostile][process][slow]") {
  TempDir temp("hostile-option-names-cpp");
  // g++ -c writes NAME.o: -o.o, -shared.o, --help.o, each once an option to
  // nm or the link, and @x.o, which names the response file x.o: x.cpp's object.
  const fs::path folder = temp / "options";
  copied(kExamples / "cpp/sudoku.cpp", folder / "-o.cpp");
  int helper = 0;
  for (const char* name : {"-shared.cpp", "--help.cpp", "@x.cpp", "x.cpp"})
    std::ofstream(folder / name) << "int helper_" << ++helper << "() { return " << helper << "; }\n";
  CHECK(graded(folder, "fillSudoku example 1", temp / "cache") == "AC");
  // Functions and a main of its own: objcopy renames main in a copy of --help.o.
  // (The helper's solve, under the name the hostile suite's cases call.)
  CHECK(graded(copied(kExamples / "cpp/helper.cpp", temp / "own-main" / "--help.cpp",
                      "\nbool fillSudoku(Grid& grid) { return solve(grid); }\n"),
               "fillSudoku example 1", temp / "cache") == "AC");
}

TEST_CASE("hostile: a Python module named like an option is a file to python", "[hostile][process][slow]") {
  TempDir temp("hostile-option-names-python");
  for (const char* name : {"-c.py", "--help.py", "@x.py", "-I.py"}) {
    CAPTURE(name);
    // The lesson's solve, under the name the hostile suite's cases call.
    CHECK(graded(copied(kExamples / "python/lesson.py", temp / name, "\n\nfillSudoku = solve\n"),
                 "fillSudoku example 1", temp / "cache") == "AC");
  }
}

TEST_CASE("hostile: a Racket file named like an option is a file to racket and raco", "[hostile][process][slow]") {
  TempDir temp("hostile-option-names-racket");
  CHECK(graded(copied(kExamples / "racket/sudoku.rkt", temp / "--help.rkt"), "fillSudoku example 1", temp / "cache") ==
        "AC");
}

TEST_CASE("hostile: a Java file named -J-Xmx4g.java is a file to javac, or a compile error saying why",
          "[hostile][process][slow]") {
  TempDir temp("hostile-option-names-java");
  // Handed in alone, it is compiled under its public class's name, as any renamed file is.
  CHECK(graded(copied(kExamples / "java/Sudoku.java", temp / "single" / "-J-Xmx4g.java"), "fillSudoku example 1",
               temp / "cache") == "AC");
  // In a folder its name stays: javac compiles a class that is not public from any file.
  std::string source = text_of(kExamples / "java/Sudoku.java");
  const std::string public_class = "public class Sudoku";
  REQUIRE(source.find(public_class) != std::string::npos);
  std::ofstream(copied(kExamples / "java/Sudoku.java", temp / "package-private" / "-J-Xmx4g.java"))
      << source.replace(source.find(public_class), public_class.size(), "class Sudoku");
  CHECK(graded(temp / "package-private", "fillSudoku example 1", temp / "cache") == "AC");
  // And a public class in a folder is javac's own error, which names the file, as it would for Other.java.
  copied(kExamples / "java/Sudoku.java", temp / "public" / "-J-Xmx4g.java");
  const harness::Judgement refused = Attack{temp / "public", "fillSudoku example 1"}.build_failure_in(strict_box(),
                                                                                                      temp / "cache");
  CHECK(harness::to_string(refused.verdict) == std::string("CE"));
  CHECK_THAT(refused.details, Catch::Contains("-J-Xmx4g.java:") &&
                                  Catch::Contains("class Sudoku is public, should be declared in a file named "
                                                  "Sudoku.java"));
}
