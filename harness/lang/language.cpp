#include "lang/language.h"

namespace harness {

const char* to_string(Language language) { return language_row(language).word; }

std::optional<Language> language_named(std::string_view word) {
  for (const LanguageRow& row : language_table())
    if (word == row.word) return row.language;
  return std::nullopt;
}

bool is_cpp_source(const std::filesystem::path& path) { return source_language(path) == Language::Cpp; }

std::optional<Language> source_language(const std::filesystem::path& path) {
  const std::string extension = path.extension().string();
  for (const LanguageRow& row : language_table())
    for (const char* ending : row.extensions)
      if (extension == ending) return row.language;
  return std::nullopt;
}

Language own_program_language() {
  for (const LanguageRow& row : language_table())
    if (row.extensions.empty()) return row.language;
  return language_table().back().language;  // the executable's row has no endings (language_test.cpp)
}

const LanguageRow& language_row(Language language) {
  for (const LanguageRow& row : language_table())
    if (row.language == language) return row;
  return language_table().back();  // every Language has a row (language_test.cpp)
}

std::string language_words(const char* separator) {
  std::string words;
  for (const LanguageRow& row : language_table()) words += (words.empty() ? "" : separator) + std::string(row.word);
  return words;
}

std::string handed_in_words() {
  const std::vector<LanguageRow>& table = language_table();
  std::string text;
  for (std::size_t i = 0; i < table.size(); ++i)
    text += (i == 0 ? "" : i + 1 == table.size() ? ", or " : ", ") + std::string(table[i].handed_in);
  return text;
}

std::string usual_extensions(const char* last) {
  std::vector<std::string> endings;
  for (const LanguageRow& row : language_table())
    if (!row.extensions.empty()) endings.push_back(row.extensions.front());
  std::string text;
  for (std::size_t i = 0; i < endings.size(); ++i)
    text += (i == 0 ? "" : i + 1 == endings.size() ? last : ", ") + endings[i];
  return text;
}

}  // namespace harness
