#include "report/github.h"

#include <random>

#include <fmt/format.h>

#include "base/printable.h"
#include "report/markdown.h"
#include "report/redact.h"
#include "verdict/verdict.h"

namespace harness {
namespace {

// The workflow-command escapes (actions/toolkit core/src/command.ts) of a
// text made printable first, since a person reads the annotation: it has no
// line break left for %0D and %0A to encode.
std::string escaped_data(const std::string& text) {
  std::string out;
  for (char ch : printable_line(text)) {
    if (ch == '%') out += "%25";
    else out += ch;
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

}  // namespace

std::string github_annotations(const GradeResult& grade, int max_annotations) {
  // One annotation for a submission that did not build, none per case it kept from running.
  if (const auto& failure = grade.build_failure) {
    // The compiler's first error: what an annotation has room for.
    return fmt::format("::error file={},title={}::{}\n", escaped_property(grade.submission),
                       escaped_property(fmt::format("{} {}", to_string(failure->verdict), failure->reason)),
                       escaped_data(first_error_line(*failure)));
  }
  std::string out;
  int failed = 0;
  for (const auto& file : grade.files) {
    for (const auto& c : file.cases) {
      if (c.verdict == Verdict::AC) continue;
      if (++failed > max_annotations) continue;
      out += fmt::format("::error file={},title={}::{}\n", escaped_property(file.path),
                         escaped_property(fmt::format("{} {}", to_string(c.verdict), c.name)),
                         escaped_data(reason_shown(c)));
    }
  }
  if (failed > max_annotations)
    out += fmt::format("::notice title=sudoku-grade::{} more cases failed; the job summary lists all\n",
                       failed - max_annotations);
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
