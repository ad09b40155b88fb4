#include "run/time_allowance.h"

#include <cmath>
#include <cstdint>

#include <fmt/format.h>

#include "base/thousands.h"

namespace harness {
namespace {

bool is_one(double factor) { return std::abs(factor - 1.0) < 1e-9; }

}  // namespace

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

}  // namespace harness
