"""What the harness learns of a Python submission once, before any case runs
(harness/lang/python.cpp runs it in the box, in the build folder):

  python3 -I -B python_check.py SRC_DIR MODULE.py

 - Every .py file under SRC_DIR compiles: a syntax error is found here, once,
   and shown as Python shows it (file by its path in the build folder, SRC_DIR/...,
   line, caret, "SyntaxError: message"), exit code 1: the submission's CE. Nothing is run
   and nothing is written (the source is compiled, never imported).
 - Whether MODULE.py is a program of its own too, which a session runs as
   `python3 MODULE.py`: it has a main guard, a top-level
   `if __name__ == "__main__":` (either way round), or it runs at its top
   level (a call, a loop, a with or a try there). The line "main guard" on
   stdout says so. When a loop at its top level reads standard input
   (input(), sys.stdin: a menu written without a guard, as the helper
   document's main.py is), it is a program only, since importing it would
   run the menu: the line "menu at top level" says so.
"""
import ast
import os
import sys
import traceback


def source_files(src_dir):
    found = []
    for folder, subfolders, files in os.walk(src_dir):
        subfolders.sort()
        found += [os.path.join(folder, name) for name in sorted(files) if name.endswith(".py")]
    return found


def compile_error(path, shown_as):
    """The file's syntax error as Python would show it, or None."""
    with open(path, "rb") as file:
        source = file.read()
    try:
        compile(source, shown_as, "exec", dont_inherit=True)
    except (SyntaxError, ValueError) as error:   # ValueError: a NUL byte in the source
        return "".join(traceback.format_exception_only(type(error), error))
    except (RecursionError, MemoryError) as error:   # nesting too deep for the parser
        return '  File "{}"\n{}: {}\n'.format(shown_as, type(error).__name__, error)
    return None


def is_name_main(node):
    return isinstance(node, ast.Name) and node.id == "__name__"


def is_main_string(node):
    return isinstance(node, ast.Constant) and node.value == "__main__"


def has_main_guard(path):
    with open(path, "rb") as file:
        tree = ast.parse(file.read())
    for statement in tree.body:
        test = statement.test if isinstance(statement, ast.If) else None
        if (isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], ast.Eq)
                and ((is_name_main(test.left) and is_main_string(test.comparators[0]))
                     or (is_main_string(test.left) and is_name_main(test.comparators[0])))):
            return True
    return False


def runs_at_top_level(path):
    """A statement at the top level that does something when the file runs:
    a call (not a docstring), a loop, a with, a try."""
    with open(path, "rb") as file:
        tree = ast.parse(file.read())
    for statement in tree.body:
        if isinstance(statement, ast.Expr) and not isinstance(statement.value, ast.Constant):
            return True
        if isinstance(statement, (ast.While, ast.For, ast.AsyncFor, ast.With, ast.AsyncWith, ast.Try)):
            return True
    return False


def reads_input(node):
    """A call of input() or a use of sys.stdin in `node`, outside every
    function and class body in it."""
    pending = [node]
    while pending:
        node = pending.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            continue
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "input":
            return True
        if (isinstance(node, ast.Attribute) and node.attr == "stdin" and isinstance(node.value, ast.Name)
                and node.value.id == "sys"):
            return True
        pending.extend(ast.iter_child_nodes(node))
    return False


def menu_at_top_level(path):
    """A loop outside every function and class body that reads typed lines:
    a menu, which runs as soon as the file is imported. A single read there
    (a student's test left at the top level) is no menu: the driver imports
    the module and reports the read."""
    with open(path, "rb") as file:
        tree = ast.parse(file.read())
    pending = list(tree.body)
    while pending:
        node = pending.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            continue
        if isinstance(node, (ast.While, ast.For, ast.AsyncFor)) and reads_input(node):
            return True
        pending.extend(ast.iter_child_nodes(node))
    return False


def main(src_dir, module):
    # The module too when its name does not end in .py (graded with --language python).
    paths = source_files(src_dir)
    if os.path.join(src_dir, module) not in paths:
        paths.append(os.path.join(src_dir, module))
    # Named by their path in the build folder ("src/hw/sudoku.py"): the harness
    # puts the folder the student named the files from in place of "src/".
    errors = [compile_error(path, path) for path in paths]
    errors = [error for error in errors if error]
    if errors:
        sys.stderr.write("".join(errors))
        return 1
    path = os.path.join(src_dir, module)
    if has_main_guard(path):
        sys.stdout.write("main guard\n")
    elif menu_at_top_level(path):
        sys.stdout.write("menu at top level\n")
    elif runs_at_top_level(path):
        sys.stdout.write("main guard\n")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.stderr.write("usage: python_check.py SRC_DIR MODULE.py\n")
        sys.exit(2)
    sys.exit(main(sys.argv[1], sys.argv[2]))
