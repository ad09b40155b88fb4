#include "cli/fresh_cases.h"

#include <set>
#include <string>

#include <fmt/format.h>

#include "class/fingerprint.h"
#include "generate/case_file_maker.h"

namespace harness {

std::uint64_t fresh_seed(const std::filesystem::path& submission, const std::vector<CaseFile>& files) {
  const std::string hex = submission_fingerprint(submission, files, {"fresh", ""});
  return std::stoull(hex.substr(0, 16), nullptr, 16);
}

std::optional<CaseFile> fresh_cases(const std::vector<CaseFile>& files, int count, std::uint64_t seed) {
  std::set<Entry> used;
  bool visible = !files.empty();
  for (const auto& file : files) {
    for (const auto& c : file.cases) used.insert(c.entry);
    visible = visible && file.fresh_visibility == Visibility::Visible;
  }
  CaseFile fresh;
  fresh.path = fmt::format("fresh cases, seed {}", seed);
  fresh.title = fmt::format("{} generated puzzles per entry, {} (grade --fresh {} --seed {} draws them again)",
                            count, to_string(visible ? Visibility::Visible : Visibility::Hidden), count, seed);
  fresh.source = "sudoku-grade generate";
  // Each entry its own stream, so adding an entry to the assignment leaves the others' puzzles as they were.
  for (const sudoku::EntryRow& row : sudoku::kEntries) {
    if (!sudoku::takes_puzzle(row) || used.count(row.entry) == 0) continue;
    GenerateRequest request;
    request.count = count;
    request.seed = seed + static_cast<std::uint64_t>(row.entry);
    request.entry = row.entry;
    request.hidden = !visible;
    request.name_prefix = fmt::format("fresh {}", row.name);
    if (row.check == sudoku::Check::Count) request.puzzle.kind = PuzzleKind::Counted;
    MadeCaseFile one = make_case_file(request, "grade --fresh");
    for (Case& c : one.file.cases) fresh.cases.push_back(std::move(c));
  }
  if (fresh.cases.empty()) return std::nullopt;
  return fresh;
}

}  // namespace harness
