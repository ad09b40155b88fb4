// prepare_python: a Python module handed in as the lesson asks (functions,
// and perhaps the student's own tests under a main guard) made into programs
// that speak docs/protocol.md through the Python driver
// (harness/driver/sudoku_driver.py); docs/protocol.md, "The Python driver".
//
// The module is the .py file handed in, or the only .py at the top of a
// folder handed in (its other files, subfolders too, are there for it to
// import). Once per submission, in the box, in a build folder (build_step.h):
// python_check.py compiles every .py of it, so a syntax error is CE once, not
// an RTE per case, and says whether the module has a main guard. The files
// and the driver are then stored in the cache, named by SHA-256 over the
// files, the driver, the check and `python3 --version`, as a folder every run
// is shown at /submission:
//
//   CACHE/python-KEY/submission/sudoku_driver.py
//   CACHE/python-KEY/submission/src/<the submission's files>
//   CACHE/python-KEY/own-main          (present when the module has a main guard)
//
// a cache entry (cache_entry.h), checked against its manifest each time a
// grade takes it.
//
// Every run is `/usr/bin/python3 -I -B`: the system's interpreter, the one
// the box has (not whichever python3 the grader's PATH finds first); -I
// ignores PYTHON* variables and the user's site folder and keeps the
// driver's folder off sys.path; -B writes no __pycache__ (/submission is
// read-only). A module with a main guard is also a program of its own
// (ProgramKind::DriverAndOwnMain): a session runs `python3 -B -E -s
// /submission/src/MODULE.py`, which puts the module's folder first on
// sys.path as `python3 MODULE.py` does.
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <limits>

#include <fmt/format.h>

#include "base/error.h"
#include "build/build_folder.h"
#include "build/build_key.h"
#include "build/build_step.h"
#include "build/cache_dir.h"
#include "build/cache_entry.h"
#include "build/language_programs.h"

namespace harness {
namespace fs = std::filesystem;
namespace {

constexpr const char* kDriverFile = "sudoku_driver.py";
constexpr const char* kCheckFile = "python_check.py";
constexpr const char* kMainGuardLine = "main guard\n";   // python_check.py's words
constexpr const char* kStartupArgument = "--startup";    // sudoku_driver.py's

bool is_top_level_module(const SourceFile& file) {
  return file.name.find('/') == std::string::npos && fs::path(file.name).extension() == ".py";
}

// The file the driver imports: the one handed in, or the folder's only .py
// at its top. Several make no module to call: the grader's input to fix.
std::string module_name(const fs::path& submission, const SourceFiles& sources, bool folder) {
  if (!folder) return submission.filename().string();
  std::vector<std::string> modules;
  for (const SourceFile& file : sources.files)
    if (is_top_level_module(file)) modules.push_back(file.name);
  if (modules.empty()) fail({submission.string()}, "the folder holds no .py file");
  if (modules.size() > 1) {
    std::string names;
    for (const auto& name : modules) names += (names.empty() ? "" : ", ") + name;
    fail({submission.string()},
         "the folder holds {} Python modules ({}): hand in the module's file, or a folder with one module at its top "
         "(modules it imports can sit in a subfolder)",
         modules.size(), names);
  }
  return modules.front();
}

// Stores the bundle under `bundle`, whole or not at all (build/cache_entry.h).
// Throws harness::Error.
void store_bundle(const fs::path& bundle, const SourceFile& driver, const std::vector<SourceFile>& files,
                  bool own_main) {
  EntryStaging staging(bundle);
  write_files(staging.path() / "submission", {driver});
  write_files(staging.path() / "submission" / "src", files);
  if (own_main) write_files(staging.path(), {{"own-main", ""}});
  staging.publish();
}

// The driver's start on its own, in the box: the interpreter, the driver's
// imports, no module of the student's (docs/protocol.md, "Fair time").
std::optional<std::chrono::milliseconds> measure_startup(const fs::path& submission_dir, const CompileOptions& options,
                                                         std::string& failure) {
  RunSpec spec;
  spec.argv = {kPython, "-I", "-B", std::string(kSubmissionPath) + "/" + kDriverFile, kStartupArgument};
  spec.submission_dir = submission_dir;
  spec.sandbox = options.sandbox.get();
  spec.limits.wall = spec.limits.cpu = std::chrono::milliseconds(10000);
  const RunFacts facts = run_with_limits(spec);
  if (facts.end != RunFacts::End::Exited || facts.exit_code != 0 || !facts.stdout_text.empty()) {
    failure = fmt::format("the Python driver does not start ({}, exit code {}): {}{}", to_string(facts.end),
                          facts.exit_code, facts.spawn_error, first_lines(facts.stderr_text, 5));
    return std::nullopt;
  }
  return std::max(facts.wall, facts.cpu);
}

Program python_program(const fs::path& bundle, const std::string& module, bool own_main,
                       std::chrono::milliseconds startup, bool from_cache) {
  const std::string module_path = std::string(kSubmissionPath) + "/src/" + module;
  Program program;
  program.argv = {kPython, "-I", "-B", std::string(kSubmissionPath) + "/" + kDriverFile, module_path};
  if (own_main) program.session_argv = {kPython, "-B", "-E", "-s", module_path};
  program.serve_argv = program.argv;
  program.serve_argv.push_back("--serve");   // the warm runtime (docs/protocol.md)
  program.kind = own_main ? ProgramKind::DriverAndOwnMain : ProgramKind::Driver;
  program.from_cache = from_cache;
  program.submission_dir = bundle / "submission";
  program.startup = startup;
  return program;
}

}  // namespace

Prepared prepare_python(const fs::path& submission, const CompileOptions& options) {
  const bool folder = fs::is_directory(submission);
  const SourceFiles sources = read_source_files(submission, options.source_bytes);
  if (sources.over_cap) return source_cap_hit(options);
  const std::string module = module_name(submission, sources, folder);

  Prepared missing;
  const std::optional<Toolchain> toolchain =
      find_toolchain({"Python", {kDriverFile, kCheckFile}, {kPython}, "python3", kPython}, options, missing);
  if (!toolchain) return missing;
  const SourceFile& driver = toolchain->drivers.at(0);
  const SourceFile& check = toolchain->drivers.at(1);

  try {
    const fs::path bundle = bundle_folder("python", *toolchain, sources.files, module);

    const EntryCheck found = cached_entry(bundle, "Python bundle of " + submission.string(), options);
    const bool from_cache = found.state == EntryCheck::State::Intact;
    bool own_main = found.holds("own-main");
    if (!from_cache) {
      BuildFolder build = build_folder_for(options);
      build.put("src", sources.files);
      build.put("driver", {check});
      const StepFacts checked =
          run_step({kPython, "-I", "-B", std::string("driver/") + kCheckFile, "src", module}, build, options);
      if (auto step = step_failure(checked, options.limits)) return student_step_failed(*step);
      own_main = checked.stdout_text == kMainGuardLine;
      store_bundle(bundle, driver, sources.files, own_main);
    }
    std::string failure;
    const auto startup = measure_startup(bundle / "submission", options, failure);
    if (!startup) return judge_error(failure);
    return Prepared{python_program(bundle, module, own_main, *startup, from_cache), {}};
  } catch (const Error& e) {
    return judge_error(e.what());
  }
}

}  // namespace harness
