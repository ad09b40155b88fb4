#pragma once
/// Where a submission defines each entry a case calls: the line a failing
/// case's annotation points at (report/github.h), so a student reads it
/// beside their own function rather than in a case file they do not own.
/// Read from the text, like the near-miss hints (judge/source_definitions.h);
/// an entry its reader does not find has no place, never a guessed one.
#include <filesystem>
#include <optional>
#include <utility>
#include <vector>

#include "cases/case.h"
#include "judge/source_definitions.h"
#include "prepare/program.h"

namespace harness {

/// The definition the driver calls for `entry`: of the name it looks for, the
/// first with the parameters the driver passes, at the top level if one is;
/// a session's is the program's `main`. Pure.
std::optional<SourceDefinition> entry_definition(Entry entry, Language language,
                                                 const std::vector<SourceDefinition>& defined);

/// Each of `entries` the submission defines, with its definition (the file
/// named as source_definitions.h names it); none for an executable.
std::vector<std::pair<Entry, SourceDefinition>> entry_definitions(const std::filesystem::path& submission,
                                                                  const Program& program,
                                                                  const std::vector<Entry>& entries);

}  // namespace harness
