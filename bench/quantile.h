#pragma once
// The q-quantile of a bench's timings (0.5 the median), by the nearest rank below.
#include <algorithm>
#include <cstddef>
#include <vector>

inline double quantile(std::vector<double> values, double q) {
  std::sort(values.begin(), values.end());
  return values[static_cast<std::size_t>(q * static_cast<double>(values.size() - 1))];
}
