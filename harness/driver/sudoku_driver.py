"""The Python driver: calls the functions of a student's module so that they
speak the executable protocol of docs/protocol.md, as driver.cpp does for C++.
The harness runs it in the box (harness/lang/python.cpp):

  python3 -I -B sudoku_driver.py MODULE.py ENTRY [ARGS...] < grid
  python3 -I -B sudoku_driver.py MODULE.py --entries
  python3 -I -B sudoku_driver.py --startup       (the runtime's start-up alone)
  python3 -I -B sudoku_driver.py MODULE.py --serve 3>BOUNDARIES < requests

--serve is the warm runtime (docs/protocol.md, "One warm runtime per
submission"), which grading uses where the box counts CPU: the
module is imported once, then each request on stdin, "ROWS ENTRY [ARGS...]"
and ROWS grid lines, is answered on stdout as a run would answer it, in this
one process. fd 3 is the grader's boundary channel: "started" before the
module is imported, "ready" after, "done" after each answer. The grader
reads the process's CPU time at each of them, so a case's time is taken
outside anything the student's code can change.

It calls the module's solve(grid), solve_fast(grid), count_solutions(grid,
limit), fillSudoku(grid) and checkSudoku(board), each on a list of lists of
ints, as the documents do. What it guards against, as driver.cpp does:
 - a function the student did not write: the answer is "NotImplemented";
 - printing, at import time, in the function, or in the student's own tests
   (which stay under their `if __name__ == "__main__":`, as the module is
   imported under its own name): fd 1 points at stderr before anything of the
   student's runs, and the answer goes to a private copy of the real stdout;
 - a function that raises: "sudoku-driver: exception in ENTRY" on stderr, then
   the traceback cut to the student's frames (none of this file's), its last
   line "Type: message", and exit code 1.
It stands alone (the standard library only) and repeats the few words of
protocol_words.h and names of entries.h that it needs; a test of the harness
checks that they agree.
"""
import importlib.machinery
import importlib.util
import io
import os
import sys

NOT_IMPLEMENTED = "NotImplemented"
# Each of the driver's lines on stderr follows a newline of its own, so it
# starts a line whatever the student printed last without one.
LINE_START = "\n"
CALLING = "sudoku-driver: calling "
EXCEPTION = "sudoku-driver: exception in "
READS_INPUT = "sudoku-driver: reads standard input while loading, line "
RECURSION = "sudoku-driver: recursion too deep in "
LIST_ENTRIES = "--entries"
# Starts as every run does, then ends, loading no module: what the harness
# times once per submission, as the runtime's share of each case's time.
STARTUP = "--startup"
SERVE = "--serve"
BOUNDARY_FD = 3
STARTED = "started\n"
READY = "ready\n"
DONE = "done\n"
USAGE_EXIT = 125
# The student's prints are written when this much is waiting, or when the
# driver is about to write (flush_student_prints).
STUDENT_PRINTS_BUFFER = 1 << 16
# That stream, once made: flushed even if the student replaces sys.stdout.
student_prints = []

# The Java assignment's second parameter, checkSudoku(sudoku, printErrors):
# a function of that shape is called with True, as SudokuTest calls it; one
# that takes the board alone, as the lesson writes functions, with the board.
SECOND_ARGUMENT = {"checkSudoku": True}

# The grid entries of entries.h, in its order: name -> what the call takes.
ENTRIES = {
    "fillSudoku": "grid",
    "solve": "grid",
    "solve_fast": "grid",
    "count_solutions": "grid_and_limit",
    "checkSudoku": "board",
}


def keep_stdout_for_the_answer():
    """The real stdout, kept on a descriptor of the driver's own (not
    inherited by a child), and fd 1 pointed at stderr: from here on whatever
    the student prints, print() or os.write(1, ...), lands on stderr.
    sys.stdout and sys.stderr become one block-buffered stream there, so
    their order is kept and a debug print costs what it costs into a pipe
    outside the harness (docs/performance.md, "Printing while debugging");
    what an os._exit of the student's leaves in it is lost, as it would be
    outside."""
    answer_fd = os.dup(1)
    os.dup2(2, 1)
    prints = io.TextIOWrapper(io.BufferedWriter(io.FileIO(2, "w", closefd=False), STUDENT_PRINTS_BUFFER),
                              encoding=sys.stdout.encoding, errors=sys.stdout.errors)
    sys.stdout = sys.stderr = prints
    student_prints.append(prints)
    return answer_fd


def write_all(fd, text):
    data = text.encode()
    try:
        while data:
            data = data[os.write(fd, data):]
    except OSError:
        os._exit(USAGE_EXIT)


def flush_student_prints():
    # Their buffered prints belong on stderr before the driver's next words.
    for stream in student_prints + [sys.stdout, sys.stderr]:
        try:
            stream.flush()
        except Exception:
            pass


def usage_error(message):
    """The harness called the driver wrongly: its bug, which it checks for
    before the run (judge/case_input.h), so the exit code is not read as one."""
    flush_student_prints()
    write_all(2, "sudoku-driver: " + message + "\n")
    os._exit(USAGE_EXIT)


def read_grid(text):
    """Rows as the protocol writes them: digits together ("530070000") or
    numbers separated by white space; blank lines are not rows. A sign only in
    the spaced form: checkSudoku's boards may hold -1 on purpose."""
    grid = []
    for line in text.split("\n"):
        words = line.split()
        if not words:
            continue
        together = len(words) == 1 and len(words[0]) > 1
        row = []
        for word in words:
            digits = word[1:] if word.startswith("-") and len(word) > 1 and not together else word
            if not digits.isascii() or not digits.isdigit():
                usage_error("grid line '" + line + "' is not a row of numbers")
            if together:
                row.extend(int(ch) for ch in word)
            else:
                row.append(int(word))
        grid.append(row)
    return grid


def format_cell(value):
    text = str(value) if isinstance(value, int) and not isinstance(value, bool) else repr(value)
    return "".join(text.split())   # one word, whatever the student stored


def format_grid(grid, size):
    """Digits together when the grid is small and every value of the row is a
    digit, else words separated by spaces: what the function left, as it is."""
    lines = []
    for row in grid:
        try:
            cells = [format_cell(value) for value in row]
            values = list(row)
        except TypeError:
            lines.append(format_cell(row))
            continue
        digits = size <= 9 and all(type(v) is int and 0 <= v <= 9 for v in values)
        lines.append(("" if digits else " ").join(cells))
    return "".join(line + "\n" for line in lines)


def format_value(value, takes):
    """The answer's first line: True/False, or the count; anything else the
    function returned as Python shows it (None), for the harness to refuse."""
    if takes == "grid_and_limit" and type(value) is int:
        return str(value)
    if takes != "grid_and_limit" and isinstance(value, bool):
        return "True" if value else "False"
    return " ".join(repr(value).split())[:80]


def student_traceback(error, module_dir):
    """The exception as Python shows it, from the student's first frame on:
    none of the driver's or the import machinery's, the student's files named
    relative to their submission."""
    import traceback   # only now: a run that raises nothing does not pay for it

    frames = error.__traceback__
    inside = module_dir + os.sep
    while frames is not None and not frames.tb_frame.f_code.co_filename.startswith(inside):
        frames = frames.tb_next
    text = "".join(traceback.format_exception(type(error), error, frames))
    return text.replace('File "' + inside, 'File "')


def innermost_student_frame(error, module_dir):
    """The last frame of the traceback in the student's files, or None."""
    frames, found = error.__traceback__, None
    inside = module_dir + os.sep
    while frames is not None:
        if frames.tb_frame.f_code.co_filename.startswith(inside):
            found = frames
        frames = frames.tb_next
    return found


def report_exception(where, error, module_dir):
    flush_student_prints()
    if isinstance(error, RecursionError):
        # The recursion named once, before the account: every language's overflow reads alike.
        frame = innermost_student_frame(error, module_dir)
        write_all(2, LINE_START + RECURSION + (frame.tb_frame.f_code.co_name if frame else "") + "\n")
    write_all(2, LINE_START + EXCEPTION + where + "\n" + student_traceback(error, module_dir))
    os._exit(1)


class ReadsInputWhileLoading(Exception):
    """What reading stdin raises while the module loads: its top level asked
    for input (a test of the student's own outside the main guard), which the
    grader never gives; the functions get the grid as their argument."""


class NoInputWhileLoading(io.TextIOBase):
    """sys.stdin while the module loads: any read raises, so input() at the
    top level is told as such, not as an EOFError."""

    def readable(self):
        return True

    def read(self, size=-1):
        raise ReadsInputWhileLoading("the module reads standard input as it loads")

    def readline(self, size=-1):
        return self.read()

    def fileno(self):
        raise io.UnsupportedOperation("fileno")   # input() then reads through readline


def report_input_while_loading(error, module_dir):
    """The student's innermost frame in their own files: the line that read."""
    frame = innermost_student_frame(error, module_dir)
    line = frame.tb_lineno if frame else 0
    flush_student_prints()
    write_all(2, LINE_START + READS_INPUT + str(line or 0) + "\n" + student_traceback(error, module_dir))
    os._exit(1)


def load_module(path):
    """Imports the student's file under its own name, never "__main__", so the
    tests under their main guard do not run; its folder goes first on the
    path, as `python3 FILE.py` would put it, for the modules it imports."""
    module_dir = os.path.dirname(os.path.abspath(path))
    name = os.path.splitext(os.path.basename(path))[0]
    sys.path.insert(0, module_dir)
    # Python source whatever the file's name ends in (graded with --language python).
    loader = importlib.machinery.SourceFileLoader(name, path)
    spec = importlib.util.spec_from_file_location(name, path, loader=loader)
    module = importlib.util.module_from_spec(spec)
    # Under its name, so it can import itself; a name the standard library
    # already uses here (a student's "random.py") stays the library's.
    sys.modules.setdefault(name, module)
    stdin, sys.stdin = sys.stdin, NoInputWhileLoading()
    try:
        spec.loader.exec_module(module)
    except ReadsInputWhileLoading as error:
        report_input_while_loading(error, module_dir)
    except (Exception, SystemExit) as error:   # sys.exit() at the top level too
        report_exception("importing " + os.path.basename(path), error, module_dir)
    if isinstance(sys.stdin, NoInputWhileLoading):
        sys.stdin = stdin
    return module, module_dir


def defined(module, name):
    return callable(getattr(module, name, None))


def required_arguments(function):
    """How many positional arguments a plain function needs (those without a
    default); None for anything else callable, which is called as usual."""
    code = getattr(function, "__code__", None)
    if code is None:
        return None
    return code.co_argcount - len(getattr(function, "__defaults__", None) or ())


def answer_case(module, module_dir, name, takes, grid, limit, answer_fd):
    """Calls the entry on the grid and writes its answer; an exception ends
    the process (exit 1), as it ends a run."""
    size = len(grid)
    if not defined(module, name):
        write_all(answer_fd, NOT_IMPLEMENTED + "\n")
        return
    function = getattr(module, name)
    flush_student_prints()
    write_all(2, LINE_START + CALLING + name + "\n")
    try:
        if takes == "grid_and_limit":
            value = function(grid, limit)
        elif name in SECOND_ARGUMENT and required_arguments(function) == 2:
            value = function(grid, SECOND_ARGUMENT[name])
        else:
            value = function(grid)
    except (Exception, SystemExit) as error:
        report_exception(name, error, module_dir)
    flush_student_prints()
    write_all(answer_fd, format_value(value, takes) + "\n" + format_grid(grid, size))


def parse_call(words):
    """ENTRY [LIMIT], as argv or a request names it: (name, takes, limit)."""
    if not words:
        usage_error("no entry named")
    name = words[0]
    takes = ENTRIES.get(name)
    if takes is None:
        usage_error("unknown entry '" + name + "'")
    limit = 0
    if takes == "grid_and_limit":
        if len(words) < 2 or not words[1].lstrip("-").isdigit():
            usage_error(name + " needs its limit")
        limit = int(words[1])
    return name, takes, limit


def read_request(requests):
    """One request, "ROWS ENTRY [ARGS...]" then ROWS lines, or None at the
    end of the requests."""
    header = requests.readline()
    if not header:
        return None
    words = header.decode("ascii", "replace").split()
    if not words or not words[0].isdigit():
        usage_error("request line '" + " ".join(words) + "' is not ROWS ENTRY [ARGS...]")
    name, takes, limit = parse_call(words[1:])
    lines = []
    for _ in range(int(words[0])):
        line = requests.readline()
        if not line:
            usage_error("the requests end inside a grid")
        lines.append(line.decode("ascii", "replace"))
    return name, takes, limit, read_grid("".join(lines))


def serve(path, answer_fd):
    """The module imported once, then every request answered in this
    process, each answer followed by "done" on the boundary channel."""
    # The requests are the driver's: fd 0 becomes empty, as in a run, so a
    # student's read of stdin (at import or in a call) takes no request.
    requests = os.fdopen(os.dup(0), "rb")
    empty = os.open(os.devnull, os.O_RDONLY)
    os.dup2(empty, 0)
    os.close(empty)
    os.set_inheritable(BOUNDARY_FD, False)   # no child of the student's holds it
    # Nothing of the student's has run yet: from here on their CPU is charged.
    write_all(BOUNDARY_FD, STARTED)
    module, module_dir = load_module(path)
    flush_student_prints()
    write_all(BOUNDARY_FD, READY)
    while True:
        request = read_request(requests)
        if request is None:
            return
        name, takes, limit, grid = request
        answer_case(module, module_dir, name, takes, grid, limit, answer_fd)
        flush_student_prints()
        write_all(BOUNDARY_FD, DONE)


def main(argv):
    if argv[2:3] == [SERVE]:
        # Before any descriptor is made: with fd 3 closed, the next dup would take it.
        try:
            os.fstat(BOUNDARY_FD)
        except OSError:
            usage_error("--serve needs the boundary channel open on fd 3")
    answer_fd = keep_stdout_for_the_answer()
    if argv[1:] == [STARTUP]:
        return
    if len(argv) < 3:
        usage_error("usage: sudoku_driver.py MODULE.py ENTRY [ARGS...] < grid, or MODULE.py --entries|--serve")
    path, name = argv[1], argv[2]
    if name == LIST_ENTRIES:
        # Defined is defined, however it behaves: nothing is called.
        module, _ = load_module(path)
        write_all(answer_fd, "".join(entry + "\n" for entry in ENTRIES if defined(module, entry)))
        return
    if name == SERVE:
        serve(path, answer_fd)
        return
    name, takes, limit = parse_call(argv[2:])
    # Read before the import: a module that reads stdin at its top level gets
    # nothing of the grid.
    grid = read_grid(sys.stdin.read())
    module, module_dir = load_module(path)
    answer_case(module, module_dir, name, takes, grid, limit, answer_fd)


if __name__ == "__main__":
    main(sys.argv)
    flush_student_prints()
    # Done: a thread the student left running, or an atexit of theirs, has no say in the answer.
    os._exit(0)
