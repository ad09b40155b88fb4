#!/usr/bin/env bash
# Makes a class of COUNT students (default 200) for timing `sudoku-grade similar`,
# from the students of tests/fixtures/similarity_class, in DEST (emptied first):
#   bench/similar_class.sh DEST [COUNT]        (from anywhere)
# Then, e.g.:
#   time build/sudoku-grade similar DEST/class --out DEST/out
#   time build/sudoku-grade similar DEST/class --base DEST/starter --out DEST/out
#
# Deterministic, no randomness: student i (0-based) is a copy of the fixture's
# student i mod N (N students, in name order), in the same shape (a single
# file, or a folder holding the same file names). Round r = i div N: round 0
# is the fixture's class unchanged, so its planted pairs are all there; in
# round r >= 1 every identifier the student defined is renamed, the k-th
# (sorted) to WORDS[(k + 7r) mod len(WORDS)], and the student is named NAME<r>
# (ana, ..., ana1, ...). Strings, comments and what the language or its
# libraries define (keywords, range, std::vector, System.out, list-ref, the
# entry points solve, fillSudoku, valid-board?, ...) stay as they are, so a
# copy still compiles and runs. Every copy of one fixture student is thus a
# renamed copy of the others: the class is for time and memory, not for
# ranking (tests/fixtures/similarity_class/README.md is for ranking).
# Needs bash and python3 only.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
dest=${1:?usage: similar_class.sh DEST [COUNT]}
count=${2:-200}
[[ $count =~ ^[0-9]+$ ]] || { echo "similar_class.sh: COUNT must be a number, not '$count'" >&2; exit 2; }
fixture=$repo/tests/fixtures/similarity_class
rm -rf "$dest"
mkdir -p "$dest/class"
cp -r "$fixture/starter" "$dest/starter"

python3 - "$fixture/class" "$dest/class" "$count" <<'PY'
import ast, builtins, io, keyword, re, shutil, sys, tokenize
from pathlib import Path

src_root, dst_root, count = Path(sys.argv[1]), Path(sys.argv[2]), int(sys.argv[3])

ENTRIES = {"solve", "solve_fast", "count_solutions", "fillSudoku", "checkSudoku", "valid-board?"}
WORDS = """cell spot slot digit num val item mark pick grid2 board2 square place where
here there row_at col_at line column stripe band block area zone part piece bits
flags mask2 used_set seen_set free_set options2 choices chosen guess trial attempt2
level depth step index2 pos2 at2 goal want2 need2 cap2 limit2 hits2 tally total2
found2 result2 answer outcome helper worker runner walker seeker filler checker
tester finder scan probe sweep visit explore2 dive climb descend retreat undo2
restore""".split()
STOP = {
    "cpp": set("""int return if false for const bool vector std static true while include
        continue void using unsigned struct namespace break else array utility pair
        first second push_back assign size Grid auto char long double""".split()),
    "java": set("""int if return for static false null boolean true public private new
        continue while util java import class else break final length println out
        System Integer Deque ArrayDeque String push pop peek numberOfTrailingZeros
        isEmpty bitCount Sudoku void List ArrayList add get size""".split()),
    "rkt": set("""define check-expect false true quotient and list = rest list-ref lambda
        or not member? cons build-list add1 vector-ref remainder if else cond first
        length number? local false? andmap list? for/list cdr <= vector-set! sub1
        list->vector let integer? identity empty? displayln > vector->list provide
        module+ memv main in-range for/vector for/or for/fold for/and for*/and
        exact-integer? eqv? car begin < + * - require racket/list""".split()),
}
# One token per match: comments and strings first, so that nothing inside them is renamed.
LEXERS = {
    "cpp": re.compile(r'(?P<keep>//[^\n]*|/\*.*?\*/|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'|#[^\n]*|0[xX][0-9A-Fa-f]+|\d\w*)|(?P<id>[A-Za-z_]\w*)', re.S),
    "rkt": re.compile(r'(?P<keep>;[^\n]*|"(?:\\.|[^"\\])*"|#[^\s()\[\]]*|\d[^\s()\[\]]*)|(?P<id>[^\s()\[\]"\';#`,]+)'),
}
LEXERS["java"] = LEXERS["cpp"]


def mapping(names, taken, shift):
    words = [w for w in WORDS if w not in taken]
    assert len(names) <= len(words), "similar_class.sh: add words to WORDS"
    return {n: words[(k + shift) % len(words)] for k, n in enumerate(sorted(names))}


def rename_python(text, shift):
    tree = ast.parse(text)
    defined, attributes = set(), set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            defined.add(node.name)
        elif isinstance(node, ast.arg):
            defined.add(node.arg)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            defined.add(node.id)
        elif isinstance(node, ast.Attribute):
            if isinstance(node.ctx, ast.Store):
                defined.add(node.attr)
            else:
                attributes.add(node.attr)
    # A name the file only reads as an attribute (.append) is a library's.
    library = (attributes - defined) | set(dir(builtins)) | set(keyword.kwlist)
    names = {n for n in defined if n not in ENTRIES and n not in library and n != "self" and not n.startswith("__")}
    every = {t.string for t in tokenize.generate_tokens(io.StringIO(text).readline) if t.type == tokenize.NAME}
    new = mapping(names, (every - names) | library, shift)
    out = []
    for t in tokenize.generate_tokens(io.StringIO(text).readline):
        out.append(t._replace(string=new.get(t.string, t.string)) if t.type == tokenize.NAME else t)
    return tokenize.untokenize(out)


def rename_words(text, lang, shift):
    lexer = LEXERS[lang]
    lines = text.split("\n")
    # The DrRacket header and #lang line name the language: leave them be.
    head = 0
    while lang == "rkt" and head < len(lines) and lines[head].startswith(("#reader", "#lang", ";")):
        head += 1
    body = "\n".join(lines[head:])
    ids = {m.group("id") for m in lexer.finditer(body) if m.group("id")}
    # What a Java file imports is a library's, whatever its name.
    imported = set(re.findall(r"\w+", " ".join(l for l in lines if l.startswith("import "))))
    names = {i for i in ids if i not in STOP[lang] and i not in ENTRIES and i not in imported}
    new = mapping(names, ids - names, shift)
    body = lexer.sub(lambda m: new.get(m.group("id"), m.group("id")) if m.group("id") else m.group(0), body)
    return "\n".join(lines[:head] + [body])


LANGUAGES = {".py": "python", ".cpp": "cpp", ".java": "java", ".rkt": "rkt"}


def renamed(path, shift):
    text = path.read_text(encoding="utf-8")
    lang = LANGUAGES[path.suffix]
    return rename_python(text, shift) if lang == "python" else rename_words(text, lang, shift)


students = sorted(Path(src_root).iterdir(), key=lambda p: p.name)
students = [p for p in students if p.name != "__pycache__"]
for i in range(count):
    source, round_ = students[i % len(students)], i // len(students)
    stem = source.stem if source.is_file() else source.name
    name = stem if round_ == 0 else f"{stem}{round_}"
    if source.is_file():
        target = dst_root / (name + source.suffix)
        files = [(source, target)]
    else:
        files = [(f, dst_root / name / f.relative_to(source)) for f in sorted(source.rglob("*"))
                 if f.is_file() and "__pycache__" not in f.parts]
    for f, target in files:
        target.parent.mkdir(parents=True, exist_ok=True)
        if round_ == 0 or f.suffix not in LANGUAGES:
            shutil.copyfile(f, target)
        else:
            target.write_text(renamed(f, 7 * round_), encoding="utf-8")
PY
echo "similar_class.sh: $count students in $dest/class, the starter in $dest/starter"
