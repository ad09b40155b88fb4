#include "report/text.h"

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "base/counted.h"
#include "base/printable.h"
#include "base/text_width.h"
#include "base/thousands.h"
#include "report/case_time.h"

namespace harness {
namespace {

std::string painted(Verdict v, bool color) {
  const std::string name = to_string(v);
  if (!color) return fmt::format("{:<4}", name);
  const char* code = v == Verdict::AC ? "32" : v == Verdict::NI ? "33" : v == Verdict::JE ? "35" : "31";
  return fmt::format("\033[1;{}m{:<4}\033[0m", code, name);
}

// A head's line wrapped to the width, its first line after `first`, the
// others under `indent` spaces (6 or more: deeper than a case, subtotal or
// total line starts, so no wrapped line passes for one). A line would start
// with "::", which the GitHub runner obeys after leading blanks, stays on the
// line before.
std::string wrapped(const std::string& first, const std::string& text, int indent, int width) {
  const std::string gap(static_cast<std::size_t>(indent), ' ');
  std::string out;
  std::size_t start = 0;
  const std::string lines = message_lines(first, text, indent, width);
  while (start < lines.size()) {
    const std::size_t end = lines.find('\n', start);
    const std::string line = lines.substr(start, end - start);
    if (start > 0 && line.compare(indent, 2, "::") == 0) {
      out.pop_back();  // on the line before, after a space
      out += " " + line.substr(static_cast<std::size_t>(indent)) + "\n";
    } else {
      out += line + "\n";
    }
    start = end + 1;
  }
  return out;
}

// A details line in pieces of at most `room` columns: broken after its last
// space that fits, when that leaves half the room used, else where the room ends.
std::vector<std::string> details_pieces(std::string_view line, int room) {
  std::vector<std::string> pieces;
  room = std::max(room, 8);
  while (display_width(line) > room) {
    std::size_t cut = std::max<std::size_t>(head_bytes(line, room), 1);
    std::size_t next = cut;
    // The space a line is broken at goes with the break.
    const std::size_t space = line.substr(0, cut + 1).rfind(' ');
    if (space != std::string_view::npos && display_width(line.substr(0, space)) >= room / 2)
      cut = space, next = space + 1;
    pieces.emplace_back(line.substr(0, cut));
    line.remove_prefix(next);
  }
  pieces.emplace_back(line);
  return pieces;
}

// Every line of the details behind the gutter: whatever the program printed,
// no line of it starts where the report's own lines start (a case, a total,
// a "::" workflow command, which the GitHub runner finds after leading blanks).
std::string behind_gutter(const std::string& details, int width) {
  const std::string text = printable_text(details);
  const int room = width - display_width(kDetailsGutter);
  std::string out;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    const std::vector<std::string> pieces = details_pieces(std::string_view(text).substr(start, end - start), room);
    out += kDetailsGutter + pieces.front() + "\n";
    for (std::size_t i = 1; i < pieces.size(); ++i) {
      // The rest of a long line, 2 deeper, wrapped again to that room.
      for (const auto& piece : details_pieces(pieces[i], room - 2))
        out += kDetailsGutter + std::string("  ") + piece + "\n";
    }
    start = end + 1;
  }
  return out;
}

// What a row holds besides the name: "  ", " ENTRY", " VERD", "   123 ms".
int row_without_name(int entry_column) { return 2 + 1 + entry_column + 1 + 4 + 10; }

constexpr int kNarrowestName = 12;

std::string padded(const std::string& text, int width) {
  return text + std::string(static_cast<std::size_t>(std::max(0, width - display_width(text))), ' ');
}

std::string case_lines(const CaseResult& c, int name_column, int entry_column, const TextReportOptions& options) {
  const int width = options.width;
  const std::string name = printable_line(c.name);
  std::string out;
  std::string shown_name = name;
  if (display_width(name) > name_column) {
    // Whole, on its own line: a row's columns follow under it.
    out += wrapped("  ", name, 6, width);
    shown_name.clear();
  }
  const std::string row = "  " + padded(shown_name, name_column) + " " + padded(entry_name(c.entry), entry_column) +
                          " " + painted(c.verdict, options.color) +
                          fmt::format(" {:>6} ms", with_thousands(c.time.count()));
  const int row_width = row_without_name(entry_column) + name_column;
  const std::string limit = limit_words(c);
  const bool limit_beside = row_width + display_width(limit) <= width;
  const int used = row_width + (limit_beside ? display_width(limit) : 0);
  const std::string reason = printable_line(c.reason);
  out += row + (limit_beside ? limit : "");
  if (limit_beside && !reason.empty() && used + 2 + display_width(reason) <= width) {
    out += "  " + reason + "\n";
  } else {
    out += "\n";
    if (!limit_beside) out += wrapped("      ", limit.substr(limit.find_first_not_of(' ')), 6, width);
    if (!reason.empty()) out += wrapped("      ", reason, 6, width);
  }
  if (!c.hint.empty()) out += wrapped("      hint: ", printable_line(c.hint), 12, width);
  if (!c.details.empty()) out += behind_gutter(c.details, width);
  return out;
}

std::string file_title(const FileResult& file, int width) {
  return "\n" + wrapped(printable_line(file.path) + " - ", printable_line(file.title), 6, width);
}

// Why none of the file's cases ran (the build failed: every case's reason
// is the same "not run: WHY"), or "" when they were graded.
std::string not_run_reason(const GradeResult& grade, const FileResult& file) {
  constexpr std::string_view kNotRun = "not run: ";
  if (!grade.build_failure) return "";
  // A hidden case's reason is redacted; its verdict (shown anyway) says it did not run.
  const auto shown = std::find_if(file.cases.begin(), file.cases.end(),
                                  [](const CaseResult& c) { return !c.redacted; });
  if (shown == file.cases.end() || shown->reason.rfind(kNotRun, 0) != 0) return "";
  for (const auto& c : file.cases)
    if (c.verdict != grade.build_failure->verdict || (!c.redacted && c.reason != shown->reason)) return "";
  return shown->reason.substr(kNotRun.size());
}

std::string count_of_cases(std::size_t count) {
  return count == 1 ? "1 case" : with_thousands(static_cast<long long>(count)) + " cases";
}

}  // namespace

bool color_wanted(const ColorSetting& setting) {
  auto non_empty = [](const char* word) { return word != nullptr && *word != '\0'; };
  auto is = [](const char* word, const char* value) { return word != nullptr && std::strcmp(word, value) == 0; };
  if (non_empty(setting.no_color)) return false;
  if (non_empty(setting.force_color) || (non_empty(setting.clicolor_force) && !is(setting.clicolor_force, "0")))
    return true;
  if (is(setting.term, "dumb") || is(setting.clicolor, "0")) return false;
  return setting.terminal;
}

bool want_color() {
  return color_wanted({std::getenv("NO_COLOR"), std::getenv("FORCE_COLOR"), std::getenv("CLICOLOR_FORCE"),
                       std::getenv("CLICOLOR"), std::getenv("TERM"), isatty(STDOUT_FILENO) != 0});
}

TextReportStream::TextReportStream(const GradeResult& plan, const TextReportOptions& options)
    : plan_(plan), options_(options) {
  int longest = 4, widest_limit = 0;
  for (const auto& file : plan_.files) {
    results_.emplace_back(file.cases.size());
    total_ += static_cast<int>(file.cases.size());
    for (const auto& c : file.cases) {
      if (c.redacted) continue;
      longest = std::max(longest, display_width(printable_line(c.name)));
      entry_column_ = std::max(entry_column_, static_cast<int>(std::string_view(entry_name(c.entry)).size()));
      widest_limit = std::max(widest_limit, display_width(limit_words(c)));
    }
  }
  // The name column leaves the row its limit when a 12-column name can; else
  // the limit goes under the rows that have no room for it.
  const int room = options_.width - row_without_name(entry_column_);
  name_column_ = std::min(
      longest, room - widest_limit >= kNarrowestName ? room - widest_limit : std::max(room, kNarrowestName / 3));
}

std::string TextReportStream::start() {
  const int width = options_.width;
  const GradeResult& grade = plan_;
  std::string out = wrapped("grading ", printable_line(grade.submission), 8, width);
  if (!grade.sandbox.empty()) out += wrapped("sandbox: ", printable_line(grade.sandbox), 9, width);
  for (const auto& note : grade.notes) out += wrapped("note: ", printable_line(note), 6, width);
  // Said once, above the cases it kept from running.
  if (const auto& failure = grade.build_failure) {
    out += "\n" + wrapped(painted(failure->verdict, options_.color) + " ", printable_line(failure->reason), 6, width);
    if (!failure->hint.empty()) out += wrapped("      hint: ", printable_line(failure->hint), 12, width);
    if (!failure->details.empty()) out += behind_gutter(failure->details, width);
  }
  return out + drain();
}

std::string TextReportStream::decided(std::size_t file, std::size_t index, const CaseResult& result) {
  results_.at(file).at(index) = result;
  return drain();
}

std::string TextReportStream::drain() {
  std::string out;
  while (file_ < plan_.files.size()) {
    const FileResult& file = plan_.files[file_];
    const auto& results = results_[file_];
    if (!titled_) {
      out += file_title(file, options_.width);
      titled_ = true;
    }
    // Nothing ran: one line for the file's cases, not a row of "not run" each.
    if (next_ == 0 && plan_.build_failure) {
      FileResult done = file;
      for (std::size_t i = 0; i < results.size(); ++i) {
        if (!results[i]) return out;
        done.cases[i] = *results[i];
      }
      if (const std::string why = not_run_reason(plan_, done); !why.empty()) {
        out += wrapped("  ", fmt::format("{} not run: {}", count_of_cases(done.cases.size()), printable_line(why)), 6,
                       options_.width);
        out += fmt::format("  subtotal {}/{} points\n", done.points(), done.max_points());
        shown_ += static_cast<int>(done.cases.size());
        ++file_;
        next_ = 0;
        titled_ = false;
        continue;
      }
    }
    // Rows in case order; a hidden case has none, so none waits for one.
    for (; next_ < results.size(); ++next_) {
      if (file.cases[next_].redacted) continue;
      if (!results[next_]) return out;
      out += case_lines(*results[next_], name_column_, entry_column_, options_);
      ++shown_;
    }
    int hidden = 0, hidden_passed = 0, points = 0, max_points = 0;
    for (const auto& c : results) {
      if (!c) return out;  // a hidden case still running
      points += c->points;
      max_points += c->max_points;
      if (!c->redacted) continue;
      ++hidden;
      hidden_passed += c->verdict == Verdict::AC;
    }
    if (hidden > 0)
      out += wrapped(
          "  ",
          fmt::format("hidden cases: {} of {} passed (their puzzles and reasons are not shown)", hidden_passed, hidden),
          6, options_.width);
    out += fmt::format("  subtotal {}/{} points\n", points, max_points);
    shown_ += hidden;
    ++file_;
    next_ = 0;
    titled_ = false;
  }
  return out;
}

std::string TextReportStream::finish() const {
  int points = 0, max_points = 0, accepted = 0;
  for (const auto& file : results_)
    for (const auto& c : file)
      if (c) {
        points += c->points;
        max_points += c->max_points;
        accepted += c->verdict == Verdict::AC;
      }
  return fmt::format("\ntotal {}/{} points; {} of {} accepted\n", points, max_points, accepted,
                     counted(std::int64_t(total_), "case"));
}

std::string grading_progress_line(int shown, int total, std::chrono::seconds elapsed, int columns) {
  return cut_to_width(fmt::format("{} of {} cases, {} s", shown, total, elapsed.count()), columns - 1);
}

std::string text_report(const GradeResult& grade, const TextReportOptions& options) {
  TextReportStream stream(grade, options);
  std::string out = stream.start();
  for (std::size_t f = 0; f < grade.files.size(); ++f)
    for (std::size_t i = 0; i < grade.files[f].cases.size(); ++i) out += stream.decided(f, i, grade.files[f].cases[i]);
  return out + stream.finish();
}

}  // namespace harness
