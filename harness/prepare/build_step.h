#pragma once
/// One step of any language's build of student code, run boxed and limited in its
/// build folder; its failure as CE in the student's terms, or JE when it is the
/// harness's; the cache's entries, checked at each use. The rules: docs/protocol.md,
/// "How a C++ submission is compiled".
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "cache/build_key.h"
#include "cache/cache_entry.h"
#include "prepare/build_folder.h"
#include "prepare/built.h"
#include "prepare/compile_options.h"

namespace harness {

/// Whether a step boxed in `box` can work in a tmpfs build folder: the box
/// takes its work folder with open_tree, which a root grader's box with
/// namespaces does (its slots' templates); a box of a user namespace binds
/// host paths, and a box without a mount namespace uses the folder's path.
bool tmpfs_folder_fits(const Sandbox* box);

/// A build folder for steps run as `options` says, capped at Limits::work_bytes.
BuildFolder build_folder_for(const CompileOptions& options);

/// What a step did, and whether its folder reached its cap (BuildFolder::full,
/// or the watch of a folder on disk).
struct StepFacts : RunFacts {
  bool disk_full = false;
};

/// Runs argv in `folder` (argv names files relative to it), boxed and
/// limited as `options` says; a folder on disk is watched meanwhile.
StepFacts run_step(std::vector<std::string> argv, const BuildFolder& folder, const CompileOptions& options);

struct StepFailure {
  Verdict verdict;    ///< JE: the tool could not be started; else CE
  std::string limit;  ///< the limit it hit, in the student's terms, or ""
  std::string said;   ///< the tool's first lines; for JE, why it could not start
};

/// How a step failed, or nullopt: it did not (the decision student_step and
/// harness_step word; a table's test reads its fields). classify() decides
/// from the facts; only the words are the build's. A full folder fails the
/// step whatever it did (a Racket macro may catch the write refused and go
/// on), naming the limit.
std::optional<StepFailure> step_failure(const RunFacts& facts, const Limits& limits, bool disk_full = false);
inline std::optional<StepFailure> step_failure(const StepFacts& facts, const Limits& limits) {
  return step_failure(static_cast<const RunFacts&>(facts), limits, facts.disk_full);
}

/// A step of the student's build (a compile, a link, a syntax check) done, or
/// student_step_failed's Judgement: CE, or JE when the tool could not start.
Done student_step(const RunFacts& facts, const Limits& limits, bool disk_full = false);
inline Done student_step(const StepFacts& facts, const Limits& limits) {
  return student_step(static_cast<const RunFacts&>(facts), limits, facts.disk_full);
}

/// A step of the harness's own (the driver's compile, nm, objcopy) done, or
/// harness_step_failed(what)'s JE.
Done harness_step(const std::string& what, const RunFacts& facts, const Limits& limits, bool disk_full = false);
inline Done harness_step(const std::string& what, const StepFacts& facts, const Limits& limits) {
  return harness_step(what, static_cast<const RunFacts&>(facts), limits, facts.disk_full);
}

/// A failed step of the student's build (a compile, a link, a syntax check):
/// CE "the submission does not compile: LIMIT", the tool's words as details.
Prepared student_step_failed(const StepFailure& failure);

/// A build's output with the build folder's "src/" (where every language's
/// build puts the student's files) replaced by `prefix`, the folder the
/// student named their files from ("hw3/", "" for a file in the current
/// folder), wherever a path starts: at a line's start or after a space,
/// '(', a quote or '`'. "src/Sudoku.java:5: error" -> "hw3/Sudoku.java:5: error".
std::string cite_student_paths(std::string_view said, std::string_view prefix);

/// CE before anything runs: the submission's files hold more than
/// CompileOptions::source_bytes.
Prepared source_cap_hit(const CompileOptions& options);

/// A failed step that is the harness's own business (the driver, nm): JE.
Judgement harness_step_failed(const std::string& what, const StepFailure& failure);

/// What names the build tool `tool` (a path, or a name found on PATH) in a
/// cache key: its real path, size and modification time, so an upgraded
/// compiler or interpreter makes new builds without being run
/// (docs/protocol.md, "The cache"); or JE saying why not.
Built<std::string> tool_identity(const std::string& tool);

/// The cache's `entry`, holding `what` ("the C++ build of alice.cpp"), checked
/// for a use (check_entry): a damaged one is told through CompileOptions::warn
/// (damaged_entry_warning) and returned as it is, for the caller to build again.
EntryCheck cached_entry(const std::filesystem::path& entry, const std::string& what, const CompileOptions& options);

/// read_intact_file likewise: nullopt when the file is to be made again.
std::optional<std::string> cached_file(const std::filesystem::path& entry, const std::string& file,
                                       const std::string& what, const CompileOptions& options);

/// The warning's one line: what the entry holds, where it is, what differs.
std::string damaged_entry_warning(const std::string& what, const std::filesystem::path& entry, const std::string& why);

/// A regular file, not a link to one.
bool is_regular(const std::filesystem::path& path);

/// No program, for what failed on the harness's side: JE saying so.
Prepared judge_error(std::string message);

/// What a language's build needs before it starts (Python, Java, Racket).
struct ToolchainNeeds {
  const char* language;                   ///< "Python": "the Python driver is not at ..."
  std::vector<const char*> driver_files;  ///< in the driver's folder
  std::vector<const char*> tools;         ///< by absolute path, each executable
  const char* package;                    ///< what scripts/setup.sh installs them with
  const char* versioned_tool;             ///< whose identity (tool_identity) is a field of the cache key
};
struct Toolchain {
  std::filesystem::path cache;       ///< a private folder of the grader's
  std::filesystem::path driver_dir;  ///< holding every driver file
  std::vector<SourceFile> drivers;   ///< the driver files read, in the order `needs` names them
  std::string version;               ///< versioned_tool's identity
};
/// The toolchain `needs` asks for, or a JE naming the first thing missing or unreadable.
Built<Toolchain> find_toolchain(const ToolchainNeeds& needs, const CompileOptions& options);

/// Where a language's bundle lives in the cache: `toolchain.cache`/LANGUAGE-KEY,
/// the key over what it is (`language`, "python"), the entry form, the tool's
/// version, the submission's files, `main` (what the bundle runs first: the
/// module, the main file, the driver's compiled class) and the driver files.
std::filesystem::path bundle_folder(const std::string& language, const Toolchain& toolchain,
                                    const std::vector<SourceFile>& sources, const std::string& main);

/// "1024 MiB", "256 KiB", "1000 bytes": a limit as it was set.
std::string size_words(std::uint64_t bytes);

/// Every file into the key: how many, then each one's name and bytes.
void add_files(BuildKey& key, const std::vector<SourceFile>& files);

/// The compiler's message cut to max_lines, with "[... truncated to N lines]".
std::string first_lines(const std::string& text, int max_lines);

}  // namespace harness
