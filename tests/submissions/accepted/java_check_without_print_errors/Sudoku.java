// checkSudoku in the lesson's shape, without the assignment's printErrors:
// the driver takes it too, and calls it with the board alone.
public class Sudoku {
  static boolean checkSudoku(int[][] s) {
    boolean[][] row = new boolean[9][10], col = new boolean[9][10], box = new boolean[9][10];
    for (int r = 0; r < 9; r++)
      for (int c = 0; c < 9; c++) {
        int d = s[r][c];
        if (d == 0) continue;
        int b = r / 3 * 3 + c / 3;
        if (row[r][d] || col[c][d] || box[b][d]) return false;
        row[r][d] = col[c][d] = box[b][d] = true;
      }
    return true;
  }
}
