#!/usr/bin/env bash
# Formats the project's C++ with clang-format and the repository's .clang-format.
#   scripts/format.sh           rewrite every file that does not follow it
#   scripts/format.sh --check   change nothing; list the files that do not, exit 1 if any
#   scripts/format.sh [--check] FILE...   only these files
# The files are git's (tracked) .h and .cpp of harness/, tests/, reference/ and bench/, but not
# the student-side code the tests grade as it is (tests/submissions/, tests/hostile/,
# tests/mutants/, tests/fixtures/): their layout is a student's, their line numbers are in
# expected reports, and the checks' fixtures are matched line by line.
set -euo pipefail
cd "$(dirname "$0")/.."
check=false
if [[ ${1:-} == --check ]]; then check=true; shift; fi
format=$(command -v clang-format-14 || command -v clang-format || true)
if [[ -z $format ]]; then
  echo "format: clang-format is missing (Debian: apt-get install clang-format)" >&2
  exit 2
fi
if (($# > 0)); then
  files=("$@")
else
  mapfile -t files < <(git ls-files -- 'harness/*.h' 'harness/*.cpp' 'tests/*.h' 'tests/*.cpp' 'reference/*.h' \
                         'reference/*.cpp' 'bench/*.h' 'bench/*.cpp' |
                       grep -v -e '^tests/submissions/' -e '^tests/hostile/' -e '^tests/mutants/' \
                               -e '^tests/fixtures/')
fi
if ! $check; then
  printf '%s\0' "${files[@]}" | xargs -0 -n 50 "$format" -i --style=file
  exit 0
fi
unformatted=()
for file in "${files[@]}"; do
  "$format" --style=file "$file" | cmp -s - "$file" || unformatted+=("$file")
done
if ((${#unformatted[@]} > 0)); then
  printf 'not formatted: %s\n' "${unformatted[@]}" >&2
  echo "format: ${#unformatted[@]} of ${#files[@]} files differ (scripts/format.sh formats them)" >&2
  exit 1
fi
echo "format: all ${#files[@]} files follow .clang-format"
