// An off-by-one past the last row: the driver reports the exception in
// Java's terms, with the line of this file where it was thrown.
public class Sudoku {

  public static boolean fillSudoku(int[][] sudoku) {
    return fillFrom(sudoku, 0);
  }

  private static boolean fillFrom(int[][] sudoku, int row) {
    if (sudoku[row][0] == 0 || row < 9) {
      return fillFrom(sudoku, row + 1);
    }
    return true;
  }
}
