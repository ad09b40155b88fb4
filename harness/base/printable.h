#pragma once
/// Text a student or their program chose, made safe to show to a person: it cannot
/// move the cursor, overwrite a line, reorder what follows or start a line of its own.
/// Every report a person reads uses it (the JSON keeps text as printed); passing text
/// through twice changes nothing. The escapes: docs/student.md, "What the report shows".
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
