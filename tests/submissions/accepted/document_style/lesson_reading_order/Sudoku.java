// The Python lesson (seeds/001) written in Java the way it teaches: solve
// tries the empty cells in reading order and the digits their row, column
// and box allow in ascending order (choose, explore, un-choose);
// count_solutions searches the same way but counts full grids, asking a
// deeper call only for the solutions still wanted; solve_fast fills first
// the empty cell with the fewest allowed digits. The limits of
// cases/lesson.yaml are calibrated on this program (docs/protocol.md, "The
// factors, as measured"): it must be AC on every case.
import java.util.ArrayList;
import java.util.List;

public class Sudoku {

  private static int boxSide(int[][] grid) {
    int side = 1;
    while (side * side < grid.length) {
      side++;
    }
    return side;
  }

  // The digits neither the cell's row, nor its column, nor its box holds yet.
  private static List<Integer> allowed(int[][] grid, int row, int col) {
    int size = grid.length;
    int side = boxSide(grid);
    boolean[] used = new boolean[size + 1];
    for (int i = 0; i < size; i++) {
      used[grid[row][i]] = true;
      used[grid[i][col]] = true;
    }
    int top = row - row % side;
    int left = col - col % side;
    for (int r = top; r < top + side; r++) {
      for (int c = left; c < left + side; c++) {
        used[grid[r][c]] = true;
      }
    }
    List<Integer> digits = new ArrayList<>();
    for (int d = 1; d <= size; d++) {
      if (!used[d]) {
        digits.add(d);
      }
    }
    return digits;
  }

  // {row, col} of the first empty cell in reading order, or null.
  private static int[] firstEmpty(int[][] grid) {
    for (int row = 0; row < grid.length; row++) {
      for (int col = 0; col < grid.length; col++) {
        if (grid[row][col] == 0) {
          return new int[] {row, col};
        }
      }
    }
    return null;
  }

  public static boolean solve(int[][] grid) {
    int[] cell = firstEmpty(grid);
    if (cell == null) {
      return true;
    }
    for (int digit : allowed(grid, cell[0], cell[1])) {
      grid[cell[0]][cell[1]] = digit;   // choose
      if (solve(grid)) {                // explore
        return true;
      }
      grid[cell[0]][cell[1]] = 0;       // un-choose
    }
    return false;
  }

  public static int count_solutions(int[][] grid, int limit) {
    int[] cell = firstEmpty(grid);
    if (cell == null) {
      return 1;
    }
    int found = 0;
    for (int digit : allowed(grid, cell[0], cell[1])) {
      grid[cell[0]][cell[1]] = digit;
      found += count_solutions(grid, limit - found);
      grid[cell[0]][cell[1]] = 0;
      if (found >= limit) {
        break;
      }
    }
    return found;
  }

  public static boolean solve_fast(int[][] grid) {
    int[] best = null;
    List<Integer> bestDigits = null;
    for (int row = 0; row < grid.length; row++) {
      for (int col = 0; col < grid.length; col++) {
        if (grid[row][col] == 0) {
          List<Integer> digits = allowed(grid, row, col);
          if (best == null || digits.size() < bestDigits.size()) {
            best = new int[] {row, col};
            bestDigits = digits;
          }
        }
      }
    }
    if (best == null) {
      return true;
    }
    for (int digit : bestDigits) {     // none allowed: a dead end at once
      grid[best[0]][best[1]] = digit;
      if (solve_fast(grid)) {
        return true;
      }
      grid[best[0]][best[1]] = 0;
    }
    return false;
  }
}
