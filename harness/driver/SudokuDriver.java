// The Java driver: a main that calls a student's static methods of class
// Sudoku, so that they speak the executable protocol of docs/protocol.md. The
// harness (harness/build/java_program.cpp) compiles it on its own, once per
// javac, never with the student's sources: their build cannot break the
// driver's, nor the driver's theirs, and in its own package a student's class
// named SudokuDriver (or String) shadows nothing here. The student's class is
// found by name at run time:
//
//   java FLAGS -cp /submission/driver:/submission/classes sudokugrade.SudokuDriver ENTRY [ARGS...] < grid
//   ... sudokugrade.SudokuDriver --entries     the entries defined, one a line
//   ... sudokugrade.SudokuDriver --startup     nothing: the JVM's own start-up
//
// What it guards against, as the C++ driver does:
//  - a method the student did not write, or wrote with another signature:
//    looked up by reflection, so it is "NotImplemented", not a compile error;
//  - printing while solving: System.out is pointed at stderr before the
//    student's class is loaded, and the answer goes to a stream of its own on
//    stdout's descriptor (Java cannot move a descriptor: a student who opens
//    FileDescriptor.out on purpose still writes there, and only spoils their
//    own answer);
//  - ending the program inside the method (System.exit in fillSudoku): the
//    line "sudoku-driver: calling ENTRY" goes to stderr before the call, the
//    answer to stdout only after it returns;
//  - an exception, StackOverflowError and OutOfMemoryError too: told in the
//    student's terms, their frames only, its last line "Type: message", then
//    exit code 1.
// No nested or anonymous classes: the driver is the one class file
// sudokugrade/SudokuDriver.class.
package sudokugrade;

import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public final class SudokuDriver {
  // The protocol's words, as harness/driver/protocol_words.h has them
  // (tests/harness/driver/SudokuDriver_test.cpp holds the two together).
  static final String NOT_IMPLEMENTED_LINE = "NotImplemented";
  static final String CALLING_PREFIX = "sudoku-driver: calling ";
  static final String EXCEPTION_PREFIX = "sudoku-driver: exception in ";
  static final String LIST_ENTRIES_ARGUMENT = "--entries";
  static final int USAGE_EXIT = 125;
  // Starts as every run does, then ends, loading no class of the student's:
  // what the harness times once per submission, as the JVM's share of each
  // case's time (docs/protocol.md, "Fair time").
  static final String STARTUP_ARGUMENT = "--startup";

  static final String DRIVER_PACKAGE = "sudokugrade.";

  /** The class the assignment's students write, in the unnamed package. */
  static final String STUDENT_CLASS = "Sudoku";

  // The entries, in the order of harness/driver/entries.h, with their Java
  // signatures: the assignment declares fillSudoku and checkSudoku so; the
  // lesson's entries take the same int[][] grid.
  static final String[] ENTRY_NAMES = {"fillSudoku", "solve", "solve_fast", "count_solutions", "checkSudoku"};
  static final Class<?>[][] ENTRY_PARAMETERS = {
      {int[][].class}, {int[][].class}, {int[][].class}, {int[][].class, int.class}, {int[][].class, boolean.class}};
  static final Class<?>[] ENTRY_RETURNS = {boolean.class, boolean.class, boolean.class, int.class, boolean.class};

  // checkSudoku's printErrors: true, as SudokuTest checks a solution
  // (Sudoku.checkSudoku(sudoku, true)), so the student's message code runs
  // too; what it prints lands on stderr, never in the answer.
  static final boolean PRINT_ERRORS = true;

  /** Calls this deep or more, repeated, are told once with a count (a StackOverflowError's 1024 frames). */
  static final int LONGEST_REPEAT = 8;
  static final int FEWEST_REPEATS = 3;

  private SudokuDriver() {}

  public static void main(String[] args) {
    // stdout's descriptor is the answer's alone, kept before any class of
    // the student's is loaded; everything printed with System.out goes to stderr.
    final PrintStream answer = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
    System.setOut(System.err);
    if (args.length < 1) usageError("usage: SudokuDriver ENTRY [ARGS...] < grid, or SudokuDriver --entries");
    final String name = args[0];
    if (name.equals(STARTUP_ARGUMENT)) end(0);
    if (name.equals(LIST_ENTRIES_ARGUMENT)) listEntries(answer);
    final int entry = Arrays.asList(ENTRY_NAMES).indexOf(name);
    if (entry < 0) usageError("unknown entry '" + name + "'");
    int limit = 0;
    if (ENTRY_PARAMETERS[entry].length == 2 && ENTRY_PARAMETERS[entry][1] == int.class) {
      if (args.length < 2) usageError(name + " needs its limit");
      limit = number(args[1], "limit '" + args[1] + "' is not a number");
    }
    final int[][] grid = readGrid();
    final Method method = entryMethod(studentClass(), entry);
    if (method == null) {
      answer.print(NOT_IMPLEMENTED_LINE + "\n");
      answer.flush();
      end(0);
    }
    System.err.print(CALLING_PREFIX + name + "\n");
    System.err.flush();
    final String value;
    try {
      Object returned = call(method, entry, grid, limit);
      value = returned instanceof Boolean ? ((Boolean) returned ? "True" : "False") : String.valueOf(returned);
    } catch (Throwable thrown) {
      System.err.print(EXCEPTION_PREFIX + name + "\n" + account(thrown));
      System.err.flush();
      end(1);
      return;
    }
    System.err.flush();   // the student's prints, before the answer is out
    answer.print(value + "\n" + formatGrid(grid));
    answer.flush();
    end(answer.checkError() ? USAGE_EXIT : 0);
  }

  // Ends the JVM at once: a student's thread or shutdown hook may not hold the
  // run up or print after the answer, as _Exit in the C++ driver.
  static void end(int code) {
    Runtime.getRuntime().halt(code);
  }

  // The harness called the driver wrongly: its bug, which it checks for
  // before the run (judge/case_input.h), so the exit code is not read as one.
  static void usageError(String message) {
    System.err.print("sudoku-driver: " + message + "\n");
    System.err.flush();
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
    List<int[]> rows = new ArrayList<>();
    try {
      BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
      for (String line = in.readLine(); line != null; line = in.readLine()) {
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
    } catch (IOException e) {
      usageError("cannot read the grid: " + e.getMessage());
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
      System.err.print("sudoku-driver: the submission has no class " + STUDENT_CLASS
                       + " (a file Sudoku.java with no package line)\n");
      return null;
    }
  }

  // The method as the assignment declares it: static, that name, those
  // parameters and that return type. Not private, as SudokuTest could not
  // call it either; public or not, as the assignment's own test sees no
  // difference in one package. Anything else is no such entry.
  static Method entryMethod(Class<?> student, int entry) {
    if (student == null) return null;
    try {
      Method method = student.getDeclaredMethod(ENTRY_NAMES[entry], ENTRY_PARAMETERS[entry]);
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
  static Object call(Method method, int entry, int[][] grid, int limit) throws Throwable {
    try {
      Class.forName(STUDENT_CLASS, true, SudokuDriver.class.getClassLoader());
      Object[] arguments = ENTRY_PARAMETERS[entry].length == 1 ? new Object[] {grid}
                           : ENTRY_PARAMETERS[entry][1] == int.class ? new Object[] {grid, limit}
                                                                      : new Object[] {grid, PRINT_ERRORS};
      return method.invoke(null, arguments);
    } catch (InvocationTargetException e) {
      throw e.getCause();
    } catch (ExceptionInInitializerError e) {
      throw e.getCause() != null ? e.getCause() : e;
    }
  }

  // The exception in the student's terms: their own frames only (no JDK,
  // reflection or driver frame), the outermost call first, so the line just
  // above the last is where it was thrown, and the last line Java's own
  // "Type: message".
  static String account(Throwable thrown) {
    List<String> frames = new ArrayList<>();
    for (StackTraceElement frame : thrown.getStackTrace())
      if (frame.getModuleName() == null && !frame.getClassName().startsWith(DRIVER_PACKAGE)
          && !frame.getClassName().startsWith("jdk.internal."))   // a generated reflection accessor
        frames.add("\tat " + frame);
    java.util.Collections.reverse(frames);
    StringBuilder text = new StringBuilder();
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
    return text.append(thrown).append('\n').toString();
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
