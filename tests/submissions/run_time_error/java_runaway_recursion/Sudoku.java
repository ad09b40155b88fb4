// A recursion without a base case: StackOverflowError, named as a recursion.
public class Sudoku {
  static boolean walk(int[][] grid, int cell) {
    return walk(grid, cell + 1);
  }

  public static boolean fillSudoku(int[][] sudoku) {
    return walk(sudoku, 0);
  }

  public static boolean checkSudoku(int[][] sudoku, boolean printErrors) {
    return true;
  }
}
