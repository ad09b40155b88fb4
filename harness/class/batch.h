#pragma once
// Grading a class: every entry of a folder is one student's submission,
// graded by N workers (one student each, its cases one at a time, so N
// workers use N cores), each result written to OUT/<student>.json at once.
// A report already in OUT whose fingerprint (class/fingerprint.h) matches is
// a student done: an interrupted run started again with the same OUT grades
// only the rest, and an edited submission or case file is graded again. Reports are written under a
// temporary name and renamed, so a half-written one is never taken as done.
#include <atomic>
#include <chrono>
#include <deque>
#include <filesystem>
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "cases/case.h"
#include "class/fingerprint.h"
#include "judge/grade.h"

namespace harness {

/// One entry of the class folder. Every entry but a hidden one is a student,
/// so none vanishes from the sheet: an entry that is no submission (a
/// README.txt, a symbolic link, Sudoku.CPP) is graded as nothing to grade,
/// with `no_submission` saying why.
struct Student {
  std::string name;  ///< the entry's name, without the extension for a file
  std::filesystem::path path;
  std::string no_submission;  ///< why the entry is no submission; empty for one
};

/// The students of `dir`, sorted by name: .cpp/.py/.java/.rkt files,
/// executable files and folders are submissions; hidden entries (".git")
/// and the paths in `leave_out` (the files --out, --roster and --overrides
/// name) are no student; every other entry is a student with `no_submission`
/// set. Each entry is taken by its own type: a symbolic link is never
/// followed (a link to /etc/shadow named alice.cpp would have the grader read
/// it), a FIFO, socket or device never opened, and one whose type cannot be
/// read is "could not read: ...". Such an entry is named by its stem, or by
/// its whole file name when a submission has the stem. Throws harness::Error
/// when dir is no folder or cannot be listed, or two submissions give one
/// name (alice.cpp and alice/).
std::vector<Student> list_students(const std::filesystem::path& dir,
                                   const std::vector<std::filesystem::path>& leave_out = {});

/// Part K of N (1-based), from "K/N".
struct Shard {
  int index = 1;
  int count = 1;
};
/// Throws harness::Error for anything but 1 <= K <= N.
Shard parse_shard(const std::string& text);

/// Every N-th student of the sorted list, starting at the K-th: the same
/// split on every machine, and shards differ in size by at most one.
std::vector<Student> shard_of(const std::vector<Student>& students, Shard shard);

/// OUT/<student>.json.
std::filesystem::path report_path(const std::filesystem::path& out, const std::string& student);

/// Time per student over the last kWindow students finished (or since the
/// start, before that many), so the ETA follows the class as it goes: a run
/// of quick compile errors, then slow solvers, does not promise a soon end.
class Pace {
 public:
  using Clock = std::chrono::steady_clock;
  static constexpr std::size_t kWindow = 10;
  explicit Pace(Clock::time_point start) : times_{start} {}
  void finished(Clock::time_point when);
  /// Zero before the first student finishes.
  Clock::duration per_student() const;

 private:
  std::deque<Clock::time_point> times_;
};

struct BatchProgress {
  int total = 0;    ///< students in this run, done ones included
  int done = 0;     ///< graded now or found done
  int failing = 0;  ///< done, and not every case accepted
  int resumed = 0;  ///< found done in OUT, not graded again
  int changed = 0;  ///< had a report whose fingerprint differs, so graded again
  std::chrono::steady_clock::duration elapsed{};
  int graded_now = 0;                          ///< graded by this run
  std::chrono::steady_clock::duration pace{};  ///< Pace::per_student, the ETA's basis
};

struct BatchOptions {
  GradeOptions grade;  ///< its jobs is forced to 1: the workers are the parallelism
  int workers = 1;
  std::filesystem::path out;
  FingerprintSettings fingerprint;
  bool regrade_all = false;  ///< grade every student, whatever their reports say
  /// Students graded again whatever their reports say (batch --only), with
  /// none of regrade_all's leave to mix assignments in OUT.
  std::set<std::string> regrade;
  /// Set (by a signal handler, with run/process.h stop_all_runs) to stop
  /// taking new students. A student in progress whose result then holds a
  /// JE (a run the stop cut short) is not written: the next run grades them.
  const std::atomic<bool>* stop = nullptr;
  std::function<void(const BatchProgress&)> on_progress;  ///< called under a lock
  /// The program that reads a repository's last commit in a child
  /// (class/git_commit.h): this grader, which answers kCommitTimeCommand.
  /// Tests, whose binary is no grader, name sudoku-grade.
  std::filesystem::path commit_reader = "/proc/self/exe";
};

struct BatchOutcome {
  BatchProgress progress;
  std::vector<std::string> errors;   ///< students whose result could not be written
  std::vector<std::string> changed;  ///< students graded again as their fingerprint changed, sorted
  bool stopped = false;              ///< some students were left for the next run
};

/// Grades every student without a report of the same fingerprint in OUT, or
/// whose report holds a JE case (the harness's side, such as a case not
/// judged because the machine was overloaded). Never throws for one
/// student's trouble: a path that is no submission is graded as CE on
/// every case (the student's fault), so is one the grader could not read
/// (its fingerprint, its time or its files: "could not read: PATH: why",
/// graded again at every run), and a report that cannot be written is an
/// error in the outcome, left for the next run.
BatchOutcome grade_students(const std::vector<Student>& students, const std::vector<CaseFile>& files,
                            const BatchOptions& options);

/// "[=====>    ] 37/100 students, 3 failing, ETA 1m12s" (no line end), in
/// fewer than `columns` columns (a full line would wrap on some terminals):
/// the bar shrinks, then goes. The ETA is rounded up: never "0s" while a
/// student is left.
std::string progress_line(const BatchProgress& progress, int columns);

}  // namespace harness
