#include "verdict/classify.h"

#include <signal.h>

#include <catch2/catch.hpp>

#include "run/keeper.h"
#include "run/process.h"

using harness::classify;
using harness::Limits;
using harness::RunFacts;
using harness::Verdict;
using End = RunFacts::End;
using namespace std::chrono_literals;

namespace {

Limits limits() { return Limits{2000ms, 1000ms, std::uint64_t{256} << 20, 1024}; }

RunFacts exited(int code, std::chrono::milliseconds cpu = 10ms) {
  RunFacts facts;
  facts.end = End::Exited;
  facts.exit_code = code;
  facts.cpu = cpu;
  facts.peak_rss_kb = 4 * 1024;
  return facts;
}

RunFacts signaled(int signal, std::uint64_t peak_mib = 4, std::string stderr_text = "") {
  RunFacts facts;
  facts.end = End::Signaled;
  facts.signal = signal;
  facts.peak_rss_kb = peak_mib * 1024;
  facts.stderr_text = std::move(stderr_text);
  return facts;
}

}  // namespace

TEST_CASE("every run's facts map to the resource verdict and reason in the table", "[classify]") {
  struct Row {
    const char* what;
    RunFacts facts;
    Verdict verdict;
    const char* reason;
  };
  RunFacts spawn_failed;
  spawn_failed.spawn_error = "execve(/x): No such file or directory";
  RunFacts timed_out;  // asleep: 2 s of wall, 3 ms of CPU
  timed_out.end = End::WallTimeout;
  timed_out.signal = SIGKILL;
  timed_out.wall = 2000ms;
  timed_out.cpu = 3ms;
  RunFacts crowded = timed_out;  // working, on a machine too busy to give it its CPU time
  crowded.cpu = 900ms;
  RunFacts over_and_stopped = timed_out;  // its CPU time ran out before the backstop
  over_and_stopped.cpu = 1200ms;
  RunFacts truncated = exited(0);
  truncated.stdout_truncated = true;

  const RunFacts keeper_killed = harness::facts_from_keeper(harness::KeeperReport{}, SIGKILL);

  const Row rows[] = {
      {"spawn failure", spawn_failed, Verdict::JE, "could not run the program: execve(/x): No such file or directory"},
      {"the keeper killed before it reported (done == 0)", keeper_killed, Verdict::JE,
       "could not run the program: the harness's keeper process (between the harness and the program) was killed "
       "by signal 9 (SIGKILL) before it reported; the program was killed with it"},
      {"the wall backstop, asleep", timed_out, Verdict::TLE,
       "waited 2000 ms using 3 ms of CPU: sleeping, or blocked on input"},
      {"the wall backstop, working within its CPU: starved, the harness's side", crowded, Verdict::JE,
       "not judged: the machine was overloaded (still running at the wall backstop of 2000 ms with 900 ms of its "
       "1000 ms of CPU)"},
      {"the wall backstop after the CPU limit: the CPU decides", over_and_stopped, Verdict::TLE,
       "cpu time 1200 ms, over the limit of 1000 ms"},
      {"cpu over the limit after a clean exit", exited(0, 1500ms), Verdict::TLE,
       "cpu time 1500 ms, over the limit of 1000 ms"},
      {"cpu backstop SIGXCPU",
       [] {
         auto f = signaled(SIGXCPU);
         f.cpu = 2000ms;
         return f;
       }(),
       Verdict::TLE, "cpu time 2000 ms, over the limit of 1000 ms"},
      {"SIGXFSZ", signaled(SIGXFSZ), Verdict::OLE, "wrote more than the output limit of 1024 bytes"},
      {"truncated stdout with exit 0", truncated, Verdict::OLE, "wrote more than the output limit of 1024 bytes"},
      {"bad_alloc on stderr", signaled(SIGABRT, 20, "terminate called after throwing an instance of 'std::bad_alloc'"),
       Verdict::MLE,
       "killed by signal 6 (SIGABRT) after a failed allocation (std::bad_alloc on stderr), peak memory 20 MiB "
       "of the 256 MiB limit"},
      {"segfault near the memory limit", signaled(SIGSEGV, 200), Verdict::MLE,
       "killed by signal 11 (SIGSEGV) with peak memory 200 MiB of the 256 MiB limit"},
      {"segfault far from the memory limit", signaled(SIGSEGV, 4), Verdict::RTE, "killed by signal 11 (SIGSEGV)"},
      {"exit 3", exited(3), Verdict::RTE, "exit code 3"},
      // Racket's racket/gui without a display: 133 MiB loaded, then exit 1 with Gtk's message.
      {"an exit code near the memory limit is the program's own",
       [] {
         auto f = exited(1);
         f.peak_rss_kb = 200 * 1024;
         f.stderr_text = "Gtk initialization failed\n";
         return f;
       }(),
       Verdict::RTE, "exit code 1"},
      {"python MemoryError",
       [] {
         auto f = exited(1);
         f.stderr_text = "MemoryError\n";
         return f;
       }(),
       Verdict::MLE,
       "exit code 1 after a failed allocation (MemoryError on stderr), peak memory 4 MiB of the 256 MiB limit"},
      {"g++ under RLIMIT_AS",
       [] {
         auto f = exited(1);
         f.peak_rss_kb = 200 * 1024;
         f.stderr_text = "virtual memory exhausted: Cannot allocate memory\n";
         return f;
       }(),
       Verdict::MLE,
       "exit code 1 after a failed allocation (virtual memory exhausted on stderr), peak memory 200 MiB of the 256 MiB "
       "limit"},
      {"java OutOfMemoryError at -Xmx",
       [] {
         auto f = exited(1);
         f.stderr_text = "sudoku-driver: exception in fillSudoku\njava.lang.OutOfMemoryError: Java heap space\n";
         return f;
       }(),
       Verdict::MLE,
       "exit code 1 after a failed allocation (java.lang.OutOfMemoryError on stderr), peak memory 4 MiB of the 256 "
       "MiB limit"},
      {"the kernel killed a process of the run for memory, yet it exited 0",
       [] {
         auto f = exited(0);
         f.oom_killed = f.memory_of_run = true;
         f.peak_rss_kb = 256 * 1024;
         return f;
       }(),
       Verdict::MLE, "killed for memory: the run's processes together reached the 256 MiB limit (peak 256 MiB)"},
      {"an OOM kill outranks the wall timeout it caused",
       [&] {
         auto f = timed_out;
         f.oom_killed = f.memory_of_run = true;
         f.peak_rss_kb = 250 * 1024;
         return f;
       }(),
       Verdict::MLE, "killed for memory: the run's processes together reached the 256 MiB limit (peak 250 MiB)"},
      {"a crash with the run's memory high, but no OOM kill: no guess under a cgroup",
       [] {
         auto f = signaled(SIGSEGV, 200);
         f.memory_of_run = true;
         return f;
       }(),
       Verdict::RTE, "killed by signal 11 (SIGSEGV)"},
      {"a crash after a fork was refused at the process cap",
       [] {
         auto f = exited(1);
         f.process_cap_hit = true;
         return f;
       }(),
       Verdict::RTE, "exit code 1, after a process or thread was refused at the cap of 64"},
      // The JVM names a refused thread an OutOfMemoryError; it is the cap, not memory.
      {"java refused a thread at the process cap",
       [] {
         auto f = exited(1);
         f.process_cap_hit = f.memory_of_run = true;
         f.peak_rss_kb = 24 * 1024;
         f.stderr_text = "sudoku-driver: exception in fillSudoku\njava.lang.OutOfMemoryError: unable to create "
                         "native thread: possibly out of memory or process/resource limits reached\n";
         return f;
       }(),
       Verdict::RTE, "exit code 1, after a process or thread was refused at the cap of 64"},
      {"java refused a thread, with no cap's word for it (RLIMIT_NPROC, no cgroup)",
       [] {
         auto f = exited(1);
         f.stderr_text = "Exception in thread \"main\" java.lang.OutOfMemoryError: unable to create native "
                         "thread: possibly out of memory or process/resource limits reached\n";
         return f;
       }(),
       Verdict::RTE, "exit code 1 after a thread was refused (unable to create native thread on stderr)"},
      {"JDK 8's words for a refused thread",
       [] {
         auto f = exited(1);
         f.stderr_text = "java.lang.OutOfMemoryError: unable to create new native thread\n";
         return f;
       }(),
       Verdict::RTE, "exit code 1 after a thread was refused (unable to create new native thread on stderr)"},
      {"SIGSYS: the box's filter killed a 32-bit or x32 system call", signaled(SIGSYS), Verdict::RTE,
       "killed by signal 31 (SIGSYS): it made a system call the box forbids (a 32-bit or x32 call)"},
  };
  for (const Row& row : rows) {
    CAPTURE(row.what);
    const auto classified = classify(row.facts, limits());
    REQUIRE(classified.has_value());
    CHECK(classified->verdict == row.verdict);
    CHECK(classified->reason == row.reason);
  }
}

TEST_CASE("a clean exit within the limits leaves the verdict to the checks", "[classify]") {
  CHECK_FALSE(classify(exited(0, 999ms), limits()).has_value());
}

TEST_CASE("no memory limit means a crash is never guessed to be MLE", "[classify]") {
  Limits unlimited = limits();
  unlimited.memory_bytes = 0;
  const auto classified = classify(signaled(SIGSEGV, 4000), unlimited);
  REQUIRE(classified.has_value());
  CHECK(classified->verdict == Verdict::RTE);
}

TEST_CASE("no cpu limit means cpu time alone is never TLE", "[classify]") {
  Limits unlimited = limits();
  unlimited.cpu = 0ms;
  CHECK_FALSE(classify(exited(0, 60000ms), unlimited).has_value());
}

TEST_CASE("a TLE over the cpu limit names the limit's basis beside it, other TLEs and other limits name none",
          "[classify]") {
  harness::TimeAllowance racket;  // a warm Racket case: 2 s, Racket gets 4x
  racket.stated = 2000ms;
  racket.factor = 4;
  racket.language = "Racket";
  racket.language_factor = 4;
  harness::TimeAllowance cpp;  // the case file's own limit: no basis
  cpp.stated = 1000ms;
  RunFacts asleep;
  asleep.end = End::WallTimeout;
  asleep.signal = SIGKILL;
  asleep.wall = 24000ms;
  asleep.cpu = 3ms;
  struct Row {
    const char* what;
    std::chrono::milliseconds cpu;
    std::optional<harness::TimeAllowance> allowance;
    RunFacts facts;
    const char* reason;
  };
  const Row rows[] = {
      {"a Racket case's limit", 8000ms, racket, exited(0, 8123ms),
       "cpu time 8123 ms, over the limit of 8000 ms (the case's 2 s, Racket gets 4x)"},
      {"a limit the allowance did not make (a warm runtime's floor)", 1ms, racket, exited(0, 5ms),
       "cpu time 5 ms, over the limit of 1 ms"},
      {"a case file's own limit", 1000ms, cpp, exited(0, 1500ms), "cpu time 1500 ms, over the limit of 1000 ms"},
      {"no allowance: a build step's, a probe's limit", 8000ms, std::nullopt, exited(0, 8123ms),
       "cpu time 8123 ms, over the limit of 8000 ms"},
      {"waiting is TLE too, but names no limit", 8000ms, racket, asleep,
       "waited 24000 ms using 3 ms of CPU: sleeping, or blocked on input"},
  };
  for (const Row& row : rows) {
    CAPTURE(row.what);
    Limits case_limits = limits();
    case_limits.cpu = row.cpu;
    case_limits.allowance = row.allowance;
    const auto classified = classify(row.facts, case_limits);
    REQUIRE(classified.has_value());
    CHECK(classified->verdict == Verdict::TLE);
    CHECK(classified->reason == row.reason);
  }
}

TEST_CASE("a run stopped at the wall with no CPU limit is TLE at the wall limit, and blames no machine", "[classify]") {
  Limits no_cpu_limit = limits();
  no_cpu_limit.cpu = 0ms;
  RunFacts working;
  working.end = End::WallTimeout;
  working.signal = SIGKILL;
  working.wall = 2000ms;
  working.cpu = 1900ms;
  const auto classified = classify(working, no_cpu_limit);
  REQUIRE(classified.has_value());
  CHECK(classified->verdict == Verdict::TLE);
  CHECK(classified->reason == "still running at the wall limit of 2000 ms");
}
