#include "judge/source_definitions.h"

#include <algorithm>

#include "base/error.h"
#include "base/student_file.h"
#include "lang/definition_text.h"
#include "lang/language_source.h"

namespace harness {
namespace fs = std::filesystem;

std::vector<SourceDefinition> definitions_in(std::string_view text, Language language, const std::string& file) {
  const LanguageSource& source = source_knowledge(language);
  if (source.lex == nullptr || source.definitions == nullptr) return {};
  return source.definitions(code_of(text, language), file);
}

std::vector<SubmissionSource> submission_sources(const fs::path& submission, Language language) {
  // Enough for any hand-in; a folder of thousands of files is not read whole for a hint.
  constexpr std::size_t kMostFiles = 64;
  constexpr std::uintmax_t kLargestFile = 1 << 20;
  std::vector<std::pair<fs::path, std::string>> files;  // path, name as handed in
  std::error_code error;
  if (fs::is_directory(submission, error)) {
    for (auto it = fs::recursive_directory_iterator(submission, fs::directory_options::skip_permission_denied, error);
         it != fs::recursive_directory_iterator() && files.size() < kMostFiles; it.increment(error)) {
      if (error) break;
      // The entry's own type: a link is never followed, nor resolved (fs::relative would).
      if (fs::is_regular_file(it->symlink_status(error)) && source_language(it->path()) == language)
        files.emplace_back(it->path(), it->path().lexically_relative(submission).string());
    }
    std::sort(files.begin(), files.end());
  } else {
    files.emplace_back(submission, submission.filename().string());
  }
  std::vector<SubmissionSource> out;
  for (const auto& [path, name] : files) {
    std::optional<std::string> text;
    try {
      text = read_student_file(path, kLargestFile);  // through no link, never waiting on a FIFO
    } catch (const Error&) {
    }
    if (text) out.push_back({name, std::move(*text)});
  }
  return out;
}

std::vector<SourceDefinition> submission_definitions(const fs::path& submission, Language language) {
  std::vector<SourceDefinition> out;
  for (const SubmissionSource& source : submission_sources(submission, language))
    for (SourceDefinition& d : definitions_in(source.text, language, source.name)) out.push_back(std::move(d));
  return out;
}

}  // namespace harness
