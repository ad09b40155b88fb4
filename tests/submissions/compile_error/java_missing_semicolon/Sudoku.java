// A compile error javac reports once for the submission, not once per case.
public class Sudoku {

  public static boolean fillSudoku(int[][] sudoku) {
    int filled = 0
    return filled > 0;
  }
}
