// prepare_python: a Python module handed in as the lesson asks made into programs that speak
// docs/protocol.md through harness/driver/sudoku_driver.py. Which file is the module, its check, its
// bundle in the cache and how each case and session runs it: docs/protocol.md, "The Python driver".
#include <algorithm>

#include <fmt/format.h>

#include "base/error.h"
#include "build/build_step.h"
#include "build/cache_entry.h"
#include "build/driver_bundle.h"
#include "build/language_programs.h"
#include "build/submission_kind.h"

namespace harness {
namespace fs = std::filesystem;
namespace {

constexpr const char* kMainGuardLine = "main guard\n";   // python_check.py's words
constexpr const char* kOwnMainFile = "own-main";        // in the bundle, when the module has a main guard
constexpr const char* kMenuLine = "menu at top level\n";   // python_check.py's words
constexpr const char* kMenuFile = "menu-only";           // in the bundle, when a top-level loop reads typed lines

bool is_top_level_module(const SourceFile& file) {
  return file.name.find('/') == std::string::npos && fs::path(file.name).extension() == ".py";
}

// The file the driver imports: the one handed in, or the folder's program
// among its top-level .py files by docs/protocol.md's rule (submission_kind.h
// program_among); the others are its modules, beside it on sys.path.
std::string module_name(const fs::path& submission, const SourceFiles& sources) {
  if (!fs::is_directory(submission)) return submission.filename().string();
  std::vector<TopFile> modules;
  for (const SourceFile& file : sources.files)
    if (is_top_level_module(file)) modules.push_back({file.name, file.bytes});
  if (modules.empty()) fail({submission.string()}, "the folder holds no .py file");
  if (const auto program = program_among(Language::Python, modules)) return *program;
  std::string names;
  for (const auto& module : modules) names += (names.empty() ? "" : ", ") + module.name;
  fail({submission.string()},
       "the folder holds {} Python modules ({}) and none is the program: name it main.py, or make it the only one no "
       "other imports (docs/protocol.md, \"A folder of several files\")",
       modules.size(), names);
}

std::string python_driver_path() { return std::string(kSubmissionPath) + "/" + kPythonDriverFile; }
std::string python_module_path(const std::string& module) { return std::string(kSubmissionPath) + "/src/" + module; }

// python_check.py compiles every .py in the box, then the bundle is stored,
// whole or not at all (build/cache_entry.h).
std::optional<Prepared> build_python_bundle(const fs::path& bundle, const BundleInputs& in) {
  const SourceFile& driver = in.toolchain.drivers.at(0);
  const SourceFile& check = in.toolchain.drivers.at(1);
  BuildFolder build = build_folder_for(in.options);
  build.put("src", in.sources.files);
  build.put("driver", {check});
  const StepFacts checked =
      run_step({kPython, "-I", "-B", std::string("driver/") + kPythonCheckFile, "src", in.main}, build, in.options);
  if (auto step = step_failure(checked, in.options.limits)) return student_step_failed(*step);
  EntryStaging staging(bundle);
  write_files(staging.path() / "submission", {driver});
  write_files(staging.path() / "submission" / "src", in.sources.files);
  if (checked.stdout_text == kMainGuardLine) write_files(staging.path(), {{kOwnMainFile, ""}});
  if (checked.stdout_text == kMenuLine) write_files(staging.path(), {{kMenuFile, ""}});
  staging.publish();
  return std::nullopt;
}

// The driver's start on its own, in the box: the interpreter, the driver's
// imports, no module of the student's (docs/protocol.md, "Fair time").
std::optional<RuntimeFigures> probe_python(const fs::path& bundle, const std::string&, const CompileOptions& options,
                                    std::string& failure) {
  RunSpec spec;
  spec.argv = {kPython, "-I", "-B", python_driver_path()};
  spec.submission_dir = bundle / "submission";
  spec.sandbox = options.sandbox.get();
  spec.limits.wall = spec.limits.cpu = std::chrono::milliseconds(10000);
  const auto startup = time_driver_start(language_row(Language::Python), spec, failure);
  if (!startup) return std::nullopt;
  return RuntimeFigures{*startup, 0, false};
}

Program python_program(const fs::path& bundle, const std::string& module, const RuntimeFigures&) {
  const bool own_main = is_regular(bundle / kOwnMainFile);
  Program program;
  // Its menu runs as it is imported: no function of it can be called without
  // it, so every case runs the program, as a C++ program with main alone.
  if (is_regular(bundle / kMenuFile)) {
    program.argv = program.session_argv = {kPython, "-B", "-E", "-s", python_module_path(module)};
    program.kind = ProgramKind::OwnMain;
    return program;
  }
  program.argv = {kPython, "-I", "-B", python_driver_path(), python_module_path(module)};
  if (own_main) program.session_argv = {kPython, "-B", "-E", "-s", python_module_path(module)};
  program.kind = own_main ? ProgramKind::DriverAndOwnMain : ProgramKind::Driver;
  return program;
}

}  // namespace

Prepared prepare_python(const fs::path& submission, const CompileOptions& options) {
  return prepare_with_driver(language_row(Language::Python),
                             {[](const fs::path& path, SourceFiles& sources) { return module_name(path, sources); },
                              build_python_bundle, probe_python, python_program},
                             submission, options);
}

}  // namespace harness
