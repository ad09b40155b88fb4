#pragma once
/// What every language with a driver (Python, Java, Racket) does the same way
/// to prepare a submission: read its files, find its toolchain, take its
/// bundle from the cache or build it, take the runtime's figures from the
/// cache or probe them, and make its programs. Each language gives only its
/// own steps (DriverSteps); its row (lang/language.h) gives the rest.
#include <chrono>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "prepare/build_folder.h"
#include "prepare/build_step.h"
#include "prepare/built.h"
#include "prepare/compile_options.h"
#include "prepare/program.h"
#include "prepare/runtime_figures.h"
#include "run/run_spec.h"

namespace harness {

/// What the shared steps read of a language's row (lang/language.h
/// LanguageRow, whose fields these are): plain values, so prepare/ names no
/// language and reads no table.
struct DriverLanguage {
  const char* name;                       ///< "Racket"
  const char* cache_tag;                  ///< its bundles are CACHE/TAG-KEY
  std::vector<const char*> driver_files;  ///< in harness/driver/, each a field of the cache key
  std::vector<const char*> tools;         ///< by absolute path, the runtime first
  const char* build_tool;                 ///< its identity is a field of the cache key; null: none
  const char* package;                    ///< what scripts/setup.sh installs the tools with
  const char* serve_argument;             ///< the warm runtime's argument; "" when none
  const char* probe_argument;             ///< the start-up probe's argument; "" when none
};

/// What a bundle is built from.
struct BundleInputs {
  const SourceFiles& sources;
  const std::string& main;     ///< what main_of chose
  const Toolchain& toolchain;  ///< the driver files read, the cache
  const CompileOptions& options;
};

struct DriverSteps {
  /// What the driver runs first ("sudoku.rkt", a module): a field of the
  /// bundle's name. May rename a source (a Java file named for its public
  /// class). Throws harness::Error when the submission has none: the
  /// grader's input to fix.
  std::function<std::string(const std::filesystem::path& submission, SourceFiles& sources)> main_of;
  /// Builds the bundle and stores it at `bundle`, whole or not at all, or
  /// fails (CE, JE). May throw a harness::PlacedError (JE).
  std::function<Done(const std::filesystem::path& bundle, const BundleInputs& inputs)> build;
  /// The runtime's figures, measured in the box (the row's probe_argument),
  /// or JE when the probe could not run.
  std::function<Built<RuntimeFigures>(const std::filesystem::path& bundle, const std::string& main,
                                      const CompileOptions& options)>
      probe;
  /// The programs run from the bundle (argv, session_argv, kind, heap_flag);
  /// the rest (the warm runtime's argv, the figures, the folder) is filled in.
  std::function<Program(const std::filesystem::path& bundle, const std::string& main, const RuntimeFigures& figures)>
      program;
  /// Builds the bundle that explains a failed case (Racket: errortrace
  /// compiled in) at `bundle`, as `build` does; empty when the language has
  /// none. Called on first need only (prepare/explaining_build.h), into the
  /// cache as TAG-explaining-KEY; its programs are the timed runs', run from it.
  std::function<Done(const std::filesystem::path& bundle, const BundleInputs& inputs)> explaining_build = nullptr;
};

/// A row's prepare, through `steps`: the bundle and the figures from the
/// cache when it holds them intact, so a cached grade starts no runtime but
/// the cases'.
Prepared prepare_with_driver(const DriverLanguage& row, const DriverSteps& steps,
                             const std::filesystem::path& submission, const CompileOptions& options);

/// The driver started on its own in the box with the row's probe_argument
/// (`spec` says the rest), ending at once with exit 0 and no output: its
/// time (the larger of wall and CPU), or JE saying why not ("the Python
/// driver does not start (...)").
Built<std::chrono::milliseconds> time_driver_start(const DriverLanguage& row, RunSpec spec);

}  // namespace harness
