// Exits with the driver's usage code (125) from the class's static
// initializer. The Java driver loads Sudoku without initializing it, so the
// initializer runs at the first call, after the driver's "calling" line:
// RTE inside the function, never JE.
public class Sudoku {
  static {
    Runtime.getRuntime().halt(125);
  }

  public static boolean fillSudoku(int[][] sudoku) {
    return false;
  }
}
