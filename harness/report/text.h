#pragma once
// The console report: "grading SUBMISSION", the sandbox it ran in, a table
// per case file (case, entry, verdict, time, reason), the hint and the drawn
// grid, diff or compiler output under a failed case, totals. Redacted cases
// (report/redact.h) count, but only how many passed shows.
//
// Text from the submission is data (base/printable.h): one-line fields
// (names, paths, the reason) stay on their line with control characters
// shown as escapes, and every line of the details is printed behind
// kDetailsGutter, so no line the program chose can pass for a case line,
// a subtotal or total, or a workflow command.
#include <chrono>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "result/result.h"

namespace harness {

/// What starts each line of a case's details.
constexpr const char* kDetailsGutter = "      | ";

struct TextReportOptions {
  bool color = false;  ///< ANSI colours: as want_color decides
  /// Columns every line fits in (display columns, base/text_width.h). A case
  /// row is "  NAME ENTRY VERDICT TIME ms LIMIT"; the name column is as wide
  /// as the longest name, but narrowed so the row and its limit fit, and a
  /// name longer than its column goes whole on a line of its own above its
  /// row (names are never cut: two long ones often differ only at the end).
  /// A reason that does not fit beside its row goes under it, wrapped at
  /// spaces, 6 columns in; so do the limit's words when even a 12-column name
  /// leaves them no room. The head's lines (the submission, the sandbox, a
  /// note, a file's title) wrap at spaces, 6 columns in or deeper; a hint
  /// wraps 12 in. Details (a grid, compiler output) keep their lines when
  /// they fit; a longer one is wrapped, at its last space that fits where it
  /// has one, its rest behind the gutter 2 columns deeper. Every line a
  /// wrap makes starts 6 spaces in or deeper, or behind the gutter, so none
  /// passes for a case, subtotal or total line.
  int width = 80;
};

std::string text_report(const GradeResult& grade, const TextReportOptions& options);

/// The console report as the grading goes: text_report's text in pieces,
/// each case's row as soon as it and every shown case before it are decided
/// (a hidden case has no row, so a row never waits for one), a file's
/// hidden-case count and subtotal once all its cases are. What it gives,
/// joined, is text_report's text for the same result.
class TextReportStream {
 public:
  /// `plan`: the result's head and every case as it will be shown before its
  /// verdict (judge/grade.h GradeWatch::planned), redacted for the reader;
  /// its names, entries and limits fix the columns.
  TextReportStream(const GradeResult& plan, const TextReportOptions& options);

  /// The head (the submission, the sandbox, the notes, a build's failure)
  /// and the first file's title.
  std::string start();

  /// Case `index` of file `file` is decided, as the reader may see it
  /// (report/redact.h): the text that may be shown now, in case order.
  std::string decided(std::size_t file, std::size_t index, const CaseResult& result);

  /// The totals, once every case is decided.
  std::string finish() const;

  /// Cases whose outcome the text has shown: rows, and the hidden cases of
  /// files whose count is shown (so a hidden case's end is never its own
  /// event); and all the cases.
  int cases_shown() const { return shown_; }
  int cases() const { return total_; }

 private:
  std::string drain();

  GradeResult plan_;
  TextReportOptions options_;
  int name_column_ = 4;
  int entry_column_ = 5;
  std::vector<std::vector<std::optional<CaseResult>>> results_;
  std::size_t file_ = 0;  // the file being shown
  std::size_t next_ = 0;  // its next case to show
  bool titled_ = false;   // its title is shown
  int shown_ = 0;
  int total_ = 0;
};

/// "12 of 27 cases, 8 s" (no line end): grade's progress line on a terminal
/// while a case takes long, `shown` being TextReportStream::cases_shown, in
/// fewer than `columns` columns (a full line would wrap on some terminals).
std::string grading_progress_line(int shown, int total, std::chrono::seconds elapsed, int columns);

/// What decides the console's colours: the environment's words (nullptr when
/// unset) and whether stdout is a terminal.
struct ColorSetting {
  const char* no_color = nullptr;
  const char* force_color = nullptr;
  const char* clicolor_force = nullptr;
  const char* clicolor = nullptr;
  const char* term = nullptr;
  bool terminal = false;
};

/// First rule that applies: NO_COLOR non-empty => none (no-color.org);
/// FORCE_COLOR non-empty (force-color.org) or CLICOLOR_FORCE set and not "0"
/// (bixense.com/clicolors) => colours, terminal or not; TERM=dumb or
/// CLICOLOR=0 => none; else colours on a terminal.
bool color_wanted(const ColorSetting& setting);

/// color_wanted for this process's environment and stdout.
bool want_color();

}  // namespace harness
