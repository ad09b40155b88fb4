#include "run/process.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <sstream>
#include <thread>

#include <catch2/catch.hpp>

#include "run/keeper.h"
#include "temp_dir.h"

using harness::Limits;
using harness::RunFacts;
using harness::RunSpec;
using namespace std::chrono_literals;

namespace {

std::string fixture(const std::string& name) { return std::string(BINARY_DIR) + "/fixtures/" + name; }

// Short limits: every hostile fixture is stopped well under a second.
Limits short_limits() {
  Limits limits;
  limits.wall = 800ms;
  limits.cpu = 600ms;
  limits.memory_bytes = std::uint64_t{256} << 20;
  limits.output_bytes = 64 * 1024;
  return limits;
}

RunFacts run(std::vector<std::string> argv, std::string stdin_text = "", Limits limits = short_limits()) {
  RunSpec spec;
  spec.argv = std::move(argv);
  spec.stdin_text = std::move(stdin_text);
  spec.limits = limits;
  return harness::run_with_limits(spec);
}

std::vector<pid_t> read_pids(const std::filesystem::path& file) {
  std::vector<pid_t> pids;
  std::ifstream in(file);
  for (pid_t pid; in >> pid;) pids.push_back(pid);
  return pids;
}

bool is_gone(pid_t pid) { return kill(pid, 0) == -1 && errno == ESRCH; }

}  // namespace

TEST_CASE("stdin reaches the program and stdout and stderr come back", "[process]") {
  const RunFacts facts = run({fixture("echo_stdin"), "count_solutions", "10"}, "000654001\n103000050\n");
  CHECK(facts.end == RunFacts::End::Exited);
  CHECK(facts.exit_code == 0);
  CHECK(facts.stdout_text == "000654001\n103000050\n");
  CHECK(facts.stderr_text == "count_solutions\n10\n");
  CHECK_FALSE(facts.stdout_truncated);
  CHECK(facts.spawn_error.empty());
  CHECK(facts.peak_rss_kb > 0);
}

TEST_CASE("a non-zero exit code is reported with both streams", "[process]") {
  const RunFacts facts = run({fixture("exit_3")});
  CHECK(facts.end == RunFacts::End::Exited);
  CHECK(facts.exit_code == 3);
  CHECK(facts.stdout_text == "partial answer\n");
  CHECK(facts.stderr_text == "something went wrong\n");
}

TEST_CASE("a flood on stderr keeps its head and its tail, and says what it cut", "[process]") {
  // 200 000 bytes of x, then the line that says why the program failed;
  // under the output limit, which stops a larger flood (SIGXFSZ).
  Limits limits = short_limits();
  limits.output_bytes = 1 << 20;
  const RunFacts facts = run(
      {"/bin/sh", "-c",
       "{ echo first; head -c 200000 /dev/zero | tr '\\0' x; echo; echo 'last: why it failed'; } >&2; "
       "exit 1"},
      "", limits);
  REQUIRE(facts.end == RunFacts::End::Exited);
  CHECK(facts.stderr_truncated);
  CHECK(facts.stderr_text.size() <= harness::kStderrCapBytes + 100);
  CHECK(facts.stderr_text.rfind("first\n", 0) == 0);
  CHECK_THAT(facts.stderr_text, Catch::EndsWith("last: why it failed\n"));
  CHECK_THAT(facts.stderr_text, Catch::Contains("bytes of stderr not kept ...]"));
}

TEST_CASE("a crash is reported as the signal that ended the program", "[process]") {
  const RunFacts facts = run({fixture("segfault")});
  CHECK(facts.end == RunFacts::End::Signaled);
  CHECK(facts.signal == SIGSEGV);
}

TEST_CASE("a program that never ends is killed at the wall limit", "[process]") {
  Limits limits = short_limits();
  limits.wall = 300ms;
  const RunFacts facts = run({fixture("sleep_forever")}, "", limits);
  CHECK(facts.end == RunFacts::End::WallTimeout);
  CHECK(facts.signal == SIGKILL);
  CHECK(facts.wall >= 300ms);
  CHECK(facts.cpu < 200ms);
}

TEST_CASE("a program spinning on the CPU is ended at its CPU backstop, long before the wall limit", "[process]") {
  Limits limits = short_limits();
  limits.wall = 20000ms;
  limits.cpu = 200ms;
  limits.cpu_backstop = 300ms;
  const RunFacts facts = run({fixture("burn_cpu")}, "", limits);
  CHECK(facts.end == RunFacts::End::Signaled);
  CHECK(facts.signal == SIGKILL);
  CHECK(facts.cpu >= 300ms);
  CHECK(facts.cpu < 1000ms);  // RLIMIT_CPU, the second lock, would be at 2 s
  CHECK(facts.wall < 10000ms);
}

TEST_CASE("the cpu time of a busy program is measured", "[process][slow]") {
  Limits limits = short_limits();
  limits.wall = 1000ms;
  limits.cpu = 5000ms;
  const RunFacts facts = run({fixture("burn_cpu")}, "", limits);
  CHECK(facts.end == RunFacts::End::WallTimeout);
  // Even on a loaded machine a spinning process gets a good share of a second.
  CHECK(facts.cpu > 100ms);
  CHECK(facts.cpu <= facts.wall + 100ms);
}

TEST_CASE("unbounded allocation fails at the address-space limit", "[process]") {
  Limits limits = short_limits();
  limits.wall = 3000ms;
  limits.memory_bytes = std::uint64_t{96} << 20;
  const RunFacts facts = run({fixture("allocate_forever")}, "", limits);
  CHECK(facts.end == RunFacts::End::Signaled);
  CHECK(facts.signal == SIGABRT);
  CHECK(facts.stderr_text.find("std::bad_alloc") != std::string::npos);
  CHECK(facts.peak_rss_kb > 32 * 1024);
  CHECK(facts.peak_rss_kb < 96 * 1024);
}

TEST_CASE("a runtime that caps its own heap may reserve past the memory limit, which then caps no address space",
          "[process]") {
  Limits limits = short_limits();
  limits.memory_bytes = std::uint64_t{256} << 20;
  // The same reservation of 1 GiB: refused under the cap, granted without it.
  CHECK(run({fixture("reserve_address_space")}, "", limits).exit_code == 3);
  limits.cap_address_space = false;
  const RunFacts facts = run({fixture("reserve_address_space")}, "", limits);
  CHECK(facts.end == RunFacts::End::Exited);
  CHECK(facts.exit_code == 0);
}

TEST_CASE("an endless stdout stops at the cap with SIGXFSZ and only the cap is kept", "[process]") {
  const RunFacts facts = run({fixture("spam_stdout")});
  CHECK(facts.end == RunFacts::End::Signaled);
  CHECK(facts.signal == SIGXFSZ);
  CHECK(facts.stdout_truncated);
  CHECK(facts.stdout_text.size() == 64 * 1024);
}

TEST_CASE("output of exactly the cap is not truncated", "[process]") {
  const std::string text(64 * 1024, 'x');
  const RunFacts facts = run({fixture("echo_stdin")}, text);
  CHECK(facts.end == RunFacts::End::Exited);
  CHECK_FALSE(facts.stdout_truncated);
  CHECK(facts.stdout_text == text);
}

TEST_CASE("children left in the process group do not outlive the run", "[process]") {
  TempDir scratch("process-test");
  const auto pid_file = scratch.path / "pids";
  const RunFacts facts = run({fixture("fork_children"), pid_file.string()});
  CHECK(facts.end == RunFacts::End::Exited);
  const auto pids = read_pids(pid_file);
  REQUIRE(pids.size() == 3);
  for (pid_t pid : pids) CHECK(is_gone(pid));
}

TEST_CASE("a child that calls setsid() does not outlive the run", "[process]") {
  TempDir scratch("process-test");
  const auto pid_file = scratch.path / "pids";
  const bool parent_stays = GENERATE(false, true);
  CAPTURE(parent_stays);
  std::vector<std::string> argv = {fixture("setsid_child"), pid_file.string()};
  if (parent_stays) argv.push_back("stay");
  Limits limits = short_limits();
  limits.wall = 500ms;
  const RunFacts facts = run(argv, "", limits);
  CHECK(facts.end == (parent_stays ? RunFacts::End::WallTimeout : RunFacts::End::Exited));
  const auto pids = read_pids(pid_file);
  REQUIRE(pids.size() == 2);
  for (pid_t pid : pids) CHECK(is_gone(pid));
}

TEST_CASE("one run's cleanup leaves a parallel run alone", "[process][slow]") {
  TempDir scratch("process-test");
  Limits sleeper_limits = short_limits();
  sleeper_limits.wall = 1000ms;
  RunFacts sleeper;
  std::thread sleeping([&] { sleeper = run({fixture("sleep_forever")}, "", sleeper_limits); });
  for (int i = 0; i < 3; ++i) {
    const auto pid_file = scratch.path / ("pids" + std::to_string(i));
    const RunFacts facts = run({fixture("setsid_child"), pid_file.string()});
    CHECK(facts.end == RunFacts::End::Exited);
    for (pid_t pid : read_pids(pid_file)) CHECK(is_gone(pid));
    const RunFacts echo = run({fixture("echo_stdin")}, "hello\n");
    CHECK(echo.stdout_text == "hello\n");
  }
  sleeping.join();
  // Killed by another run's cleanup, it would have ended by a signal, early.
  CHECK(sleeper.end == RunFacts::End::WallTimeout);
  CHECK(sleeper.wall >= 1000ms);
}

TEST_CASE("a program that cannot be started is a spawn failure, not a crash", "[process]") {
  SECTION("no such file") {
    const RunFacts facts = run({fixture("no_such_program")});
    CHECK(facts.end == RunFacts::End::SpawnFailed);
    CHECK(facts.spawn_error == "execve(" + fixture("no_such_program") + "): No such file or directory");
  }
  SECTION("a bare name not on PATH") {
    const RunFacts facts = run({"no-such-program-anywhere"});
    CHECK(facts.end == RunFacts::End::SpawnFailed);
    CHECK(facts.spawn_error == "program 'no-such-program-anywhere' not found on PATH");
  }
  SECTION("a work dir that does not exist") {
    RunSpec spec;
    spec.argv = {fixture("echo_stdin")};
    spec.work_dir = "/nonexistent/work";
    spec.limits = short_limits();
    const RunFacts facts = harness::run_with_limits(spec);
    CHECK(facts.end == RunFacts::End::SpawnFailed);
    CHECK(facts.spawn_error == "chdir(/nonexistent/work): No such file or directory");
  }
  SECTION("no argv") {
    const RunFacts facts = run({});
    CHECK(facts.end == RunFacts::End::SpawnFailed);
  }
}

TEST_CASE("a bare program name is found on PATH and runs in the given work dir", "[process]") {
  TempDir scratch("process-test");
  RunSpec spec;
  spec.argv = {"pwd"};
  spec.work_dir = scratch.path;
  spec.limits = short_limits();
  const RunFacts facts = harness::run_with_limits(spec);
  CHECK(facts.end == RunFacts::End::Exited);
  CHECK(facts.stdout_text == std::filesystem::canonical(scratch.path).string() + "\n");
}

TEST_CASE("the run's temp dir is removed afterwards", "[process]") {
  TempDir scratch("process-test");
  const char* old = std::getenv("TMPDIR");
  const std::string saved = old ? old : "";
  setenv("TMPDIR", scratch.path.c_str(), 1);
  const RunFacts facts = run({fixture("exit_3")});
  const RunFacts timed_out = run({fixture("sleep_forever")}, "", Limits{300ms, 300ms, 0, 1024});
  if (old) setenv("TMPDIR", saved.c_str(), 1);
  else unsetenv("TMPDIR");
  CHECK(facts.exit_code == 3);
  CHECK(timed_out.end == RunFacts::End::WallTimeout);
  CHECK(std::filesystem::is_empty(scratch.path));
}

namespace {
volatile sig_atomic_t usr1_handled = 0;
void count_usr1(int) { usr1_handled = usr1_handled + 1; }
}  // namespace

TEST_CASE("a signal from the program to its keeper neither ends the run nor runs a handler of the harness",
          "[process]") {
  // The keeper shares the harness's memory: a handler running there would
  // run on the harness's data, and a keeper ended early would leave no report.
  struct sigaction action {
  }, old{};
  action.sa_handler = count_usr1;
  sigaction(SIGUSR1, &action, &old);
  usr1_handled = 0;
  const RunFacts facts = run({"/bin/sh", "-c", "kill -USR1 $PPID; kill -TERM $PPID; kill -INT $PPID; echo done"});
  sigaction(SIGUSR1, &old, nullptr);
  CHECK(facts.end == RunFacts::End::Exited);
  CHECK(facts.exit_code == 0);
  CHECK(facts.stdout_text == "done\n");
  CHECK(usr1_handled == 0);
}

TEST_CASE("runs started by many threads at once each get their own stdin, stdout and result", "[process]") {
  constexpr int kThreads = 6, kRuns = 8;
  std::vector<std::string> problems(kThreads);
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([t, &problems] {
      for (int i = 0; i < kRuns; ++i) {
        const std::string text = "thread " + std::to_string(t) + " run " + std::to_string(i) + "\n";
        const RunFacts facts = i % 3 == 2 ? run({fixture("exit_3")}) : run({fixture("echo_stdin")}, text);
        const bool ok = i % 3 == 2 ? facts.exit_code == 3 && facts.stdout_text == "partial answer\n"
                                   : facts.end == RunFacts::End::Exited && facts.stdout_text == text;
        if (!ok) problems[t] += text;
      }
    });
  }
  for (auto& thread : threads) thread.join();
  for (const auto& problem : problems) CHECK(problem.empty());
}

namespace {

// The parent of `pid`, from /proc/PID/stat; 0 when it is gone.
pid_t parent_of(pid_t pid) {
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string text;
  std::getline(stat, text);
  const auto paren = text.rfind(')');
  if (paren == std::string::npos) return 0;
  std::istringstream rest(text.substr(paren + 2));
  char state;
  pid_t parent = 0;
  rest >> state >> parent;
  return parent;
}

// Gone, or dead and waiting for whoever adopted it (a container's pid 1 may
// never reap): either way nothing of it runs. A SIGKILL just sent takes a
// moment to land, so this waits a little (a bound, not a timing assertion).
bool is_dead(pid_t pid) {
  for (int i = 0; i < 200; ++i) {
    std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
    std::string text;
    if (!std::getline(stat, text)) return true;
    const auto paren = text.rfind(')');
    if (paren != std::string::npos && paren + 2 < text.size() && text[paren + 2] == 'Z') return true;
    std::this_thread::sleep_for(10ms);
  }
  return false;
}

// Waits (at most about ten seconds, a bound against a hang, not a timing
// assertion) until `file` lists `count` pids.
std::vector<pid_t> wait_for_pids(const std::filesystem::path& file, std::size_t count) {
  for (int i = 0; i < 1000; ++i) {
    if (const auto pids = read_pids(file); pids.size() >= count) return pids;
    std::this_thread::sleep_for(10ms);
  }
  return read_pids(file);
}

harness::KeeperReport reported(int wait_status) {
  harness::KeeperReport report;
  report.done = 1;
  report.wait_status = wait_status;
  report.wall_us = 12000;
  return report;
}

}  // namespace

TEST_CASE("a keeper's report, or its end without one, gives the run's facts", "[process]") {
  struct Row {
    const char* what;
    harness::KeeperReport report;
    int keeper_status;
    RunFacts::End end;
    int exit_code_or_signal;
    const char* spawn_error;
  };
  harness::KeeperReport killed;  // done == 0
  harness::KeeperReport timed_out = reported(SIGKILL);
  timed_out.timed_out = 1;
  harness::KeeperReport stopped = reported(SIGKILL);
  stopped.stopped = 1;
  harness::KeeperReport failed = reported(0);
  failed.failed_stage = harness::kKeeperExec;
  const Row rows[] = {
      {"killed by kill -9 or the watchdog", killed, SIGKILL, RunFacts::End::SpawnFailed, 0,
       "the harness's keeper process (between the harness and the program) was killed by signal 9 (SIGKILL) "
       "before it reported; the program was killed with it"},
      {"killed by a crash of its own", killed, SIGSEGV, RunFacts::End::SpawnFailed, 0,
       "the harness's keeper process (between the harness and the program) was killed by signal 11 (SIGSEGV) "
       "before it reported; the program was killed with it"},
      {"ended without a report", killed, 3 << 8, RunFacts::End::SpawnFailed, 0,
       "the harness's keeper process (between the harness and the program) ended without a report (wait status "
       "0x300)"},
      {"stopped by stop_all_runs", stopped, 0, RunFacts::End::SpawnFailed, 0,
       "the harness was told to stop before this run ended"},
      {"a stage failed: the caller words it", failed, 0, RunFacts::End::SpawnFailed, 0, ""},
      {"out of time", timed_out, 0, RunFacts::End::WallTimeout, SIGKILL, ""},
      {"exit 3", reported(3 << 8), 0, RunFacts::End::Exited, 3, ""},
      {"a segfault", reported(SIGSEGV), 0, RunFacts::End::Signaled, SIGSEGV, ""},
  };
  for (const Row& row : rows) {
    CAPTURE(row.what);
    const RunFacts facts = harness::facts_from_keeper(row.report, row.keeper_status);
    CHECK(facts.end == row.end);
    CHECK((facts.end == RunFacts::End::Exited ? facts.exit_code : facts.signal) == row.exit_code_or_signal);
    CHECK(facts.spawn_error == row.spawn_error);
    CHECK(facts.stopped == (row.report.stopped != 0));
    CHECK(facts.wall == (row.report.done ? 12ms : 0ms));
  }
}

namespace {

// fork_children "stay" run by a thread of its own, with its three children started.
struct StayingRun {
  TempDir scratch{"process-test"};
  RunFacts facts;
  std::thread grader;
  std::vector<pid_t> children;
  pid_t submission = 0;

  StayingRun() {
    const auto pid_file = scratch.path / "pids";
    Limits limits = short_limits();
    limits.wall = limits.cpu = 10000ms;
    grader = std::thread([this, pid_file, limits] {
      facts = run({fixture("fork_children"), pid_file.string(), "stay"}, "", limits);
    });
    children = wait_for_pids(pid_file, 3);
    if (children.size() == 3) submission = parent_of(children[0]);
  }
  ~StayingRun() {
    if (grader.joinable()) grader.join();
  }
};

}  // namespace

TEST_CASE("a keeper killed mid-run outside a box takes its program's process group with it", "[process]") {
  StayingRun staying;
  auto& [scratch, facts, grader, children, submission] = staying;
  REQUIRE(children.size() == 3);
  const pid_t keeper = parent_of(submission);
  REQUIRE(parent_of(keeper) == getpid());
  kill(keeper, SIGKILL);
  grader.join();
  CHECK(facts.end == RunFacts::End::SpawnFailed);
  CHECK_THAT(facts.spawn_error, Catch::StartsWith("the harness's keeper process (between the harness and the "
                                                  "program) was killed by signal 9 (SIGKILL) before it reported"));
  CHECK(is_dead(submission));
  for (const pid_t child : children) CHECK(is_dead(child));
}

TEST_CASE("stop_all_runs ends the runs in progress and every later one, until resume_runs", "[process]") {
  StayingRun staying;
  auto& [scratch, facts, grader, children, submission] = staying;
  REQUIRE(children.size() == 3);
  RunFacts later, resumed;
  {
    // Runs start again whatever happens here: the tests after this one run in this process too.
    struct Resume {
      ~Resume() { harness::resume_runs(); }
    } resume;
    harness::stop_all_runs();
    grader.join();
    later = run({fixture("echo_stdin")}, "never read");
  }
  resumed = run({fixture("echo_stdin")}, "read");

  CHECK(facts.end == RunFacts::End::SpawnFailed);
  CHECK(facts.stopped);
  CHECK(facts.spawn_error == "the harness was told to stop before this run ended");
  // The keeper cleaned up as at a timeout: the program and its children are gone, and reaped.
  CHECK(is_gone(submission));
  for (const pid_t child : children) CHECK(is_gone(child));
  CHECK(later.stopped);
  CHECK(later.end == RunFacts::End::SpawnFailed);
  CHECK(resumed.end == RunFacts::End::Exited);
  CHECK(resumed.stdout_text == "read");
}

TEST_CASE("a run's variables replace the environment's of the same name", "[process]") {
  // Unboxed, the program gets the harness's environment: the run's setting wins over what the shell exported.
  setenv("ASAN_OPTIONS", "detect_leaks=1", 1);
  RunSpec spec;
  spec.argv = {"/usr/bin/env"};
  spec.limits = short_limits();
  spec.environment = {"ASAN_OPTIONS=detect_leaks=0"};
  const RunFacts facts = harness::run_with_limits(spec);
  unsetenv("ASAN_OPTIONS");
  CHECK(facts.exit_code == 0);
  CHECK_THAT(facts.stdout_text,
             Catch::Contains("\nASAN_OPTIONS=detect_leaks=0\n") && !Catch::Contains("ASAN_OPTIONS=detect_leaks=1"));
}

TEST_CASE("every run's descriptors are capped at Limits::open_files, not the harness's own limit", "[process]") {
  rlimit own{};
  REQUIRE(getrlimit(RLIMIT_NOFILE, &own) == 0);
  Limits limits = short_limits();
  limits.open_files = 100;
  REQUIRE(own.rlim_cur != 100);  // the harness's limit would be told apart
  const RunFacts capped = run({"/bin/sh", "-c", "ulimit -n"}, "", limits);
  INFO(capped.stderr_text);
  CHECK(capped.stdout_text == "100\n");
}

TEST_CASE("a program stored while another run starts is not held open by that run's keeper (no ETXTBSY)",
          "[process][slow]") {
  // A copy of /bin/true, open for writing while another thread starts a run
  // of two seconds: that run's keeper is cloned with a copy of the writer's
  // descriptor. Once the writer closes its own, the copy must run at once.
  TempDir dir("process-test");
  const std::filesystem::path copy = dir.path / "true-copy";
  const int writer = ::open(copy.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0755);  // no O_CLOEXEC, as an ofstream
  REQUIRE(writer >= 0);
  std::ifstream original("/bin/true", std::ios::binary);
  const std::string bytes((std::istreambuf_iterator<char>(original)), std::istreambuf_iterator<char>());
  REQUIRE(::write(writer, bytes.data(), bytes.size()) == static_cast<ssize_t>(bytes.size()));
  Limits long_run = short_limits();
  long_run.wall = 3000ms;
  std::thread other([&] { run({"/bin/sleep", "2"}, "", long_run); });
  std::this_thread::sleep_for(300ms);  // its keeper is cloned, and runs
  ::close(writer);
  const RunFacts ran = run({copy.string()});
  other.join();
  INFO(ran.spawn_error);
  CHECK(ran.end == RunFacts::End::Exited);
  CHECK(ran.exit_code == 0);
}
