#include "judge/case_input.h"

#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "base/overloaded.h"
#include "judge/protocol.h"

namespace harness {
namespace {

bool is_digits(std::string_view word) {
  return !word.empty() && word.find_first_not_of("0123456789") == std::string_view::npos;
}

// A number every driver reads alike: optional '-', then at most nine digits
// (C++'s atoi and Java's parseInt overflow beyond an int).
bool is_small_number(std::string_view word) {
  const std::string_view digits = !word.empty() && word[0] == '-' ? word.substr(1) : word;
  return is_digits(digits) && digits.size() <= 9;
}

std::vector<std::string_view> words_of(std::string_view line) {
  std::vector<std::string_view> words;
  for (std::size_t at = 0; at < line.size();) {
    const std::size_t start = line.find_first_not_of(" \t\r", at);
    if (start == std::string_view::npos) break;
    const std::size_t end = std::min(line.find_first_of(" \t\r", start), line.size());
    words.push_back(line.substr(start, end - start));
    at = end;
  }
  return words;
}

// stdin as the drivers read it; `problem` says so when a line is none they read.
validator::Rows read_as_drivers_do(std::string_view text, std::string& problem) {
  validator::Rows rows;
  int line_number = 0;
  while (!text.empty() && problem.empty()) {
    const std::size_t end = text.find('\n');
    const std::string_view line = text.substr(0, end);
    text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
    ++line_number;
    const std::vector<std::string_view> words = words_of(line);
    if (words.empty()) continue;
    std::vector<int> row;
    if (words.size() == 1 && words[0].size() > 1) {  // digits together
      if (!is_digits(words[0]))
        problem = fmt::format("stdin line {}, '{}', is one word, a row of digits to the drivers, but not digits",
                              line_number, words[0].substr(0, 40));
      for (char digit : words[0]) row.push_back(digit - '0');
    } else {
      for (std::string_view word : words) {
        if (!is_small_number(word)) {
          problem = fmt::format("stdin line {} holds '{}', not a number the drivers read", line_number, word);
          break;
        }
        row.push_back(std::stoi(std::string(word)));
      }
    }
    rows.push_back(std::move(row));
  }
  return rows;
}

std::string cells(const std::vector<int>& row) { return fmt::format("[{}]", fmt::join(row, " ")); }

}  // namespace

CaseInput case_input(const Case& c) {
  CaseInput input;
  const std::string name = entry_name(c.entry);
  std::visit(overloaded{
                 [&](const SolveExpect& e) {
                   input.arguments = {name};
                   input.grid = e.puzzle.rows();
                 },
                 [&](const CountExpect& e) {
                   input.arguments = {name, std::to_string(e.limit)};
                   input.grid = e.puzzle.rows();
                 },
                 [&](const CheckExpect& e) {
                   input.arguments = {name};
                   input.grid = e.board;
                 },
                 [&](const SessionExpect& e) { input.stdin_text = e.input; },
             },
             c.expect);
  if (!input.arguments.empty()) input.stdin_text = write_grid(input.grid);
  return input;
}

std::string driver_input_problem(const CaseInput& input) {
  if (input.arguments.empty()) return "no entry to call";
  const sudoku::EntryRow* row = sudoku::find_entry(input.arguments[0]);
  if (!row || row->takes == sudoku::Takes::TypedLines)
    return fmt::format("'{}' is no entry a driver calls", input.arguments[0]);
  const std::size_t wanted = row->takes == sudoku::Takes::GridAndLimit ? 2 : 1;
  if (input.arguments.size() != wanted)
    return fmt::format("{} takes {} argument{}, not {}", row->name, wanted - 1, wanted == 2 ? "" : "s",
                       input.arguments.size() - 1);
  if (wanted == 2 && !is_small_number(input.arguments[1]))
    return fmt::format("{}'s limit '{}' is not a number an int holds", row->name, input.arguments[1]);

  for (std::size_t i = 0; i < input.grid.size(); ++i)
    if (input.grid[i].empty())
      return fmt::format("row {} of the grid is empty: it goes as a blank line, which the drivers skip", i + 1);
  std::string problem;
  const validator::Rows read = read_as_drivers_do(input.stdin_text, problem);
  if (!problem.empty()) return problem;
  for (std::size_t i = 0; i < std::min(read.size(), input.grid.size()); ++i)
    if (read[i] != input.grid[i])
      return fmt::format("row {} of the grid, {}, reaches the drivers as {}", i + 1, cells(input.grid[i]),
                         cells(read[i]));
  if (read.size() != input.grid.size())
    return fmt::format("stdin holds {} rows, not the grid's {}", read.size(), input.grid.size());
  return "";
}

}  // namespace harness
