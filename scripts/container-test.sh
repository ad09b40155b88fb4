#!/usr/bin/env bash
# The harness in a real container, as Gradescope runs an autograder: root in
# Docker with Docker's default capabilities (no CAP_SYS_ADMIN) and its default
# seccomp filter. Builds the student image of ./Containerfile with podman,
# grades the example twice with a named volume for the compile cache and
# checks that the second grade built nothing (docs/student.md), then grades
# the probes below, each in a container of its own started with no
# --privileged, no --cap-add and no security option, and checks what each
# probe asserts (docs/sandbox.md, "The container test").
#
# Usage: scripts/container-test.sh [--setup docker|podman] [--warm-only]
#   --setup   run one setup only (default: both)
#   --warm-only  the image and the warm-cache check, no probes
#     docker  Docker's defaults: its 14 capabilities and its seccomp profile
#             (tests/container/docker-seccomp.json), which refuses unshare,
#             setns and mount without CAP_SYS_ADMIN: no user namespace
#     podman  podman's own defaults (Debian 12's podman 4.3): 11 capabilities
#             and a seccomp profile that lets user namespaces through
# Needs: root; podman, runc and mmdebstrap (apt-get install podman runc
# mmdebstrap); apt's network for the base image and the build, nothing more:
# no registry. The base image is made with mmdebstrap and imported as
# debian:12, so the Containerfile's FROM is met without pulling.
# SUDOKU_GRADE_CONTAINER_DIR (default /var/cache/sudoku-grade-container)
# holds podman's storage (the images, kept between runs) and the last run's
# results/ (each probe's console report, JSON report, exit code, processes).
# Exit: 0 every assertion held, 1 one did not, 2 this machine cannot run it.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)

# The probes: "SUBMISSION | CASE FILE | ASSERTIONS", paths inside the image
# (the image's cases/ and examples/; the checkout's tests/hostile, which the
# student image does not hold, lent read-only). SUBMISSION may name defines
# after the path, "PATH NAME=VALUE ...": each becomes "#define NAME VALUE"
# before the file's text, as the hostile suite's tests write them, and the
# file so made is graded as /probe/NAME-OF-THE-FILE. Assertions, split by ';':
#   exit N             grade's exit code is N
#   points P/M         the total is P of M points
#   case NAME: V       the case NAME's verdict is V
#   no JE              no case is JE (the harness's own fault)
#   nothing left       once grade has exited, no process is alive in the
#                      container but its shell (pid 1): none of the student's
#   points <= SUB      no more points than SUB (a SUBMISSION as above) gets on
#                      the same case file (graded too, nothing asserted of it)
# A probe file added to the checkout is in the next run's image.
probes=(
  "examples/cpp/sudoku.cpp               | cases/lesson.yaml        | exit 0; points 21/21"
  # box_identity says true only with no uid or gid 0 and no capability.
  "tests/hostile/box_identity.cpp        | tests/hostile/cases.yaml | case checkSudoku with blanks: AC; no JE"
  # Stopped by the process cap: RLIMIT_NPROC on the slot's uid where no
  # cgroup can be written.
  "tests/hostile/fork_bomb.cpp           | tests/hostile/cases.yaml | case fillSudoku example 1: RTE; no JE; nothing left"
  # A daemon that leaves its session must not outlive the run.
  "tests/hostile/daemon_kills_keeper.cpp | tests/hostile/cases.yaml | no JE; nothing left"
  # STOP and KILL to every pid it can name: grade must still finish.
  "tests/hostile/signal_the_grader.cpp   | tests/hostile/cases.yaml | exit 1; no JE; nothing left"
  "tests/hostile/children_over_memory.cpp | tests/hostile/cases.yaml | no JE; nothing left"
  "tests/hostile/compile_memory_bomb.cpp | tests/hostile/cases.yaml | case fillSudoku example 1: CE; no JE"
  # Says true only if it can neither read nor write the grader's memory.
  "tests/hostile/grader_memory.cpp       | tests/hostile/cases.yaml | case checkSudoku with blanks: AC; no JE"
  # The no-solver cheat: every point above constant answers is a hole. The
  # case files are root's alone in the image, as an instructor keeps them.
  "tests/hostile/no_solver_cheat.cpp CASE_FILE=\"/sudoku-grade/cases/lesson.yaml\" | cases/lesson.yaml | no JE; points <= tests/hostile/no_solver_cheat.cpp CONSTANT_ONLY=1"
)

setups=(docker podman)
warm_only=false
while [ $# -gt 0 ]; do
  case "$1" in
    --setup)
      case "${2-}" in docker | podman) setups=("$2") ;; *) echo "container-test: --setup takes docker or podman" >&2; exit 2 ;; esac
      shift 2 ;;
    --warm-only) warm_only=true; shift ;;
    *) echo "container-test: unknown option '$1' (usage: scripts/container-test.sh [--setup docker|podman] [--warm-only])" >&2; exit 2 ;;
  esac
done

[ "$(id -u)" -eq 0 ] || { echo "container-test: run it as root: a rootless container's root is no real root" >&2; exit 2; }
for tool in podman runc mmdebstrap python3; do
  command -v "$tool" >/dev/null || { echo "container-test: no $tool here (apt-get install podman runc mmdebstrap)" >&2; exit 2; }
done

work=${SUDOKU_GRADE_CONTAINER_DIR:-/var/cache/sudoku-grade-container}
results=$work/results
mkdir -p "$work"
rm -rf "$results" && mkdir -p "$results"
image=localhost/sudoku-grade:container-test
started=$SECONDS

# One containers.conf per setup. runc: crun refuses a host with hybrid
# cgroups (v1 and v2 mounted). Ulimits the host's hard limits allow (podman's
# own default, nofile 1048576, does not start here).
write_conf() {  # SETUP FILE
  {
    echo "[containers]"
    echo 'default_ulimits = ["nofile=20000:20000", "nproc=32768:32768"]'
    # CONTAINERS_CONF replaces Debian's containers.conf, so podman's list of
    # capabilities is written out too: without it, podman's built-in list is
    # Docker's.
    if [ "$1" = docker ]; then
      # moby's default capability list (oci/caps/defaults.go).
      echo 'default_capabilities = ["CHOWN", "DAC_OVERRIDE", "FSETID", "FOWNER", "MKNOD", "NET_RAW", "SETGID",'
      echo '  "SETUID", "SETFCAP", "SETPCAP", "NET_BIND_SERVICE", "SYS_CHROOT", "KILL", "AUDIT_WRITE"]'
      echo "seccomp_profile = \"$repo/tests/container/docker-seccomp.json\""
    else
      # Debian 12's /usr/share/containers/containers.conf; the seccomp
      # profile is podman's default, /usr/share/containers/seccomp.json.
      echo 'default_capabilities = ["CHOWN", "DAC_OVERRIDE", "FOWNER", "FSETID", "KILL", "NET_BIND_SERVICE",'
      echo '  "SETFCAP", "SETGID", "SETPCAP", "SETUID", "SYS_CHROOT"]'
    fi
    echo "[engine]"
    echo 'runtime = "runc"'
  } >"$2"
}
for setup in docker podman; do write_conf "$setup" "$work/$setup.conf"; done

# podman with this run's storage (a storage.conf made every command wait 20 s).
pod() {  # SETUP ARGS...
  local setup=$1
  shift
  CONTAINERS_CONF=$work/$setup.conf podman --root "$work/storage" --runroot "$work/runroot" "$@"
}

# The base image: Debian 12 as debootstrap makes it, from apt's mirrors.
base=0
pod docker image exists docker.io/library/debian:12 || base=$?
[ "$base" -le 1 ] || { pod docker images >/dev/null; exit 2; }   # podman's own error, shown
if [ "$base" -eq 1 ]; then
  echo "container-test: making the base image debian:12 with mmdebstrap"
  t=$SECONDS
  mmdebstrap --quiet --variant=minbase bookworm - </dev/null | pod docker import --quiet - docker.io/library/debian:12 >/dev/null
  echo "container-test: base image in $((SECONDS - t)) s"
fi

# The image. The build's RUN steps use the host's network, for apt. TMPDIR
# places the builder's cache mounts (the compile cache) in the work folder.
echo "container-test: building the image from Containerfile"
t=$SECONDS
mkdir -p "$work/tmp"
if ! TMPDIR=$work/tmp pod docker build --pull=never --network host --tag "$image" --file "$repo/Containerfile" "$repo" >"$results/build.log" 2>&1; then
  tail -n 30 "$results/build.log" >&2
  echo "container-test: the image did not build ($results/build.log)" >&2
  exit 2
fi
size=$(pod docker image inspect --format '{{.Size}}' "$image")
echo "container-test: image built in $((SECONDS - t)) s, $((size / 1000000)) MB"

failures=0

# What the container itself is: root, the setup's capabilities and no
# CAP_SYS_ADMIN, a seccomp filter; for docker, no user namespace. Without
# this, every probe below could pass in a box stronger than Gradescope's.
check_container() {  # SETUP
  local out=$results/$1/container.txt
  pod "$1" run --rm --entrypoint /bin/sh "$image" -c \
    'echo "uid $(id -u)"; grep -E "^(CapEff|CapBnd|Seccomp):" /proc/self/status
     if unshare --user true 2>/dev/null; then echo "userns yes"; else echo "userns no"; fi' >"$out" 2>&1 || true
  python3 - "$1" "$out" <<'EOF' || failures=$((failures + 1))
import sys
setup, path = sys.argv[1], sys.argv[2]
facts = dict(line.replace(":", "").split(None, 1) for line in open(path) if line.strip())
facts = {k: v.strip() for k, v in facts.items()}
# Docker's 14 default capabilities and podman's 11, as CapEff masks.
expected_caps = {"docker": "00000000a80425fb", "podman": "00000000800405fb"}[setup]
checks = [
    ("uid 0", facts.get("uid") == "0"),
    (f"CapEff {expected_caps}", facts.get("CapEff") == expected_caps),
    ("no CAP_SYS_ADMIN in CapBnd", int(facts.get("CapBnd", "ffffffff"), 16) & (1 << 21) == 0),
    ("seccomp filter", facts.get("Seccomp") == "2"),
]
if setup == "docker":
    checks.append(("user namespaces refused", facts.get("userns") == "no"))
print(f"[{setup}] the container: " + ", ".join(f"{k} {v}" for k, v in facts.items()))
for name, held in checks:
    print(f"  {'ok  ' if held else 'FAIL'}  {name}")
sys.exit(0 if all(held for _, held in checks) else 1)
EOF
}

# Grades SUBMISSION on CASES in a container of its own; its console report,
# JSON report, exit code and the processes left go into DIR.
grade_in_container() {  # SETUP SUBMISSION CASES DIR
  mkdir -p "$4"
  local t=$SECONDS path defines_text defines=() mounts=()
  read -r path defines_text <<<"$2"
  read -r -a defines <<<"$defines_text"
  if [ ${#defines[@]} -gt 0 ]; then
    # The checkout's file with the defines before it (the image was built from
    # this checkout in this run).
    mkdir -p "$4/probe"
    { for d in "${defines[@]}"; do echo "#define ${d%%=*} ${d#*=}"; done; cat "$repo/$path"; } >"$4/probe/${path##*/}"
    mounts=(--volume "$4/probe:/probe:ro")
    path=/probe/${path##*/}
  fi
  pod "$1" run --rm --volume "$4:/out" --volume "$repo/tests/hostile:/sudoku-grade/tests/hostile:ro" "${mounts[@]}" --entrypoint /bin/sh "$image" -c \
    'build/sudoku-grade grade "$1" --cases "$2" --show-hidden --json /out/report.json >/out/console.txt 2>&1
     echo $? >/out/exit
     set -- /proc/[0-9]*/status   # before grep starts: pid 1 and what is left
     grep -H -E "^(Name|State|Uid):" "$@" >/out/processes 2>/dev/null || true' \
    sh "$path" "$3" >"$4/podman.txt" 2>&1 || true
  echo $((SECONDS - t)) >"$4/seconds"
}

# The compile cache in a named volume, as docs/student.md's `docker run` line
# keeps it: the example graded in three containers of their own, the first
# two on one fresh volume, the third (the control) on another fresh one. The
# second must build nothing: the cache's files after it are the first's, each
# with the same inode, size and time (a build stores a new entry whole, so a
# compile shows as a file added or replaced). The control, which does compile,
# must differ, or the comparison could not fail. No timing: speed is measured
# in docs/performance.md, never asserted.
warm_check() {  # SETUP
  local dir=$results/$1/warm run volume
  mkdir -p "$dir"
  for run in first second control; do
    volume=sudoku-grade-cache-test-$1-$([ "$run" = control ] && echo control || echo warm)
    [ "$run" = second ] || pod "$1" volume rm --force "$volume" >/dev/null 2>&1 || true
    pod "$1" run --rm --volume "$volume:/cache" --volume "$dir:/out" --entrypoint /bin/sh "$image" -c \
      'build/sudoku-grade grade examples/cpp/sudoku.cpp --cases cases/lesson.yaml --json "/out/$1.json" >"/out/$1.txt" 2>&1
       echo $? >"/out/$1.exit"
       find /cache -mindepth 2 -printf "%i %s %T@ %y %P\n" | sort -k5 >"/out/$1.cache"' \
      sh "$run" >"$dir/$run.podman" 2>&1 || true
  done
  pod "$1" volume rm --force "sudoku-grade-cache-test-$1-warm" "sudoku-grade-cache-test-$1-control" >/dev/null 2>&1 || true
  python3 - "$1" "$dir" <<'EOF' || failures=$((failures + 1))
import json, sys
from pathlib import Path
setup, folder = sys.argv[1], Path(sys.argv[2])
def text(name):
    try:
        return (folder / name).read_text(errors="replace")
    except OSError:
        return ""
def points(run):
    try:
        r = json.loads(text(f"{run}.json"))
        return f"{r['points']}/{r['max_points']}"
    except (ValueError, KeyError):
        return "no report"
listing = {run: text(f"{run}.cache").splitlines() for run in ("first", "second", "control")}
entries = sorted({line.split()[4].split("/")[1] for line in listing["first"] if line.count("/") >= 1 and len(line.split()) > 4})
warnings = [l for run in ("first", "second") for l in text(f"{run}.txt").splitlines() if "warning" in l and "cache" in l]
changed = sorted(set(listing["first"]) ^ set(listing["second"]))
checks = [
    ("first grade: exit 0, 21/21", text("first.exit").strip() == "0" and points("first") == "21/21",
     f"exit {text('first.exit').strip() or '?'}, {points('first')}"),
    ("second grade: exit 0, 21/21", text("second.exit").strip() == "0" and points("second") == "21/21",
     f"exit {text('second.exit').strip() or '?'}, {points('second')}"),
    ("the first grade's builds are in the volume", any(e.startswith("build-") for e in entries),
     "entries: " + (", ".join(e[:14] for e in entries) or "none")),
    ("the second grade built nothing (the cache's files unchanged)", bool(listing["first"]) and not changed,
     f"{len(changed)} lines differ" + (": " + "; ".join(changed[:4]) if changed else "")),
    ("the control, on an empty volume, built again (its files differ)",
     bool(listing["control"]) and set(listing["control"]) != set(listing["first"]),
     f"{len(listing['control'])} files"),
    ("no warning about the cache", not warnings, "; ".join(warnings[:2]) or "none"),
]
print(f"[{setup}] the compile cache in a named volume (examples/cpp/sudoku.cpp, twice):")
for name, held, found in checks:
    print(f"  {'ok  ' if held else 'FAIL'}  {name}: {found}")
sys.exit(0 if all(held for _, held, _ in checks) else 1)
EOF
}

trim() { sed -e 's/^[[:space:]]*//' -e 's/[[:space:]]*$//' <<<"$1"; }
slug() { tr -c 'A-Za-z0-9._-' '_' <<<"$1"; }

for setup in "${setups[@]}"; do
  mkdir -p "$results/$setup"
  check_container "$setup"
  warm_check "$setup"
  $warm_only && continue
  declare -A graded=()
  for line in "${probes[@]}"; do
    IFS='|' read -r submission cases assertions <<<"$line"
    submission=$(trim "$submission") cases=$(trim "$cases") assertions=$(trim "$assertions")
    dir=$results/$setup/$(slug "$submission@$cases")
    # A baseline named by 'points <= SUB' is graded first.
    others=()
    while read -r baseline; do
      [ -n "$baseline" ] || continue
      bdir=$results/$setup/$(slug "$baseline@$cases")
      [ -n "${graded[$bdir]-}" ] || { grade_in_container "$setup" "$baseline" "$cases" "$bdir"; graded[$bdir]=1; }
      others+=("$baseline=$bdir")
    done < <(grep -oE 'points <= [^;]+' <<<"$assertions" | sed -e 's/points <= //' -e 's/[[:space:]]*$//')
    [ -n "${graded[$dir]-}" ] || { grade_in_container "$setup" "$submission" "$cases" "$dir"; graded[$dir]=1; }
    python3 "$repo/scripts/container_check.py" "$setup" "$submission" "$cases" "$assertions" "$dir" "${others[@]}" ||
      failures=$((failures + 1))
  done
  unset graded
done

echo "container-test: $((SECONDS - started)) s in all; results in $results"
if [ "$failures" -gt 0 ]; then
  echo "container-test: $failures of the checks above failed (each FAIL line says what was found)"
  exit 1
fi
echo "container-test: every assertion held"
