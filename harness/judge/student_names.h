#pragma once
/// The names a submission's source gives what the hints speak of
/// (verdict/student_names.h), read from its code as the language's lexer
/// leaves it (comments and strings are not code): a hint in the student's
/// words, never a verdict. Linear in the text; an unusual layout leaves a
/// name unread, and its hint then says it in plain words.
#include <filesystem>
#include <string_view>

#include "lang/language.h"
#include "verdict/student_names.h"

namespace harness {

/// The names in `text`, a source in `language`. Pure. The cell is the one
/// `NAME[I][J] = ...` that the source writes, preferring a grid entry's own
/// grid parameter when several are written, and none when that still leaves
/// more than one; the digit, the one name it writes there.
StudentNames student_names_in(std::string_view text, Language language);

/// The names in the submission's sources of `language` (a file, or a
/// folder's files), read as judge/source_definitions.h reads them.
StudentNames submission_names(const std::filesystem::path& submission, Language language);

}  // namespace harness
