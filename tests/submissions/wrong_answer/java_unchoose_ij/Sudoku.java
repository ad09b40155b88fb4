// The second classic bug as a Java student writes it, who never saw the
// lesson: a digit that leads nowhere is left in sudoku[i][j] (no
// `sudoku[i][j] = 0` after the recursive call fails), so a solvable sudoku
// seems to have none. Its hint must speak of sudoku[i][j] and the Java
// assignment, not the lesson's grid[row][col].
public class Sudoku {

  public static boolean checkSudoku(int[][] sudoku, boolean printErrors) {
    return true;
  }

  static boolean fits(int[][] sudoku, int i, int j, int k) {
    for (int m = 0; m < 9; m++) {
      if (sudoku[i][m] == k || sudoku[m][j] == k) {
        return false;
      }
    }
    for (int a = i / 3 * 3; a < i / 3 * 3 + 3; a++) {
      for (int b = j / 3 * 3; b < j / 3 * 3 + 3; b++) {
        if (sudoku[a][b] == k) {
          return false;
        }
      }
    }
    return true;
  }

  public static boolean fillSudoku(int[][] sudoku) {
    for (int i = 0; i < 9; i++) {
      for (int j = 0; j < 9; j++) {
        if (sudoku[i][j] != 0) {
          continue;
        }
        for (int k = 1; k <= 9; k++) {
          if (fits(sudoku, i, j, k)) {
            sudoku[i][j] = k;
            if (fillSudoku(sudoku)) {
              return true;
            }
          }
        }
        return false;
      }
    }
    return true;
  }
}
