#include "verdict/verdict.h"

#include <algorithm>

namespace harness {

const char* to_string(Verdict verdict) {
  switch (verdict) {
    case Verdict::AC: return "AC";
    case Verdict::WA: return "WA";
    case Verdict::TLE: return "TLE";
    case Verdict::MLE: return "MLE";
    case Verdict::RTE: return "RTE";
    case Verdict::OLE: return "OLE";
    case Verdict::PE: return "PE";
    case Verdict::CE: return "CE";
    case Verdict::NI: return "NI";
    case Verdict::JE: return "JE";
  }
  return "?";
}

std::optional<Verdict> verdict_named(std::string_view name) {
  for (const Verdict verdict : kVerdicts)
    if (name == to_string(verdict)) return verdict;
  return std::nullopt;
}

const char* long_name(Verdict verdict) {
  switch (verdict) {
    case Verdict::AC: return "accepted";
    case Verdict::WA: return "wrong answer";
    case Verdict::TLE: return "time limit exceeded";
    case Verdict::MLE: return "memory limit exceeded";
    case Verdict::RTE: return "run-time error";
    case Verdict::OLE: return "output limit exceeded";
    case Verdict::PE: return "presentation error";
    case Verdict::CE: return "compilation error";
    case Verdict::NI: return "not implemented";
    case Verdict::JE: return "judge error";
  }
  return "?";
}

std::string first_error_line(const Judgement& failure) {
  const std::string& details = failure.details;
  for (std::size_t start = 0; start < details.size();) {
    const std::size_t end = std::min(details.find('\n', start), details.size());
    std::string line = details.substr(start, end - start);
    if (line.find("error") != std::string::npos) return line;
    start = end + 1;
  }
  const std::string first = details.substr(0, details.find('\n'));
  return first.empty() ? failure.reason : first;
}

}  // namespace harness
