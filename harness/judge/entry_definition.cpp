#include "judge/entry_definition.h"

#include "lang/language_source.h"

namespace harness {

std::optional<SourceDefinition> entry_definition(Entry entry, Language language,
                                                 const std::vector<SourceDefinition>& defined) {
  const NearMissWords& words = source_knowledge(language).near_miss;
  const std::string name = entry == Entry::Session ? "main"
                           : words.entry_name      ? words.entry_name(entry)
                                                   : entry_name(entry);
  const std::size_t passed = sudoku::entry_row(entry).takes == sudoku::Takes::GridAndLimit ? 2 : 1;
  // Of several (a method of a class and a function, overloads), the one most
  // like what the driver calls: its parameters, at the top level.
  const auto likeness = [&](const SourceDefinition& d) {
    return (entry == Entry::Session || d.parameters.size() == passed ? 2 : 0) + (d.owner.empty() ? 1 : 0);
  };
  const SourceDefinition* best = nullptr;
  for (const SourceDefinition& d : defined)
    if (d.name == name && (best == nullptr || likeness(d) > likeness(*best))) best = &d;
  if (best == nullptr) return std::nullopt;
  return *best;
}

std::vector<std::pair<Entry, SourceDefinition>> entry_definitions(const std::filesystem::path& submission,
                                                                  const Program& program,
                                                                  const std::vector<Entry>& entries) {
  if (program.language == nullptr) return {};
  const Language language = program.language->language;
  const std::vector<SourceDefinition> defined = submission_definitions(submission, language);
  std::vector<std::pair<Entry, SourceDefinition>> out;
  for (const Entry entry : entries)
    if (std::optional<SourceDefinition> d = entry_definition(entry, language, defined))
      out.emplace_back(entry, std::move(*d));
  return out;
}

}  // namespace harness
