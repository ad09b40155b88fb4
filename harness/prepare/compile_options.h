#pragma once
// How a submission is built: the limits of each step, the cache and driver
// folders, the box, the language; and what a build gives back.
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "prepare/program.h"
#include "run/process.h"
#include "run/sandbox.h"
#include "verdict/verdict.h"

namespace harness {

/// lang/language.h's, declared opaque here: prepare/ carries the --language
/// choice to lang/prepare.h without naming a language (the layers, docs/architecture.md).
enum class Language;

/// The limits of each compile step: 1 GiB of memory for all its processes
/// together (cc1plus, as and ld: a cgroup in a box, else each process's
/// address space), 60 s of wall and cpu time, 512 MiB for each file it
/// writes (RLIMIT_FSIZE: an object, the program, the compiler's messages),
/// and 512 MiB for its build folder (build_folder.h) and for each of the
/// box's /tmp, where the compiler keeps its assembly, and /dev/shm.
Limits default_compile_limits();

struct CompileOptions {
  std::filesystem::path cache_dir;   ///< empty: default_cache_dir()
  std::filesystem::path driver_dir;  ///< empty: default_driver_dir()
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
  /// (as --sandbox off). judge/grade.h prepare_submission sets it to the runs' box.
  std::shared_ptr<const Sandbox> sandbox;
  /// --language: the language to grade in, whatever the file says
  /// (docs/protocol.md, "Which driver", has the rule used without it).
  std::optional<Language> language;
  /// grade --sanitize: C++ is built with AddressSanitizer and UBSan
  /// (prepare/sanitize.h: its flags, dynamically linked, as ASan cannot be
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
  std::optional<Program> program;  ///< set on success
  /// Without a program: CE with the compiler's first lines as details (and
  /// a limit hit in the reason), or JE saying what failed on the harness's
  /// side (judge_without_program files it under each case).
  Judgement failure;
  /// What the file rules decided (lang/submission_kind.h SubmissionLayout::notes),
  /// for the report: which folder and which file were graded, what was left out.
  std::vector<std::string> notes = {};
  /// The language it was prepared as, as people name it ("C++", LanguageRow::name),
  /// with a program or without (a CE is still a C++ submission's); set by prepare_program.
  std::string language = {};
};

}  // namespace harness
