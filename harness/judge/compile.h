#pragma once
// From a submission path to a runnable program.
//  - a .cpp/.cc file, or a folder of them: compiled with g++ -std=c++17 -O2.
//    Sources that do not define main() are linked with the driver
//    (harness/driver/driver.cpp), which turns the student's functions into a
//    program speaking docs/protocol.md. Sources that define main() and no
//    entry are a program of their own. Sources that define both make two
//    programs (ProgramKind::DriverAndOwnMain): the functions linked with the
//    driver, the student's main renamed away in a copy of its objects
//    (objcopy --redefine-sym), for the grid cases; and the student's own
//    program, for the sessions. nm says which (object_symbols.h).
//  - any other file with the execute bit (a script with a shebang): run as it is.
// Which is which: judge/submission_kind.h; other languages: judge/language_programs.h.
//
// A compile of student code is hostile (a header naming a grader's file, a
// template bomb, a build that leaves a link where the program should be), so:
//  - Every step (the compiler, nm, objcopy, the links) runs in the box of
//    CompileOptions::sandbox, in a build folder of its own (build_folder.h)
//    that the box sees as /box: the submission's files are copied in under
//    src/ (for a folder, every regular file of it, headers too; links are
//    never followed) and the driver's under driver/, and every argv names
//    them relative to it, so the same command works boxed and unboxed. A
//    single-file submission sees only itself: never its neighbours, which in
//    a batch are other students.
//  - Each step has limits of its own (CompileOptions::limits): memory for
//    all of its processes together, wall and cpu time, the size of each file
//    it writes. One it hits is CE, saying which, in the student's terms
//    ("the compiler ran out of memory (the 1024 MiB limit for compiling)").
//  - The program is taken out of the build folder only as a regular file and
//    copied into the grader's cache (folders 0700), which no box ever sees.
//  - The build folder holds at most Limits::work_bytes (build_folder.h): a
//    compile that writes more is CE, "the compiler wrote more than 512 MiB
//    of files".
//
// Builds are cached under the cache dir by SHA-256 (build_key.h) over every
// file of the submission and of the driver's folder (names and contents),
// the compiler's name and version (`--version`, asked once per process), the
// flags and the link flags; grading the same submission twice compiles once.
// The two programs of a file with main and functions share that one key, in
// one cache entry (cache_entry.h), CACHE/build-KEY/, checked against its
// manifest each time it is taken. The driver's object is compiled once per
// compiler and flags, in a build folder of its own, before the student's
// compile, so no student's build ever writes where the object every other
// student links is made; it is kept as CACHE/driver-KEY/driver.o, its bytes
// checked each time they are copied into a build.
//
// The driver's folder is found at run time, first match wins: the option,
// $SUDOKU_GRADE_DRIVER_DIR, a "driver" folder next to the running executable
// (an installed layout), then the source tree this harness was built from.
#include <filesystem>
#include <future>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "judge/program.h"
#include "judge/submission_kind.h"
#include "judge/verdict.h"
#include "run/process.h"
#include "run/sandbox.h"

namespace harness {

/// The limits of each compile step: 1 GiB of memory for all its processes
/// together (cc1plus, as and ld: a cgroup in a box, else each process's
/// address space), 60 s of wall and cpu time, 512 MiB for each file it
/// writes (RLIMIT_FSIZE: an object, the program, the compiler's messages),
/// and 512 MiB for its build folder (build_folder.h) and for each of the
/// box's /tmp, where the compiler keeps its assembly, and /dev/shm.
Limits default_compile_limits();

struct CompileOptions {
  std::filesystem::path cache_dir;    ///< empty: default_cache_dir()
  std::filesystem::path driver_dir;   ///< empty: default_driver_dir()
  std::string compiler = "g++";
  std::vector<std::string> flags = {"-std=c++17", "-O2"};
  /// Static: a run then skips the dynamic loader, whose relocations and
  /// mprotects were most of a short case's cost (docs/performance.md).
  std::vector<std::string> link_flags = {"-static"};
  Limits limits = default_compile_limits();
  /// The submission's files together, names and contents: more is CE. The
  /// grader reads them all into memory, to hash and to copy.
  std::uint64_t source_bytes = std::uint64_t{64} << 20;
  /// The box each compile step runs in; nullptr or one at level off: none
  /// (as --sandbox off). grade_submission sets it to the runs' box.
  std::shared_ptr<const Sandbox> sandbox;
  /// --language: the language to grade in, whatever the file says
  /// (submission_kind.h has the rule used without it).
  std::optional<Language> language;
  /// grade --sanitize: C++ is built with AddressSanitizer and UBSan
  /// (judge/sanitize.h: its flags, dynamically linked, as ASan cannot be
  /// static) and cached under a key of its own, as the flags are in the key.
  /// Other languages ignore it.
  bool sanitize = false;
  /// Where the build's warnings go, one line each, from any thread: a
  /// cached product that failed its check (cache_entry.h) and is built
  /// again. nullptr: nowhere. The commands print them on stderr
  /// (cli/cache_option.h use_cache).
  std::function<void(const std::string& line)> warn;
};

struct Prepared {
  std::optional<Program> program;   ///< set on success
  /// Without a program: CE with the compiler's first lines as details (and
  /// a limit hit in the reason), or JE saying what failed on the harness's
  /// side (judge_without_program files it under each case).
  Judgement failure;
};

/// The programs of a submission, by its language (CompileOptions::language,
/// else submission_kind.h's rule): C++ as above; Python, Java and Racket
/// through their drivers (judge/language_programs.h); an executable as it
/// is. Throws harness::Error when the path is no submission at all (missing,
/// a folder without sources or with two languages', or a file of it cannot
/// be read): that is the grader's input, not the student's.
Prepared prepare_program(const std::filesystem::path& submission, const CompileOptions& options);

/// Asks, in a thread of its own, the version of the tool that builds
/// `submission` (a field of its cache key: build_step.h's tool_version, which
/// keeps it), so that it is known by the time prepare_program needs it: a
/// command asks it while the box is probed. The future waits for it; an
/// executable, or a submission of no known language, needs none (invalid).
std::future<void> ask_build_tool_early(const std::filesystem::path& submission, const CompileOptions& options);

/// prepare_program for C++ sources (a .cpp file or a folder of them).
Prepared prepare_cpp(const std::filesystem::path& submission, const CompileOptions& options);

/// $XDG_CACHE_HOME/sudoku-grade, else ~/.cache/sudoku-grade, else /tmp/sudoku-grade-cache.
std::filesystem::path default_cache_dir();

/// The cache a command builds in. Grading never depends on the cache: when
/// the folder wanted (empty: default_cache_dir()) is not a private folder
/// the grader can write (a read-only disk, a file in its place, another
/// user's), the builds go to a fresh private folder under $TMPDIR instead,
/// removed when the last copy of the choice goes, and `warning` says why,
/// in one line for stderr.
struct CacheChoice {
  std::filesystem::path dir;
  std::string warning;           ///< empty when the folder wanted is used
  std::shared_ptr<void> owner;   ///< removes the temporary folder
};
CacheChoice choose_cache(const std::filesystem::path& wanted);
std::filesystem::path default_driver_dir();

/// The compiler's message cut to max_lines, with "[... truncated to N lines]".
std::string first_lines(const std::string& text, int max_lines);

}  // namespace harness
