// "True when stuck": when no value fits an empty cell the method gives up on
// that cell but still says true, so a sudoku with no solution comes back
// "solved" with holes in it. (Its checker also skips the 3x3 boxes, the other
// classic slip.)
public class Sudoku {

  public static boolean checkSudoku(int[][] sudoku, boolean printErrors) {
    for (int row = 0; row < 9; row++) {
      for (int col = 0; col < 9; col++) {
        int value = sudoku[row][col];
        if (value == 0) {
          continue;
        }
        if (value < 1 || value > 9) {
          return false;
        }
        for (int i = 0; i < 9; i++) {
          if ((i != col && sudoku[row][i] == value) || (i != row && sudoku[i][col] == value)) {
            if (printErrors) {
              System.out.println("row " + row + " column " + col + " repeats " + value);
            }
            return false;
          }
        }
      }
    }
    return true;
  }

  static boolean fits(int[][] sudoku, int row, int col, int value) {
    for (int i = 0; i < 9; i++) {
      if (sudoku[row][i] == value || sudoku[i][col] == value) {
        return false;
      }
    }
    for (int r = row / 3 * 3; r < row / 3 * 3 + 3; r++) {
      for (int c = col / 3 * 3; c < col / 3 * 3 + 3; c++) {
        if (sudoku[r][c] == value) {
          return false;
        }
      }
    }
    return true;
  }

  public static boolean fillSudoku(int[][] sudoku) {
    for (int row = 0; row < 9; row++) {
      for (int col = 0; col < 9; col++) {
        if (sudoku[row][col] != 0) {
          continue;
        }
        for (int value = 1; value <= 9; value++) {
          if (fits(sudoku, row, col, value)) {
            sudoku[row][col] = value;
            if (fillSudoku(sudoku)) {
              return true;
            }
            sudoku[row][col] = 0;
          }
        }
        return true;   // stuck: should be false
      }
    }
    return true;
  }
}
