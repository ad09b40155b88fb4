// An example solution of the Java assignment (cases/java.yaml), handed in as
// its students hand it in: this one file, graded with
//
//   sudoku-grade grade examples/java/Sudoku.java
//
// fillSudoku keeps, for each row, column and 3x3 box, which values it already
// holds (one bit per value), so trying a value costs three look-ups instead
// of a scan; it fills the empty cells in reading order and takes every value
// back on the way out of a dead end, so a false leaves the sudoku as given.
// checkSudoku keeps the provided method's contract and messages' spirit.
public class Sudoku {

  public static boolean checkSudoku(int[][] sudoku, boolean printErrors) {
    if (sudoku.length != 9) {
      return complain(printErrors, "sudoku has " + sudoku.length + " rows, should have 9");
    }
    for (int i = 0; i < 9; i++) {
      if (sudoku[i].length != 9) {
        return complain(printErrors, "sudoku row " + i + " has " + sudoku[i].length + " cells, should have 9");
      }
    }
    int[] rows = new int[9];
    int[] cols = new int[9];
    int[] boxes = new int[9];
    for (int i = 0; i < 9; i++) {
      for (int j = 0; j < 9; j++) {
        int cell = sudoku[i][j];
        if (cell == 0) {
          continue;
        }
        if (cell < 1 || cell > 9) {
          return complain(printErrors, "sudoku row " + i + " column " + j + " has illegal value " + cell);
        }
        int bit = 1 << cell;
        int box = i / 3 * 3 + j / 3;
        if ((rows[i] & bit) != 0 || (cols[j] & bit) != 0 || (boxes[box] & bit) != 0) {
          return complain(printErrors, "sudoku row " + i + " column " + j + ": " + cell + " repeats");
        }
        rows[i] |= bit;
        cols[j] |= bit;
        boxes[box] |= bit;
      }
    }
    return true;
  }

  private static boolean complain(boolean printErrors, String message) {
    if (printErrors) {
      System.out.println(message);
    }
    return false;
  }

  public static boolean fillSudoku(int[][] sudoku) {
    if (!checkSudoku(sudoku, false)) {
      return false;   // a clash among the givens: no solution, nothing changed
    }
    int[] rows = new int[9];
    int[] cols = new int[9];
    int[] boxes = new int[9];
    for (int i = 0; i < 9; i++) {
      for (int j = 0; j < 9; j++) {
        if (sudoku[i][j] != 0) {
          int bit = 1 << sudoku[i][j];
          rows[i] |= bit;
          cols[j] |= bit;
          boxes[i / 3 * 3 + j / 3] |= bit;
        }
      }
    }
    return fill(sudoku, 0, rows, cols, boxes);
  }

  // Fills the empty cells from `cell` (0..80, reading order) on.
  private static boolean fill(int[][] sudoku, int cell, int[] rows, int[] cols, int[] boxes) {
    while (cell < 81 && sudoku[cell / 9][cell % 9] != 0) {
      cell++;
    }
    if (cell == 81) {
      return true;
    }
    int i = cell / 9;
    int j = cell % 9;
    int box = i / 3 * 3 + j / 3;
    for (int value = 1; value <= 9; value++) {
      int bit = 1 << value;
      if ((rows[i] & bit) != 0 || (cols[j] & bit) != 0 || (boxes[box] & bit) != 0) {
        continue;
      }
      sudoku[i][j] = value;   // choose
      rows[i] |= bit;
      cols[j] |= bit;
      boxes[box] |= bit;
      if (fill(sudoku, cell + 1, rows, cols, boxes)) {   // explore
        return true;
      }
      sudoku[i][j] = 0;   // un-choose
      rows[i] &= ~bit;
      cols[j] &= ~bit;
      boxes[box] &= ~bit;
    }
    return false;
  }
}
