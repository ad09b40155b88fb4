#include "judge/time_allowance.h"

#include <cmath>
#include <cstdint>

#include <fmt/format.h>

#include "base/thousands.h"
#include "lang/language.h"

namespace harness {
namespace {

bool is_one(double factor) { return std::abs(factor - 1.0) < 1e-9; }

}  // namespace

TimeAllowance time_allowance(const Program& program, const Case& c, double time_scale, bool warm) {
  TimeAllowance allowance;
  allowance.stated = c.limits.time;
  allowance.scale = time_scale;
  allowance.factor = program.time_factor;
  allowance.sanitized = program.sanitized;
  // C++ is what the limits are set in, and an executable has no factor: a
  // language is named only where it changes the limit, or could (Python 1).
  if (program.language != nullptr && program.language->language != Language::Cpp &&
      program.language->language != Language::Executable) {
    allowance.language = program.language->name;
    allowance.language_factor = program.language->time_factor;
  }
  if (!warm) allowance.startup = program.startup;
  return allowance;
}

std::chrono::milliseconds cpu_limit(const TimeAllowance& allowance) {
  return std::chrono::milliseconds(static_cast<std::int64_t>(static_cast<double>(allowance.stated.count()) *
                                                             allowance.scale * allowance.factor)) +
         allowance.startup;
}

std::string limit_basis(const TimeAllowance& allowance) {
  std::string basis = with_thousands(allowance.stated.count());
  bool made = false;
  const auto times = [&](const std::string& part) {
    basis += " x " + part;
    made = true;
  };
  if (!is_one(allowance.scale)) times(fmt::format("scale {:g}", allowance.scale));
  if (!allowance.language.empty()) times(fmt::format("{} {:g}", allowance.language, allowance.language_factor));
  const double rest = allowance.factor / (allowance.language.empty() ? 1.0 : allowance.language_factor);
  if (!is_one(rest)) times(fmt::format("{} {:g}", allowance.sanitized ? "sanitizers" : "factor", rest));
  if (allowance.startup.count() > 0) {
    basis += " + " + with_thousands(allowance.startup.count()) + " start-up";
    made = true;
  }
  return made ? basis : "";
}

void explain_limit(Judgement& judgement, const TimeAllowance& allowance) {
  if (judgement.verdict != Verdict::TLE) return;
  const std::string basis = limit_basis(allowance);
  if (basis.empty()) return;
  const std::string limit = fmt::format("over the limit of {} ms", cpu_limit(allowance).count());
  const std::size_t at = judgement.reason.find(limit);
  if (at != std::string::npos) judgement.reason.insert(at + limit.size(), " (" + basis + ")");
}

void set_limit(CaseResult& result, const TimeAllowance& allowance) {
  result.limit = cpu_limit(allowance);
  result.limit_basis = limit_basis(allowance);
}

}  // namespace harness
