#include "run/time_allowance.h"

#include <cmath>
#include <cstdint>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

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

std::vector<std::string> limit_parts(const TimeAllowance& allowance) {
  std::vector<std::string> parts;
  if (!is_one(allowance.scale)) parts.push_back(fmt::format("{:g}x by --time-scale", allowance.scale));
  if (!allowance.language.empty() && !is_one(allowance.language_factor))
    parts.push_back(fmt::format("{} gets {:g}x", allowance.language, allowance.language_factor));
  const double rest = allowance.factor / (allowance.language.empty() ? 1.0 : allowance.language_factor);
  if (!is_one(rest)) parts.push_back(fmt::format(allowance.sanitized ? "{:g}x for --sanitize" : "{:g}x more", rest));
  if (allowance.startup.count() > 0) parts.push_back("+ " + with_thousands(allowance.startup.count()) + " ms start-up");
  return parts;
}

std::string limit_basis(const TimeAllowance& allowance) {
  const std::vector<std::string> parts = limit_parts(allowance);
  if (parts.empty()) return "";
  return fmt::format("{} ({})", duration_words(allowance.stated), fmt::join(parts, ", "));
}

}  // namespace harness
