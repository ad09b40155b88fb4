#include "report/junit.h"

#include <filesystem>

#include <fmt/format.h>

#include "report/redact.h"

namespace harness {
namespace {

constexpr const char* kReplacement = "\xEF\xBF\xBD";

// The length of the valid UTF-8 sequence starting at text[i], or 0.
std::size_t utf8_length(std::string_view text, std::size_t i, char32_t& code) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char lead = byte(i);
  std::size_t length = 0;
  if (lead < 0x80) return code = lead, 1;
  if (lead >= 0xC2 && lead <= 0xDF) length = 2, code = lead & 0x1F;
  else if (lead >= 0xE0 && lead <= 0xEF) length = 3, code = lead & 0x0F;
  else if (lead >= 0xF0 && lead <= 0xF4) length = 4, code = lead & 0x07;
  else return 0;
  if (i + length > text.size()) return 0;
  for (std::size_t k = 1; k < length; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
    code = (code << 6) | (byte(i + k) & 0x3F);
  }
  // Overlong forms, surrogates and code points past U+10FFFF are not UTF-8.
  const char32_t smallest[] = {0, 0, 0x80, 0x800, 0x10000};
  if (code < smallest[length] || (code >= 0xD800 && code <= 0xDFFF) || code > 0x10FFFF) return 0;
  return length;
}

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
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    char32_t code = 0;
    const std::size_t length = utf8_length(text, i, code);
    if (length == 0) {
      out += kReplacement;
      ++i;
      continue;
    }
    if (length > 1) {
      if (code != 0xFFFE && code != 0xFFFF) out.append(text.substr(i, length));
      i += length;
      continue;
    }
    const char ch = text[i++];
    switch (ch) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&apos;"; break;
      case '\n': out += attribute ? "&#10;" : "\n"; break;
      case '\r': out += "&#13;"; break;
      case '\t': out += attribute ? "&#9;" : "\t"; break;
      default:
        if (static_cast<unsigned char>(ch) >= 0x20) out += ch;
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
        "time=\"{}\">\n{}  </testsuite>\n",
        xml_escaped(name, true), file.cases.size(), file_failures, file_errors, seconds(time), cases);
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
