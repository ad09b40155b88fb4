#pragma once
// UTF-8 as the standard defines it: no overlong forms, no surrogates, nothing
// past U+10FFFF. printable.h shows what is not UTF-8 as U+FFFD; the case
// loader refuses it, since YAML text is Unicode and a byte that is not could
// not be written back.
#include <cstddef>
#include <optional>
#include <string_view>

namespace harness {

/// The length (1-4) of the valid UTF-8 sequence starting at text[i], with its
/// code point in `code`; 0 when none starts there.
std::size_t utf8_length(std::string_view text, std::size_t i, char32_t& code);

/// The offset of the first byte that is not part of valid UTF-8, if any.
std::optional<std::size_t> first_invalid_utf8(std::string_view text);

}  // namespace harness
