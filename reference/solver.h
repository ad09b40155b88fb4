#pragma once
// The fast reference solver: bitmask candidates, naked and hidden singles,
// fewest candidates first. Works for every supported size (4, 9, 16, 25).
// Clashing givens are not an error here: such a puzzle has 0 solutions.
#include <cstdint>
#include <optional>

#include "grid.h"

namespace ref {

/// How many solutions were found, stopping at the limit, and the first one.
struct Solutions {
  std::int64_t count = 0;     ///< min(number of solutions, limit)
  std::optional<Grid> first;  ///< the first solution found, when count > 0
};

/// Searches until `limit` solutions are found (limit >= 1) or the space is exhausted.
Solutions find_solutions(const Grid& puzzle, std::int64_t limit);

/// A solution, or nullopt when there is none.
std::optional<Grid> solve(const Grid& puzzle);

/// min(number of solutions, limit); 0, 1 and 2 with limit 2 decide uniqueness.
std::int64_t count_solutions(const Grid& puzzle, std::int64_t limit);

}  // namespace ref
