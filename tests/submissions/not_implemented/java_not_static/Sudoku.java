// Near miss: fillSudoku is an instance method; the assignment's SudokuTest
// calls Sudoku.fillSudoku(grid) on the class.
public class Sudoku {
  public boolean fillSudoku(int[][] sudoku) {
    return false;
  }
}
