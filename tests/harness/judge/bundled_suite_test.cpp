// Kattis's verifyproblem for the bundled assignments (cases/*.yaml): every
// accepted solution - the faithful ones in tests/submissions/accepted/ and
// the examples/ - scores 100% on every bundled assignment whose entries it
// defines; every bundled assignment has an example that does; every
// wrong_answer/ submission fails some bundled case, naming its bug. Graded as
// a student's work is: compiled and run in the box.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <map>

#include "cases/case_loader.h"
#include "judge/assignment_choice.h"
#include "judge/entry_probe.h"
#include "judge/grade.h"
#include "lang/prepare.h"
#include "run/sandbox_probe.h"

using namespace harness;
namespace fs = std::filesystem;

namespace {

const fs::path kSource = SOURCE_DIR;

const std::vector<CaseFile>& bundled() {
  static const std::vector<CaseFile> files = load_cases_or_fail({(kSource / "cases").string()});
  return files;
}

// Probed once: each probe of the box starts processes.
const GradeOptions& options() {
  static const GradeOptions kept = [] {
    GradeOptions options;
    options.jobs = 2;
    options.compile.cache_dir = fs::path(BINARY_DIR) / "test-cache";
    options.sandbox = probe_sandbox(SandboxLevel::Auto);
    options.compile.sandbox = options.sandbox;
    return options;
  }();
  return kept;
}

DefinedEntries defined_by(const fs::path& submission) {
  const Prepared prepared = prepare_program(submission, options().compile);
  INFO(submission << ": " << prepared.failure.reason << "\n" << prepared.failure.details);
  REQUIRE(prepared.program);
  std::string why;
  const auto defined = probe_entries(*prepared.program, options().sandbox.get(), &why);
  INFO(why);
  REQUIRE(defined);
  return *defined;
}

// Every entry its cases call is defined. An assignment of sessions alone (the
// helper's) asks only for a main, which a Python module's main guard of tests
// is too: of those, the helpers are the solutions meant for it.
bool fits(const CaseFile& assignment, const DefinedEntries& defined, const fs::path& solution) {
  bool grid = false;
  for (const Entry entry : entries_of(assignment)) {
    if (!defined.defines(entry)) return false;
    grid = grid || entry != Entry::Session;
  }
  return grid || solution.stem() == "helper";
}

// The names of the cases not accepted, with their reasons.
std::string failures(const GradeResult& result) {
  std::string out;
  for (const auto& file : result.files)
    for (const auto& c : file.cases)
      if (c.verdict != Verdict::AC) out += "  " + c.name + ": " + to_string(c.verdict) + " " + c.reason + "\n";
  return out;
}

const fs::path kDocumentStyle = kSource / "tests/submissions/accepted/document_style";

std::vector<fs::path> accepted_solutions() {
  std::vector<fs::path> found;
  for (const auto& entry : fs::directory_iterator(kSource / "tests/submissions/accepted"))
    if (entry.path() != kDocumentStyle) found.push_back(entry.path());
  for (const auto& entry : fs::recursive_directory_iterator(kSource / "examples"))
    if (entry.is_regular_file() && (entry.path().extension() == ".cpp" || entry.path().extension() == ".py" ||
                                    entry.path().extension() == ".rkt" || entry.path().extension() == ".java"))
      found.push_back(entry.path());
  std::sort(found.begin(), found.end());
  return found;
}

}  // namespace

TEST_CASE("every accepted solution scores 100% on every bundled assignment whose entries it defines, and every "
          "bundled assignment has an example that does",
          "[bundled_suite][process][slow]") {
  std::map<std::string, std::vector<std::string>> passed_by;  // assignment -> solutions at 100%
  for (const fs::path& solution : accepted_solutions()) {
    const DefinedEntries defined = defined_by(solution);
    for (const CaseFile& assignment : bundled()) {
      if (!fits(assignment, defined, solution)) continue;
      const GradeResult result = grade_submission(solution, prepare_submission(solution, options()), {assignment},
                                                  options());
      INFO(fs::relative(solution, kSource).string() << " on " << assignment.path << ":\n" << failures(result));
      CHECK(result.all_accepted());
      if (result.all_accepted()) passed_by[assignment.path].push_back(fs::relative(solution, kSource).string());
    }
  }
  for (const CaseFile& assignment : bundled()) {
    INFO(assignment.path << " is passed by: " << passed_by[assignment.path].size() << " solutions");
    const auto& solutions = passed_by[assignment.path];
    CHECK(std::any_of(solutions.begin(), solutions.end(),
                      [](const std::string& path) { return path.rfind("examples/", 0) == 0; }));
  }
}

TEST_CASE("the faithful solutions each fit the assignment of their document", "[bundled_suite][process]") {
  const std::map<std::string, std::string> document_of = {
      {"lesson_style.cpp", "lesson.yaml"}, {"java_style.cpp", "java.yaml"}, {"htdp_style.cpp", "htdp.yaml"},
      {"lesson_style.py", "lesson.yaml"},  {"htdp_isl.rkt", "htdp.yaml"},   {"java_faithful", "java.yaml"}};
  for (const auto& [file, assignment] : document_of) {
    CAPTURE(file);
    const AssignmentChoice choice = choose_assignment(bundled(),
                                                      defined_by(kSource / "tests/submissions/accepted" / file));
    REQUIRE(choice.best.size() == 1);
    CHECK(fs::path(choice.best.front()->path).filename() == assignment);
  }
}

// The programs the limits are calibrated on (docs/protocol.md, "The factors,
// as measured"): each written the way one document teaches, in one language,
// named for its document (lesson_, java_, htdp_), held to that document's
// assignment alone - another document's limits are set by another way of
// solving (a whole-board check after each placement is no solver for the
// lesson's count_solutions).
TEST_CASE("every document-style program defines its document's entries and scores 100% on its assignment",
          "[bundled_suite][process][slow]") {
  const std::map<std::string, std::string> assignment_of = {
      {"lesson", "lesson.yaml"}, {"java", "java.yaml"}, {"htdp", "htdp.yaml"}};
  std::size_t programs = 0;
  for (const auto& entry : fs::directory_iterator(kDocumentStyle)) {
    const fs::path program = entry.path();
    const std::string name = program.filename().string();
    CAPTURE(name);
    const auto document = assignment_of.find(name.substr(0, name.find('_')));
    REQUIRE(document != assignment_of.end());
    // Its document's assignment, by name: a Racket program's solve answers fillSudoku too, so the entries
    // alone cannot tell the Java assignment written in Racket from HtDP's.
    const auto assignment_it = std::find_if(bundled().begin(), bundled().end(), [&](const CaseFile& file) {
      return fs::path(file.path).filename() == document->second;
    });
    REQUIRE(assignment_it != bundled().end());
    const CaseFile& assignment = *assignment_it;
    CHECK(fits(assignment, defined_by(program), program));
    const GradeResult result = grade_submission(program, prepare_submission(program, options()), {assignment},
                                                options());
    INFO(failures(result));
    CHECK(result.all_accepted());
    ++programs;
  }
  CHECK(programs >= 8);
}

TEST_CASE("every wrong answer fails some bundled case and names its bug", "[bundled_suite][process][slow]") {
  const std::map<std::string, std::string> bug_words = {
      {"cheat_fixed_answer.cpp", "changed the given"},
      {"check_ignores_boxes.cpp", "returned True, but the board breaks a rule: Box"},
      {"count_ignores_limit.cpp", "expected"},
      {"count_not_restoring.cpp", "grid not restored after count_solutions"},
      {"digits_0_to_8.cpp", "returned False but the puzzle has a solution"},
      {"fill_not_restored.cpp", "grid changed although it returned False"},
      {"htdp_ignores_boxes.rkt", "returned True, but the board breaks a rule: Box"},
      {"htdp_true_when_stuck.rkt", "cells are still empty"},
      {"java_missing_unchoose", "grid changed although it returned False"},
      {"java_unchoose_ij", "grid changed although it returned False"},
      {"java_true_when_stuck", "cells are still empty"},
      {"missing_return_false.cpp", "cells are still empty"},
      {"missing_unchoose.cpp", "returned False but the puzzle has a solution"},
      {"wrong_box_formula.cpp", "returned False but the puzzle has a solution"},
      {"count_not_restoring.py", "grid not restored after count_solutions"},
      {"missing_unchoose.py", "returned False but the puzzle has a solution"},
      {"true_when_stuck.py", "cells are still empty"},
  };
  std::size_t on_disk = 0;
  for (const auto& entry : fs::directory_iterator(kSource / "tests/submissions/wrong_answer")) {
    ++on_disk;
    const std::string file = entry.path().filename().string();
    CAPTURE(file);
    REQUIRE(bug_words.count(file) == 1);
    // Against the bundled cases of the entries it defines (the others would be NI, prove nothing,
    // and cost a run each: an interpreter's or a JVM's start), one file at a time, the assignment
    // `grade` would choose first, until a case names the bug: the rest need not run.
    const DefinedEntries defined = defined_by(entry.path());
    std::vector<CaseFile> its_cases = bundled();
    for (CaseFile& f : its_cases)
      f.cases.erase(
          std::remove_if(f.cases.begin(), f.cases.end(), [&](const Case& c) { return !defined.defines(c.entry); }),
          f.cases.end());
    its_cases.erase(
        std::remove_if(its_cases.begin(), its_cases.end(), [](const CaseFile& f) { return f.cases.empty(); }),
        its_cases.end());
    const AssignmentChoice choice = choose_assignment(bundled(), defined);
    if (!choice.best.empty())
      std::stable_partition(its_cases.begin(), its_cases.end(),
                            [&](const CaseFile& f) { return f.path == choice.best.front()->path; });
    std::string named, not_accepted;
    for (const CaseFile& f : its_cases) {
      const GradeResult result = grade_submission(entry.path(), prepare_submission(entry.path(), options()), {f},
                                                  options());
      for (const auto& graded : result.files)
        for (const auto& c : graded.cases)
          if (c.verdict == Verdict::WA && (c.reason + "\n" + c.hint).find(bug_words.at(file)) != std::string::npos)
            named = graded.path + ": " + c.name;
      not_accepted += failures(result);
      if (!named.empty()) break;
    }
    INFO(not_accepted);
    CHECK_FALSE(named.empty());
  }
  CHECK(on_disk == bug_words.size());
}
