// The Java assignment's fillSudoku, which asks Board what fits.
public class Sudoku {
  public static boolean fillSudoku(int[][] sudoku) {
    for (int row = 0; row < 9; row++) {
      for (int col = 0; col < 9; col++) {
        if (sudoku[row][col] != 0) {
          continue;
        }
        for (int value = 1; value <= 9; value++) {
          if (Board.fits(sudoku, row, col, value)) {
            sudoku[row][col] = value;
            if (fillSudoku(sudoku)) {
              return true;
            }
            sudoku[row][col] = 0;
          }
        }
        return false;
      }
    }
    return true;
  }
}
