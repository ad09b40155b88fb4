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
  return fmt::format("    <properties>\n      <property name=\"sandbox\" value=\"{}\"/>\n    </properties>\n",
                     xml_escaped(grade.sandbox, true));
}

// The body is what GitLab, Jenkins and GitHub's JUnit reporters show (GitLab
// nothing else): the verdict and reason first, then the hint and the grid.
std::string failure_body(Verdict verdict, const std::string& reason, const std::string& hint,
                         const std::string& details) {
  std::string body = fmt::format("{}: {}\n", to_string(verdict), reason);
  if (!hint.empty()) body += "hint: " + hint + "\n";
  if (!details.empty()) body += "\n" + details;
  return body;
}

std::string testcase(const std::string& class_name, const std::string& name, std::chrono::milliseconds time,
                     const Judgement& judgement, bool not_run) {
  std::string out = fmt::format("    <testcase classname=\"{}\" name=\"{}\" time=\"{}\"", xml_escaped(class_name, true),
                                xml_escaped(name, true), seconds(time));
  if (judgement.verdict == Verdict::AC) return out + "/>\n";
  if (not_run)
    return out +
           fmt::format(">\n      <skipped message=\"{}\"/>\n    </testcase>\n", xml_escaped(judgement.reason, true));
  const std::string message = fmt::format("{}: {}", to_string(judgement.verdict), judgement.reason);
  const char* element = judgement.verdict == Verdict::JE ? "error" : "failure";
  return out +
         fmt::format(
             ">\n      <{0} message=\"{1}\" type=\"{2}\">{3}</{0}>\n    </testcase>\n", element,
             xml_escaped(message, true), to_string(judgement.verdict),
             xml_escaped(failure_body(judgement.verdict, judgement.reason, judgement.hint, judgement.details), false));
}

struct SuiteCounts {
  int tests = 0, failures = 0, errors = 0, skipped = 0;
  std::chrono::milliseconds time{0};
  void add(const SuiteCounts& other) {
    tests += other.tests;
    failures += other.failures;
    errors += other.errors;
    skipped += other.skipped;
    time += other.time;
  }
};

std::string suite(const std::string& name, const SuiteCounts& counts, const std::string& props,
                  const std::string& cases) {
  return fmt::format("  <testsuite name=\"{}\" tests=\"{}\" failures=\"{}\" errors=\"{}\" skipped=\"{}\" "
                     "time=\"{}\">\n{}{}  </testsuite>\n",
                     xml_escaped(name, true), counts.tests, counts.failures, counts.errors, counts.skipped,
                     seconds(counts.time), props, cases);
}

// A submission that did not build: one testcase that says why, once, with
// the compiler's first errors, before the suites whose cases it kept from running.
std::string build_suite(const GradeResult& grade, SuiteCounts& total) {
  const Judgement& failure = *grade.build_failure;
  SuiteCounts counts;
  counts.tests = 1;
  (failure.verdict == Verdict::JE ? counts.errors : counts.failures) = 1;
  total.add(counts);
  return suite("build", counts, properties(grade), testcase("build", "build " + grade.submission, {}, failure, false));
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
  SuiteCounts total;
  std::string suites;
  if (grade.build_failure) suites += build_suite(grade, total);
  for (const auto& file : grade.files) {
    SuiteCounts counts;
    std::string cases;
    for (const auto& c : file.cases) {
      ++counts.tests;
      counts.time += c.time;
      const bool not_run = grade.build_failure.has_value();
      if (not_run) ++counts.skipped;
      else if (c.verdict == Verdict::JE) ++counts.errors;
      else if (c.verdict != Verdict::AC) ++counts.failures;
      const Judgement judgement{c.verdict, c.redacted ? kRedactedReason : c.reason, c.hint, c.details};
      cases += testcase(class_name(file.path), c.name, c.time, judgement, not_run);
    }
    const std::string name = file.title.empty() ? file.path : file.path + " - " + file.title;
    suites += suite(name, counts, properties(grade), cases);
    total.add(counts);
  }
  // <testsuites> carries no `skipped`: Jenkins' junit-10.xsd (the xUnit
  // plugin's, which validates the file) allows only name, time, tests,
  // failures and errors there; each <testsuite> says its own skipped.
  return fmt::format("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<testsuites name=\"{}\" tests=\"{}\" failures=\"{}\" errors=\"{}\" time=\"{}\">\n{}"
                     "</testsuites>\n",
                     xml_escaped("sudoku-grade " + grade.submission, true), total.tests, total.failures, total.errors,
                     seconds(total.time), suites);
}

}  // namespace harness
