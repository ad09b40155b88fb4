#include "class/batch.h"

#include <algorithm>
#include <atomic>
#include <map>
#include <mutex>

#include <fmt/format.h>

#include "base/atomic_file.h"
#include "base/error.h"
#include "base/parallel.h"
#include "base/text_width.h"
#include "class/grade_sheet.h"
#include "class/submission_time.h"
#include "lang/language.h"
#include "lang/submission_kind.h"
#include "report/json.h"

namespace harness {
namespace fs = std::filesystem;
namespace {

// A path that is no submission at all (an empty folder, a README.txt) is
// the student's doing, as a compile error is: said once, every case CE.
// So is an entry the grader could not read (a link loop, a folder it may
// not list): `why` is the whole line, "no submission to grade: ..." or
// "could not read: ...".
// A row with no run: CE for what the student handed in, JE for the harness's fault (a box or a build folder not made).
GradeResult not_graded(const Student& student, const std::vector<CaseFile>& files, const std::string& why,
                       Verdict verdict = Verdict::CE) {
  GradeResult grade;
  grade.submission = student.path.string();
  grade.build_failure = Judgement{verdict, why, "", ""};
  const std::string not_run = verdict == Verdict::JE                ? "not run: the harness failed"
                              : why.rfind("could not read", 0) == 0 ? "not run: the submission could not be read"
                                                                    : "not run: no submission to grade";
  for (const auto& file : files) {
    FileResult result{file.path, file.title, {}};
    for (const auto& c : file.cases) result.cases.push_back(case_result(c, {verdict, not_run}));
    grade.files.push_back(std::move(result));
  }
  return grade;
}

// What a file system error says, for a student's row: the path it names, and why.
std::string could_not_read(const std::exception& e) {
  if (const auto* error = dynamic_cast<const fs::filesystem_error*>(&e))
    return fmt::format("could not read: {}: {}", error->path1().string(), error->code().message());
  return fmt::format("could not read: {}", e.what());
}

std::string duration_text(std::chrono::seconds s) {
  if (s.count() >= 3600) return fmt::format("{}h{:02}m", s.count() / 3600, s.count() % 3600 / 60);
  if (s.count() >= 60) return fmt::format("{}m{:02}s", s.count() / 60, s.count() % 60);
  return fmt::format("{}s", s.count());
}

}  // namespace

std::vector<Student> list_students(const fs::path& dir, const std::vector<fs::path>& leave_out) {
  std::error_code error;
  if (!fs::is_directory(dir, error)) fail({dir.string()}, "no such folder of submissions");
  std::map<std::string, Student> by_name;
  std::vector<Student> others;  // entries that are no submission, named once the submissions are
  // A class file (--out, --roster, --overrides) the instructor named in the class folder: the same
  // file, or a link by the same path (a link is never followed to be compared: a student's link
  // to OUT is a student).
  const auto left_out = [&](const fs::path& path, bool link) {
    return std::any_of(leave_out.begin(), leave_out.end(), [&](const fs::path& p) {
      std::error_code ignored;
      return link ? fs::absolute(path, ignored).lexically_normal() == fs::absolute(p, ignored).lexically_normal()
                  : fs::equivalent(path, p, ignored);
    });
  };
  fs::directory_iterator it(dir, error);
  if (error) fail({dir.string()}, "cannot list the folder of submissions: {}", error.message());
  for (; it != fs::directory_iterator(); it.increment(error)) {
    const fs::path& path = it->path();
    const std::string file_name = path.filename().string();
    if (file_name.empty() || file_name[0] == '.') continue;
    // The entry's own type, never its target's: a link, a FIFO, a device is the student's content.
    const fs::file_status status = it->symlink_status(error);
    if (error) {
      others.push_back({file_name, path, "could not read: " + error.message()});
      error.clear();
      continue;
    }
    if (left_out(path, fs::is_symlink(status))) continue;
    if (fs::is_symlink(status)) {
      others.push_back({file_name, path, "a symbolic link, not the student's own file or folder"});
      continue;
    }
    std::string name;
    if (fs::is_directory(status)) name = file_name;
    else if (fs::is_regular_file(status) && submission_language_if_any(path)) name = path.stem().string();
    if (name.empty()) {
      const auto hint = rename_hint(file_name);
      others.push_back({file_name, path,
                        fs::is_regular_file(status)
                            ? "not a source file (" + usual_extensions() + "), a folder or an executable" +
                                  (hint ? "; rename it " + *hint : "")
                            : "not a file or a folder (a FIFO, a socket or a device)"});
      continue;
    }
    const auto [found, fresh] = by_name.try_emplace(name, Student{name, path, {}});
    if (!fresh)
      fail({path.string()}, "two submissions for student '{}': {} and {}", name, found->second.path.filename().string(),
           file_name);
  }
  if (error) fail({dir.string()}, "cannot list the folder of submissions: {}", error.message());
  // In name order, so which of notes.txt and notes.md keeps the stem never depends on the directory's order.
  std::sort(others.begin(), others.end(), [](const Student& a, const Student& b) { return a.name < b.name; });
  for (Student& other : others) {
    const std::string file_name = other.name;
    other.name = fs::path(file_name).stem().string();
    if (other.name.empty() || by_name.count(other.name)) other.name = file_name;
    const auto [it, fresh] = by_name.try_emplace(other.name, other);
    if (!fresh)
      fail({other.path.string()}, "two entries for student '{}': {} and {}", other.name,
           it->second.path.filename().string(), file_name);
  }
  std::vector<Student> students;
  for (auto& [name, student] : by_name) students.push_back(std::move(student));
  return students;
}

Shard parse_shard(const std::string& text) {
  Shard shard;
  char slash = 0, extra = 0;
  if (std::sscanf(text.c_str(), "%d%c%d%c", &shard.index, &slash, &shard.count, &extra) != 3 || slash != '/' ||
      shard.count < 1 || shard.index < 1 || shard.index > shard.count)
    fail({}, "--shard '{}': expected K/N with 1 <= K <= N, e.g. 2/3", text);
  return shard;
}

std::vector<Student> shard_of(const std::vector<Student>& students, Shard shard) {
  std::vector<Student> part;
  for (std::size_t i = static_cast<std::size_t>(shard.index - 1); i < students.size();
       i += static_cast<std::size_t>(shard.count))
    part.push_back(students[i]);
  return part;
}

fs::path report_path(const fs::path& out, const std::string& student) { return out / (student + ".json"); }

BatchOutcome grade_students(const std::vector<Student>& students, const std::vector<CaseFile>& files,
                            const BatchOptions& options) {
  std::error_code error;
  fs::create_directories(options.out, error);
  if (error) fault({options.out.string()}, "cannot create the output folder: {}", error.message());

  BatchOutcome outcome;
  BatchProgress& progress = outcome.progress;
  progress.total = static_cast<int>(students.size());
  std::vector<const Student*> pending;
  std::vector<std::string> fingerprints(students.size());
  std::vector<std::optional<SubmissionTime>> times(students.size());
  const auto stamp = [&](GradeResult& result, std::size_t i) {
    const bool known = times[i] && times[i]->unknown.empty();
    result.submitted_at = known ? utc_text(times[i]->seconds) : "";
    result.submitted_from = known ? times[i]->from : "";
    // The note says why there is no time, and is the time's own: a report resumed with a time read now loses it.
    auto& notes = result.notes;
    notes.erase(std::remove_if(notes.begin(), notes.end(),
                               [](const std::string& note) { return note.rfind(kHandInTimeUnknown, 0) == 0; }),
                notes.end());
    if (times[i] && !known) notes.push_back(kHandInTimeUnknown + times[i]->unknown);
  };
  // Why a student's entry could not be read, for their row; "" when it was.
  std::vector<std::string> unread(students.size());
  for (std::size_t i = 0; i < students.size(); ++i) {
    const Student& student = students[i];
    try {
      fingerprints[i] = submission_fingerprint(student.path, files, options.fingerprint);
      // An entry that is no submission was handed in at no time: never late.
      if (student.no_submission.empty()) times[i] = submission_time(student.path, options.commit_reader);
    } catch (const std::exception& e) {
      unread[i] = could_not_read(e);
    }
    // A time read the stop cut short is no time: stamp nothing with it.
    if (options.stop && options.stop->load()) break;
    // Graded again at every run until it can be read: no report is ever taken as its.
    auto done = unread[i].empty() ? read_report(report_path(options.out, student.name)) : std::nullopt;
    // A report holding a JE (the harness's side: a case not judged on an
    // overloaded machine, a box not made) is not done: graded again.
    const bool changed = done && done->fingerprint != fingerprints[i];
    const bool regrade = options.regrade_all || options.regrade.count(student.name) > 0;
    if (!done || regrade || changed || done->has_judge_error()) {
      if (changed && !regrade) outcome.changed.push_back(student.name);
      pending.push_back(&student);
      continue;
    }
    // The same files with a new time (a new commit of nothing, a copy that touched them): the
    // verdicts stand, the time is the files' own.
    GradeResult restamped = *done;
    stamp(restamped, i);
    if (!(restamped == *done)) {
      try {
        write_file_atomically(report_path(options.out, student.name).string(), json_report_text(restamped));
      } catch (const WriteError& e) {
        outcome.errors.push_back(e.what());
      }
    }
    ++progress.done;
    ++progress.resumed;
    progress.failing += !done->all_accepted();
  }

  progress.changed = static_cast<int>(outcome.changed.size());
  GradeOptions grade_options = options.grade;
  grade_options.jobs = 1;
  const auto start = std::chrono::steady_clock::now();
  Pace pace(start);
  std::mutex mutex;
  if (options.on_progress) options.on_progress(progress);

  // A disk that refuses a report (full, read-only) refuses every student
  // after it too: take no new one, and leave them for a rerun.
  std::atomic<bool> cannot_write{false};
  for_each_in_parallel(pending.size(), options.workers, [&](std::size_t i) {
    if ((options.stop && options.stop->load()) || cannot_write) return false;
    const Student& student = *pending[i];
    const auto index = static_cast<std::size_t>(&student - students.data());
    std::string failure;
    bool accepted = false;
    try {
      GradeResult result;
      try {
        if (!unread[index].empty()) {
          result = not_graded(student, files, unread[index]);
        } else {
          if (!student.no_submission.empty()) fail({student.path.string()}, "{}", student.no_submission);
          result = grade_submission(student.path, prepare_submission(student.path, grade_options), files,
                                    grade_options);
        }
      } catch (const Error& e) {
        result = not_graded(student, files, "no submission to grade: " + e.message);
      } catch (const Fault& e) {
        result = not_graded(student, files, "the harness failed: " + std::string(e.what()), Verdict::JE);
      } catch (const fs::filesystem_error& e) {
        result = not_graded(student, files, could_not_read(e));
      }
      // Runs the stop cut short are JE, not the student's doing: no report,
      // so the next run grades this student whole.
      if (options.stop && options.stop->load() && result.has_judge_error()) return false;
      result.fingerprint = fingerprints[index];
      stamp(result, index);
      stamp_graded_with(result, files, options.fingerprint.harness_version);
      accepted = result.all_accepted();
      // The instructor's report, hidden cases in full: nothing here is redacted.
      write_file_atomically(report_path(options.out, student.name).string(), json_report_text(result));
    } catch (const WriteError& e) {
      failure = e.what();
      if (e.every_file_would_fail()) cannot_write = true;
    } catch (const std::exception& e) {
      failure = fmt::format("{}: {}", student.name, e.what());
    }
    std::lock_guard<std::mutex> lock(mutex);
    if (!failure.empty()) {
      outcome.errors.push_back(failure);
      return true;
    }
    ++progress.done;
    ++progress.graded_now;
    progress.failing += !accepted;
    const auto now = std::chrono::steady_clock::now();
    progress.elapsed = now - start;
    pace.finished(now);
    progress.pace = pace.per_student();
    if (options.on_progress) options.on_progress(progress);
    return true;
  });
  outcome.stopped = progress.done + static_cast<int>(outcome.errors.size()) < progress.total;
  std::sort(outcome.errors.begin(), outcome.errors.end());
  return outcome;
}

void Pace::finished(Clock::time_point when) {
  times_.push_back(when);
  while (times_.size() > kWindow + 1) times_.pop_front();
}

Pace::Clock::duration Pace::per_student() const {
  if (times_.size() < 2) return {};
  return (times_.back() - times_.front()) / static_cast<int>(times_.size() - 1);
}

std::string progress_line(const BatchProgress& progress, int columns) {
  std::string text = fmt::format("{}/{} students, {} failing", progress.done, progress.total, progress.failing);
  if (progress.pace.count() > 0 && progress.done < progress.total) {
    const auto left = progress.pace * (progress.total - progress.done);
    const auto seconds = std::chrono::ceil<std::chrono::seconds>(left);
    text += ", ETA " + duration_text(std::max(seconds, std::chrono::seconds(1)));
  }
  const int room = columns - 1 - display_width(text) - 3;  // "[" "] "
  const int width = std::min(30, room);
  if (width < 5) return cut_to_width(text, columns - 1);
  const int filled = progress.total == 0 ? width : width * progress.done / progress.total;
  std::string bar(static_cast<std::size_t>(filled), '=');
  if (filled < width) bar += '>';
  bar.resize(static_cast<std::size_t>(width), ' ');
  return "[" + bar + "] " + text;
}

}  // namespace harness
