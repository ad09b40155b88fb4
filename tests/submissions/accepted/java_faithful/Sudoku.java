// A faithful solution of the Java assignment, in its own words: fillSudoku
// hands the work to a recursive helper that takes the empty cells in reading
// order and tries the legal values 1..9 in a loop, recursing for the other
// cells; a value that leads nowhere is taken back, so a false leaves the
// sudoku as it was given. checkSudoku keeps the provided method's contract:
// 9 rows of 9 cells, values 0..9, no value twice in a row, a column or a 3x3
// box (blanks always fine), and it says where the sudoku breaks a rule when
// asked to. Must score 100% on every bundled assignment whose entries it
// defines (cases/java.yaml).
public class Sudoku {

  public static boolean checkSudoku(int[][] sudoku, boolean printErrors) {
    String problem = firstProblem(sudoku);
    if (problem != null && printErrors) {
      System.out.println(problem);
    }
    return problem == null;
  }

  // What breaks a rule first, in words, or null when nothing does.
  private static String firstProblem(int[][] sudoku) {
    if (sudoku.length != 9) {
      return "the sudoku has " + sudoku.length + " rows, not 9";
    }
    for (int row = 0; row < 9; row++) {
      if (sudoku[row].length != 9) {
        return "row " + row + " has " + sudoku[row].length + " cells, not 9";
      }
    }
    for (int row = 0; row < 9; row++) {
      for (int col = 0; col < 9; col++) {
        int value = sudoku[row][col];
        if (value == 0) {
          continue;
        }
        if (value < 1 || value > 9) {
          return "row " + row + ", column " + col + " holds " + value;
        }
        sudoku[row][col] = 0;   // is the value legal among the others?
        boolean fits = legal(sudoku, row, col, value);
        sudoku[row][col] = value;
        if (!fits) {
          return "row " + row + ", column " + col + ": " + value + " is there twice";
        }
      }
    }
    return null;
  }

  // May `value` go at (row, col): not in its row, its column or its box?
  private static boolean legal(int[][] sudoku, int row, int col, int value) {
    for (int i = 0; i < 9; i++) {
      if (sudoku[row][i] == value || sudoku[i][col] == value) {
        return false;
      }
    }
    int top = row - row % 3;
    int left = col - col % 3;
    for (int r = top; r < top + 3; r++) {
      for (int c = left; c < left + 3; c++) {
        if (sudoku[r][c] == value) {
          return false;
        }
      }
    }
    return true;
  }

  public static boolean fillSudoku(int[][] sudoku) {
    return fillFrom(sudoku, 0);
  }

  // Fills the empty cells from `cell` on (0..80, reading order).
  private static boolean fillFrom(int[][] sudoku, int cell) {
    while (cell < 81 && sudoku[cell / 9][cell % 9] != 0) {
      cell++;
    }
    if (cell == 81) {
      return true;
    }
    int row = cell / 9;
    int col = cell % 9;
    for (int value = 1; value <= 9; value++) {
      if (legal(sudoku, row, col, value)) {
        sudoku[row][col] = value;
        if (fillFrom(sudoku, cell + 1)) {
          return true;
        }
        sudoku[row][col] = 0;
      }
    }
    return false;
  }
}
