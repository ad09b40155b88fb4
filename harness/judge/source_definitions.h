#pragma once
/// What a submission's sources define, as a person reads them: functions
/// (methods, defines) by name, with the line that declares them. Read from the
/// text, not compiled: for naming a near miss when an entry is missing
/// (judge/near_miss.h), never for deciding a verdict. Comments are skipped
/// as the language's lexer finds them, and each language's reader is its own
/// (lang/language_source.h); an unusual layout can hide a definition, which
/// then goes unnamed.
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "lang/language.h"
#include "lang/source_definition.h"

namespace harness {

/// The definitions in `text`, a source of `language`, named as `file`. Pure.
std::vector<SourceDefinition> definitions_in(std::string_view text, Language language, const std::string& file);

/// A source of a submission as read for its words: its name as handed in, its text.
struct SubmissionSource {
  std::string name;
  std::string text;
};

/// The submission's sources of `language` (a file, or at most 64 of a
/// folder's files with the language's endings, named relative to it), each
/// read through no link and at most 1 MiB; a file that cannot be read is left out.
std::vector<SubmissionSource> submission_sources(const std::filesystem::path& submission, Language language);

/// Every definition in the submission's sources of `language` (a file, or a
/// folder's files with the language's endings, named relative to it).
std::vector<SourceDefinition> submission_definitions(const std::filesystem::path& submission, Language language);

}  // namespace harness
