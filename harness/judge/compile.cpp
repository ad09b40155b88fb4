#include "judge/compile.h"

#include <stdlib.h>

#include <algorithm>
#include <cstdint>
#include <sstream>

#include <fmt/format.h>

#include "base/error.h"
#include "base/read_file.h"
#include "judge/classify.h"
#include "judge/submission_kind.h"

namespace harness {
namespace fs = std::filesystem;
namespace {

constexpr int kMessageLines = 15;

// An unreadable file hashes as empty: the compiler will name the problem.
std::string file_bytes(const fs::path& path) { return read_file_if_readable(path).value_or(""); }

// FNV-1a: a cache key, not a defence; the sources are the student's own.
struct Hash {
  std::uint64_t value = 1469598103934665603ULL;
  void add(std::string_view text) {
    for (unsigned char ch : text) value = (value ^ ch) * 1099511628211ULL;
    value = (value ^ 0xff) * 1099511628211ULL;   // separates "ab","c" from "a","bc"
  }
  std::string hex() const { return fmt::format("{:016x}", value); }
};

// The student's sources are compiled with -I on the driver's folder and the
// driver includes its neighbours, so a change to any file there (sudoku.h
// too) must make a new build, not be served from the cache.
void add_driver_folder(Hash& hash, const fs::path& driver_dir) {
  std::vector<fs::path> files;
  std::error_code ec;
  for (const auto& item : fs::directory_iterator(driver_dir, ec))
    if (item.is_regular_file()) files.push_back(item.path());
  std::sort(files.begin(), files.end());
  for (const auto& file : files) {
    hash.add(file.filename().string());
    hash.add(file_bytes(file));
  }
}

Prepared judge_error(std::string message) { return Prepared{std::nullopt, {Verdict::JE, std::move(message)}}; }

Prepared compile_error(std::string compiler_said) {
  return Prepared{std::nullopt, {Verdict::CE, "the submission does not compile:", "", std::move(compiler_said)}};
}

Prepared ready(std::string path, ProgramKind kind, bool from_cache) {
  return Prepared{Program{{std::move(path)}, kind, from_cache}, {}};
}

RunFacts run_tool(std::vector<std::string> argv, const fs::path& work_dir, const Limits& limits) {
  RunSpec spec;
  spec.argv = std::move(argv);
  spec.work_dir = work_dir;
  spec.limits = limits;
  return run_with_limits(spec);
}

// Why a tool run failed, or "" when it succeeded.
std::string tool_failure(const RunFacts& facts, const Limits& limits) {
  if (const auto failed = classify(facts, limits)) {
    if (failed->verdict == Verdict::TLE)
      return fmt::format("the compiler took longer than {} ms", limits.wall.count());
    if (failed->verdict == Verdict::JE) return failed->reason;
    const std::string& said = !facts.stderr_text.empty() ? facts.stderr_text : facts.stdout_text;
    return said.empty() ? failed->reason : first_lines(said, kMessageLines);
  }
  return "";
}

// nm lists a defined "main" when the sources are a program of their own.
bool defines_main(const std::vector<std::string>& objects, const fs::path& dir, const Limits& limits,
                  std::string& failure) {
  std::vector<std::string> argv = {"nm", "-g", "--defined-only"};
  argv.insert(argv.end(), objects.begin(), objects.end());
  const RunFacts facts = run_tool(argv, dir, limits);
  failure = tool_failure(facts, limits);
  std::istringstream lines(facts.stdout_text);
  for (std::string line; std::getline(lines, line);)
    if (line.size() > 7 && line.compare(line.size() - 7, 7, " T main") == 0) return true;
  return false;
}

struct TempDir {
  fs::path path;
  ~TempDir() {
    std::error_code ignored;
    if (!path.empty()) fs::remove_all(path, ignored);
  }
};

// The driver object for these flags, compiled once into the cache.
std::string driver_object(const fs::path& cache, const fs::path& driver_dir, const CompileOptions& options,
                          const fs::path& scratch, std::string& failure) {
  Hash hash;
  hash.add(options.compiler);
  for (const auto& flag : options.flags) hash.add(flag);
  add_driver_folder(hash, driver_dir);
  const fs::path object = cache / ("driver-" + hash.hex() + ".o");
  if (fs::exists(object)) return object.string();
  const fs::path fresh = scratch / "driver.o";
  std::vector<std::string> argv = {options.compiler};
  argv.insert(argv.end(), options.flags.begin(), options.flags.end());
  argv.insert(argv.end(), {"-c", (driver_dir / "driver.cpp").string(), "-o", fresh.string()});
  failure = tool_failure(run_tool(argv, scratch, options.limits), options.limits);
  if (!failure.empty()) {
    failure = "the driver does not compile: " + failure;
    return "";
  }
  std::error_code ec;
  fs::rename(fresh, object, ec);   // atomic: a parallel grader may do the same
  return (ec ? fresh : object).string();
}

}  // namespace

std::string first_lines(const std::string& text, int max_lines) {
  std::string kept;
  std::istringstream lines(text);
  int count = 0;
  for (std::string line; std::getline(lines, line); ++count)
    if (count < max_lines) kept += line + "\n";
  if (count > max_lines) kept += fmt::format("[... truncated to {} lines]\n", max_lines);
  return kept;
}

fs::path default_cache_dir() {
  if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg) return fs::path(xdg) / "sudoku-grade";
  if (const char* home = std::getenv("HOME"); home && *home) return fs::path(home) / ".cache" / "sudoku-grade";
  return "/tmp/sudoku-grade-cache";
}

fs::path default_driver_dir() {
  if (const char* dir = std::getenv("SUDOKU_GRADE_DRIVER_DIR"); dir && *dir) return dir;
  std::error_code ec;
  const fs::path installed = fs::read_symlink("/proc/self/exe", ec).parent_path() / "driver";
  if (!ec && fs::exists(installed / "driver.cpp")) return installed;
#ifdef SUDOKU_GRADE_SOURCE_DIR
  return fs::path(SUDOKU_GRADE_SOURCE_DIR) / "harness" / "driver";
#else
  return installed;
#endif
}

Prepared prepare_program(const fs::path& submission, const CompileOptions& options) {
  std::error_code ec;
  const fs::path path = fs::absolute(submission, ec);
  if (!fs::exists(path)) fail({submission.string()}, "no such submission");
  std::vector<fs::path> sources;
  if (fs::is_directory(path)) {
    for (const auto& entry : fs::directory_iterator(path))
      if (submission_kind(entry.path()) == SubmissionKind::CppSource) sources.push_back(entry.path());
    if (sources.empty()) fail({submission.string()}, "the folder holds no .cpp files");
    std::sort(sources.begin(), sources.end());
  } else {
    switch (submission_kind(path)) {
      case SubmissionKind::CppSource: sources.push_back(path); break;
      case SubmissionKind::Executable: return ready(path.string(), ProgramKind::OwnMain, true);
      case SubmissionKind::NotASubmission:
        fail({submission.string()}, "neither a C++ source (.cpp) nor an executable file");
    }
  }

  const fs::path cache = options.cache_dir.empty() ? default_cache_dir() : options.cache_dir;
  const fs::path driver_dir = options.driver_dir.empty() ? default_driver_dir() : options.driver_dir;
  if (!fs::exists(driver_dir / "driver.cpp"))
    return judge_error(fmt::format("the driver is not at {}", (driver_dir / "driver.cpp").string()));
  fs::create_directories(cache, ec);
  if (ec) return judge_error(fmt::format("cannot create the cache {}: {}", cache.string(), ec.message()));

  Hash hash;
  hash.add(options.compiler);
  for (const auto& flag : options.flags) hash.add(flag);
  for (const auto& flag : options.link_flags) hash.add(flag);
  for (const auto& source : sources) {
    hash.add(source.filename().string());
    hash.add(file_bytes(source));
  }
  add_driver_folder(hash, driver_dir);
  const fs::path build = cache / ("build-" + hash.hex());
  for (ProgramKind kind : {ProgramKind::Driver, ProgramKind::OwnMain}) {
    const fs::path program = build / (kind == ProgramKind::Driver ? "with-driver" : "own-main");
    if (fs::exists(program)) return ready(program.string(), kind, true);
  }

  TempDir scratch;
  std::string pattern = (cache / "tmp-XXXXXX").string();
  if (!mkdtemp(pattern.data())) return judge_error(fmt::format("cannot create a folder in {}", cache.string()));
  scratch.path = pattern;

  std::vector<std::string> argv = {options.compiler};
  argv.insert(argv.end(), options.flags.begin(), options.flags.end());
  argv.insert(argv.end(), {"-I", driver_dir.string(), "-c"});
  std::vector<std::string> objects;
  for (const auto& source : sources) {
    argv.push_back(source.string());
    objects.push_back((scratch.path / source.filename()).replace_extension(".o").string());
  }
  const RunFacts compiled = run_tool(argv, scratch.path, options.limits);
  if (compiled.end == RunFacts::End::SpawnFailed) return judge_error("cannot run the compiler: " + compiled.spawn_error);
  if (std::string failure = tool_failure(compiled, options.limits); !failure.empty())
    return compile_error(failure);

  std::string failure;
  const bool own_main = defines_main(objects, scratch.path, options.limits, failure);
  if (!failure.empty()) return judge_error("nm failed: " + failure);
  std::vector<std::string> link = {options.compiler};
  link.insert(link.end(), options.flags.begin(), options.flags.end());
  link.insert(link.end(), options.link_flags.begin(), options.link_flags.end());
  link.insert(link.end(), objects.begin(), objects.end());
  if (!own_main) {
    const std::string driver = driver_object(cache, driver_dir, options, scratch.path, failure);
    if (driver.empty()) return judge_error(failure);
    link.push_back(driver);
  }
  const fs::path linked = scratch.path / "program";
  link.insert(link.end(), {"-o", linked.string()});
  // A link error (a missing helper, a duplicate symbol) is the student's: CE.
  if (std::string failure = tool_failure(run_tool(link, scratch.path, options.limits), options.limits);
      !failure.empty())
    return compile_error(failure);

  const fs::path program = build / (own_main ? "own-main" : "with-driver");
  fs::create_directories(build, ec);
  fs::rename(linked, program, ec);
  if (ec) return judge_error(fmt::format("cannot store {}: {}", program.string(), ec.message()));
  return ready(program.string(), own_main ? ProgramKind::OwnMain : ProgramKind::Driver, false);
}

}  // namespace harness
