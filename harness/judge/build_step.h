#pragma once
// What every language's build of student code shares (compile.cpp for C++,
// language_programs.h for the others): one step of it run hostile-proof, its
// failure told in the student's terms or the harness's, and the grader's own
// cache it is kept in.
//  - A step (g++, nm, a link, Python's syntax check) runs in its build folder
//    (build_folder.h), shown at /box, in the box of CompileOptions::sandbox,
//    under CompileOptions::limits; classify() decides whether it failed.
//  - A failed step of the student's build is CE, naming a limit it hit ("the
//    compiler ran out of memory (the 1024 MiB limit for compiling)") and the
//    tool's first lines; a step that could not start, or one of the harness's
//    own (the driver's compile, nm), is JE.
//  - The cache is a folder of the grader's own, mode 0700, never a link.
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "judge/build_folder.h"
#include "judge/build_key.h"
#include "judge/compile.h"

namespace harness {

/// Runs argv in `folder` (argv names files relative to it), boxed and
/// limited as `options` says.
RunFacts run_step(std::vector<std::string> argv, const BuildFolder& folder, const CompileOptions& options);

struct StepFailure {
  Verdict verdict;     ///< JE: the tool could not be started; else CE
  std::string limit;   ///< the limit it hit, in the student's terms, or ""
  std::string said;    ///< the tool's first lines; for JE, why it could not start
};

/// How a step failed, or nullopt. classify() decides from the facts; only the
/// words are the build's.
std::optional<StepFailure> step_failure(const RunFacts& facts, const Limits& limits);

/// A failed step of the student's build (a compile, a link, a syntax check):
/// CE "the submission does not compile: LIMIT", the tool's words as details.
Prepared student_step_failed(const StepFailure& failure);

/// CE before anything runs: the submission's files hold more than
/// CompileOptions::source_bytes.
Prepared source_cap_hit(const CompileOptions& options);

/// A failed step that is the harness's own business (the driver, nm): JE.
Judgement harness_step_failed(const std::string& what, const StepFailure& failure);

/// `tool --version`'s output, asked once per tool and process (so an
/// upgraded compiler or interpreter makes new builds), or nullopt with the
/// reason in `failure`. The grader's own tool, so it runs unboxed.
std::optional<std::string> tool_version(const std::string& tool, std::string& failure);

/// "" when `folder` is (made, if need be) a folder of the grader's own, mode
/// 0700, not a link; else why not, in one line.
std::string private_folder(const std::filesystem::path& folder);

/// A regular file, not a link to one.
bool is_regular(const std::filesystem::path& path);

/// "1024 MiB", "256 KiB", "1000 bytes": a limit as it was set.
std::string size_words(std::uint64_t bytes);

/// Every file into the key: how many, then each one's name and bytes.
void add_files(BuildKey& key, const std::vector<SourceFile>& files);

}  // namespace harness
