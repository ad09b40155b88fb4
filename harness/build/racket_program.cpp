// prepare_racket: a Racket file as a student hands it in - `#lang racket`
// with `provide`, or saved by DrRacket in an HtDP teaching language - made
// into programs that speak docs/protocol.md through the Racket driver
// (harness/driver/racket_driver.rkt); docs/protocol.md, "The Racket driver".
//
// The file is the .rkt handed in, or the one .rkt at the top of a folder
// (sudoku.rkt when there are several). Once per submission, in the box, in a
// build folder (build_step.h), racket_make.rkt compiles every .rkt of it as
// `raco make` does, with errortrace's instrumentation (so an error names the
// student's file:line:column), and a syntax error is CE once, in the
// student's terms (racket_program.h), not an RTE per case. The driver is compiled once per racket and driver, in a
// build folder of its own, so no student's build writes where it is made.
// Both are stored in the cache, named by SHA-256 over the files, the driver
// and `racket --version`, as a folder every run is shown at /submission:
//
//   CACHE/racket-KEY/submission/racket_driver.rkt, compiled/racket_driver_rkt.zo
//   CACHE/racket-KEY/submission/src/<the files>, src/compiled/<FILE>_rkt.zo
//
// That folder is a cache entry (cache_entry.h), checked against its manifest
// each time a grade takes it; the driver's compiled form is kept as the entry
// CACHE/racket-driver-KEY/racket_driver_rkt.zo, its bytes checked each time
// they are copied into a bundle.
//
// Racket runs only these compiled files (the driver sets
// use-compiled-file-check to 'exists): no case compiles anything. A file
// with a main submodule is also a program of its own
// (ProgramKind::DriverAndOwnMain): a session runs `racket FILE`, as at a
// terminal.
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <limits>
#include <sstream>

#include <fmt/format.h>

#include "base/error.h"
#include "base/read_file.h"
#include "build/build_folder.h"
#include "build/build_key.h"
#include "build/build_step.h"
#include "build/cache_dir.h"
#include "build/cache_entry.h"
#include "build/language_programs.h"
#include "build/racket_program.h"
#include "verdict/classify.h"

namespace harness {
namespace fs = std::filesystem;
namespace {

constexpr const char* kRaco = "/usr/bin/raco";
constexpr const char* kRacketDriverFile = "racket_driver.rkt";
constexpr const char* kMakeFile = "racket_make.rkt";   // raco make, with errortrace

// The cases' limits are set against C++ yardsticks (htdp.yaml allows BD6 2 s,
// 30 times the C++ brute force's 65 ms); the document's own Racket, on
// lists, checking the whole board at each step, needs 3.8 s of cpu for BD6
// on this repository's machine (4.6 s compiled with errortrace). Four times
// the limit leaves it nearly twice what it needs, as DOMjudge's
// per-language factor does (docs/protocol.md, "The Racket driver").
constexpr double kRacketTimeFactor = 4;

bool is_racket_source(const std::string& name) { return fs::path(name).extension() == ".rkt"; }

// Where raco make leaves FILE's compiled form: "a/b.rkt" -> "a/compiled/b_rkt.zo".
std::string compiled_name(const std::string& name) {
  const fs::path path(name);
  std::string file = path.filename().string();
  if (const auto dot = file.rfind('.'); dot != std::string::npos && dot > 0) file[dot] = '_';
  return (path.parent_path() / "compiled" / (file + ".zo")).generic_string();
}

// The file the driver loads: the submission itself, or the one .rkt at the
// top of a folder (sudoku.rkt when there are several).
std::string main_file(const fs::path& submission, const SourceFiles& sources, bool folder) {
  if (!folder) return submission.filename().string();
  std::vector<std::string> top;
  for (const auto& file : sources.files)
    if (file.name.find('/') == std::string::npos && is_racket_source(file.name)) top.push_back(file.name);
  if (top.size() == 1) return top.front();
  if (std::find(top.begin(), top.end(), "sudoku.rkt") != top.end()) return "sudoku.rkt";
  if (top.empty()) fail({submission.string()}, "the folder holds no .rkt file at its top");
  std::string names;
  for (const auto& name : top) names += (names.empty() ? "" : ", ") + name;
  fail({submission.string()}, "the folder holds {} .rkt files ({}): the one to grade must be sudoku.rkt", top.size(),
       names);
}

void write_file(const fs::path& path, const std::string& bytes) {
  std::error_code error;
  fs::create_directories(path.parent_path(), error);
  std::ofstream out(path, std::ios::binary);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  if (error || !out.flush()) fail({path.string()}, "cannot write the file: {}", std::strerror(errno));
}

// The driver's compiled form for this racket and driver, made once into the
// cache: its bytes, checked as they are read, or nullopt with the JE in `failure`.
std::optional<std::string> driver_compiled(const fs::path& cache, const std::string& version,
                                           const std::string& driver, const CompileOptions& options,
                                           Judgement& failure) {
  BuildKey key;
  key.add("racket driver");
  key.add(kCacheEntryForm);
  key.add(version);
  key.add(driver);
  const fs::path entry = cache / ("racket-driver-" + key.hex());
  const std::string zo = fs::path(compiled_name(kRacketDriverFile)).filename().string();
  if (auto bytes = cached_file(entry, zo, "Racket driver's compiled form", options)) return bytes;
  BuildFolder folder = build_folder_for(options);
  folder.put("driver", {{kRacketDriverFile, driver}});
  const StepFacts made = run_step({kRaco, "make", std::string("driver/") + kRacketDriverFile}, folder, options);
  if (auto step = step_failure(made, options.limits)) {
    failure = harness_step_failed("the Racket driver does not compile", *step);
    return std::nullopt;
  }
  EntryStaging staging(entry);
  if (const TakeFailure taken = folder.take("driver/" + compiled_name(kRacketDriverFile), staging.path() / zo)) {
    failure = {Verdict::JE, "the Racket driver's compiled form: " + taken.why};
    return std::nullopt;
  }
  std::string bytes = read_file(staging.path() / zo);
  staging.publish();
  return bytes;
}

// Compiles the student's files in the box and stores the bundle at `bundle`,
// whole or not at all; nullopt when done, else the submission's failure (CE,
// or JE). Throws harness::Error when the cache cannot be written.
std::optional<Prepared> build_bundle(const fs::path& bundle, const SourceFiles& sources, const std::string& main,
                                     const SourceFile& driver, const SourceFile& make_file,
                                     const std::string& driver_zo, const CompileOptions& options) {
  BuildFolder folder = build_folder_for(options);
  folder.put("src", sources.files);
  folder.put("driver", {make_file});
  // The main file (a single file has any name) and every .rkt beside it.
  std::vector<std::string> compiled;
  for (const auto& file : sources.files)
    if (file.name == main || is_racket_source(file.name)) compiled.push_back(file.name);
  std::vector<std::string> make = {kRacket, std::string("driver/") + kMakeFile};
  for (const auto& name : compiled) make.push_back("src/" + name);
  StepFacts made = run_step(make, folder, options);
  made.stderr_text = raco_in_student_terms(made.stderr_text);
  made.stdout_text = raco_in_student_terms(made.stdout_text);
  if (auto step = step_failure(made, options.limits)) return student_step_failed(*step);

  EntryStaging staging(bundle);
  const fs::path submission = staging.path() / "submission";
  // Sources before their compiled forms: the bytes the grader read and
  // hashed, not what the build left; the compiled files only through
  // BuildFolder::take, which follows no link the build may have made.
  for (const auto& file : sources.files) write_file(submission / "src" / file.name, file.bytes);
  write_file(submission / kRacketDriverFile, driver.bytes);
  write_file(submission / compiled_name(kRacketDriverFile), driver_zo);
  for (const auto& name : compiled) {
    const std::string zo = compiled_name(name);
    std::error_code error;
    fs::create_directories((submission / "src" / zo).parent_path(), error);
    // raco make ran the student's macros, which may leave compiled/ as they
    // like (a link, a file where a folder was, nothing): the submission's
    // doing, CE. Only the grader's own failures (its disk, its cache) are JE.
    if (const TakeFailure taken = folder.take("src/" + zo, submission / "src" / zo)) {
      if (taken.whose == TakeFailure::Whose::Grader)
        return judge_error("the compiled Racket file was not stored: " + taken.why);
      return Prepared{std::nullopt, Judgement{Verdict::CE, "the submission does not compile: its macros changed "
                                                           "what raco make wrote (" + taken.why + ")"}};
    }
  }
  staging.publish();
  return std::nullopt;
}

// Asks the driver, in the box, whether the file has a main submodule. That
// run loads what every case loads before the student's code runs (racket,
// the driver, the file's language and libraries), so its time is the
// language's start-up, given to each case on top of its limit, and its peak
// memory what the runtime holds, given to each case on top of its memory.
Prepared ask_about_bundle(const fs::path& bundle, const std::string& main, bool from_cache,
                          const CompileOptions& options) {
  const std::string file = std::string(kSubmissionPath) + "/src/" + main;
  const std::string driver = std::string(kSubmissionPath) + "/" + kRacketDriverFile;
  RunSpec spec;
  spec.argv = {kRacket, driver, file, kRacketHasMainArgument};
  spec.submission_dir = bundle / "submission";
  spec.sandbox = options.sandbox.get();
  spec.limits.wall = spec.limits.cpu = std::chrono::milliseconds(20000);
  spec.limits.memory_bytes = std::uint64_t{1} << 30;
  spec.limits.output_bytes = std::uint64_t{64} << 10;
  const RunFacts facts = run_with_limits(spec);
  // Only a run that could not start is the harness's. The file's own code
  // (its top level, a library it requires, such as racket/gui without a
  // display) failing here fails every case the same way: each case says so,
  // as an RTE before the driver's call, with the file's words.
  if (facts.end == RunFacts::End::SpawnFailed)
    return Prepared{std::nullopt, {Verdict::JE,
                                   fmt::format("the Racket driver could not load {}: {}", main, facts.spawn_error)}};
  const bool loaded = !classify(facts, spec.limits);
  Program program;
  program.argv = {kRacket, driver, file};
  program.serve_argv = program.argv;
  program.serve_argv.push_back("--serve");   // the warm runtime (docs/protocol.md)
  program.kind = loaded && facts.stdout_text == "main\n" ? ProgramKind::DriverAndOwnMain : ProgramKind::Driver;
  if (program.kind == ProgramKind::DriverAndOwnMain) program.session_argv = {kRacket, file};
  program.from_cache = from_cache;
  program.submission_dir = bundle / "submission";
  // Half as much again: the runs of a grade go side by side, this one alone.
  program.startup = std::max(facts.wall, facts.cpu) * 3 / 2;
  // A load that never finished tells no start-up; its cases fail anyway.
  if (facts.end == RunFacts::End::WallTimeout || facts.cpu >= spec.limits.cpu)
    program.startup = std::chrono::seconds(1);
  program.time_factor = kRacketTimeFactor;
  program.runtime_bytes = facts.peak_rss_kb * 1024;
  return Prepared{std::move(program), {}};
}

}  // namespace

std::string raco_in_student_terms(const std::string& said) {
  std::string kept;
  std::istringstream lines(said);
  for (std::string line; std::getline(lines, line);) {
    // Where raco itself was when it stopped: the grader's, not the student's.
    if (line == "  compilation context...:" || line == "  context...:") break;
    // The box's paths: "/box/src/sudoku.rkt:4:15" is the student's "sudoku.rkt:4:15".
    for (const std::string prefix : {"/box/src/", "src/"})
      for (std::size_t at = line.find(prefix); at != std::string::npos; at = line.find(prefix, at)) {
        const bool starts_a_path = at == 0 || line[at - 1] == ' ' || line[at - 1] == '"' || line[at - 1] == '(';
        if (starts_a_path) line.erase(at, prefix.size());
        else at += prefix.size();
      }
    kept += line + "\n";
  }
  return kept;
}

Prepared prepare_racket(const fs::path& submission, const CompileOptions& options) {
  const bool folder = fs::is_directory(submission);
  const SourceFiles sources = read_source_files(submission, options.source_bytes);
  if (sources.over_cap) return source_cap_hit(options);
  const std::string main = main_file(submission, sources, folder);

  Prepared missing;
  const std::optional<Toolchain> toolchain =
      find_toolchain({"Racket", {kRacketDriverFile, kMakeFile}, {kRacket, kRaco}, "racket", kRacket}, options, missing);
  if (!toolchain) return missing;
  const fs::path& cache = toolchain->cache;
  const SourceFile& driver = toolchain->drivers.at(0);
  const SourceFile& make_file = toolchain->drivers.at(1);

  try {
    const fs::path bundle = bundle_folder("racket", *toolchain, sources.files, main);
    const bool from_cache =
        cached_entry(bundle, "Racket bundle of " + submission.string(), options).state == EntryCheck::State::Intact;
    if (!from_cache) {
      Judgement driver_failure;
      const auto driver_zo = driver_compiled(cache, toolchain->version, driver.bytes, options, driver_failure);
      if (!driver_zo) return Prepared{std::nullopt, driver_failure};
      if (auto failed = build_bundle(bundle, sources, main, driver, make_file, *driver_zo, options)) return *failed;
    }
    return ask_about_bundle(bundle, main, from_cache, options);
  } catch (const Error& e) {
    return judge_error(e.what());
  }
}

}  // namespace harness
