#include "base/spelling.h"

#include <algorithm>
#include <cctype>

namespace harness {

std::size_t edit_distance(const std::string& a, const std::string& b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] != b[j - 1])});
      diagonal = above;
    }
  }
  return row[b.size()];
}

std::optional<std::string> closest_name(const std::string& word, const std::vector<std::string>& known) {
  auto folded = [](const std::string& s) {
    std::string out;
    for (char ch : s)
      if (ch != '_') out += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    return out;
  };
  std::optional<std::string> best;
  std::size_t best_distance = 3;
  for (const auto& candidate : known) {
    const std::size_t distance = edit_distance(folded(word), folded(candidate));
    if (distance < best_distance) {
      best = candidate;
      best_distance = distance;
    }
  }
  return best;
}

std::string lower_case(std::string text) {
  for (char& ch : text) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return text;
}

}  // namespace harness
