#include "base/thousands.h"

#include <fmt/format.h>

namespace harness {

std::string with_thousands(std::int64_t n) {
  // Through unsigned, so the most negative number has its digits too.
  const bool negative = n < 0;
  std::uint64_t magnitude = negative ? ~static_cast<std::uint64_t>(n) + 1 : static_cast<std::uint64_t>(n);
  std::string digits;
  int in_group = 0;
  do {
    if (in_group == 3) {
      digits.insert(digits.begin(), ',');
      in_group = 0;
    }
    digits.insert(digits.begin(), static_cast<char>('0' + magnitude % 10));
    magnitude /= 10;
    ++in_group;
  } while (magnitude != 0);
  return negative ? "-" + digits : digits;
}

std::string duration_words(std::chrono::milliseconds ms) {
  if (ms.count() < 1000) return with_thousands(ms.count()) + " ms";
  if (ms.count() % 1000 == 0) return with_thousands(ms.count() / 1000) + " s";
  return fmt::format("{:g} s", static_cast<double>(ms.count()) / 1000.0);
}

}  // namespace harness
