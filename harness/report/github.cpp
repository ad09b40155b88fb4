#include "report/github.h"

#include <algorithm>
#include <filesystem>
#include <random>

#include <fmt/format.h>

#include "base/printable.h"
#include "report/compiler_errors.h"
#include "report/markdown.h"
#include "report/redact.h"
#include "verdict/verdict.h"

namespace harness {
namespace fs = std::filesystem;
namespace {

std::string escaped_data(const std::string& text) {
  // A line break is the annotation's own; each line is made printable first, since a person reads it.
  std::string out;
  for (std::size_t start = 0; start <= text.size();) {
    const std::size_t end = std::min(text.find_first_of("\r\n", start), text.size());
    for (char ch : printable_line(std::string_view(text).substr(start, end - start))) {
      if (ch == '%') out += "%25";
      else out += ch;
    }
    if (end == text.size()) break;
    out += text[end] == '\r' ? "%0D" : "%0A";
    start = end + 1;
  }
  return out;
}

std::string escaped_property(const std::string& text) {
  std::string out;
  for (char ch : escaped_data(text)) {
    if (ch == ':') out += "%3A";
    else if (ch == ',') out += "%2C";
    else out += ch;
  }
  return out;
}

// A markdown table cell: one line that no markup (an image, a link, a '|'
// ending the cell) can come out of.
std::string cell(const std::string& text) { return markdown_inline(text); }

std::string reason_shown(const CaseResult& c) { return c.redacted ? kRedactedReason : c.reason; }

bool under(const fs::path& path, const fs::path& folder) {
  if (folder.empty()) return path.is_relative() && (path.empty() || *path.begin() != "..");
  const fs::path inside = path.lexically_relative(folder);
  return !inside.empty() && *inside.begin() != "..";
}

// Where an annotation points in the student's files; file "" for none.
struct Place {
  std::string file;  // as the workspace names it
  int line = 0, column = 0;
};

std::string annotation(const Place& at, const std::string& title, const std::string& message) {
  std::string properties;
  if (!at.file.empty()) {
    properties += "file=" + escaped_property(at.file) + ",";
    if (at.line > 0) properties += fmt::format("line={},", at.line);
    if (at.line > 0 && at.column > 0) properties += fmt::format("col={},", at.column);
  }
  return fmt::format("::error {}title={}::{}\n", properties, escaped_property(title), escaped_data(message));
}

// The submission's files as the grader's working directory names them, and
// as the workspace names them.
class Student {
 public:
  Student(const GradeResult& grade, const StudentFiles& files)
      : files_(files),
        submission_(fs::path(grade.submission).lexically_normal()),
        folder_(files.folder ? submission_ : submission_.parent_path()) {}

  // The submission itself, when it is one file.
  Place submission() const { return files_.folder ? Place{} : at(submission_, 0); }

  // A file as the compiler named it: the typed path down to it (g++, javac),
  // or its name in the folder (Python and Racket, run in the box's copy);
  // nullopt for a file not the student's (a system header).
  std::optional<fs::path> compiled(const std::string& name) const {
    const fs::path path = fs::path(name).lexically_normal();
    const fs::path absolute_folder = fs::path(files_.cwd) / folder_;
    if (!files_.folder) {
      if (path == submission_ || path == submission_.filename() ||
          (path.is_absolute() && path == (fs::path(files_.cwd) / submission_).lexically_normal()))
        return submission_;
      return std::nullopt;
    }
    if (under(path, folder_)) return path;
    if (path.is_absolute() && under(path, absolute_folder.lexically_normal()))
      return folder_ / path.lexically_relative(absolute_folder.lexically_normal());
    if (path.is_relative() && under(path, {})) return (folder_ / path).lexically_normal();
    return std::nullopt;
  }

  // Where `entry` is defined, or the submission.
  Place entry(Entry entry) const {
    for (const auto& [defined, line] : files_.entries)
      if (defined == entry)
        return at(files_.folder ? (folder_ / line.file).lexically_normal() : submission_, line.line);
    return submission();
  }

  Place at(const fs::path& path, int line, int column = 0) const {
    const std::optional<std::string> file = workspace_path(path.string(), files_.cwd, files_.workspace);
    if (!file) return {};
    return {*file, line, column};
  }

 private:
  const StudentFiles& files_;
  fs::path submission_, folder_;
};

std::string build_failure_annotation(const Judgement& failure, const Student& student) {
  std::string reason = failure.reason;
  if (!reason.empty() && reason.back() == ':') reason.pop_back();  // its details followed
  const std::string title = fmt::format("{} {}", to_string(failure.verdict), reason);
  const std::vector<CompilerError> errors = compiler_errors(failure.details);
  for (const CompilerError& e : errors)
    if (const std::optional<fs::path> file = student.compiled(e.file))
      return annotation(student.at(*file, e.line, e.column), title, e.message);
  // In no file of the student's (a header's error, a linker's): the first, with its place.
  if (!errors.empty())
    return annotation(student.submission(), title,
                      fmt::format("{}:{}: {}", errors.front().file, errors.front().line, errors.front().message));
  return annotation(student.submission(), title, first_error_line(failure));
}

std::string counted(int count, const char* one, const char* many) {
  return fmt::format("{} {}", count, count == 1 ? one : many);
}

}  // namespace

std::string workflow_command_data(const std::string& text) { return escaped_data(text); }
std::string workflow_command_property(const std::string& text) { return escaped_property(text); }

std::optional<std::string> workspace_path(const std::string& path, const std::string& cwd,
                                          const std::string& workspace) {
  if (workspace.empty()) return fs::path(path).lexically_normal().string();
  const fs::path absolute = (fs::path(cwd) / path).lexically_normal();  // an absolute `path` stays itself
  const fs::path inside = absolute.lexically_relative(fs::path(workspace).lexically_normal());
  if (inside.empty() || *inside.begin() == ".." || inside == ".") return std::nullopt;
  return inside.string();
}

std::string github_annotations(const GradeResult& grade, const StudentFiles& files, int max_annotations) {
  const Student student(grade, files);
  // One annotation for a submission that did not build, none per case it kept from running.
  if (const auto& failure = grade.build_failure) return build_failure_annotation(*failure, student);
  std::vector<const CaseResult*> visible;
  int hidden = 0;
  for (const auto& file : grade.files)
    for (const auto& c : file.cases) {
      if (c.verdict == Verdict::AC) continue;
      if (c.redacted) ++hidden;
      else visible.push_back(&c);
    }
  // The hidden cases' one line keeps its place among the ten GitHub shows.
  const int room = std::max(0, max_annotations - (hidden > 0 ? 1 : 0));
  const int shown = std::min(static_cast<int>(visible.size()), room);
  std::string out;
  for (int i = 0; i < shown; ++i) {
    const CaseResult& c = *visible[i];
    std::string message = c.reason;
    if (!c.hint.empty()) message += "\n" + c.hint;
    out += annotation(student.entry(c.entry), fmt::format("{} {}", to_string(c.verdict), c.name), message);
  }
  if (hidden > 0)
    out += annotation(student.submission(), hidden == 1 ? "hidden case" : "hidden cases",
                      fmt::format("{} failed; {} not shown", counted(hidden, "hidden case", "hidden cases"),
                                  hidden == 1 ? "its reason is" : "their reasons are"));
  if (const int more = static_cast<int>(visible.size()) - shown; more > 0)
    out += fmt::format("::notice title=sudoku-grade::{} failed; the job summary lists all\n",
                       counted(more, "more case", "more cases"));
  return out;
}

std::string github_summary(const GradeResult& grade) {
  std::string out = fmt::format("### sudoku-grade: {}/{} points\n\n", grade.points(), grade.max_points());
  if (!grade.sandbox.empty()) out += fmt::format("sandbox: {}\n\n", cell(grade.sandbox));
  if (const auto& failure = grade.build_failure) {
    out += fmt::format("**{}**: {}\n\n", to_string(failure->verdict), cell(failure->reason));
    if (!failure->details.empty()) out += markdown_code_block(failure->details) + "\n";
  }
  out += "| case file | case | verdict | points | reason |\n|---|---|---|---|---|\n";
  for (const auto& file : grade.files)
    for (const auto& c : file.cases)
      out += fmt::format("| {} | {} | {} | {}/{} | {} |\n", cell(file.path), cell(c.name), to_string(c.verdict),
                         c.points, c.max_points, cell(c.verdict == Verdict::AC ? "" : reason_shown(c)));
  return out + "\n";
}

std::string stop_commands_token() {
  std::random_device random;
  std::string token;
  for (int i = 0; i < 4; ++i) token += fmt::format("{:08x}", static_cast<std::uint32_t>(random()));
  return token;
}

std::string github_commands_stopped(const std::string& text, const std::string& token) {
  return fmt::format("::stop-commands::{0}\n{1}{2}::{0}::\n", token, text,
                     text.empty() || text.back() == '\n' ? "" : "\n");
}

}  // namespace harness
