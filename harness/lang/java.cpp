// Java's module: its row, and prepare_java: a Java submission's classes (Sudoku.java, perhaps with its own
// SudokuTest.java) made into programs that speak docs/protocol.md through harness/driver/SudokuDriver.java. The
// driver's build, the bundle, the JVM's flags and memory: docs/protocol.md, "The Java driver".
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <limits>

#include <fmt/format.h>

#include "base/error.h"
#include "base/read_file.h"
#include "cache/build_key.h"
#include "cache/cache_dir.h"
#include "cache/cache_entry.h"
#include "lang/java_declarations.h"
#include "lang/language_programs.h"
#include "lang/language_source.h"
#include "prepare/build_folder.h"
#include "prepare/build_step.h"
#include "prepare/driver_bundle.h"
#include "prepare/driver_product.h"

namespace harness {
namespace fs = std::filesystem;
namespace {

constexpr const char* kDriverClassFile = "sudokugrade/SudokuDriver.class";
constexpr const char* kDriverClass = "sudokugrade.SudokuDriver";
constexpr const char* kStudentClassFile = "Sudoku.class";
constexpr const char* kSessionClass = "Main";

// A short run's JVM: the serial collector (no GC threads to start, none to
// charge to the cpu limit), the quick C1 compiler only (a case lasts well
// under a second: C2's faster code would not pay for its compiling; measured
// in docs/performance.md), the JDK's class-data archive when it has one, and
// no hsperfdata file in /tmp.
const std::vector<std::string> kJvmFlags = {"-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-Xshare:auto",
                                            "-XX:-UsePerfData"};

std::string classes_path() { return std::string(kSubmissionPath) + "/classes"; }

// javac, itself a JVM: the same quick flags, its heap half the step's memory
// limit, and no address-space cap (as for the runs).
std::vector<std::string> javac_argv(const CompileOptions& options, std::vector<std::string> arguments) {
  std::vector<std::string> argv = {kJavac};
  if (options.limits.memory_bytes > 0)
    argv.push_back(fmt::format("-J-Xmx{}m", std::max<std::uint64_t>(options.limits.memory_bytes >> 21, 64)));
  for (const auto& flag : kJvmFlags) argv.push_back("-J" + flag);
  argv.insert(argv.end(), arguments.begin(), arguments.end());
  return argv;
}

CompileOptions javac_options(const CompileOptions& options) {
  CompileOptions javac = options;
  javac.limits.cap_address_space = false;
  return javac;
}

// The driver's class, compiled from its source in a build folder of its own
// and kept in the cache by SHA-256 over javac's version and the source; the
// harness's own build, so a failure is JE. The class file's bytes, or nullopt
// with the judgement in `failure`.
Built<std::string> driver_class(const fs::path& cache, const SourceFile& source, const std::string& version,
                                const CompileOptions& options) {
  BuildKey key;
  key.add("java driver");
  key.add(kCacheEntryForm);
  key.add(version);
  add_files(key, {source});
  const std::vector<std::string> argv = javac_argv(
      options, {"-proc:none", "-encoding", "UTF-8", "-d", "out", std::string("driver/") + kJavaDriverFile});
  // javac is itself a JVM: no address-space cap (javac_options).
  return driver_product({cache / ("java-driver-" + key.hex()),
                         fs::path(kDriverClassFile).filename().string(),
                         "Java driver's class",
                         "the Java driver does not compile",
                         "the Java driver's build",
                         {source},
                         argv,
                         std::string("out/") + kDriverClassFile,
                         false},
                        options);
}

// The grader writes the bundle from the bytes it read (cache/cache_entry.h).
// Throws harness::Error.
void store_java_bundle(const fs::path& bundle, const std::vector<SourceFile>& classes, const std::string& driver) {
  EntryStaging staging(bundle);
  std::vector<SourceFile> files = classes;
  // Last: a student's own sudokugrade/SudokuDriver.class is replaced.
  files.push_back({kDriverClassFile, driver});
  write_files(staging.path() / "submission" / "classes", files);
  staging.publish();
}

std::vector<std::string> java_argv(std::vector<std::string> tail) {
  std::vector<std::string> argv = {kJava};
  argv.insert(argv.end(), kJvmFlags.begin(), kJvmFlags.end());
  argv.insert(argv.end(), {"-cp", classes_path()});
  argv.insert(argv.end(), tail.begin(), tail.end());
  return argv;
}

// The JVM's start with the driver, in the box, loading no class of the
// student's (docs/protocol.md, "The Java driver"): the median of three, as
// one start on a busy machine may take twice another.
Built<RuntimeFigures> probe_jvm(const fs::path& bundle, const std::string&, const CompileOptions& options) {
  RunSpec spec;
  spec.argv = java_argv({kDriverClass});
  spec.argv.insert(spec.argv.begin() + 1, "-Xmx64m");
  spec.submission_dir = bundle / "submission";
  spec.sandbox = options.sandbox.get();
  spec.limits.wall = spec.limits.cpu = std::chrono::milliseconds(10000);
  spec.limits.cap_address_space = false;
  std::vector<std::chrono::milliseconds> starts;
  for (int i = 0; i < 3; ++i) {
    const auto start = time_driver_start(driver_language(language_row(Language::Java)), spec);
    if (!start) return start.failure();
    starts.push_back(*start);
  }
  std::sort(starts.begin(), starts.end());
  return RuntimeFigures{starts[1], 0, false};
}

Program java_program(const fs::path& bundle, const std::string&, const RuntimeFigures&) {
  const bool own_main = is_regular(bundle / "submission" / "classes" / (std::string(kSessionClass) + ".class"));
  Program program;
  program.argv = java_argv({kDriverClass});
  if (own_main) program.session_argv = java_argv({kSessionClass});
  program.kind = own_main ? ProgramKind::DriverAndOwnMain : ProgramKind::Driver;
  program.heap_flag = "-Xmx";
  return program;
}

// The class the driver runs first, naming the bundle. A single file renamed
// on its way to the grader (alice.java in a batch) is compiled under its
// public class's name, as javac wants.
std::string java_main_class(const fs::path& submission, SourceFiles& sources) {
  if (!fs::is_directory(submission) && sources.files.size() == 1) {
    const std::string name = public_class(sources.files.front().bytes);
    if (!name.empty()) sources.files.front().name = name + ".java";
  }
  if (std::none_of(sources.files.begin(), sources.files.end(),
                   [](const SourceFile& file) { return fs::path(file.name).extension() == ".java"; }))
    fail({submission.string()}, "the folder holds no .java file");
  return kDriverClass;
}

// The driver's class (from the cache, or compiled), then javac over the
// student's sources in the box; the bundle stored whole or not at all.
Done build_java_bundle(const fs::path& bundle, const BundleInputs& in) {
  const CompileOptions& options = in.options;
  const Built<std::string> driver = driver_class(in.toolchain.cache, in.toolchain.drivers.at(0), in.toolchain.version,
                                                 options);
  if (!driver) return driver.failure();
  BuildFolder build = build_folder_for(options);
  // javac refuses a UTF-8 byte order mark ("illegal character: '\ufeff'"), which
  // Windows editors write and every other language's tools accept: left out.
  std::vector<SourceFile> sources = in.sources.files;
  for (SourceFile& file : sources)
    if (fs::path(file.name).extension() == ".java" && file.bytes.rfind("\xEF\xBB\xBF", 0) == 0) file.bytes.erase(0, 3);
  build.put("src", sources);
  std::vector<std::string> arguments = {"-proc:none", "-encoding", "UTF-8", "-cp", "classes", "-d", "classes"};
  for (const SourceFile& file : in.sources.files)
    if (fs::path(file.name).extension() == ".java") arguments.push_back("src/" + file.name);
  const StepFacts compiled = run_step(javac_argv(options, arguments), build, javac_options(options));
  if (const Done step = student_step(compiled, options.limits); !step) return step.failure();
  // Taken only as a folder of regular files, never through a link the
  // build left; none when the sources declare no class (only comments).
  const fs::path made = build.path() / "classes";
  const fs::file_status made_status = fs::symlink_status(made);
  if (fs::exists(made_status) && !fs::is_directory(made_status))
    return harness_failed("the build left 'classes' as something other than a folder");
  const SourceFiles classes = fs::exists(made_status)
                                  ? read_source_files(made, std::numeric_limits<std::uint64_t>::max())
                                  : SourceFiles{};
  const auto top = [&](const std::string& name) {
    return std::any_of(classes.files.begin(), classes.files.end(),
                       [&](const SourceFile& file) { return file.name == name; });
  };
  // Sudoku in a package is no class the driver can call: say why, once.
  if (!top(kStudentClassFile) && !top(std::string(kSessionClass) + ".class")) {
    for (const SourceFile& file : in.sources.files) {
      const std::string package = declared_package(file.bytes);
      if (fs::path(file.name).extension() == ".java" && !package.empty())
        return Judgement{Verdict::CE, fmt::format("the submission does not compile as the assignment's class: {} "
                                                  "declares `package {};`, and the assignment's Sudoku is in no "
                                                  "package (remove that line)",
                                                  file.name, package)};
    }
  }
  store_java_bundle(bundle, classes.files, *driver);
  return done();
}

}  // namespace

Prepared prepare_java(const SubmissionLayout& layout, const CompileOptions& options) {
  return prepare_with_driver(driver_language(language_row(Language::Java)),
                             {java_main_class, build_java_bundle, probe_jvm, java_program}, layout.root, options);
}

LanguageRow java_row() {
  return {Language::Java,
          "java",
          "java",
          "Java",
          "Sudoku.java",
          {".java"},
          {kJavaDriverFile},
          {kJava, kJavac},
          kJavac,
          "default-jdk-headless",
          1.0,  // every document's way, measured (protocol.md, "The factors")
          "--serve",
          "--startup",
          prepare_java,
          {c_like_definition, true, {}, defines_c_like_main, nullptr, {}, false},
          &java_source()};
}

}  // namespace harness
