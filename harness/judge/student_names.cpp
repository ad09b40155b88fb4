#include "judge/student_names.h"

#include <map>
#include <set>
#include <string>
#include <vector>

#include "driver/entries.h"
#include "judge/source_definitions.h"
#include "lang/language_source.h"

namespace harness {
namespace {

bool name_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// The name a parameter declares, as written: its last word ("int[][] sudoku",
// "Grid& g", "grid", "limit=10" -> "limit").
std::string parameter_name(std::string parameter) {
  if (const std::size_t equals = parameter.find('='); equals != std::string::npos) parameter.resize(equals);
  std::size_t end = parameter.size();
  while (end > 0 && !name_char(parameter[end - 1])) --end;
  std::size_t begin = end;
  while (begin > 0 && name_char(parameter[begin - 1])) --begin;
  return parameter.substr(begin, end - begin);
}

// What the source writes into one cell expression.
struct CellWrites {
  std::string base;             ///< the grid's name: "sudoku"
  bool zero = false;            ///< `CELL = 0`: an un-choose
  std::set<std::string> names;  ///< `CELL = NAME`: a choose
};

}  // namespace

StudentNames student_names_in(std::string_view text, Language language) {
  StudentNames names;
  const std::vector<Token> tokens = tokens_of(text, language);
  auto word = [&](const Token& t) { return std::string(text.substr(t.begin, t.end - t.begin)); };

  // The grid entries' own grid parameters, and count_solutions' limit.
  std::set<std::string> grids;
  for (const SourceDefinition& d : definitions_in(text, language, "")) {
    for (const sudoku::Entry entry :
         {sudoku::Entry::Solve, sudoku::Entry::SolveFast, sudoku::Entry::FillSudoku, sudoku::Entry::CountSolutions}) {
      if (d.name != sudoku::entry_row(entry).name || d.parameters.empty()) continue;
      grids.insert(parameter_name(d.parameters.front()));
      if (entry == sudoku::Entry::CountSolutions && d.parameters.size() == 2)
        names.limit = parameter_name(d.parameters[1]);
    }
  }

  // NAME [ I ] [ J ] = VALUE, the indexes single names, as written.
  std::map<std::string, CellWrites> cells;
  for (std::size_t i = 0; i + 8 < tokens.size(); ++i) {
    const Token* t = &tokens[i];
    if (t[0].text != kNameToken || t[1].text != "[" || t[2].text != kNameToken || t[3].text != "]" ||
        t[4].text != "[" || t[5].text != kNameToken || t[6].text != "]" || t[7].text != "=")
      continue;
    CellWrites& writes = cells[word(t[0]) + "[" + word(t[2]) + "][" + word(t[5]) + "]"];
    writes.base = word(t[0]);
    // The value alone on the right: the statement ends after it.
    const bool alone = i + 9 == tokens.size() || t[9].text == ";" || t[9].line != t[8].line;
    if (!alone) continue;
    if (t[8].text == kNumberToken && word(t[8]) == "0") writes.zero = true;
    else if (t[8].text == kNameToken) writes.names.insert(word(t[8]));
  }
  std::vector<const std::pair<const std::string, CellWrites>*> candidates;
  for (const auto& cell : cells)
    if (grids.count(cell.second.base)) candidates.push_back(&cell);
  if (candidates.empty())
    for (const auto& cell : cells) candidates.push_back(&cell);
  // Several cells written: the one both chosen and un-chosen is the search's.
  if (candidates.size() > 1) {
    std::vector<const std::pair<const std::string, CellWrites>*> searched;
    for (const auto* cell : candidates)
      if (cell->second.zero && !cell->second.names.empty()) searched.push_back(cell);
    candidates = searched;
  }
  if (candidates.size() == 1) {
    names.cell = candidates.front()->first;
    if (candidates.front()->second.names.size() == 1) names.digit = *candidates.front()->second.names.begin();
  }

  // `return False` / `return false`, as the source spells it.
  for (std::size_t i = 0; i + 1 < tokens.size() && names.false_word.empty(); ++i)
    if (tokens[i].text == "return" && (tokens[i + 1].text == "False" || tokens[i + 1].text == "false"))
      names.false_word = tokens[i + 1].text;
  return names;
}

StudentNames submission_names(const std::filesystem::path& submission, Language language) {
  std::string text;
  for (const SubmissionSource& source : submission_sources(submission, language)) text += source.text + "\n";
  return student_names_in(text, language);
}

}  // namespace harness
