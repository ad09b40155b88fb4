#pragma once
// An enum's words (a flag's values, a report's fields) kept in one table of
// {value, word} pairs, read both ways, so a word is spelled in one place.
#include <cstddef>
#include <optional>
#include <string_view>
#include <utility>

namespace harness {

template <typename Enum>
using EnumWord = std::pair<Enum, const char*>;

/// `value`'s word; "?" when the table lacks it.
template <typename Enum, std::size_t N>
constexpr const char* word_of(const EnumWord<Enum> (&words)[N], Enum value) {
  for (const auto& [known, word] : words)
    if (known == value) return word;
  return "?";
}

/// The value `word` names; nullopt when the table lacks it.
template <typename Enum, std::size_t N>
constexpr std::optional<Enum> value_of(const EnumWord<Enum> (&words)[N], std::string_view word) {
  for (const auto& [value, known] : words)
    if (word == known) return value;
  return std::nullopt;
}

}  // namespace harness
