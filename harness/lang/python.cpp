// Python's module: its row, and prepare_python: a Python module handed in as the lesson asks made into programs that
// speak docs/protocol.md through harness/driver/sudoku_driver.py. Which file is the module, its check, its bundle in
// the cache and how each case and session runs it: docs/protocol.md, "The Python driver".
#include <algorithm>
#include <cctype>

#include <fmt/format.h>

#include "base/error.h"
#include "cache/cache_entry.h"
#include "lang/language_programs.h"
#include "lang/language_source.h"
#include "lang/linear_pattern.h"
#include "lang/submission_kind.h"
#include "prepare/build_step.h"
#include "prepare/driver_bundle.h"

namespace harness {
namespace fs = std::filesystem;
namespace {

constexpr const char* kMainGuardLine = "main guard\n";    // python_check.py's words
constexpr const char* kOwnMainFile = "own-main";          // in the bundle, when the module has a main guard
constexpr const char* kMenuLine = "menu at top level\n";  // python_check.py's words
constexpr const char* kMenuFile = "menu-only";            // in the bundle, when a top-level loop reads typed lines

// A definition of an entry: `def NAME(`, at a line's start.
std::string python_definition(const std::string& name) { return "(^|\\n)[ \\t]*def[ \\t]+" + name + "[ \\t]*\\("; }

bool defines_python_main(std::string_view text) { return text.find("__main__") != std::string_view::npos; }

// The modules a Python file imports (their first names, as files: "rules.py").
// The patterns run on the student's whole file: linear ones
// (lang/linear_pattern.h). The heads alone are patterns; the names after them
// are read by hand, as RE2 takes a group's bounds at an NFA's pace (a
// megabyte of names is 0.2 s).
std::set<std::string> python_imports(const std::string& text) {
  std::set<std::string> names;
  static const LinearPattern import_head("(^|\\n)[ \\t]*import[ \\t]+");
  static const LinearPattern from_head("(^|\\n)[ \\t]*from[ \\t]+\\.?[A-Za-z_]");
  const auto end_of = [](const PatternMatch& m) { return m[0].data() + m[0].size(); };
  const char* const text_end = text.data() + text.size();
  for (const PatternMatch& m : import_head.all_in(text)) {
    // The list up to the line's end, a comment or a `;`: "os, rules as r".
    const char* list_end = end_of(m);
    while (list_end != text_end && *list_end != '\n' && *list_end != '#' && *list_end != ';') ++list_end;
    const std::string list(end_of(m), list_end);
    std::size_t start = 0;
    while (start <= list.size()) {
      const std::size_t comma = std::min(list.find(',', start), list.size());
      std::string item = list.substr(start, comma - start);
      const auto first = item.find_first_not_of(" \t");
      if (first != std::string::npos) {
        item = item.substr(first);
        const auto end = item.find_first_of(" \t.");
        names.insert(item.substr(0, end) + ".py");
      }
      start = comma + 1;
    }
  }
  const auto is_name_char = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  for (const PatternMatch& m : from_head.all_in(text)) {
    const char* const name = end_of(m) - 1;  // the name's first letter, the head's last
    const char* name_end = end_of(m);
    while (name_end != text_end && is_name_char(*name_end)) ++name_end;
    names.insert(std::string(name, name_end) + ".py");
  }
  return names;
}

std::string python_driver_path() { return std::string(kSubmissionPath) + "/" + kPythonDriverFile; }
std::string python_module_path(const std::string& module) { return std::string(kSubmissionPath) + "/src/" + module; }

// python_check.py compiles every .py in the box, then the bundle is stored,
// whole or not at all (cache/cache_entry.h).
Done build_python_bundle(const fs::path& bundle, const BundleInputs& in) {
  const SourceFile& driver = in.toolchain.drivers.at(0);
  const SourceFile& check = in.toolchain.drivers.at(1);
  BuildFolder build = build_folder_for(in.options);
  build.put("src", in.sources.files);
  build.put("driver", {check});
  const StepFacts checked = run_step({kPython, "-I", "-B", std::string("driver/") + kPythonCheckFile, "src", in.main},
                                     build, in.options);
  if (const Done step = student_step(checked, in.options.limits); !step) return step.failure();
  EntryStaging staging(bundle);
  write_files(staging.path() / "submission", {driver});
  write_files(staging.path() / "submission" / "src", in.sources.files);
  if (checked.stdout_text == kMainGuardLine) write_files(staging.path(), {{kOwnMainFile, ""}});
  if (checked.stdout_text == kMenuLine) write_files(staging.path(), {{kMenuFile, ""}});
  staging.publish();
  return done();
}

// The driver's start on its own, in the box: the interpreter, the driver's
// imports, no module of the student's (docs/protocol.md, "Fair time").
Built<RuntimeFigures> probe_python(const fs::path& bundle, const std::string&, const CompileOptions& options) {
  RunSpec spec;
  spec.argv = {kPython, "-I", "-B", python_driver_path()};
  spec.submission_dir = bundle / "submission";
  spec.sandbox = options.sandbox.get();
  spec.limits.wall = spec.limits.cpu = std::chrono::milliseconds(10000);
  const auto startup = time_driver_start(driver_language(language_row(Language::Python)), spec);
  if (!startup) return startup.failure();
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

Prepared prepare_python(const SubmissionLayout& layout, const CompileOptions& options) {
  // The file the driver imports: the one handed in, or the folder's program.
  const std::string module = layout.program.empty() ? layout.root.filename().string() : layout.program;
  return prepare_with_driver(
      driver_language(language_row(Language::Python)),
      {[&](const fs::path&, SourceFiles&) { return module; }, build_python_bundle, probe_python, python_program},
      layout.root, options);
}

LanguageRow python_row() {
  return {Language::Python,
          "python",
          "python",
          "Python",
          "a Python module",
          {".py"},
          {kPythonDriverFile, kPythonCheckFile},
          {kPython},
          kPython,
          "python3",
          1.0,  // the lesson's way, measured; java.yaml, htdp.yaml set their own (protocol.md, "The factors")
          "--serve",
          "--startup",
          prepare_python,
          {python_definition,
           false,
           {},
           defines_python_main,
           python_imports,
           {"main.py", "__main__.py", "sudoku.py"},
           true},
          &python_source()};
}

}  // namespace harness
