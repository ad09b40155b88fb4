#include "cli/fresh_cases.h"

#include <map>
#include <set>
#include <string>

#include <fmt/format.h>

#include "base/error.h"
#include "base/overloaded.h"
#include "class/fingerprint.h"
#include "generate/board_maker.h"
#include "generate/case_file_maker.h"

namespace harness {
namespace {

// The side of a case's grid or board: the sizes an entry is called with.
int size_of(const Case& c) {
  return std::visit(overloaded{[](const SolveExpect& e) { return e.puzzle.size(); },
                               [](const CountExpect& e) { return e.puzzle.size(); },
                               [](const CheckExpect& e) { return static_cast<int>(e.board.size()); },
                               [](const SessionExpect&) { return 0; }},
                    c.expect);
}

// A stream of its own for each entry, size and kind, so adding one leaves the others' puzzles as they
// were; the 9x9 puzzles of the first kind keep the stream they always had.
std::uint64_t stream(std::uint64_t seed, Entry entry, int size, int kind) {
  const std::uint64_t own = static_cast<std::uint64_t>(kind) * 0x100 + static_cast<std::uint64_t>(size == 9 ? 0 : size);
  return seed + static_cast<std::uint64_t>(entry) + own * 0x10000;
}

std::string size_word(int size) { return size == 9 ? "" : fmt::format(" {0}x{0}", size); }

// `count` puzzles of the entry's own kind (unique, or counted for count_solutions), then one
// unsolvable puzzle: every search must also say when there is no solution.
void add_puzzle_cases(const sudoku::EntryRow& row, int size, int count, std::uint64_t seed, bool hidden,
                      std::vector<Case>& out) {
  const bool counted = row.check == sudoku::Check::Count;
  const std::pair<PuzzleKind, int> kinds[] = {{counted ? PuzzleKind::Counted : PuzzleKind::Unique, count},
                                              {PuzzleKind::Unsolvable, 1}};
  for (const auto& [kind, how_many] : kinds) {
    GenerateRequest request;
    request.count = how_many;
    request.seed = stream(seed, row.entry, size, static_cast<int>(kind == PuzzleKind::Unsolvable));
    request.entry = row.entry;
    request.hidden = hidden;
    request.puzzle.size = size;
    request.puzzle.kind = kind;
    request.name_prefix = fmt::format("fresh {}{}{}", row.name, size_word(size),
                                      kind == PuzzleKind::Unsolvable ? " unsolvable" : "");
    MadeCaseFile one = make_case_file(request, "grade --fresh");
    for (Case& c : one.file.cases) out.push_back(std::move(c));
  }
}

// `count` valid boards, then `count` that break one rule each, in turn a box's, a row's and a column's.
void add_board_cases(const sudoku::EntryRow& row, int size, int count, std::uint64_t seed, bool hidden,
                     std::vector<Case>& out) {
  Rng rng(stream(seed, row.entry, size, 0));
  constexpr int kMaxTries = 2000;
  for (int i = 0; i < 2 * count; ++i) {
    const BoardKind kind = i < count ? BoardKind::Valid : kBoardKinds[1 + (i - count) % 3];
    std::optional<std::vector<std::vector<int>>> board;
    for (int tries = 0; !board && tries < kMaxTries; ++tries) board = try_make_board(size, kind, rng);
    if (!board) fail({}, "found no {0}x{0} board with {1} in {2} tries", size, board_kind_name(kind), kMaxTries);
    Case one;
    one.name = fmt::format("fresh {}{} {} ({})", row.name, size_word(size), i + 1, board_kind_name(kind));
    one.entry = row.entry;
    one.visibility = hidden ? Visibility::Hidden : Visibility::Visible;
    one.expect = CheckExpect{*board, kind == BoardKind::Valid};
    out.push_back(std::move(one));
  }
}

}  // namespace

std::uint64_t fresh_seed(const std::filesystem::path& submission, const std::vector<CaseFile>& files) {
  const std::string hex = submission_fingerprint(submission, files, {"fresh", ""});
  return std::stoull(hex.substr(0, 16), nullptr, 16);
}

std::optional<CaseFile> fresh_cases(const std::vector<CaseFile>& files, int count, std::uint64_t seed) {
  std::map<Entry, std::set<int>> sizes;
  bool visible = !files.empty();
  for (const auto& file : files) {
    for (const auto& c : file.cases) sizes[c.entry].insert(size_of(c));
    visible = visible && file.fresh_visibility == Visibility::Visible;
  }
  CaseFile fresh;
  fresh.path = fmt::format("fresh cases, seed {}", seed);
  fresh.title = fmt::format("{} generated puzzles per entry, {} (grade --fresh {} --seed {} draws them again)", count,
                            to_string(visible ? Visibility::Visible : Visibility::Hidden), count, seed);
  fresh.source = "sudoku-grade generate";
  for (const sudoku::EntryRow& row : sudoku::kEntries) {
    const auto used = sizes.find(row.entry);
    if (used == sizes.end()) continue;
    // 9x9 always; 4x4 too when the assignment calls the entry with one (larger grids are slow to make).
    std::vector<int> made_sizes = {9};
    if (used->second.count(4) > 0) made_sizes.push_back(4);
    for (const int size : made_sizes) {
      if (sudoku::takes_puzzle(row)) add_puzzle_cases(row, size, count, seed, !visible, fresh.cases);
      else if (row.check == sudoku::Check::BoardVerdict) add_board_cases(row, size, count, seed, !visible, fresh.cases);
    }
  }
  if (fresh.cases.empty()) return std::nullopt;
  return fresh;
}

}  // namespace harness
