// The HtDP brute force (seeds/000) written in Java the way the document
// builds it: a board is a list of 81 values, null for a blank; the next
// boards are the board with its first blank filled with each of 1..9, of
// which only those validBoard (every unit of the whole board, no number
// twice) accepts are kept, searched depth first. Boards are values:
// fillSudoku and solve write the solution into the grid only when there is
// one. The limits of cases/htdp.yaml are calibrated on this program
// (docs/protocol.md, "The factors, as measured"): it must be AC on every case.
import java.util.ArrayList;
import java.util.List;

public class Sudoku {

  // The 27 units: rows, then columns, then boxes.
  private static final List<List<Integer>> UNITS = new ArrayList<>();

  static {
    for (int u = 0; u < 9; u++) {
      List<Integer> row = new ArrayList<>();
      List<Integer> column = new ArrayList<>();
      List<Integer> box = new ArrayList<>();
      for (int i = 0; i < 9; i++) {
        row.add(9 * u + i);
        column.add(u + 9 * i);
        box.add(27 * (u / 3) + 3 * (u % 3) + 9 * (i / 3) + i % 3);
      }
      UNITS.add(row);
      UNITS.add(column);
      UNITS.add(box);
    }
  }

  private static boolean allDifferent(List<Integer> values) {
    if (values.isEmpty()) {
      return true;
    }
    List<Integer> rest = values.subList(1, values.size());
    return !rest.contains(values.get(0)) && allDifferent(rest);
  }

  private static boolean validBoard(List<Integer> board) {
    for (List<Integer> unit : UNITS) {
      List<Integer> values = new ArrayList<>();
      for (int p : unit) {
        if (board.get(p) != null) {
          values.add(board.get(p));
        }
      }
      if (!allDifferent(values)) {
        return false;
      }
    }
    return true;
  }

  private static List<Integer> boardWith(List<Integer> board, int p, int value) {
    List<Integer> next = new ArrayList<>(board);
    next.set(p, value);
    return next;
  }

  private static List<List<Integer>> nextBoards(List<Integer> board) {
    int blank = board.indexOf(null);
    List<List<Integer>> next = new ArrayList<>();
    for (int value = 1; value <= 9; value++) {
      List<Integer> candidate = boardWith(board, blank, value);
      if (validBoard(candidate)) {
        next.add(candidate);
      }
    }
    return next;
  }

  // The board solved, or null.
  private static List<Integer> solveBoard(List<Integer> board) {
    if (!board.contains(null)) {
      return board;
    }
    for (List<Integer> next : nextBoards(board)) {
      List<Integer> found = solveBoard(next);
      if (found != null) {
        return found;
      }
    }
    return null;
  }

  private static List<Integer> toBoard(int[][] grid) {
    List<Integer> board = new ArrayList<>();
    for (int[] row : grid) {
      for (int value : row) {
        board.add(value == 0 ? null : value);
      }
    }
    return board;
  }

  public static boolean solve(int[][] grid) {
    List<Integer> found = solveBoard(toBoard(grid));
    if (found == null) {
      return false;
    }
    for (int p = 0; p < 81; p++) {
      grid[p / 9][p % 9] = found.get(p);
    }
    return true;
  }

  public static boolean fillSudoku(int[][] grid) {
    return solve(grid);
  }

  public static boolean checkSudoku(int[][] board) {
    return validBoard(toBoard(board));
  }
}
