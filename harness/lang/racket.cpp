// Racket's module: its row, and prepare_racket: a student's Racket file (#lang racket, or DrRacket's HtDP header) made
// into programs that speak docs/protocol.md through harness/driver/racket_driver.rkt. Which file, its build, the
// driver's, the bundle and sessions: docs/protocol.md, "The Racket driver".
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
#include "cache/build_key.h"
#include "cache/cache_dir.h"
#include "cache/cache_entry.h"
#include "lang/language_programs.h"
#include "lang/language_source.h"
#include "lang/linear_pattern.h"
#include "lang/racket.h"
#include "lang/submission_kind.h"
#include "prepare/build_folder.h"
#include "prepare/build_step.h"
#include "prepare/driver_bundle.h"
#include "prepare/driver_product.h"
#include "run/box_layout.h"
#include "run/process.h"
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

// A definition of an entry: `(define NAME` or `(define (NAME`.
std::string racket_definition(const std::string& name) {
  return "\\(define[ \\t\\n]+(\\([ \\t]*)?" + name + "[ \\t\\n)]";
}

bool defines_racket_main(std::string_view text) { return text.find("(module+ main") != std::string_view::npos; }

// The files a Racket file requires by a relative path ("board.rkt"), by a
// linear pattern (lang/linear_pattern.h): the text is the student's.
std::set<std::string> racket_imports(const std::string& text) {
  static const LinearPattern required("\"([^\"/]+\\.rkt)\"");
  std::set<std::string> names;
  for (const PatternMatch& m : required.all_in(text)) names.emplace(m[1]);
  return names;
}

void write_file(const fs::path& path, const std::string& bytes) {
  std::error_code error;
  fs::create_directories(path.parent_path(), error);
  std::ofstream out(path, std::ios::binary);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  if (error || !out.flush()) fault({path.string()}, "cannot write the file: {}", std::strerror(errno));
}

// The driver's compiled form for this racket and driver, made once into the
// cache: its bytes, checked as they are read, or nullopt with the JE in `failure`.
Built<std::string> driver_compiled(const fs::path& cache, const std::string& version, const std::string& driver,
                                   const CompileOptions& options) {
  BuildKey key;
  key.add("racket driver");
  key.add(kCacheEntryForm);
  key.add(version);
  key.add(driver);
  return driver_product({cache / ("racket-driver-" + key.hex()),
                         fs::path(compiled_name(kRacketDriverFile)).filename().string(),
                         "Racket driver's compiled form",
                         "the Racket driver does not compile",
                         "the Racket driver's compiled form",
                         {{kRacketDriverFile, driver}},
                         {kRaco, "make", std::string("driver/") + kRacketDriverFile},
                         "driver/" + compiled_name(kRacketDriverFile)},
                        options);
}

// Compiles the student's files in the box and stores the bundle at `bundle`,
// whole or not at all, or the submission's failure (CE,
// or JE). Throws harness::Error when the cache cannot be written. The timed
// runs' build is plain; with `errortrace`, the build that explains a failed
// case (racket_make.rkt says why the two).
Done build_racket_bundle(const fs::path& bundle, const BundleInputs& in, bool errortrace) {
  const SourceFiles& sources = in.sources;
  const std::string& main = in.main;
  const CompileOptions& options = in.options;
  const SourceFile& driver = in.toolchain.drivers.at(0);
  const SourceFile& make_file = in.toolchain.drivers.at(1);
  const Built<std::string> driver_zo = driver_compiled(in.toolchain.cache, in.toolchain.version, driver.bytes, options);
  if (!driver_zo) return driver_zo.failure();
  BuildFolder folder = build_folder_for(options);
  folder.put("src", sources.files);
  folder.put("driver", {make_file});
  // The main file (a single file has any name) and every .rkt beside it.
  std::vector<std::string> compiled;
  for (const auto& file : sources.files)
    if (file.name == main || is_racket_source(file.name)) compiled.push_back(file.name);
  std::vector<std::string> make = {kRacket, std::string("driver/") + kRacketMakeFile};
  if (errortrace) make.push_back("--errortrace");
  for (const auto& name : compiled) make.push_back("src/" + name);
  StepFacts made = run_step(make, folder, options);
  made.stderr_text = raco_in_student_terms(made.stderr_text, folder.path().string());
  made.stdout_text = raco_in_student_terms(made.stdout_text, folder.path().string());
  if (const Done step = student_step(made, options.limits); !step) return step.failure();

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
    if (const Done taken = folder.take("src/" + zo, submission / "src" / zo); !taken) {
      const std::string& why = taken.failure().reason;
      if (taken.failure().verdict == Verdict::JE)
        return harness_failed("the compiled Racket file was not stored: " + why);
      return Judgement{Verdict::CE,
                       "the submission does not compile: its macros changed what raco make wrote (" + why + ")"};
    }
  }
  staging.publish();
  return done();
}

// Asks the driver, in the box, whether the file has a main submodule. That
// run loads what every case loads before the student's code runs (racket,
// the driver, the file's language and libraries), so its time is the
// language's start-up, given to each case on top of its limit, and its peak
// memory what the runtime holds, given to each case on top of its memory.
// JE only when racket could not be started.
Built<RuntimeFigures> ask_about_bundle(const fs::path& bundle, const std::string& main, const CompileOptions& options) {
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
  if (facts.end == RunFacts::End::SpawnFailed)
    return harness_failed(fmt::format("the Racket driver could not load {}: {}", main, facts.spawn_error));
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

namespace {

// How long the build folder's name is at `at` in `line`, before "src/" (0
// when "src/" starts there), or npos when no path into the build starts there.
std::size_t build_folder_length(const std::string& line, std::size_t at, const std::vector<std::string>& folders) {
  for (const std::string& folder : folders)
    if (line.compare(at, folder.size(), folder) == 0 && line.compare(at + folder.size(), 4, "src/") == 0)
      return folder.size();
  return line.compare(at, 4, "src/") == 0 ? 0 : std::string::npos;
}

}  // namespace

std::string raco_in_student_terms(const std::string& said, const std::string& build_folder) {
  // The build folder as the box names it, and as the grader does (a build without a box).
  std::vector<std::string> folders = {std::string(kBoxWorkDir) + "/"};
  if (!build_folder.empty() && build_folder.front() == '/')
    folders.push_back(build_folder.back() == '/' ? build_folder : build_folder + "/");
  constexpr std::string_view kPathValue = "#<path:";
  std::string kept;
  std::istringstream lines(said);
  for (std::string line; std::getline(lines, line);) {
    // Where raco itself was when it stopped: the grader's, not the student's.
    if (line == "  compilation context...:" || line == "  context...:") break;
    std::string out;
    for (std::size_t at = 0; at < line.size();) {
      // A path as Racket writes the value, "#<path:/box/src/sudoku.rkt>": the path alone.
      if (line.compare(at, kPathValue.size(), kPathValue) == 0) {
        const std::size_t from = at + kPathValue.size();
        const std::size_t folder = build_folder_length(line, from, folders);
        const std::size_t close = line.find('>', from);
        if (folder != std::string::npos && close != std::string::npos) {
          out += line.substr(from + folder, close - from - folder);
          at = close + 1;
          continue;
        }
      }
      // "/box/src/sudoku.rkt:4:15" is "src/sudoku.rkt:4:15", whose "src/"
      // prepare_program replaces by the folder the student named.
      const bool starts_a_path = at == 0 || std::string_view(" \"(").find(line[at - 1]) != std::string_view::npos;
      if (const std::size_t folder = starts_a_path ? build_folder_length(line, at, folders) : std::string::npos;
          folder != std::string::npos && folder > 0) {
        at += folder;
        continue;
      }
      out += line[at++];
    }
    kept += out + "\n";
  }
  return kept;
}

Prepared prepare_racket(const SubmissionLayout& layout, const CompileOptions& options) {
  // The file the driver loads: the one handed in, or the folder's program;
  // the others are files it requires.
  const std::string main = layout.program.empty() ? layout.root.filename().string() : layout.program;
  return prepare_with_driver(
      driver_language(language_row(Language::Racket)),
      {[&](const fs::path&, SourceFiles&) { return main; },
       [](const fs::path& bundle, const BundleInputs& in) { return build_racket_bundle(bundle, in, false); },
       ask_about_bundle, racket_program,
       [](const fs::path& bundle, const BundleInputs& in) { return build_racket_bundle(bundle, in, true); }},
      layout.root, options);
}

LanguageRow racket_row() {
  // The time factor: the cases' limits are C++ yardsticks. Racket's 4 is the
  // row's, for case files that set none of their own; the two documents whose
  // assignments Racket can answer cost more in it, so htdp.yaml and java.yaml
  // set theirs from the document-style programs' measured CPU
  // (bench/document_style.sh; docs/protocol.md, "The factors, as measured").
  return {Language::Racket,
          "racket",
          "racket",
          "Racket",
          "a Racket file",
          {".rkt"},
          {kRacketDriverFile, kRacketMakeFile},
          {kRacket, kRaco},
          kRacket,
          "racket",
          4.0,
          "--serve",
          "--has-main",
          prepare_racket,
          {racket_definition,
           false,
           {"valid-board?"},
           defines_racket_main,
           racket_imports,
           {"main.rkt", "sudoku.rkt"},
           false},
          &racket_source()};
}

}  // namespace harness
