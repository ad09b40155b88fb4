#!/usr/bin/env bash
# A one-node Slurm cluster on this machine, to test examples/slurm/ for real:
# munged, slurmctld and slurmd from Debian's packages (apt-get install
# slurm-wlm munge), every file of theirs in a temp folder, started, used and
# stopped by this script. As root, from anywhere:
#   examples/slurm/one_node_cluster.sh                 the check (below)
#   examples/slurm/one_node_cluster.sh --bench CLASS CASES "1 2 4" [cold|warm] [batch options...]
#                                                      students per minute by array size
#   options before either: --as USER (submit as USER, e.g. nobody), --keep (leave the temp folder),
#     --cache DIR (the check's compile cache: a warm one makes it ~15 s faster; default a fresh one),
#     --mismatch (the check's sharded run gets --late-penalty 20, not 10: the check must then fail)
# The check: the class of examples/class/make_class.sh graded by an array of 3
# tasks (examples/slurm/submit.sh) and merged by the dependent job, whose
# grades.csv, canvas.csv and moodle.csv must equal an unsharded batch's byte
# for byte, and index.html too with its grading minute masked; then the box's
# probes graded inside a job step (srun), each printing what the box said.
# Exit 0 when all held, 1 on a mismatch or a failed job (with what differed),
# 2 on a usage error, 77 when Slurm or munge is not installed (a skip).
#
# The daemons run in namespaces of this script's own (unshare): a network
# namespace holding only its loopback, so slurmctld and slurmd listen on no
# interface of the machine and on no port another user might hold, and reach
# nothing but 127.0.0.1; a pid namespace whose init is this script, so that
# when it ends, however it ends, the kernel ends every daemon and job step
# with it; a UTS namespace named localhost, the one node's name. Cgroups,
# users and files are the machine's, as a real node's are.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
# The binary the jobs run (exported to them: sbatch passes the environment on).
export SUDOKU_GRADE=${SUDOKU_GRADE:-$repo/build/sudoku-grade}
sg=$SUDOKU_GRADE
say() { echo "one_node_cluster: $*" >&2; }
now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }'; }
fail() { say "FAILED: $*"; exit 1; }

for tool in munged mungekey slurmctld slurmd sbatch srun squeue scontrol unshare; do
  if ! command -v "$tool" >/dev/null; then
    say "skipped: $tool is not installed (as root: apt-get install -y slurm-wlm munge)"
    exit 77
  fi
done
[ "$(id -u)" -eq 0 ] || { say "run as root: slurmd starts jobs as their users and makes cgroups"; exit 2; }
[ -x "$sg" ] || { say "no $sg: build it first (scripts/setup.sh)"; exit 2; }

# ---- Outside the namespaces: the temp folder, and what the cgroups held before.
if [ -z "${ONE_NODE_CLUSTER_INSIDE:-}" ]; then
  keep=false
  # One cluster at a time on a machine: two would share Slurm's cgroup folders
  # (slurm_localhost/uid_0/job_1 ...), each numbering its jobs from 1.
  exec 9>"/run/lock/one-node-cluster.lock"
  flock 9
  for arg in "$@"; do [ "$arg" = --keep ] && keep=true; done
  top=$(mktemp -d "${TMPDIR:-/tmp}/one-node-cluster.XXXXXX")
  # Others must reach munge's socket and their job's folders (--as nobody).
  chmod 755 "$top"
  # Slurm's cgroup plugins make a folder "slurm_localhost" (Debian's slurmd
  # is built for several per host) in each cgroup v1 hierarchy they use, and
  # leave it when slurmd stops: those this run made are removed after it.
  fresh_slurm_cgroups=()
  for hierarchy in /sys/fs/cgroup/*/; do
    [ -e "${hierarchy}slurm_localhost" ] || fresh_slurm_cgroups+=("${hierarchy}slurm_localhost")
  done
  finish() {
    local folder
    for folder in "${fresh_slurm_cgroups[@]}"; do
      # Deepest first; rmdir refuses a cgroup that still holds a process.
      [ -d "$folder" ] && find "$folder" -depth -type d -exec rmdir {} + 2>/dev/null || true
      [ -d "$folder" ] && say "warning: $folder is left: a process is still in it"
    done
    if $keep; then say "kept $top"; else rm -rf "$top"; fi
  }
  trap finish EXIT
  # --kill-child: when unshare ends, the init (this script, inside) gets
  # SIGKILL, and with it every process of the pid namespace.
  ONE_NODE_CLUSTER_INSIDE=$top unshare --net --pid --uts --mount --propagation private --fork --kill-child \
    --mount-proc "$0" "$@" &
  inner=$!
  # unshare blocks SIGINT and SIGTERM while it waits for its child, so a
  # signal to this script goes to the namespace's init: its traps cancel the
  # jobs and stop the daemons. If it is still busy 10 s later, SIGKILL to the
  # init ends the namespace and every process in it.
  on_signal() {
    local init
    init=$(pgrep -P "$inner" | head -1 || true)
    [ -z "$init" ] || kill -TERM "$init" 2>/dev/null || true
    for _ in $(seq 50); do kill -0 "$inner" 2>/dev/null || break; sleep 0.2; done
    [ -z "$init" ] || kill -KILL "$init" 2>/dev/null || true
    wait "$inner" 2>/dev/null || true
    say "stopped by a signal"
    exit 130
  }
  trap on_signal INT TERM
  status=0
  wait "$inner" || status=$?
  exit "$status"
fi

# ---- Inside: pid 1 of a fresh pid namespace, alone on a fresh loopback.
top=$ONE_NODE_CLUSTER_INSIDE
as_user=root
mode=check
bench_class="" bench_cases="" bench_tasks="" bench_cache=warm bench_options=()
check_cache="" mismatch=false
while [ $# -gt 0 ]; do
  case "$1" in
    --keep) shift ;;
    --as) as_user=${2:?--as USER}; shift 2 ;;
    --cache) check_cache=$(realpath "${2:?--cache DIR}"); shift 2 ;;
    --mismatch) mismatch=true; shift ;;
    --bench)
      mode=bench
      bench_class=$(realpath "${2:?--bench CLASS CASES TASKS}") bench_cases=$(realpath "${3:?}") bench_tasks=${4:?}
      shift 4
      if [ "${1:-}" = cold ] || [ "${1:-}" = warm ]; then bench_cache=$1; shift; fi
      bench_options=("$@")
      shift $# ;;
    *) say "unknown option '$1'"; exit 2 ;;
  esac
done
hostname localhost
ip link set lo up
# Slurm finds the address to listen on with getaddrinfo(AI_ADDRCONFIG), which
# answers nothing on a host whose only IPv4 address is 127.0.0.1 (glibc counts
# every other address, 127.0.0.2 included): a second loopback address, in
# this namespace alone.
ip addr add 127.0.0.2/8 dev lo

etc=$top/etc log=$top/log
mkdir -p "$etc" "$log" "$top/state" "$top/spool" "$top/run" "$top/munge-key"
mkdir -m 755 "$top/munge"
chmod 700 "$top/state" "$top/munge-key"
export SLURM_CONF=$etc/slurm.conf

daemons=()
stop_daemons() {
  local pid i
  # Jobs first, so that each step ends through slurmd as it would on a node.
  if command -v squeue >/dev/null && [ -n "${slurm_up:-}" ]; then
    scancel --quiet --full --user="$as_user" 2>/dev/null || true
  fi
  for ((i = ${#daemons[@]} - 1; i >= 0; i--)); do kill -TERM "${daemons[i]}" 2>/dev/null || true; done
  for _ in $(seq 50); do
    pid=""
    for i in "${daemons[@]}"; do kill -0 "$i" 2>/dev/null && pid=$i; done
    [ -z "$pid" ] && return 0
    sleep 0.2
  done
  say "warning: daemons still up after 10 s; the pid namespace's end kills them"
}
trap stop_daemons EXIT
# Pid 1 ignores signals it has no handler for: these make it stop.
trap 'exit 130' INT TERM

# ---- munge: a key and a socket of this cluster's own.
mungekey --create --keyfile="$top/munge-key/munge.key"
munged --foreground --socket="$top/munge/munge.sock" --key-file="$top/munge-key/munge.key" \
  --pid-file="$top/run/munged.pid" --log-file="$log/munged.log" --seed-file="$top/munge-key/munged.seed" \
  >"$log/munged.out" 2>&1 &
daemons+=($!)
for _ in $(seq 50); do [ -S "$top/munge/munge.sock" ] && break; sleep 0.1; done
[ -S "$top/munge/munge.sock" ] || fail "munged did not start: $(cat "$log/munged.out")"

# ---- Slurm: the node as slurmd sees it (its CPUs, sockets, cores, memory).
node=$(slurmd -C | head -1 | sed 's/^NodeName=[^ ]*/NodeName=localhost NodeAddr=127.0.0.1/')
cpus=$(sed -n 's/.* CPUs=\([0-9]*\).*/\1/p' <<<"$node")
memory=$(sed -n 's/.* RealMemory=\([0-9]*\).*/\1/p' <<<"$node")
cat >"$etc/slurm.conf" <<EOF
ClusterName=one-node
SlurmctldHost=localhost(127.0.0.1)
SlurmctldPort=16817
SlurmdPort=16818
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$top/munge/munge.sock
StateSaveLocation=$top/state
SlurmdSpoolDir=$top/spool
SlurmctldPidFile=$top/run/slurmctld.pid
SlurmdPidFile=$top/run/slurmd.pid
SlurmctldLogFile=$log/slurmctld.log
SlurmdLogFile=$log/slurmd.log
SlurmctldDebug=info
SlurmdDebug=info
# As a university's cluster: each job's processes tracked and limited by
# cgroups (cgroup.conf beside this file), which the harness's own cgroups
# for each run then nest in.
ProctrackType=proctrack/cgroup
TaskPlugin=task/cgroup
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
SchedulerType=sched/backfill
# Cores and memory are consumable, so that tasks of 1 CPU share the node.
SelectType=select/cons_tres
SelectTypeParameters=CR_Core_Memory
DefMemPerCPU=$((memory / cpus))
ReturnToService=2
# Completed jobs stay listed for scontrol a while (no accounting database here).
MinJobAge=600
KillWait=5
$node State=UNKNOWN
PartitionName=grade Nodes=localhost Default=YES MaxTime=INFINITE State=UP
EOF
cat >"$etc/cgroup.conf" <<EOF
CgroupPlugin=cgroup/v1
CgroupMountpoint=/sys/fs/cgroup
ConstrainCores=yes
ConstrainRAMSpace=yes
ConstrainDevices=no
EOF

slurmctld -D -c -f "$SLURM_CONF" >"$log/slurmctld.out" 2>&1 &
daemons+=($!)
slurmd -D -N localhost -f "$SLURM_CONF" >"$log/slurmd.out" 2>&1 &
daemons+=($!)
slurm_up=1
started=$(now)
for _ in $(seq 150); do
  # timeout: a client retries an absent controller for a long while.
  state=$(timeout 5 sinfo -h -N -o %T 2>/dev/null || true)
  [ "$state" = idle ] && break
  sleep 0.2
done
[ "$state" = idle ] || fail "the node is not idle after 30 s (state '${state}'):
$(tail -5 "$log/slurmctld.log" "$log/slurmd.log" "$log/slurmctld.out" "$log/slurmd.out" 2>&1)"
say "cluster up in $(since "$started") s: $(sed 's/ *$//' <<<"$node") ($(sinfo -h -o '%P %D %T'))"

# Commands as the submitting user: jobs run as whoever submitted them.
as() {
  if [ "$as_user" = root ]; then "$@"; else setpriv --reuid="$as_user" --regid="$(id -g "$as_user")" --init-groups "$@"; fi
}
# A folder the submitting user owns.
own_folder() {
  mkdir -p "$1"
  chown "$as_user:$(id -g "$as_user")" "$1"
}

# The array and its merge through submit.sh, waited for; echoes the merge's seconds.
# grade_through_slurm TASKS CLASS CASES OUT [batch options...]
grade_through_slurm() {
  local tasks=$1 class=$2 cases=$3 out=$4 line merge state reason
  shift 4
  own_folder "$out"
  # 1 task gets every core; more share them, one each at least (a 2-core node
  # runs 2 tasks of 1 core at once, a third waits).
  local per_task=$((cpus / tasks))
  [ "$per_task" -ge 1 ] || per_task=1
  line=$(cd "$repo" && as env SBATCH_OPTIONS="--cpus-per-task=$per_task --mem-per-cpu=1536M" \
         examples/slurm/submit.sh "$tasks" "$class" "$cases" "$out" "$@")
  say "$line"
  merge=$(sed -n 's/.*merge job \([0-9]*\).*/\1/p' <<<"$line")
  # The merge job ends last: wait until it has left the queue.
  while squeue -h -j "$merge" 2>/dev/null | grep -q .; do sleep 0.2; done
  state=$(scontrol show job "$merge" | sed -n 's/.*JobState=\([A-Z_]*\).*/\1/p')
  reason=$(scontrol show job "$merge" | sed -n 's/.* Reason=\([^ ]*\).*/\1/p')
  if [ "$state" != COMPLETED ]; then
    say "merge job $merge: $state ($reason); the jobs' output:"
    tail -n 20 "$out"/logs/* >&2 || true
    fail "the merge job did not complete"
  fi
}

# Times of a job and its array tasks, from slurmctld (1 s resolution).
job_times() {
  scontrol show job "$1" | sed -n 's/.*\(StartTime=[^ ]*\) \(EndTime=[^ ]*\).*/\1 \2/p'
}

# The grading minute in a page's header is the one byte that may differ.
timeless() { sed -E 's/[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2} UTC/TIME/g' "$1"; }

compare_outputs() {   # compare_outputs WHOLE MERGED: 0 when equal
  local whole=$1 merged=$2 differ=0 file
  for file in grades.csv canvas.csv moodle.csv; do
    [ -f "$whole/$file" ] || continue
    if cmp -s "$whole/$file" "$merged/$file"; then
      say "$file: equal, byte for byte ($(wc -l <"$whole/$file") lines)"
    else
      say "$file differs:"
      diff "$whole/$file" "$merged/$file" >&2 || true
      differ=1
    fi
  done
  if diff <(timeless "$whole/index.html") <(timeless "$merged/index.html") >/dev/null; then
    say "index.html: equal but for the grading minute"
  else
    say "index.html differs (beyond the grading minute):"
    diff <(timeless "$whole/index.html") <(timeless "$merged/index.html") | head -20 >&2 || true
    differ=1
  fi
  return $differ
}

# ---- The box inside a job step: what it says it is, three probes of it, and
# where its cgroups went. As root each probe is graded with --sandbox strict
# (the box whole, or no grading); as another user strict refuses (no cgroup
# of its own, no uid to switch to: docs/sandbox.md), which is shown, and the
# probes are graded with auto, the box such a user gets. Each in a step of
# its own, as a job's own grade would be.
probe_box() {
  local row file case console first=true level=strict probe_cache=${check_cache:-$top/probe/cache}
  own_folder "$top/probe"
  if [ "$as_user" != root ]; then
    level=auto
    (cd "$repo" && as srun --cpus-per-task=1 --mem=1G "$sg" grade examples/cpp/sudoku.cpp \
      --cases tests/hostile/cases.yaml --sandbox strict --cache "$probe_cache") >"$top/probe/strict.txt" 2>&1 || true
    say "in a job step as $as_user, --sandbox strict: $(grep -m1 'sudoku-grade: error' "$top/probe/strict.txt" ||
      echo 'graded, not refused')"
  fi
  for row in "box_identity|checkSudoku with blanks" "fork_bomb|fillSudoku example 1" \
             "children_over_memory|solve with three children"; do
    file=${row%%|*} case=${row#*|}
    console=$top/probe/$file.txt
    # The step also lists, while grade runs, the cgroups it is in and the
    # folders the harness made for its runs: nested in the step's, or not.
    (cd "$repo" && as srun --job-name="probe-$file" --cpus-per-task=1 --mem=1G bash -c '
      "$@" & grade=$!
      for _ in $(seq 100); do
        made=$(find /sys/fs/cgroup/memory /sys/fs/cgroup/pids -name "sudoku-grade-$grade" 2>/dev/null | sed "s|/sys/fs/cgroup/||" | tr "\n" " ")
        [ -n "$made" ] && break
        sleep 0.05
      done
      wait $grade; code=$?
      echo "step cgroups: $(grep -E ":(memory|pids|freezer|cpuset):" /proc/self/cgroup | tr "\n" " ")"
      echo "run cgroups: ${made:-none seen}"
      exit $code' bash "$sg" grade "tests/hostile/$file.cpp" --cases tests/hostile/cases.yaml --sandbox "$level" \
      --cache "$probe_cache") >"$console" 2>&1 || true
    if $first; then
      say "in a job step: $(grep -m1 '^sandbox:' "$console" || tail -3 "$console")"
      say "  $(grep -m1 '^step cgroups:' "$console" || true)"
      say "  $(grep -m1 '^run cgroups:' "$console" || true)"
      first=false
    fi
    # The case's line, and its reason (the line under it, indented further).
    say "  $file.cpp: $(awk -v c="  $case" 'index($0, c) == 1 { print; getline; if ($0 ~ /^      /) print }' "$console" |
      sed 's/  */ /g' | tr '\n' ' ')"
  done
}

if [ "$mode" = check ]; then
  class_root=$top/class
  bash "$repo/examples/class/make_class.sh" "$class_root" >/dev/null
  chmod -R a+rX "$class_root"
  flags=(--roster "$class_root/roster.csv" --overrides "$class_root/overrides.yaml" --deadline 2026-12-01T23:59Z
    --late-penalty 10)
  cache=${check_cache:-$top/cache}
  [ -n "$check_cache" ] || own_folder "$cache"
  sharded_flags=("${flags[@]}")
  $mismatch && sharded_flags=(--roster "$class_root/roster.csv" --overrides "$class_root/overrides.yaml"
    --deadline 2026-12-01T23:59Z --late-penalty 20)
  # The unsharded reference: the same class, the same flags, outside Slurm.
  own_folder "$top/whole"
  t0=$(now)
  (cd "$repo" && as "$sg" batch "$class_root/class" --cases tests/submissions/cases.yaml --out "$top/whole" \
    --cache "$cache" --jobs "$cpus" "${flags[@]}" >"$log/whole.txt" 2>&1) ||
    fail "the unsharded batch failed: $(tail -5 "$log/whole.txt")"
  say "unsharded batch: $(since "$t0") s; $(head -1 "$log/whole.txt")"
  t0=$(now)
  grade_through_slurm 3 "$class_root/class" tests/submissions/cases.yaml "$top/sharded" \
    --cache "$cache" "${sharded_flags[@]}"
  say "array of 3 and merge: $(since "$t0") s; $(grep -h '^merged' "$top/sharded"/logs/merge-*.out)"
  compare_outputs "$top/whole" "$top/sharded/all" ||
    fail "the merged sheet is not the unsharded one (jobs' output in $top/sharded/logs; --keep keeps it)"
  t0=$(now)
  probe_box
  say "probes: $(since "$t0") s"
  say "OK: the class graded through sbatch --array and merge equals the unsharded batch"
  exit 0
fi

# ---- --bench: each array size in turn, the wall time from submission to the merged sheet.
students=$(find "$bench_class" -mindepth 1 -maxdepth 1 ! -name '.*' | wc -l)
# The baseline: one unsharded batch on this machine, outside Slurm, with as
# many grading threads as the node has cores (after the warm cache is filled).
baseline() {
  local cache=$1 t0
  own_folder "$top/baseline-$bench_cache"
  t0=$(now)
  (cd "$repo" && as "$sg" batch "$bench_class" --cases "$bench_cases" --out "$top/baseline-$bench_cache" \
    --cache "$cache" --jobs "$cpus" "${bench_options[@]}" >/dev/null 2>&1) || fail "the unsharded batch failed"
  local seconds
  seconds=$(since "$t0")
  say "unsharded, outside Slurm, --jobs $cpus, $bench_cache cache: $students students in $seconds s = $(awk -v n="$students" -v s="$seconds" 'BEGIN { printf "%.0f", n * 60 / s }') students/min"
}
for tasks in $bench_tasks; do
  out=$top/bench-$tasks
  cache=$top/cache-$bench_cache
  # cold: a cache of its own per run, so every compile happens; warm: one
  # cache, filled by an unsharded batch before the first timed run.
  [ "$bench_cache" = cold ] && cache=$top/cache-cold-$tasks
  own_folder "$cache"
  chmod 700 "$cache"
  if [ "$bench_cache" = warm ] && [ ! -e "$cache/.filled" ]; then
    own_folder "$top/fill"
    (cd "$repo" && as "$sg" batch "$bench_class" --cases "$bench_cases" --out "$top/fill" --cache "$cache" \
      --jobs "$cpus" "${bench_options[@]}" >/dev/null 2>&1) || true
    touch "$cache/.filled"
    baseline "$cache"
  fi
  if [ "$bench_cache" = cold ] && [ "$tasks" = "${bench_tasks%% *}" ]; then
    own_folder "$top/cache-cold-baseline"
    chmod 700 "$top/cache-cold-baseline"
    baseline "$top/cache-cold-baseline"
  fi
  t0=$(now)
  grade_through_slurm "$tasks" "$bench_class" "$bench_cases" "$out" --cache "$cache" "${bench_options[@]}"
  seconds=$(since "$t0")
  say "$tasks task(s), $bench_cache cache: $students students in $seconds s = $(awk -v n="$students" -v s="$seconds" 'BEGIN { printf "%.0f", n * 60 / s }') students/min"
  # Each job's start and end as slurmctld saw them (1 s resolution): the
  # queue's wait, each task's grading and the merge apart.
  for job in $(ls "$out"/logs | sed -n 's/^\(grade\|merge\)-\([0-9_]*\)\.out$/\2/p'); do
    say "  job $job: $(scontrol -o show job "$job" | grep -o 'SubmitTime=[^ ]* .*StartTime=[^ ]* EndTime=[^ ]*' |
      sed 's/ EligibleTime=[^ ]*\| AccrueTime=[^ ]*\| Deadline=[^ ]*\| SuspendTime=[^ ]*\| SecsPreSuspend=[^ ]*\| LastSchedEval=[^ ]*\| Scheduler=[^ ]*//g'); $(grep -hE '^(merged|[0-9]+ graded)' "$out/logs/"*"$job.out" | head -1)"
  done
done
exit 0
