#pragma once
// A count and its noun agreeing in number, as a report writes them for
// people: "1 cell", "2 cells", "1,000 bytes", "1 match", "3 matches".
#include <cstdint>
#include <string>
#include <string_view>

namespace harness {

/// `n` (with_thousands) and `one` when `n` is 1, else `many`; `many` empty
/// means `one` + "s".
std::string counted(std::int64_t n, std::string_view one, std::string_view many = {});

}  // namespace harness
