// The student's own test input read in a static initializer, as the class loads.
import java.util.Scanner;

public class Sudoku {
  static final Scanner IN = new Scanner(System.in);
  static final int SIZE = IN.nextInt();

  public static boolean fillSudoku(int[][] sudoku) {
    return true;
  }

  public static boolean checkSudoku(int[][] sudoku, boolean printErrors) {
    return true;
  }
}
