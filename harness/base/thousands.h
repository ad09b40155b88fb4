#pragma once
// Numbers as a report writes them for people: "5,658", "12", "-1,000".
#include <cstdint>
#include <string>

namespace harness {

/// `n` with a comma between each group of three digits.
std::string with_thousands(std::int64_t n);

}  // namespace harness
