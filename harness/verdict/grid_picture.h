#pragma once
// The grid a verdict is about, kept as data beside its drawing: the case's
// puzzle (so its givens can be told apart), the grid the submission left, and
// the cells the verdict marks. The console and CI reports show the grid drawn
// as text (grid_drawing.h, Judgement::details); a web page draws the picture
// itself, givens and marked cells styled, which text cannot say.
#include <vector>

namespace harness {

/// A cell to mark when the grid is drawn (0-based row and column).
struct Mark {
  int row;
  int col;
  bool operator==(const Mark& o) const { return row == o.row && col == o.col; }
};

struct GridPicture {
  std::vector<std::vector<int>> puzzle;  ///< the case's puzzle: non-zero cells are its givens
  std::vector<std::vector<int>> grid;    ///< the grid as the submission left it, the puzzle's shape
  std::vector<Mark> marks;               ///< the cells the verdict is about
  bool operator==(const GridPicture& o) const { return puzzle == o.puzzle && grid == o.grid && marks == o.marks; }
};

}  // namespace harness
