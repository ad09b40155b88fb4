#pragma once
// An N x N sudoku grid with square boxes: N = 4, 9, 16 or 25 (boxes 2, 3, 4, 5).
// Cells are stored row-major; 0 is an empty cell, 1..N a digit. A Grid can
// only be made with a valid size and only hold values in 0..N, so code that
// takes a Grid never checks shape again. Givens may still clash: that is a
// property of the puzzle, not of its shape (see first_clash).
#include <optional>
#include <string>
#include <vector>

namespace ref {

class Grid {
 public:
  /// Sizes with square boxes that the harness supports.
  static bool is_supported_size(int size);

  /// An empty grid; throws std::invalid_argument for an unsupported size.
  explicit Grid(int size);
  /// Builds from rows; throws std::invalid_argument on a bad shape or value.
  static Grid from_rows(const std::vector<std::vector<int>>& rows);

  int size() const { return size_; }
  int box() const { return box_; }
  int cell_count() const { return size_ * size_; }

  int at(int row, int col) const { return cells_[row * size_ + col]; }
  int at(int index) const { return cells_[index]; }
  /// Throws std::invalid_argument for a value outside 0..size().
  void set(int row, int col, int value);
  void set(int index, int value);

  int empty_count() const;
  bool is_full() const { return empty_count() == 0; }
  const std::vector<int>& cells() const { return cells_; }
  std::vector<std::vector<int>> rows() const;

  bool operator==(const Grid& other) const { return cells_ == other.cells_; }
  bool operator!=(const Grid& other) const { return !(*this == other); }

 private:
  int size_;
  int box_;
  std::vector<int> cells_;
};

/// The first pair of equal digits in a row, column or box, in the helper's
/// words ("Row 1 has two 1s (columns 1 and 2)"); nullopt when none clash.
std::optional<std::string> first_clash(const Grid& grid);

}  // namespace ref
