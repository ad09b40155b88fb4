// prepare_racket: a student's Racket file (#lang racket, or DrRacket's HtDP header) made into
// programs that speak docs/protocol.md through harness/driver/racket_driver.rkt. Which file, its
// build, the driver's, the bundle and sessions: docs/protocol.md, "The Racket driver".
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
#include "build/driver_bundle.h"
#include "build/language_programs.h"
#include "build/racket_program.h"
#include "build/submission_kind.h"
#include "verdict/classify.h"

namespace harness {
namespace fs = std::filesystem;
namespace {

bool is_racket_source(const std::string& name) { return fs::path(name).extension() == ".rkt"; }

// Where raco make leaves FILE's compiled form: "a/b.rkt" -> "a/compiled/b_rkt.zo".
std::string compiled_name(const std::string& name) {
  const fs::path path(name);
  std::string file = path.filename().string();
  if (const auto dot = file.rfind('.'); dot != std::string::npos && dot > 0) file[dot] = '_';
  return (path.parent_path() / "compiled" / (file + ".zo")).generic_string();
}

// The file the driver loads: the submission itself, or the folder's program
// among its top-level .rkt files by docs/protocol.md's rule
// (submission_kind.h program_among); the others are files it requires.
std::string racket_main_file(const fs::path& submission, SourceFiles& sources) {
  if (!fs::is_directory(submission)) return submission.filename().string();
  std::vector<TopFile> top;
  for (const auto& file : sources.files)
    if (file.name.find('/') == std::string::npos && is_racket_source(file.name)) top.push_back({file.name, file.bytes});
  if (top.empty()) fail({submission.string()}, "the folder holds no .rkt file at its top");
  if (const auto program = program_among(Language::Racket, top)) return *program;
  std::string names;
  for (const auto& file : top) names += (names.empty() ? "" : ", ") + file.name;
  fail({submission.string()},
       "the folder holds {} .rkt files ({}) and none is the program: name it main.rkt or sudoku.rkt, or make it the "
       "only one no other requires",
       top.size(), names);
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
std::optional<Prepared> build_racket_bundle(const fs::path& bundle, const BundleInputs& in) {
  const SourceFiles& sources = in.sources;
  const std::string& main = in.main;
  const CompileOptions& options = in.options;
  const SourceFile& driver = in.toolchain.drivers.at(0);
  const SourceFile& make_file = in.toolchain.drivers.at(1);
  Judgement driver_failure;
  const auto driver_zo =
      driver_compiled(in.toolchain.cache, in.toolchain.version, driver.bytes, options, driver_failure);
  if (!driver_zo) return Prepared{std::nullopt, driver_failure};
  BuildFolder folder = build_folder_for(options);
  folder.put("src", sources.files);
  folder.put("driver", {make_file});
  // The main file (a single file has any name) and every .rkt beside it.
  std::vector<std::string> compiled;
  for (const auto& file : sources.files)
    if (file.name == main || is_racket_source(file.name)) compiled.push_back(file.name);
  std::vector<std::string> make = {kRacket, std::string("driver/") + kRacketMakeFile};
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
  write_file(submission / compiled_name(kRacketDriverFile), *driver_zo);
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
// nullopt, with the JE in `failure`, only when racket could not be started.
std::optional<RuntimeFigures> ask_about_bundle(const fs::path& bundle, const std::string& main,
                                               const CompileOptions& options, std::string& failure) {
  RunSpec spec;
  spec.argv = {kRacket, std::string(kSubmissionPath) + "/" + kRacketDriverFile,
               std::string(kSubmissionPath) + "/src/" + main, language_row(Language::Racket).probe_argument};
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
  if (facts.end == RunFacts::End::SpawnFailed) {
    failure = fmt::format("the Racket driver could not load {}: {}", main, facts.spawn_error);
    return std::nullopt;
  }
  const bool loaded = !classify(facts, spec.limits);
  RuntimeFigures figures;
  figures.own_main = loaded && facts.stdout_text == "main\n";
  // Half as much again: the runs of a grade go side by side, this one alone.
  figures.startup = std::max(facts.wall, facts.cpu) * 3 / 2;
  // A load that never finished tells no start-up; its cases fail anyway.
  if (facts.end == RunFacts::End::WallTimeout || facts.cpu >= spec.limits.cpu) {
    figures.startup = std::chrono::seconds(1);
    figures.settled = false;
  }
  figures.runtime_bytes = facts.peak_rss_kb * 1024;
  return figures;
}

Program racket_program(const fs::path&, const std::string& main, const RuntimeFigures& figures) {
  const std::string file = std::string(kSubmissionPath) + "/src/" + main;
  Program program;
  program.argv = {kRacket, std::string(kSubmissionPath) + "/" + kRacketDriverFile, file};
  program.kind = figures.own_main ? ProgramKind::DriverAndOwnMain : ProgramKind::Driver;
  if (figures.own_main) program.session_argv = {kRacket, file};
  return program;
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
  return prepare_with_driver(language_row(Language::Racket),
                             {racket_main_file, build_racket_bundle, ask_about_bundle, racket_program}, submission,
                             options);
}

}  // namespace harness
