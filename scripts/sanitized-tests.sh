#!/usr/bin/env bash
# The test suite built with AddressSanitizer and UBSan (docs/reliability.md):
#   scripts/sanitized-tests.sh         the unit tests, built at -O0 (what CI runs: the quickest build)
#   scripts/sanitized-tests.sh --all   the whole suite, built at -O2 (-O0 would make the harness's
#                                      own timing, e.g. check-cases' references, too slow to judge)
# Installs clang when it is missing (Debian 12, as root).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v clang++ >/dev/null; then
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends clang >/dev/null
fi

if [ "${1:-}" = "--all" ]; then
  dir=build-sanitized-all; type=RelWithDebInfo; label=(); targets=()
else
  # The unit tests' binaries and what they need, not the benchmarks: each
  # executable linked with ASan is seconds of CI.
  # The harness's libraries in unity files, as the release build has them: a third of CI's
  # 25 minutes went to compiling each alone. --all still does, so a missing include fails there.
  dir=build-sanitized; type=Debug; label=(-L unit); targets=(--target harness_tests reference_tests); unity=ON
fi
if [ ! -f "$dir/CMakeCache.txt" ]; then
  cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE="$type" -DCMAKE_CXX_COMPILER=clang++ \
        -DSUDOKU_GRADE_SANITIZE=ON -DSUDOKU_GRADE_UNITY_BUILD="${unity:-OFF}" >/dev/null
fi
cmake --build "$dir" --parallel "$(nproc)" "${targets[@]}"
# A leak, an overflow or undefined behaviour fails the test that caused it.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
ctest --test-dir "$dir" "${label[@]}" --output-on-failure --parallel "$(nproc)"
