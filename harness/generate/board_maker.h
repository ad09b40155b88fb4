#pragma once
// Fresh checkSudoku boards from a seed: a valid board with blanks, and boards
// that break exactly one rule (a repeat in a row alone, a column alone, a box
// alone), each judged by the independent validator before it is returned.
#include <optional>
#include <vector>

#include "generate/rng.h"

namespace harness {

enum class BoardKind {
  Valid,         ///< a puzzle's givens: blanks, no repeat
  RowRepeat,     ///< one digit twice in a row, no other rule broken
  ColumnRepeat,  ///< one digit twice in a column, no other rule broken
  BoxRepeat,     ///< one digit twice in a box, no other rule broken
};

/// The kinds in the order fresh cases take them: the valid board first, then each repeat.
inline constexpr BoardKind kBoardKinds[] = {BoardKind::Valid, BoardKind::BoxRepeat, BoardKind::RowRepeat,
                                            BoardKind::ColumnRepeat};

const char* board_kind_name(BoardKind kind);

/// One try at a board of `size` (4, 9, 16, 25) of `kind`; nullopt when this
/// try's board is not one (the caller tries again from the same stream).
std::optional<std::vector<std::vector<int>>> try_make_board(int size, BoardKind kind, Rng& rng);

}  // namespace harness
