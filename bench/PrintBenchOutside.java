// The outside half of bench/print_bench.sh for Java: calls a submission's
// Sudoku.fillSudoku and Sudoku.checkSudoku(grid, true) on the requests
// bench/case_requests.py made of a case file, one after another in this one
// JVM, as the harness's warm runtime calls them, with System.out as Java
// gives it (the student's prints go wherever the shell sends stdout). Writes
// the CPU time of the whole process and the wall time over the calls, in ms,
// to the file named second:
//
//   java -cp DIR PrintBenchOutside REQUESTS TIMES > /a/pipe
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.List;

public class PrintBenchOutside {
  public static void main(String[] args) throws Exception {
    List<String> lines = Files.readAllLines(Paths.get(args[0]), StandardCharsets.UTF_8);
    com.sun.management.OperatingSystemMXBean os =
        (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    long cpuStart = os.getProcessCpuTime();
    long wallStart = System.nanoTime();
    for (int at = 0; at < lines.size();) {
      String[] header = lines.get(at++).trim().split(" +");
      int[][] grid = new int[Integer.parseInt(header[0])][];
      for (int r = 0; r < grid.length; r++) {
        String[] words = lines.get(at++).trim().split(" +");
        grid[r] = new int[words.length];
        for (int c = 0; c < words.length; c++) grid[r][c] = Integer.parseInt(words[c]);
      }
      if (header[1].equals("fillSudoku")) Sudoku.fillSudoku(grid);
      else if (header[1].equals("checkSudoku")) Sudoku.checkSudoku(grid, true);
      else throw new IllegalArgumentException("no such entry here: " + header[1]);
    }
    System.out.flush();
    long wall = System.nanoTime() - wallStart;
    long cpu = os.getProcessCpuTime() - cpuStart;
    Files.writeString(Paths.get(args[1]), String.format("cpu_ms %.1f%nwall_ms %.1f%n", cpu / 1e6, wall / 1e6));
  }
}
