// What may go in a cell, in a class of its own beside Sudoku.java: a hand-in
// shape of tests/submissions (Java of several classes).
public class Board {
  public static boolean fits(int[][] sudoku, int row, int col, int value) {
    for (int i = 0; i < 9; i++) {
      if (sudoku[row][i] == value || sudoku[i][col] == value) {
        return false;
      }
    }
    int top = row / 3 * 3;
    int left = col / 3 * 3;
    for (int r = top; r < top + 3; r++) {
      for (int c = left; c < left + 3; c++) {
        if (sudoku[r][c] == value) {
          return false;
        }
      }
    }
    return true;
  }
}
