#pragma once
// From a submission path to a runnable program.
//  - a .cpp/.cc file, or a folder of them: compiled with g++ -std=c++17 -O2.
//    Sources that define main() are a program of their own; sources that do
//    not are linked with the driver (harness/driver/driver.cpp), which turns
//    the student's functions into a program speaking docs/protocol.md.
//  - any other file with the execute bit (a script with a shebang): run as it is.
// Which is which: judge/submission_kind.h. Builds are cached under the cache
// dir by a hash of the sources, the flags and every file of the driver's
// folder, so grading the same submission twice compiles once; the
// driver object is compiled once per flags. Compilers run under
// run_with_limits, so a template bomb is a CE, not a hung harness.
//
// The driver's folder is found at run time, first match wins: the option,
// $SUDOKU_GRADE_DRIVER_DIR, a "driver" folder next to the running executable
// (an installed layout), then the source tree this harness was built from.
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "judge/verdict.h"
#include "run/process.h"

namespace harness {

/// How a program speaks: the student's functions linked with the driver
/// (harness/driver/), or a program with its own main, in any language.
enum class ProgramKind { Driver, OwnMain };

struct Program {
  std::vector<std::string> argv;   ///< run argv + the entry's arguments
  ProgramKind kind = ProgramKind::OwnMain;
  bool from_cache = false;         ///< no compiler ran
};

struct CompileOptions {
  std::filesystem::path cache_dir;    ///< empty: default_cache_dir()
  std::filesystem::path driver_dir;   ///< empty: default_driver_dir()
  std::string compiler = "g++";
  std::vector<std::string> flags = {"-std=c++17", "-O2"};
  /// Static: a run then skips the dynamic loader, whose relocations and
  /// mprotects were most of a short case's cost (docs/performance.md).
  std::vector<std::string> link_flags = {"-static"};
  /// The output cap is also RLIMIT_FSIZE, so it must hold an object file.
  Limits limits{std::chrono::milliseconds(60000), std::chrono::milliseconds(60000), 0,
                std::uint64_t{512} << 20};
};

struct Prepared {
  std::optional<Program> program;   ///< set on success
  /// Without a program: CE with the compiler's first lines as details, or JE
  /// saying what failed (judge_without_program files it under each case).
  Judgement failure;
};

/// Throws harness::Error when the path is no submission at all (missing, or a
/// folder without .cpp files): that is the grader's input, not the student's.
Prepared prepare_program(const std::filesystem::path& submission, const CompileOptions& options);

/// $XDG_CACHE_HOME/sudoku-grade, else ~/.cache/sudoku-grade, else /tmp/sudoku-grade-cache.
std::filesystem::path default_cache_dir();
std::filesystem::path default_driver_dir();

/// The compiler's message cut to max_lines, with "[... truncated to N lines]".
std::string first_lines(const std::string& text, int max_lines);

}  // namespace harness
