#pragma once
// Numbers as a report writes them for people: "5,658", "12", "-1,000", "1.5 s".
#include <chrono>
#include <cstdint>
#include <string>

namespace harness {

/// `n` with a comma between each group of three digits.
std::string with_thousands(std::int64_t n);

/// A limit as a student reads it: "250 ms" under a second, else seconds:
/// "1 s", "1.5 s", "16 s", "1,200 s".
std::string duration_words(std::chrono::milliseconds ms);

}  // namespace harness
