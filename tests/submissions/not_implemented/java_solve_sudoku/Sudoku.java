// Near miss: solveSudoku where the assignment asks for fillSudoku.
public class Sudoku {
  public static boolean solveSudoku(int[][] sudoku) {
    return false;
  }
}
