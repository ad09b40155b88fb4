#include "report/standing.h"

#include <cmath>

#include <fmt/format.h>

namespace harness {

std::string points_text(double points) {
  std::string text = fmt::format("{:.2f}", std::round(points * 100) / 100);
  while (text.back() == '0') text.pop_back();
  if (text.back() == '.') text.pop_back();
  return text == "-0" ? "0" : text;
}

std::string lateness_text(std::int64_t seconds) {
  const std::int64_t days = seconds / 86400, hours = seconds % 86400 / 3600, minutes = seconds % 3600 / 60;
  if (days > 0) return fmt::format("{}d {}h", days, hours);
  if (hours > 0) return fmt::format("{}h {}m", hours, minutes);
  if (minutes > 0) return fmt::format("{}m", minutes);
  return fmt::format("{}s", seconds);
}

}  // namespace harness
