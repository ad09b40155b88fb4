#include "report/junit.h"

#include <filesystem>

#include <fmt/format.h>

#include "base/printable.h"
#include "report/redact.h"

namespace harness {
namespace {

std::string seconds(std::chrono::milliseconds time) {
  return fmt::format("{:.3f}", static_cast<double>(time.count()) / 1000.0);
}

// Jenkins reads dots in a classname as packages: the case file's stem has none.
std::string class_name(const std::string& path) {
  std::string stem = std::filesystem::path(path).stem().string();
  for (char& ch : stem)
    if (ch == '.') ch = '_';
  return stem;
}

// The common JUnit schema (Ant's, Jenkins') puts <properties> first in a
// <testsuite>, not in <testsuites>; GitLab ignores them, Jenkins shows them.
std::string properties(const GradeResult& grade) {
  if (grade.sandbox.empty()) return "";
  return fmt::format(
      "    <properties>\n      <property name=\"sandbox\" value=\"{}\"/>\n    </properties>\n",
      xml_escaped(grade.sandbox, true));
}

std::string testcase(const FileResult& file, const CaseResult& c) {
  std::string out = fmt::format("    <testcase classname=\"{}\" name=\"{}\" time=\"{}\"",
                                xml_escaped(class_name(file.path), true), xml_escaped(c.name, true),
                                seconds(c.time));
  if (c.verdict == Verdict::AC) return out + "/>\n";
  const std::string message =
      fmt::format("{}: {}", to_string(c.verdict), c.redacted ? kRedactedReason : c.reason);
  std::string body;
  if (!c.hint.empty()) body += "hint: " + c.hint + "\n";
  body += c.details;
  const char* element = c.verdict == Verdict::JE ? "error" : "failure";
  return out + fmt::format(">\n      <{0} message=\"{1}\" type=\"{2}\">{3}</{0}>\n    </testcase>\n",
                           element, xml_escaped(message, true), to_string(c.verdict),
                           xml_escaped(body, false));
}

}  // namespace

std::string xml_escaped(std::string_view text, bool attribute) {
  // After printable_text the only controls left are tab and newline, both XML 1.0 characters.
  std::string out;
  for (char ch : printable_text(text)) {
    switch (ch) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&apos;"; break;
      case '\n': out += attribute ? "&#10;" : "\n"; break;
      case '\t': out += attribute ? "&#9;" : "\t"; break;
      default: out += ch;
    }
  }
  return out;
}

std::string junit_report(const GradeResult& grade) {
  int tests = 0, failures = 0, errors = 0;
  std::chrono::milliseconds total{0};
  std::string suites;
  for (const auto& file : grade.files) {
    int file_failures = 0, file_errors = 0;
    std::chrono::milliseconds time{0};
    std::string cases;
    for (const auto& c : file.cases) {
      file_errors += c.verdict == Verdict::JE;
      file_failures += c.verdict != Verdict::AC && c.verdict != Verdict::JE;
      time += c.time;
      cases += testcase(file, c);
    }
    const std::string name = file.title.empty() ? file.path : file.path + " - " + file.title;
    suites += fmt::format(
        "  <testsuite name=\"{}\" tests=\"{}\" failures=\"{}\" errors=\"{}\" skipped=\"0\" "
        "time=\"{}\">\n{}{}  </testsuite>\n",
        xml_escaped(name, true), file.cases.size(), file_failures, file_errors, seconds(time),
        properties(grade), cases);
    tests += static_cast<int>(file.cases.size());
    failures += file_failures;
    errors += file_errors;
    total += time;
  }
  return fmt::format(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<testsuites name=\"{}\" tests=\"{}\" failures=\"{}\" errors=\"{}\" time=\"{}\">\n{}"
      "</testsuites>\n",
      xml_escaped("sudoku-grade " + grade.submission, true), tests, failures, errors, seconds(total),
      suites);
}

}  // namespace harness
