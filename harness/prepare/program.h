#pragma once
// What a submission became: the programs the harness can run for it, and
// which of them runs a case. Made by prepare_program (compile.h); read by the
// scheduler (grade.cpp), the judging function (judge.h) and the entry probe
// (entry_probe.h), so the three cannot disagree on which program ran.
#include <chrono>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "driver/entries.h"
#include "run/run_spec.h"
#include "verdict/student_names.h"

namespace harness {

struct LanguageRow;     // lang/language.h
class ExplainingBuild;  // prepare/explaining_build.h

/// Which programs a submission has, and so how each speaks.
enum class ProgramKind {
  /// The student's functions linked with the driver (harness/driver/): grid
  /// entries only; a session is NI, as no function reads typed lines.
  Driver,
  /// A program of its own, in any language: every case runs it, speaking the
  /// protocol itself for grid entries.
  OwnMain,
  /// C++ sources defining main and at least one entry: two programs. Grid
  /// entries run the functions linked with the driver (the student's main
  /// renamed away, so it never runs); sessions run the student's own main.
  DriverAndOwnMain,
};

struct Program {
  std::vector<std::string> argv;          ///< grid entries: run argv + the entry's arguments
  std::vector<std::string> session_argv;  ///< sessions: the student's own main; empty for Driver
  /// The driver's warm runtime (its --serve: docs/protocol.md, "One warm
  /// runtime per submission"), which answers grid entries case after case in
  /// one process; empty when the language's driver has none.
  std::vector<std::string> serve_argv;
  ProgramKind kind = ProgramKind::OwnMain;
  bool from_cache = false;  ///< no compiler ran
  /// A folder of the cache every run reads (a language driver and the
  /// student's files), shown at /submission (RunSpec::submission_dir); argv
  /// names its files by that path. Empty for C++ and executables.
  std::filesystem::path submission_dir;
  /// What the runtime's start-up (a JVM, Racket) costs before the student's
  /// function is called, measured once for this submission: added to each
  /// case's time limit, so a student is charged for their entry, not for the
  /// language (docs/protocol.md, "Fair time").
  std::chrono::milliseconds startup{0};
  /// How much slower the language runs the same algorithm than C++, whose
  /// yardsticks set the cases' limits: each case's time limit is multiplied
  /// by it, as DOMjudge's per-language time factor does (docs/protocol.md,
  /// "Fair time"). The row's factor (LanguageRow::time_factor), times
  /// --sanitize's.
  double time_factor = 1.0;
  /// The language it was prepared as (prepare_program sets it): its name
  /// and factor for a report ("2,000 x Racket 4"). Null for a Program made
  /// by hand (the tests').
  const LanguageRow* language = nullptr;
  /// What the runtime holds before the student's function is called (Racket
  /// with a teaching language: about 135 MiB), measured with `startup`:
  /// added to each case's memory limit, as the start-up is to its time.
  std::uint64_t runtime_bytes = 0;
  /// The runtime's own memory flag, when it has one to set from the case's
  /// limit ("-Xmx": the JVM's heap), put after argv[0] as FLAG + N + "m".
  std::string heap_flag;
  /// Built by grade --sanitize (prepare/sanitize.h): every run gets the
  /// sanitizers' settings and no address-space cap, and a sanitizer's report
  /// is the case's reason.
  bool sanitized = false;
  /// The student's name for the one file of a one-file C++ submission,
  /// without its extension ("alice"); "" otherwise. The build names that file
  /// kBuiltSourceStem + its extension whatever the student called it, so that
  /// byte-identical copies under other names share one cache entry; every
  /// message of the build's or of a run's (an assertion's place, a sanitizer's
  /// frame) gets the student's name back by own_source_names().
  std::string own_source_stem;
  /// The build that explains a failed case (Racket: errortrace compiled
  /// in), made on first use; null when the language has none. The verdict is
  /// always this program's run; a failed case runs once more with that
  /// build, only for its words (judge/explain_failure.h).
  std::shared_ptr<ExplainingBuild> explaining;
  /// What the student's source calls the things a hint speaks of, read by
  /// grade_submission (judge/student_names.h); none for a program of its own.
  StudentNames names;
};

/// The name, without its extension, that a one-file C++ submission's file has
/// in its build folder (src/sudoku-grade-source.cpp): no C++ identifier, so
/// no symbol a tool names holds it.
inline constexpr const char* kBuiltSourceStem = "sudoku-grade-source";

/// `text` (a compiler's words, a run's stderr) with every kBuiltSourceStem
/// replaced by `own_stem`, so src/sudoku-grade-source.cpp:12:3 reads
/// src/alice.cpp:12:3 and ./sudoku-grade-source.o ./alice.o; `text` as it is
/// when `own_stem` is "". Linear in the text.
std::string own_source_names(std::string text, const std::string& own_stem);

/// A run of a runtime with a heap flag (a JVM) fitted to the run's memory
/// limit: the flag after argv[0], the heap 3/4 of the limit (the runtime's
/// own code, stacks and metadata live outside the heap), so running out is
/// the runtime's OutOfMemoryError, which names itself, not a kill; and no
/// address-space cap, which such a runtime cannot start under (it reserves
/// gigabytes it never touches): the box's cgroup, where there is one, still
/// limits the run. Nothing for a program without a heap flag.
void fit_heap(const Program& program, std::vector<std::string>& argv, Limits& limits);

/// A program of its own: the same argv for every case.
Program own_main_program(std::vector<std::string> argv, bool from_cache);

/// Whether a session can run at all: some program reads typed lines.
bool takes_sessions(ProgramKind kind);

/// Whether the run of `entry` is the driver's, whose usage exit (125) then
/// means the harness called it wrongly; a student's own main exiting 125 is
/// the student's.
bool runs_driver(ProgramKind kind, sudoku::Entry entry);

/// The argv that runs `entry`, before the entry's own arguments. Empty when
/// the program has none for it (a session of a Driver program).
const std::vector<std::string>& argv_for(const Program& program, sudoku::Entry entry);

}  // namespace harness
