// Bug: checkSudoku's helper reads one row past the last (`<=` for `<`): the
// exception is shown as Java shows it, "Type: message" first, then the frames
// from where it was thrown (ok, line 36) out to the call the grader made.
public class Sudoku {

  public static boolean fillSudoku(int[][] sudoku) {
    if (!checkSudoku(sudoku, false)) {
      return false;
    }
    for (int row = 0; row < 9; row++) {
      for (int col = 0; col < 9; col++) {
        if (sudoku[row][col] == 0) {
          for (int value = 1; value <= 9; value++) {
            sudoku[row][col] = value;
            if (checkSudoku(sudoku, false) && fillSudoku(sudoku)) {
              return true;
            }
          }
          sudoku[row][col] = 0;
          return false;
        }
      }
    }
    return true;
  }

  public static boolean checkSudoku(int[][] sudoku, boolean printErrors) {
    return ok(sudoku, 0);
  }

  // Whether rows `row` to the last hold no repeat.
  static boolean ok(int[][] sudoku, int row) {
    for (int r = row; r <= 9; r++) {
      boolean[] seen = new boolean[10];
      for (int c = 0; c < 9; c++) {
        int value = sudoku[r][c];
        if (value != 0 && seen[value]) {
          return false;
        }
        seen[value] = true;
      }
    }
    return true;
  }
}
