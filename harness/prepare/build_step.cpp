#include "prepare/build_step.h"

#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <sstream>

#include <fmt/format.h>

#include "base/error.h"
#include "cache/cache_dir.h"
#include "prepare/folder_watch.h"
#include "run/process.h"
#include "verdict/classify.h"

namespace harness {
namespace fs = std::filesystem;
namespace {

constexpr int kMessageLines = 15;

// g++ reports a child (cc1plus, as, ld) ended by a signal in its own words,
// "g++: internal compiler error: File size limit exceeded signal terminated
// program cc1plus", and exits 1 or 4 like any failed compile.
bool child_ended_by(const std::string& said, int signal) {
  return said.find(std::string(strsignal(signal)) + " signal terminated program") != std::string::npos;
}

// The words of the disk cap: a compile's folder, and its /tmp and /dev/shm, hold Limits::work_bytes each.
std::string disk_limit(const Limits& limits) {
  return fmt::format("the compiler wrote more than {} of files (the limit for compiling)",
                     size_words(limits.work_bytes));
}

// The limit a step hit, in the student's terms, or "".
std::string limit_hit(Verdict verdict, const RunFacts& facts, const Limits& limits, const std::string& said) {
  if (verdict == Verdict::MLE)
    return fmt::format("the compiler ran out of memory (the {} limit for compiling)", size_words(limits.memory_bytes));
  if (verdict == Verdict::TLE && facts.end == RunFacts::End::WallTimeout)
    return fmt::format("the compiler took longer than {} ms", limits.wall.count());
  if (verdict == Verdict::TLE || child_ended_by(said, SIGXCPU))
    return fmt::format("the compiler used more than {} ms of cpu time", limits.cpu.count());
  if (verdict == Verdict::OLE || child_ended_by(said, SIGXFSZ))
    return fmt::format("the compiler wrote more than the {} limit for a file", size_words(limits.output_bytes));
  if (said.find("No space left on device") != std::string::npos) return disk_limit(limits);
  return "";
}

}  // namespace

bool tmpfs_folder_fits(const Sandbox* box) {
  if (!box || !box->boxes()) return false;
  const BoxFeatures& features = box->features();
  return features.namespaces && features.own_uid && !features.user_namespace;
}

BuildFolder build_folder_for(const CompileOptions& options) {
  return BuildFolder(options.limits.work_bytes, tmpfs_folder_fits(options.sandbox.get()));
}

StepFacts run_step(std::vector<std::string> argv, const BuildFolder& folder, const CompileOptions& options) {
  RunSpec spec;
  spec.argv = std::move(argv);
  spec.work_dir = folder.path();
  spec.limits = options.limits;
  spec.sandbox = options.sandbox.get();
  StepFacts facts;
  if (folder.on_tmpfs()) {
    static_cast<RunFacts&>(facts) = run_with_limits(spec);
    facts.disk_full = folder.full();
  } else {
    FolderWatch watch(folder.path(), folder.cap_bytes());
    static_cast<RunFacts&>(facts) = run_with_limits(spec);
    facts.disk_full = watch.finish();
  }
  return facts;
}

std::string size_words(std::uint64_t bytes) {
  if (bytes >= (1u << 20) && bytes % (1u << 20) == 0) return fmt::format("{} MiB", bytes >> 20);
  if (bytes >= (1u << 10) && bytes % (1u << 10) == 0) return fmt::format("{} KiB", bytes >> 10);
  return fmt::format("{} bytes", bytes);
}

std::optional<StepFailure> step_failure(const RunFacts& facts, const Limits& limits, bool disk_full) {
  const std::string& said = !facts.stderr_text.empty() ? facts.stderr_text : facts.stdout_text;
  if (disk_full && facts.end != RunFacts::End::SpawnFailed)
    return StepFailure{Verdict::CE, disk_limit(limits), first_lines(said, kMessageLines)};
  const std::optional<Judgement> judged = classify(facts, limits);
  if (!judged) return std::nullopt;
  if (judged->verdict == Verdict::JE) return StepFailure{Verdict::JE, "", judged->reason};
  StepFailure failure{Verdict::CE, limit_hit(judged->verdict, facts, limits, said), first_lines(said, kMessageLines)};
  if (failure.limit.empty() && failure.said.empty()) failure.said = judged->reason + "\n";
  return failure;
}

Prepared student_step_failed(const StepFailure& failure) {
  if (failure.verdict == Verdict::JE) return judge_error(failure.said);
  return Prepared{
      std::nullopt,
      Judgement{Verdict::CE, "the submission does not compile:" + (failure.limit.empty() ? "" : " " + failure.limit),
                "", failure.said}};
}

Done student_step(const RunFacts& facts, const Limits& limits, bool disk_full) {
  if (const std::optional<StepFailure> failure = step_failure(facts, limits, disk_full))
    return student_step_failed(*failure).failure;
  return done();
}

Done harness_step(const std::string& what, const RunFacts& facts, const Limits& limits, bool disk_full) {
  if (const std::optional<StepFailure> failure = step_failure(facts, limits, disk_full))
    return harness_step_failed(what, *failure);
  return done();
}

std::string cite_student_paths(std::string_view said, std::string_view prefix) {
  constexpr std::string_view kBuildSources = "src/";
  std::string out;
  out.reserve(said.size());
  for (std::size_t i = 0; i < said.size();) {
    const bool path_starts = i == 0 || std::string_view(" \n(\"'`").find(said[i - 1]) != std::string_view::npos;
    if (path_starts && said.substr(i, kBuildSources.size()) == kBuildSources) {
      out.append(prefix);
      i += kBuildSources.size();
    } else {
      out += said[i++];
    }
  }
  return out;
}

Prepared source_cap_hit(const CompileOptions& options) {
  return Prepared{std::nullopt,
                  Judgement{Verdict::CE, fmt::format("the submission does not compile: its files hold more than the {} "
                                                     "limit for a submission",
                                                     size_words(options.source_bytes))}};
}

Judgement harness_step_failed(const std::string& what, const StepFailure& failure) {
  return {Verdict::JE, what + (failure.limit.empty() ? "" : ": " + failure.limit), "", failure.said};
}

Built<std::string> tool_identity(const std::string& tool) {
  // Found as exec finds it: a name without '/' on the grader's PATH.
  fs::path found;
  if (tool.find('/') != std::string::npos) {
    found = tool;
  } else {
    const char* path = std::getenv("PATH");
    std::istringstream folders(path ? path : "/usr/local/bin:/usr/bin:/bin");
    for (std::string folder; std::getline(folders, folder, ':');) {
      const fs::path candidate = fs::path(folder.empty() ? "." : folder) / tool;
      if (::access(candidate.c_str(), X_OK) == 0 && !fs::is_directory(candidate)) {
        found = candidate;
        break;
      }
    }
    if (found.empty()) {
      return harness_failed(fmt::format("cannot run {}: not found on PATH", tool));
    }
  }
  std::error_code error;
  const fs::path real = fs::canonical(found, error);
  struct stat info {};
  if (error || ::stat(real.c_str(), &info) != 0) {
    return harness_failed(fmt::format("cannot run {}: {}", tool, error ? error.message() : std::strerror(errno)));
  }
  if (!S_ISREG(info.st_mode) || ::access(real.c_str(), X_OK) != 0) {
    return harness_failed(fmt::format("cannot run {}: {} is no executable file", tool, real.string()));
  }
  return fmt::format("{} {} bytes, modified {}.{:09}", real.string(), static_cast<std::uint64_t>(info.st_size),
                     static_cast<std::int64_t>(info.st_mtim.tv_sec), static_cast<long>(info.st_mtim.tv_nsec));
}

std::string damaged_entry_warning(const std::string& what, const fs::path& entry, const std::string& why) {
  return fmt::format("the cache's {} failed its check ({}: {}); building it again", what, entry.string(), why);
}

EntryCheck cached_entry(const fs::path& entry, const std::string& what, const CompileOptions& options) {
  EntryCheck found = check_entry(entry);
  if (found.state == EntryCheck::State::Damaged && options.warn)
    options.warn(damaged_entry_warning(what, entry, found.why));
  return found;
}

std::optional<std::string> cached_file(const fs::path& entry, const std::string& file, const std::string& what,
                                       const CompileOptions& options) {
  std::string why;
  std::optional<std::string> bytes = read_intact_file(entry, file, why);
  if (!bytes && !why.empty() && options.warn) options.warn(damaged_entry_warning(what, entry, why));
  return bytes;
}

// The cache is the grader's alone: a folder of its own, never a link someone
// left in its place (at /tmp/sudoku-grade-cache, say), mode 0700, so no other
// user reads a build or plants one. "" when it is, else why not.

bool is_regular(const fs::path& path) {
  struct stat info {};
  return ::lstat(path.c_str(), &info) == 0 && S_ISREG(info.st_mode);
}

void add_files(BuildKey& key, const std::vector<SourceFile>& files) {
  key.add(std::to_string(files.size()));
  for (const auto& file : files) {
    key.add(file.name);
    key.add(file.bytes);
  }
}

std::string first_lines(const std::string& text, int max_lines) {
  std::string kept;
  std::istringstream lines(text);
  int count = 0;
  for (std::string line; std::getline(lines, line); ++count)
    if (count < max_lines) kept += line + "\n";
  if (count > max_lines) kept += fmt::format("[... truncated to {} lines]\n", max_lines);
  return kept;
}

Prepared judge_error(std::string message) { return Prepared{std::nullopt, {Verdict::JE, std::move(message)}}; }

Built<Toolchain> find_toolchain(const ToolchainNeeds& needs, const CompileOptions& options) {
  Toolchain found;
  found.cache = options.cache_dir.empty() ? default_cache_dir() : options.cache_dir;
  found.driver_dir = options.driver_dir.empty() ? default_driver_dir() : options.driver_dir;
  const auto missing = [](std::string why) { return harness_failed(std::move(why)); };
  for (const char* file : needs.driver_files)
    if (!is_regular(found.driver_dir / file))
      return missing(fmt::format("the {} driver is not at {}", needs.language, (found.driver_dir / file).string()));
  for (const char* tool : needs.tools)
    if (::access(tool, X_OK) != 0)
      return missing(fmt::format("no {} (scripts/setup.sh installs {})", tool, needs.package));
  if (std::optional<std::string> why = why_not_private(found.cache)) return missing(*why);
  try {
    for (const char* file : needs.driver_files)
      found.drivers.push_back(
          {file,
           read_source_files(found.driver_dir / file, std::numeric_limits<std::uint64_t>::max()).files.at(0).bytes});
  } catch (const PlacedError& error) {
    return missing(error.what());
  }
  const Built<std::string> version = tool_identity(needs.versioned_tool);
  if (!version) return version.failure();
  found.version = *version;
  return found;
}

std::filesystem::path bundle_folder(const std::string& language, const Toolchain& toolchain,
                                    const std::vector<SourceFile>& sources, const std::string& main) {
  BuildKey key;
  key.add(language + " bundle");
  key.add(kCacheEntryForm);
  key.add(toolchain.version);
  add_files(key, sources);
  key.add(main);
  add_files(key, toolchain.drivers);
  return toolchain.cache / (language + "-" + key.hex());
}

}  // namespace harness
