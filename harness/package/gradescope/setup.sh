#!/usr/bin/env bash
# Gradescope runs this once, as root, when it builds the autograder's image
# (Ubuntu 22.04 unless the autograder settings choose another): it installs
# what the harness needs and builds it from the source tree this zip carries
# in sudoku-grade/. Made by 'sudoku-grade autograder' (docs/gradescope.md).
#   AUTOGRADER_ROOT  Gradescope's folder (default /autograder); this zip is in source/
set -euo pipefail
root=${AUTOGRADER_ROOT:-/autograder}

# scripts/setup.sh's packages without Catch2 and Chromium (the tests' alone),
# with the distribution's own Boost: any Boost from 1.74 builds. python3,
# default-jdk-headless and racket run Python, Java and Racket submissions.
packages=(g++ cmake ninja-build python3 pkg-config libyaml-cpp-dev libfmt-dev nlohmann-json3-dev
          libcli11-dev libseccomp-dev libssl-dev libzip-dev libgit2-dev libre2-dev libhowardhinnant-date-dev tzdata racket default-jdk-headless)
installed() { dpkg-query -W -f='${Status}\n' "$1" 2>/dev/null | grep -q "install ok installed"; }
# Debian's Boost 1.74 and 1.81 conflict: keep one that is there already.
installed 'libboost-filesystem*-dev' || packages+=(libboost-dev libboost-filesystem-dev)
missing=()
for p in "${packages[@]}"; do installed "$p" || missing+=("$p"); done
if [ ${#missing[@]} -gt 0 ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

cmake -S "$root/source/sudoku-grade" -B "$root/build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF
cmake --build "$root/build" --target sudoku-grade
"$root/build/sudoku-grade" --version
