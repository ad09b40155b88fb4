#pragma once
// The console's columns: how many a line takes on a terminal, cutting and
// wrapping to fit, and how wide the terminal is. Text here is printable
// already (base/printable.h): no control characters, valid UTF-8.
#include <string>
#include <string_view>
#include <vector>

namespace harness {

/// Columns `text` takes: 2 for East Asian wide characters and emoji, 0 for
/// combining marks, 1 for the rest (a code point, not a byte: "é" is 1).
int display_width(std::string_view text);

/// `text` when it fits in `width` columns; else its longest head that fits
/// with "…" after it.
std::string cut_to_width(std::string_view text, int width);

/// The bytes of `text`'s longest head that fits in `width` columns (whole
/// code points).
std::size_t head_bytes(std::string_view text, int width);

/// Lines of at most `width` columns, broken at spaces; a word wider than a
/// line is split. Empty text gives one empty line.
std::vector<std::string> wrap_to_width(std::string_view text, int width);

/// A console message in `width` columns: `head` then `text` wrapped at
/// spaces, each later line `indent` spaces in; ends with a newline.
std::string message_lines(std::string_view head, std::string_view text, int indent, int width);

/// Console text, line by line, in `width` columns: a line that fits stays as
/// it is; a longer one is wrapped at spaces, its later lines 6 columns deeper
/// than its own indent, so they read as its continuation.
std::string fit_lines(std::string_view text, int width);

/// Help text laid out in `width` columns: a line that fits stays as it is;
/// a longer one is wrapped at spaces, its later lines indented to where its
/// description starts (after the first run of two spaces or more past its
/// indent, as CLI11 lays an option out), else to its own indent.
std::string wrap_help(std::string_view help, int width);

/// The width to lay the console out in: COLUMNS when it is a number from 40
/// on (a smaller one is ignored), else the terminal's when `fd` is one, else
/// 80; never under 40.
int console_width(int fd);

}  // namespace harness
