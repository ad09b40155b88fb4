#include "cli/fresh_cases.h"

#include <set>
#include <string>

#include <fmt/format.h>

#include "cases/case_loader.h"
#include "class/fingerprint.h"
#include "generate/case_writer.h"

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
  const Entry order[] = {Entry::Solve, Entry::SolveFast, Entry::FillSudoku, Entry::CountSolutions};
  for (const Entry entry : order) {
    if (used.count(entry) == 0) continue;
    GenerateRequest request;
    request.count = count;
    request.seed = seed + static_cast<std::uint64_t>(entry);
    request.entry = entry_name(entry);
    request.hidden = !visible;
    request.name_prefix = fmt::format("fresh {}", entry_name(entry));
    if (entry == Entry::CountSolutions) request.puzzle.kind = PuzzleKind::Counted;
    const CaseFile one = parse_case_file(generated_case_file(request, "grade --fresh"), fresh.path);
    fresh.cases.insert(fresh.cases.end(), one.cases.begin(), one.cases.end());
  }
  if (fresh.cases.empty()) return std::nullopt;
  return fresh;
}

}  // namespace harness
