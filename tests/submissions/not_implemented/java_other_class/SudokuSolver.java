// Near miss: the class is SudokuSolver; the assignment's class is Sudoku.
public class SudokuSolver {
  public static boolean fillSudoku(int[][] sudoku) {
    return false;
  }
}
