// Starts threads that sleep for ever until the JVM refuses one: at the run's
// cap on processes and threads (64 in the box) the JVM throws
// OutOfMemoryError "unable to create native thread", though no memory ran
// out. If a thousand start, it gives up (false).
public class Sudoku {
  public static boolean fillSudoku(int[][] sudoku) {
    for (int i = 0; i < 1000; i++) {
      Thread sleeper = new Thread(() -> {
        try {
          Thread.sleep(Long.MAX_VALUE);
        } catch (InterruptedException e) {
          return;
        }
      });
      sleeper.setDaemon(true);
      sleeper.start();
    }
    return false;
  }
}
