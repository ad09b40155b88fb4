// A hostile student's probe (issue 36), as hoard_inputs.py in Java: the
// class keeps every grid it is given; its first call in a JVM answers false,
// which keeps a warm runtime going, and every later call prints every grid
// kept and throws with them, so a case's reason quotes the grids of the
// cases run before it in the same JVM.
import java.util.ArrayList;
import java.util.List;

public class Sudoku {
  private static final List<String> seen = new ArrayList<>();

  public static boolean fillSudoku(int[][] sudoku) {
    StringBuilder digits = new StringBuilder();
    for (int[] row : sudoku)
      for (int value : row) digits.append(value);
    seen.add(digits.toString());
    if (seen.size() > 1) {
      System.err.println(String.join("\n", seen));
      throw new IllegalStateException(String.join(" ", seen));
    }
    return false;
  }
}
