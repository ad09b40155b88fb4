#pragma once
/// Which language's way a submission path is graded in: the one place that maps a
/// path to a language (a file's ending to its row by build/language.h), so grading,
/// the entry probe and batch's listing of students agree. The rule: docs/protocol.md, "Which driver".
#include <filesystem>
#include <optional>

#include "build/language.h"

namespace harness {

/// The language `path` is graded in, by docs/protocol.md's rule. Throws
/// harness::Error saying why when it is no submission (missing, no sources,
/// neither a source nor an executable) or a folder of two languages.
Language submission_language(const std::filesystem::path& path);

/// submission_language, or nullopt instead of an error (batch's listing).
std::optional<Language> submission_language_if_any(const std::filesystem::path& path);

}  // namespace harness
