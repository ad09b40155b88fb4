#pragma once
// What the hostile suite shares: tests/hostile/ holds one program per attack
// (issue 10, item 7), graded the way a student's submission is, in-process
// through grade_submission or batch, or through the sudoku-grade binary; and
// the looks at the grader's side afterwards.
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include <catch2/catch.hpp>

#include "cases/case_loader.h"
#include "file_text.h"
#include "judge/grade.h"
#include "lang/prepare.h"
#include "run/process.h"
#include "run/sandbox.h"
#include "run/sandbox_probe.h"
#include "run/trusted_program.h"
#include "temp_dir.h"

namespace hostile_suite {

namespace fs = std::filesystem;
using namespace std::chrono_literals;

inline const fs::path kAttacks = fs::path(SOURCE_DIR) / "tests/hostile";
inline const fs::path kCaseFile = kAttacks / "cases.yaml";
inline const fs::path kGrader = fs::path(BINARY_DIR) / "sudoku-grade";
inline const fs::path kTestCache = fs::path(BINARY_DIR) / "test-cache";

/// Every file under `folder` with its bytes: a before and after of what a
/// submission must not change.
inline std::map<std::string, std::string> files_under(const fs::path& folder) {
  std::map<std::string, std::string> files;
  for (const auto& entry : fs::recursive_directory_iterator(folder))
    if (entry.is_regular_file()) files[fs::relative(entry.path(), folder).string()] = text_of(entry.path());
  return files;
}

/// tests/hostile/NAME copied to `to` with `#define`s before it: what an
/// attack needs to know of the grader's machine that only the test knows
/// (a temp folder, a port). Values are C++ text: quote strings with quoted().
inline fs::path with_defines(const std::string& name, const fs::path& to,
                             const std::vector<std::pair<std::string, std::string>>& defines) {
  std::string text;
  for (const auto& [macro, value] : defines) text += "#define " + macro + " " + value + "\n";
  std::ofstream(to, std::ios::binary) << text << text_of(kAttacks / name);
  return to;
}

inline std::string quoted(const fs::path& path) { return "\"" + path.string() + "\""; }

/// The cases of cases.yaml with these names, as one file: an attack is
/// graded only on the calls it is made in.
inline std::vector<harness::CaseFile> cases_named(const std::vector<std::string>& names) {
  harness::CaseFile file = harness::load_case_file(kCaseFile.string());
  std::vector<harness::Case> kept;
  for (const auto& name : names)
    for (const auto& c : file.cases)
      if (c.name == name) kept.push_back(c);
  REQUIRE(kept.size() == names.size());
  file.cases = kept;
  return {file};
}

inline std::shared_ptr<const harness::Sandbox> strict_box() {
  return harness::probe_sandbox(harness::SandboxLevel::Strict);
}

inline std::shared_ptr<const harness::Sandbox> no_box() { return harness::probe_sandbox(harness::SandboxLevel::Off); }

inline harness::GradeOptions options_in(std::shared_ptr<const harness::Sandbox> box,
                                        const fs::path& cache = kTestCache) {
  harness::GradeOptions options;
  options.sandbox = std::move(box);
  options.compile.cache_dir = cache;
  return options;
}

/// The program grade_submission runs for `submission` (compiled, or from the cache).
inline fs::path program_of(const fs::path& submission, const harness::GradeOptions& options) {
  const harness::Prepared prepared = harness::prepare_program(submission, options.compile);
  REQUIRE(prepared.program);
  return prepared.program->argv.front();
}

/// The result of the case named `name`.
inline const harness::CaseResult& case_named(const harness::GradeResult& grade, const std::string& name) {
  for (const auto& file : grade.files)
    for (const auto& c : file.cases)
      if (c.name == name) return c;
  FAIL("no case '" << name << "' in the result");
  throw std::logic_error("unreachable");
}

/// An attack graded on the one case of cases.yaml it is made in.
struct Attack {
  fs::path source;
  std::string case_name;

  harness::GradeResult graded(std::shared_ptr<const harness::Sandbox> box, const fs::path& cache) const {
    const harness::GradeOptions options = options_in(std::move(box), cache);
    return harness::grade_submission(source, harness::prepare_submission(source, options), cases_named({case_name}),
                                     options);
  }
  harness::CaseResult graded_in(std::shared_ptr<const harness::Sandbox> box, const fs::path& cache = kTestCache) const {
    return case_named(graded(std::move(box), cache), case_name);
  }
  /// Why the submission could not be built, said once for the whole grade.
  harness::Judgement build_failure_in(std::shared_ptr<const harness::Sandbox> box,
                                      const fs::path& cache = kTestCache) const {
    const harness::GradeResult result = graded(std::move(box), cache);
    REQUIRE(result.build_failure.has_value());
    return *result.build_failure;
  }
  /// The compiled program, for a look at what of it still runs.
  fs::path program() const { return program_of(source, options_in(strict_box())); }
};

/// Whether `pid` is this test process or one of its descendants.
inline bool descends_from_this_test(pid_t pid) {
  for (int hops = 0; pid > 1 && hops < 64; ++hops) {
    if (pid == ::getpid()) return true;
    const std::string stat = text_of("/proc/" + std::to_string(pid) + "/stat");
    const auto paren = stat.rfind(')');
    if (paren == std::string::npos || paren + 4 >= stat.size()) return false;
    pid = std::atoi(stat.c_str() + paren + 4);  // "pid (comm) S PPID ..."
  }
  return false;
}

/// Pids of the machine's processes running `program`: the same file (device
/// and inode), however a box names it; or, as the full box shows a program
/// (docs/sandbox.md: a copy in a tmpfs of its own, so that its mount names
/// no path of the host), a file of the same bytes run by a process of this
/// test's. A boxed process cannot leave its pid namespace, whose init, the
/// keeper, is the grader's child: so nothing of a box is missed, and another
/// test's copy of the same program is not counted.
inline std::vector<pid_t> processes_running(const fs::path& program) {
  struct stat wanted {};
  REQUIRE(::stat(program.c_str(), &wanted) == 0);
  std::optional<std::string> bytes;
  std::vector<pid_t> pids;
  for (const auto& entry : fs::directory_iterator("/proc")) {
    const std::string name = entry.path().filename().string();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;
    struct stat running {};
    if (::stat((entry.path() / "exe").c_str(), &running) != 0) continue;
    const bool same_file = running.st_dev == wanted.st_dev && running.st_ino == wanted.st_ino;
    bool same_bytes = false;
    if (!same_file && running.st_size == wanted.st_size && descends_from_this_test(std::stoi(name))) {
      if (!bytes) bytes = text_of(program);
      std::ifstream exe(entry.path() / "exe", std::ios::binary);
      std::ostringstream text;
      text << exe.rdbuf();
      same_bytes = text.str() == *bytes;
    }
    if (same_file || same_bytes) pids.push_back(std::stoi(name));
  }
  return pids;
}

/// A trusted program of the test's, outside any box (sudoku-grade itself,
/// setpriv, unshare, a script), ended at `timeout`.
inline harness::TrustedRun run_outside(std::vector<std::string> argv, std::chrono::milliseconds timeout = 60s) {
  harness::TrustedCommand command(std::move(argv), timeout);
  command.output_cap = std::size_t{4} << 20;
  return harness::run_trusted(command);
}

}  // namespace hostile_suite
