#include "generate/board_maker.h"

#include <string>

#include "base/enum_words.h"
#include "generate/puzzle_maker.h"
#include "validator.h"

namespace harness {
namespace {

constexpr EnumWord<BoardKind> kBoardWords[] = {{BoardKind::Valid, "valid"},
                                               {BoardKind::RowRepeat, "a repeat in a row alone"},
                                               {BoardKind::ColumnRepeat, "a repeat in a column alone"},
                                               {BoardKind::BoxRepeat, "a repeat in a box alone"}};

using Board = std::vector<std::vector<int>>;

// The validator's sentences name the unit: "Row 1 has two 5s ...", "Column", "Box".
const char* unit_word(BoardKind kind) {
  switch (kind) {
    case BoardKind::RowRepeat: return "Row ";
    case BoardKind::ColumnRepeat: return "Column ";
    case BoardKind::BoxRepeat: return "Box ";
    case BoardKind::Valid: break;
  }
  return "";
}

bool breaks_only(const Board& board, BoardKind kind) {
  const std::vector<std::string> breaks = validator::rule_breaks(board);
  if (kind == BoardKind::Valid) return breaks.empty();
  if (breaks.empty()) return false;
  for (const std::string& problem : breaks)
    if (problem.rfind(unit_word(kind), 0) != 0) return false;
  return true;
}

}  // namespace

const char* board_kind_name(BoardKind kind) { return word_of(kBoardWords, kind); }

std::optional<Board> try_make_board(int size, BoardKind kind, Rng& rng) {
  const ref::Grid solution = random_solution(size, rng);
  Board board = solution.rows();
  // About half the cells blank, so the board is a puzzle's givens, not a solution.
  for (int r = 0; r < size; ++r)
    for (int c = 0; c < size; ++c)
      if (rng.below(2) == 0) board[r][c] = 0;
  if (kind != BoardKind::Valid) {
    // A given copied to a blank cell of its own row, column or box, at random: kept
    // only when that unit is the one rule it breaks.
    const int b = solution.box();
    const int r = static_cast<int>(rng.below(size)), c = static_cast<int>(rng.below(size));
    const int i = static_cast<int>(rng.below(size));
    const int to_r = kind == BoardKind::RowRepeat ? r : kind == BoardKind::ColumnRepeat ? i : r / b * b + i / b;
    const int to_c = kind == BoardKind::RowRepeat ? i : kind == BoardKind::ColumnRepeat ? c : c / b * b + i % b;
    if (board[r][c] == 0 || board[to_r][to_c] != 0) return std::nullopt;
    board[to_r][to_c] = board[r][c];
  }
  if (!breaks_only(board, kind)) return std::nullopt;
  return board;
}

}  // namespace harness
