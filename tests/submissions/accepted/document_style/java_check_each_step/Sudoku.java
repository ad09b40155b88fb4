// The Java assignment (seeds/002) as it teaches: the provided whole-board
// checkSudoku(sudoku, printErrors), and a recursive fillSudoku that takes the
// empty cells in reading order, places each of 1..9 in turn and asks
// checkSudoku about the whole board after every placement. A value that
// leads nowhere is taken back, so a false leaves the sudoku as it was given.
// The limits of cases/java.yaml are calibrated on this program
// (docs/protocol.md, "The factors, as measured"): it must be AC on every case.
public class Sudoku {

  public static boolean checkSudoku(int[][] sudoku, boolean printErrors) {
    if (sudoku.length != 9) {
      if (printErrors) {
        System.out.println("sudoku has " + sudoku.length + " rows, should have 9");
      }
      return false;
    }
    for (int i = 0; i < 9; i++) {
      if (sudoku[i].length != 9) {
        if (printErrors) {
          System.out.println("sudoku row " + i + " has " + sudoku[i].length + " cells, should have 9");
        }
        return false;
      }
    }
    for (int i = 0; i < 9; i++) {
      for (int j = 0; j < 9; j++) {
        int cell = sudoku[i][j];
        if (cell == 0) {
          continue;   // blanks are always fine
        }
        if (cell < 1 || cell > 9) {
          if (printErrors) {
            System.out.println("sudoku row " + i + " column " + j + " has illegal value " + cell);
          }
          return false;
        }
        for (int m = 0; m < 9; m++) {
          if (m != j && sudoku[i][m] == cell) {
            if (printErrors) {
              System.out.println("sudoku row " + i + " has " + cell + " twice");
            }
            return false;
          }
        }
        for (int k = 0; k < 9; k++) {
          if (k != i && sudoku[k][j] == cell) {
            if (printErrors) {
              System.out.println("sudoku column " + j + " has " + cell + " twice");
            }
            return false;
          }
        }
        // its box; the cells in its row and column are done above
        for (int r = i / 3 * 3; r < i / 3 * 3 + 3; r++) {
          for (int c = j / 3 * 3; c < j / 3 * 3 + 3; c++) {
            if (r != i && c != j && sudoku[r][c] == cell) {
              if (printErrors) {
                System.out.println("sudoku box of row " + i + ", column " + j + " has " + cell + " twice");
              }
              return false;
            }
          }
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
      return true;   // every cell filled, each placement checked
    }
    int row = cell / 9;
    int col = cell % 9;
    for (int value = 1; value <= 9; value++) {
      sudoku[row][col] = value;
      if (checkSudoku(sudoku, false) && fillFrom(sudoku, cell + 1)) {
        return true;
      }
    }
    sudoku[row][col] = 0;   // as it was when called
    return false;
  }
}
