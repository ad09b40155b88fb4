// The classic bug in Java: a value that leads nowhere is never taken back
// (no `sudoku[row][col] = 0` after the recursive call fails), so the next
// value is checked against a cell that still holds the old one, and a
// solvable sudoku seems to have no solution.
public class Sudoku {

  public static boolean checkSudoku(int[][] sudoku, boolean printErrors) {
    for (int row = 0; row < 9; row++) {
      for (int col = 0; col < 9; col++) {
        int value = sudoku[row][col];
        if (value == 0) {
          continue;
        }
        sudoku[row][col] = 0;
        boolean fits = value >= 1 && value <= 9 && canPlace(sudoku, row, col, value);
        sudoku[row][col] = value;
        if (!fits) {
          return false;
        }
      }
    }
    return true;
  }

  static boolean canPlace(int[][] sudoku, int row, int col, int value) {
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
          if (canPlace(sudoku, row, col, value)) {
            sudoku[row][col] = value;
            if (fillSudoku(sudoku)) {
              return true;
            }
            // missing: sudoku[row][col] = 0;
          }
        }
        return false;
      }
    }
    return true;
  }
}
