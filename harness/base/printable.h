#pragma once
// Text a student's program (or a student) chose, made safe to show to a
// person: on a terminal, in a CI log, in JUnit, CSV or a web page. Such text
// is data: it must not move the cursor, clear the screen, overwrite a line
// with '\r', reorder what follows, or start a line of its own. Every report a
// person reads passes student-derived fields through here; the JSON report,
// data for programs, keeps them as they were.
//
// What becomes a visible escape (the rest of valid UTF-8 is kept):
//   '\r' -> \r; other C0 controls and DEL -> \x1b, \x00, \x7f (two hex digits)
//   C1 controls U+0080-U+009F -> \u009b (a terminal may take U+009B as CSI)
//   U+2028, U+2029 (line breaks to some viewers), the bidi embeddings,
//   overrides and isolates U+202A-U+202E, U+2066-U+2069 (they reorder the
//   text after them), U+FFFE, U+FFFF (not characters; XML forbids them)
//     -> \u2028 etc. (four hex digits)
//   each byte that is not part of valid UTF-8 -> U+FFFD
// A backslash is kept as it is: the escapes are for a reader, not to be
// decoded, and compiler output quoting source code is full of backslashes
// that doubling would garble. So the result passed through again is unchanged.
#include <string>
#include <string_view>

namespace harness {

/// For multi-line text (compiler output, a transcript diff, a drawn grid):
/// '\n' is kept, for the caller to start each line with its own gutter; '\t'
/// is kept, because it only moves the cursor right (it erases nothing) and
/// compiler output aligns columns with it.
std::string printable_text(std::string_view text);

/// For a one-line field (a reason, a name, a path): printable_text, and '\n'
/// becomes \n and '\t' \t, so the field stays on its line and a tab in a
/// quoted answer can be told from spaces.
std::string printable_line(std::string_view text);

}  // namespace harness
