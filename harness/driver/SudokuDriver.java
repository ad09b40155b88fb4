// The Java driver: a main that calls a student's static methods of class
// Sudoku, so that they speak the executable protocol of docs/protocol.md. The
// harness (harness/lang/java.cpp) compiles it on its own, once per
// javac, never with the student's sources: their build cannot break the
// driver's, nor the driver's theirs, and in its own package a student's class
// named SudokuDriver (or String) shadows nothing here. The student's class is
// found by name at run time:
//
//   java FLAGS -cp /submission/driver:/submission/classes sudokugrade.SudokuDriver ENTRY [ARGS...] < grid
//   ... sudokugrade.SudokuDriver --entries     the entries defined, one a line
//   ... sudokugrade.SudokuDriver --startup     nothing: the JVM's own start-up
//   ... sudokugrade.SudokuDriver --serve 3>BOUNDARIES < requests
//
// --serve is the warm runtime (docs/protocol.md, "One warm runtime per
// submission"), the exchange sudoku_driver.py --serve speaks: the class is
// loaded and initialized once, then each request on stdin, "ROWS ENTRY
// [ARGS...]" and ROWS grid lines, is answered on stdout as a run answers it,
// in this one JVM. fd 3 is the grader's boundary channel: "started" before
// the student's class is loaded, "ready" once it is initialized, "done" after
// each answer; the grader reads the run's CPU time at each.
//
// What it guards against, as the C++ driver does:
//  - a method the student did not write, or wrote with another signature:
//    looked up by reflection, so it is "NotImplemented", not a compile error;
//  - printing while solving: System.out is pointed at stderr before the
//    student's class is loaded, and the answer goes to a stream of its own on
//    stdout's descriptor (Java cannot move a descriptor: a student who opens
//    FileDescriptor.out on purpose still writes there, and only spoils their
//    own answer). System.out and System.err become one buffered stream
//    without autoflush, emptied before each line of the driver's, after each
//    call and when the JVM ends (System.exit too; not Runtime.halt): Java's
//    own streams write each println at once, which costs a 3.7 MB debug
//    printer more than its search (docs/performance.md, "Printing while
//    debugging");
//  - ending the program inside the method (System.exit in fillSudoku): the
//    line "sudoku-driver: calling ENTRY" goes to stderr before the call, the
//    answer to stdout only after it returns;
//  - an exception, StackOverflowError and OutOfMemoryError too: told in the
//    student's terms, their frames only, its last line "Type: message", then
//    exit code 1.
// No nested or anonymous classes: the driver is the one class file
// sudokugrade/SudokuDriver.class.
package sudokugrade;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public final class SudokuDriver extends InputStream implements Runnable {
  // The protocol's words, as harness/driver/protocol_words.h has them
  // (tests/harness/driver/SudokuDriver_test.cpp holds the two together).
  static final String NOT_IMPLEMENTED_LINE = "NotImplemented";
  // Each of the driver's lines on stderr follows a newline of its own, so it
  // starts a line whatever the student printed last without one.
  static final String LINE_START = "\n";
  static final String CALLING_PREFIX = "sudoku-driver: calling ";
  static final String EXCEPTION_PREFIX = "sudoku-driver: exception in ";
  static final String RECURSION_PREFIX = "sudoku-driver: recursion too deep in ";
  static final String READS_INPUT_PREFIX = "sudoku-driver: reads standard input while loading, line ";
  // What a read of System.in throws while the student's class initializes
  // (an IllegalStateException: a Scanner passes it on, as it would not an
  // IOException); this driver is that System.in, as it is the shutdown hook.
  static final String READS_INPUT_MESSAGE = "the class reads standard input as it initializes";
  static volatile boolean loading = false;
  static final SudokuDriver LOADING_INPUT = new SudokuDriver();
  static final String LIST_ENTRIES_ARGUMENT = "--entries";
  static final int USAGE_EXIT = 125;
  // Starts as every run does, then ends, loading no class of the student's:
  // what the harness times once per submission, as the JVM's share of each
  // case's time (docs/protocol.md, "Fair time").
  static final String STARTUP_ARGUMENT = "--startup";
  static final String SERVE_ARGUMENT = "--serve";
  static final int BOUNDARY_FD = 3;
  static final String BOUNDARY_CHANNEL = "/dev/fd/3";
  static final String STARTED = "started\n";
  static final String READY = "ready\n";
  static final String DONE = "done\n";

  static final String DRIVER_PACKAGE = "sudokugrade.";

  // stderr as the JVM gave it, kept before any class of the student's is
  // loaded: the driver's own words go there even if the student replaces
  // System.err (a warm runtime's student code runs before later requests).
  static final PrintStream DRIVER_ERR = System.err;

  // What the student prints, System.out and System.err alike (one stream, so
  // their order is kept), on stderr's descriptor, written when the buffer is
  // full or the driver empties it (flushStudentPrints).
  static final int STUDENT_PRINTS_BUFFER = 1 << 16;
  static final PrintStream STUDENT_PRINTS =
      new PrintStream(new BufferedOutputStream(new FileOutputStream(FileDescriptor.err), STUDENT_PRINTS_BUFFER), false);

  /** The class the assignment's students write, in the unnamed package. */
  static final String STUDENT_CLASS = "Sudoku";

  // The entries, in the order of harness/driver/entries.h, with their Java
  // signatures: the assignment declares fillSudoku and checkSudoku so; the
  // lesson's entries take the same int[][] grid.
  static final String[] ENTRY_NAMES = {"fillSudoku", "solve", "solve_fast", "count_solutions", "checkSudoku"};
  static final Class<?>[][] ENTRY_PARAMETERS = {
      {int[][].class}, {int[][].class}, {int[][].class}, {int[][].class, int.class}, {int[][].class, boolean.class}};
  static final Class<?>[] ENTRY_RETURNS = {boolean.class, boolean.class, boolean.class, int.class, boolean.class};
  // A second shape the entry is also taken in: checkSudoku without printErrors,
  // as the lesson's languages write it (Python's checkSudoku(board)).
  static final Class<?>[][] ENTRY_OTHER_PARAMETERS = {null, null, null, null, {int[][].class}};

  // checkSudoku's printErrors: true, as SudokuTest checks a solution
  // (Sudoku.checkSudoku(sudoku, true)), so the student's message code runs
  // too; what it prints lands on stderr, never in the answer.
  static final boolean PRINT_ERRORS = true;

  /** Calls this deep or more, repeated, are told once with a count (a StackOverflowError's 1024 frames). */
  static final int LONGEST_REPEAT = 8;
  static final int FEWEST_REPEATS = 3;
  /** The account's last line when frames not the student's were cut. */
  static final String FRAMES_LEFT_OUT = "\t... (the grader's frames left out)";
  static final String FRAMES_LEFT_OUT_WITH_JDK = "\t... (the JDK's and the grader's frames left out)";

  private SudokuDriver() {}

  public static void main(String[] args) {
    // Before the driver opens anything: with fd 3 closed, the JVM's own files take it.
    if (args.length >= 1 && args[0].equals(SERVE_ARGUMENT) && !boundaryChannelOpen())
      usageError("--serve needs the boundary channel open on fd 3");
    // stdout's descriptor is the answer's alone, kept before any class of
    // the student's is loaded; everything printed with System.out goes to stderr.
    final PrintStream answer = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
    System.setOut(STUDENT_PRINTS);
    System.setErr(STUDENT_PRINTS);
    // System.exit in the student's code: what they printed before it is kept.
    // (A Runnable of this class, not a lambda: no lambda to bootstrap at start-up.)
    Runtime.getRuntime().addShutdownHook(new Thread(new SudokuDriver()));
    if (args.length < 1)
      usageError("usage: SudokuDriver ENTRY [ARGS...] < grid, or SudokuDriver --entries|--startup|--serve");
    final String name = args[0];
    if (name.equals(STARTUP_ARGUMENT)) end(0);
    if (name.equals(LIST_ENTRIES_ARGUMENT)) listEntries(answer);
    if (name.equals(SERVE_ARGUMENT)) serve(answer);
    final int entry = entryNamed(args);
    final int limit = limitOf(args, entry);
    final int[][] grid = readGrid();
    final Method method = entryMethod(studentClass(), entry);
    // Initialized in the call, so an exception of its static initializer is the entry's.
    answerCall(answer, DRIVER_ERR, method, entry, grid, limit, true);
    end(answer.checkError() ? USAGE_EXIT : 0);
  }

  // The entry that `words` (argv, or a request after its ROWS) name, by its index.
  static int entryNamed(String[] words) {
    if (words.length < 1) usageError("no entry named");
    final int entry = Arrays.asList(ENTRY_NAMES).indexOf(words[0]);
    if (entry < 0) usageError("unknown entry '" + words[0] + "'");
    return entry;
  }

  // count_solutions' limit, the word after its name; 0 for the others.
  static int limitOf(String[] words, int entry) {
    if (ENTRY_PARAMETERS[entry].length < 2 || ENTRY_PARAMETERS[entry][1] != int.class) return 0;
    if (words.length < 2) usageError(words[0] + " needs its limit");
    return number(words[1], "limit '" + words[1] + "' is not a number");
  }

  // Calls the entry on the grid and writes its answer on `answer`, the
  // "calling" line first on `log`; NotImplemented for a method the student did
  // not write. An exception ends the JVM (exit 1), as it ends a run.
  static void answerCall(PrintStream answer, PrintStream log, Method method, int entry, int[][] grid, int limit,
                         boolean initialize) {
    if (method == null) {
      answer.print(NOT_IMPLEMENTED_LINE + "\n");
      answer.flush();
      return;
    }
    final String name = ENTRY_NAMES[entry];
    flushStudentPrints();
    log.print(LINE_START + CALLING_PREFIX + name + "\n");
    log.flush();
    final String value;
    try {
      Object returned = call(method, entry, grid, limit, initialize);
      value = returned instanceof Boolean ? ((Boolean) returned ? "True" : "False") : String.valueOf(returned);
    } catch (Throwable thrown) {
      flushStudentPrints();
      final String readsInput = readsInput(thrown);
      log.print(!readsInput.isEmpty() ? readsInput
                : recursion(thrown) + LINE_START + EXCEPTION_PREFIX + name + "\n" + account(thrown));
      log.flush();
      end(1);
      return;
    }
    flushStudentPrints();   // before the answer is out
    answer.print(value + "\n" + formatGrid(grid));
    answer.flush();
  }

  // The warm runtime: the student's class loaded and initialized once, then
  // every request answered in this JVM, each answer followed by "done" on
  // the boundary channel. Ends the JVM: at the end of the requests, exit 0.
  static void serve(PrintStream answer) {
    // The requests are the driver's: System.in becomes empty, as in a run, so
    // a student's Scanner(System.in), at initialization or in a call, reads none.
    final InputStream requests = new BufferedInputStream(new FileInputStream(FileDescriptor.in));
    System.setIn(InputStream.nullInputStream());
    // Java cannot write on a descriptor by number: fd 3 opened again by its
    // name (in the box /dev/fd is /proc/self/fd). That checks the pipe's
    // owner and mode, so the grader gives the run's uid its end first.
    // Appending: a file given as fd 3 is not cut.
    final PrintStream boundaries;
    try {
      boundaries = new PrintStream(new FileOutputStream(BOUNDARY_CHANNEL, true), false, StandardCharsets.US_ASCII);
    } catch (IOException e) {
      usageError("cannot open the boundary channel " + BOUNDARY_CHANNEL + ": " + e.getMessage());
      return;
    }
    warmUp();
    // Nothing of the student's is loaded yet: from here on their CPU is charged.
    mark(boundaries, STARTED);
    final Class<?> student = studentClass();
    if (student != null) {
      try {
        initializeStudentClass();
      } catch (Throwable thrown) {
        Throwable cause = thrown instanceof ExceptionInInitializerError && thrown.getCause() != null
                          ? thrown.getCause() : thrown;
        flushStudentPrints();
        if (!readsInput(cause).isEmpty()) {
          DRIVER_ERR.print(readsInput(cause));
          DRIVER_ERR.flush();
          end(1);
        }
        DRIVER_ERR.print(recursion(cause) + LINE_START + EXCEPTION_PREFIX + "initializing " + STUDENT_CLASS + "\n"
                         + account(cause));
        DRIVER_ERR.flush();
        end(1);
      }
    }
    final Method[] methods = new Method[ENTRY_NAMES.length];
    for (int entry = 0; entry < methods.length; ++entry) methods[entry] = entryMethod(student, entry);
    flushStudentPrints();
    mark(boundaries, READY);
    while (answerRequest(requests, answer, DRIVER_ERR, methods)) {
      if (answer.checkError()) end(USAGE_EXIT);
      mark(boundaries, DONE);
    }
    end(0);
  }

  // One request read and answered: false at the end of the requests.
  static boolean answerRequest(InputStream requests, PrintStream answer, PrintStream log, Method[] methods) {
    final String header = requestLine(requests);
    if (header == null) return false;
    final String[] words = header.trim().isEmpty() ? new String[0] : header.trim().split("\\s+");
    if (words.length < 1 || !words[0].matches("[0-9]{1,9}"))
      usageError("request line '" + String.join(" ", words) + "' is not ROWS ENTRY [ARGS...]");
    final String[] call = Arrays.copyOfRange(words, 1, words.length);
    final int entry = entryNamed(call);
    final int limit = limitOf(call, entry);
    final List<String> lines = new ArrayList<>();
    for (int rows = Integer.parseInt(words[0]); rows > 0; --rows) {
      String line = requestLine(requests);
      if (line == null) usageError("the requests end inside a grid");
      lines.add(line);
    }
    answerCall(answer, log, methods[entry], entry, parseRows(lines), limit, false);
    return true;
  }

  // A line of the requests without its '\n', or null at their end: bytes up
  // to '\n' only, as the grader counts lines (a '\r' stays in its line).
  static String requestLine(InputStream requests) {
    final ByteArrayOutputStream line = new ByteArrayOutputStream();
    try {
      for (int b = requests.read(); b != '\n'; b = requests.read()) {
        if (b < 0) return line.size() == 0 ? null : line.toString(StandardCharsets.UTF_8);
        line.write(b);
      }
    } catch (IOException e) {
      usageError("cannot read the requests: " + e.getMessage());
    }
    return line.toString(StandardCharsets.UTF_8);
  }

  // The request path run once on the driver's own entry, before "started":
  // its classes loaded and linked, its string concatenations bootstrapped and
  // the reflective call set up, so that none of it is charged to a case.
  static void warmUp() {
    final PrintStream nowhere = new PrintStream(OutputStream.nullOutputStream(), false, StandardCharsets.UTF_8);
    final Method[] methods = new Method[ENTRY_NAMES.length];
    try {   // fillSudoku's parameters; the other entries NotImplemented
      methods[0] = SudokuDriver.class.getDeclaredMethod("warmUpEntry", int[][].class);
    } catch (NoSuchMethodException e) {
      throw new IllegalStateException(e);
    }
    final byte[] requests = ("4 fillSudoku\n1200\n0000\n0000\n0000\n1 solve\n12 34 -1\n2 count_solutions 2\n12\n34\n")
                                .getBytes(StandardCharsets.UTF_8);
    final InputStream in = new ByteArrayInputStream(requests);
    while (answerRequest(in, nowhere, nowhere, methods)) {}
    entryMethod(SudokuDriver.class, 0);
  }

  // What the warm-up calls in place of an entry.
  static boolean warmUpEntry(int[][] grid) {
    return grid.length > 0;
  }

  static void mark(PrintStream boundaries, String word) {
    boundaries.print(word);
    boundaries.flush();
    if (boundaries.checkError()) usageError("cannot write on the boundary channel");
  }

  // fd 3 open for writing, as the grader gives it. Open is not enough: with
  // fd 3 closed at the exec, the JVM's first file (lib/modules, read-only) is
  // given fd 3. /proc/self/fdinfo/3 tells its access mode.
  static boolean boundaryChannelOpen() {
    try {
      for (String line : Files.readAllLines(Paths.get("/proc/self/fdinfo/" + BOUNDARY_FD))) {
        if (!line.startsWith("flags:")) continue;
        int access = Integer.parseInt(line.substring("flags:".length()).trim(), 8) & 3;
        return access == 1 || access == 2;   // O_WRONLY or O_RDWR
      }
    } catch (IOException | NumberFormatException e) {
      return false;
    }
    return false;
  }

  // Ends the JVM at once: a student's thread or shutdown hook may not hold the
  // run up or print after the answer, as _Exit in the C++ driver.
  static void end(int code) {
    flushStudentPrints();
    Runtime.getRuntime().halt(code);
  }

  // The student's prints written out: the stream the driver gave them, and
  // System.out and System.err, which their code may have replaced.
  static void flushStudentPrints() {
    STUDENT_PRINTS.flush();
    System.out.flush();
    System.err.flush();
  }

  // The shutdown hook's work.
  @Override
  public void run() {
    flushStudentPrints();
  }

  // System.in while the student's class initializes: a read throws; after,
  // a Scanner kept from then reads the end of the input, as a run's empty stdin.
  @Override
  public int read() {
    if (loading) throw new IllegalStateException(READS_INPUT_MESSAGE);
    return -1;
  }

  @Override
  public int read(byte[] into, int offset, int length) {
    if (loading) throw new IllegalStateException(READS_INPUT_MESSAGE);
    return length == 0 ? 0 : -1;
  }

  // Initializes the student's class with System.in the stream above.
  static void initializeStudentClass() throws ClassNotFoundException {
    final InputStream stdin = System.in;
    System.setIn(LOADING_INPUT);
    loading = true;
    try {
      Class.forName(STUDENT_CLASS, true, SudokuDriver.class.getClassLoader());
    } finally {
      loading = false;
      System.setIn(stdin);
    }
  }

  // The account of a read of System.in while the class initialized, with
  // the line of the student's that read; "" for any other exception.
  static String readsInput(Throwable thrown) {
    if (!(thrown instanceof IllegalStateException) || !READS_INPUT_MESSAGE.equals(thrown.getMessage())) return "";
    int line = 0;
    for (StackTraceElement frame : thrown.getStackTrace())
      if (isStudentFrame(frame)) {
        line = Math.max(frame.getLineNumber(), 0);
        break;
      }
    return LINE_START + READS_INPUT_PREFIX + line + "\n" + account(thrown);
  }

  // The harness called the driver wrongly: its bug, which it checks for
  // before the run (judge/case_input.h), so the exit code is not read as one.
  static void usageError(String message) {
    flushStudentPrints();
    DRIVER_ERR.print("sudoku-driver: " + message + "\n");
    DRIVER_ERR.flush();
    end(USAGE_EXIT);
  }

  static int number(String word, String complaint) {
    try {
      return Integer.parseInt(word);
    } catch (NumberFormatException e) {
      usageError(complaint);
      return 0;
    }
  }

  // Rows as the protocol writes them: digits together ("530070000") or
  // numbers separated by white space; blank lines are not rows. A sign only in
  // the spaced form: checkSudoku boards may hold -1 on purpose.
  static int[][] readGrid() {
    List<String> lines = new ArrayList<>();
    try {
      BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
      for (String line = in.readLine(); line != null; line = in.readLine()) lines.add(line);
    } catch (IOException e) {
      usageError("cannot read the grid: " + e.getMessage());
    }
    return parseRows(lines);
  }

  static int[][] parseRows(List<String> lines) {
    List<int[]> rows = new ArrayList<>();
    for (String line : lines) {
      String trimmed = line.replace('\t', ' ').replace('\r', ' ').trim();
      if (trimmed.isEmpty()) continue;
      String[] words = trimmed.split(" +");
      boolean digitsTogether = words.length == 1 && words[0].length() > 1;
      int[] row;
      if (digitsTogether) {
        row = new int[words[0].length()];
        for (int i = 0; i < row.length; ++i) {
          char ch = words[0].charAt(i);
          if (ch < '0' || ch > '9') usageError("grid line '" + line + "' is not a row of numbers");
          row[i] = ch - '0';
        }
      } else {
        row = new int[words.length];
        for (int i = 0; i < words.length; ++i)
          row[i] = number(words[i], "grid line '" + line + "' is not a row of numbers");
      }
      rows.add(row);
    }
    return rows.toArray(new int[0][]);
  }

  // Digits together when the grid is small and every value of the row is a
  // digit, else numbers separated by spaces: whatever the method left is
  // shown as it is, a row it set to null too.
  static String formatGrid(int[][] grid) {
    StringBuilder text = new StringBuilder();
    for (int[] row : grid) {
      if (row == null) {
        text.append("null\n");
        continue;
      }
      boolean digits = grid.length <= 9;
      for (int value : row) digits = digits && value >= 0 && value <= 9;
      for (int c = 0; c < row.length; ++c) {
        if (!digits && c > 0) text.append(' ');
        text.append(row[c]);
      }
      text.append('\n');
    }
    return text.toString();
  }

  // The student's class, loaded but not initialized: asking what it defines
  // runs none of its code (a static initializer that loops or prints).
  static Class<?> studentClass() {
    try {
      return Class.forName(STUDENT_CLASS, false, SudokuDriver.class.getClassLoader());
    } catch (ClassNotFoundException e) {
      flushStudentPrints();
      DRIVER_ERR.print("sudoku-driver: the submission has no class " + STUDENT_CLASS
                       + " (a file Sudoku.java with no package line)\n");
      DRIVER_ERR.flush();
      return null;
    }
  }

  // The method as the assignment declares it: static, that name, those
  // parameters and that return type. Not private, as SudokuTest could not
  // call it either; public or not, as the assignment's own test sees no
  // difference in one package. Anything else is no such entry.
  static Method entryMethod(Class<?> student, int entry) {
    if (student == null) return null;
    Method method = declaredMethod(student, entry, ENTRY_PARAMETERS[entry]);
    if (method == null && ENTRY_OTHER_PARAMETERS[entry] != null)
      method = declaredMethod(student, entry, ENTRY_OTHER_PARAMETERS[entry]);
    return method;
  }

  static Method declaredMethod(Class<?> student, int entry, Class<?>[] parameters) {
    try {
      Method method = student.getDeclaredMethod(ENTRY_NAMES[entry], parameters);
      int modifiers = method.getModifiers();
      if (!Modifier.isStatic(modifiers) || Modifier.isPrivate(modifiers)) return null;
      if (method.getReturnType() != ENTRY_RETURNS[entry]) return null;
      method.setAccessible(true);   // a class or method without `public`
      return method;
    } catch (NoSuchMethodException e) {
      return null;
    }
  }

  // The call, with the student's class initialized here, so an exception of
  // its static initializer is the student's too. Throws what the student threw.
  static Object call(Method method, int entry, int[][] grid, int limit, boolean initialize) throws Throwable {
    try {
      if (initialize) initializeStudentClass();
      Object[] arguments = method.getParameterCount() == 1 ? new Object[] {grid}
                           : method.getParameterTypes()[1] == int.class ? new Object[] {grid, limit}
                                                                         : new Object[] {grid, PRINT_ERRORS};
      return method.invoke(null, arguments);
    } catch (InvocationTargetException e) {
      throw e.getCause();
    } catch (ExceptionInInitializerError e) {
      throw e.getCause() != null ? e.getCause() : e;
    }
  }

  // A StackOverflowError's line naming the method that recursed, its
  // innermost frame of the student's ("Sudoku.walk"), before the account;
  // "" for any other exception.
  static String recursion(Throwable thrown) {
    if (!(thrown instanceof StackOverflowError)) return "";
    String method = "";
    for (StackTraceElement frame : thrown.getStackTrace())
      if (isStudentFrame(frame)) {
        method = frame.getClassName() + "." + frame.getMethodName();
        break;
      }
    return LINE_START + RECURSION_PREFIX + method + "\n";
  }

  static boolean isStudentFrame(StackTraceElement frame) {
    return frame.getModuleName() == null && !frame.getClassName().startsWith(DRIVER_PACKAGE)
        && !frame.getClassName().startsWith("jdk.internal.");   // a generated reflection accessor
  }

  // The exception as Java prints it: "Type: message" first, then the
  // frames, the innermost first, cut to the student's own (no JDK,
  // reflection or driver frame), a block of frames repeated in a row told
  // once, and one line saying frames were left out.
  static String account(Throwable thrown) {
    List<String> frames = new ArrayList<>();
    StackTraceElement[] stack = thrown.getStackTrace();
    int outermostOwn = -1;
    for (int i = 0; i < stack.length; ++i)
      if (isStudentFrame(stack[i])) {
        frames.add("\tat " + frameText(stack[i]));
        outermostOwn = i;
      }
    // Frames between the innermost and the outermost of the student's are
    // the JDK's (a library the student called); the rest are the grader's.
    boolean jdkLeftOut = false;
    for (int i = 0; i < outermostOwn; ++i) jdkLeftOut |= !isStudentFrame(stack[i]);
    StringBuilder text = new StringBuilder().append(thrown).append('\n');
    for (int i = 0; i < frames.size();) {
      int period = repeatPeriod(frames, i);
      if (period == 0) {
        text.append(frames.get(i++)).append('\n');
        continue;
      }
      int times = 1;
      while (sameBlock(frames, i, i + times * period, period)) ++times;
      for (int k = 0; k < period; ++k) text.append(frames.get(i + k)).append('\n');
      text.append("\t... the ").append(period == 1 ? "call" : period + " calls").append(" above, ")
          .append(times - 1).append(" times more\n");
      i += times * period;
    }
    if (frames.size() < stack.length)
      text.append(jdkLeftOut ? FRAMES_LEFT_OUT_WITH_JDK : FRAMES_LEFT_OUT).append('\n');
    return text.toString();
  }

  // "Sudoku.ok(Sudoku.java:4)", as Java writes a frame, with the file named
  // even when the class file does not say it (a class compiled without its
  // SourceFile attribute): the top-level class's name, as javac wants it.
  static String frameText(StackTraceElement frame) {
    String file = frame.getFileName();
    if (file == null || file.isEmpty()) {
      String top = frame.getClassName();
      top = top.substring(top.lastIndexOf('.') + 1);
      if (top.indexOf('$') > 0) top = top.substring(0, top.indexOf('$'));
      file = top + ".java";
    }
    String place = frame.isNativeMethod() ? "Native Method"
                   : frame.getLineNumber() >= 0 ? file + ":" + frame.getLineNumber() : file;
    return frame.getClassName() + "." + frame.getMethodName() + "(" + place + ")";
  }

  // The shortest block starting at `start` that repeats at least
  // FEWEST_REPEATS times in a row, or 0.
  static int repeatPeriod(List<String> frames, int start) {
    for (int period = 1; period <= LONGEST_REPEAT; ++period) {
      int times = 1;
      while (times < FEWEST_REPEATS && sameBlock(frames, start, start + times * period, period)) ++times;
      if (times >= FEWEST_REPEATS) return period;
    }
    return 0;
  }

  static boolean sameBlock(List<String> frames, int first, int second, int length) {
    if (second + length > frames.size()) return false;
    for (int k = 0; k < length; ++k)
      if (!frames.get(first + k).equals(frames.get(second + k))) return false;
    return true;
  }

  // The entry probe's answer: the entries whose methods the student wrote,
  // read without calling any.
  static void listEntries(PrintStream answer) {
    Class<?> student = studentClass();
    for (int entry = 0; entry < ENTRY_NAMES.length; ++entry)
      if (entryMethod(student, entry) != null) answer.print(ENTRY_NAMES[entry] + "\n");
    answer.flush();
    end(0);
  }
}
