// A warm runtime's session, in the full box: a small served program (Python,
// not the driver) takes requests on stdin, answers on stdout, marks on fd 3,
// and the session reads the box's CPU time at each mark. The box needs root
// and cgroups, as CI has; on a machine without them probe_sandbox(Strict)
// fails and says why.
#include "run/run_session.h"

#include <sched.h>
#include <sys/stat.h>
#include <unistd.h>

#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "run/process.h"
#include "run/sandbox.h"
#include "run/sandbox_probe.h"

using harness::RunFacts;
using harness::RunSession;
using harness::RunSpec;
using harness::Sandbox;
using harness::SandboxLevel;
using namespace std::chrono_literals;

namespace {

const Sandbox& strict_box() {
  static const auto box = probe_sandbox(SandboxLevel::Strict);
  return *box;
}

RunSpec served(const std::string& script, const Sandbox* box) {
  RunSpec spec;
  spec.argv = {"/usr/bin/python3", "-I", "-c", script};
  spec.sandbox = box;
  spec.limits.wall = 20s;
  spec.limits.cpu = 20s;
  return spec;
}

// Per request line "N": burns N ms of CPU (in a child when "fork N"), writes
// "answer K" on stdout and "note K" on stderr, then "done" on fd 3.
const char* const kServer = R"(
import os, sys, time
def burn(ms):
    start = time.process_time()
    while (time.process_time() - start) * 1000 < ms:
        pass
os.write(3, b"started\n")
k = 0
for line in sys.stdin:
    words = line.split()
    k += 1
    if words[0] == "fork":
        pid = os.fork()
        if pid == 0:
            burn(int(words[1]))
            os._exit(0)
        os.waitpid(pid, 0)
    else:
        burn(int(words[0]))
    sys.stdout.write("answer %d\n" % k)
    sys.stdout.flush()
    sys.stderr.write("note %d\n" % k)
    sys.stderr.flush()
    os.write(3, b"done\n")
)";

// The next mark, waiting at most 20 s; "" when the program ended instead.
std::string next_mark(RunSession& session) {
  std::string mark;
  for (int i = 0; i < 200; ++i) {
    const RunSession::Event event = session.wait(100ms, mark);
    if (event == RunSession::Event::Mark) return mark;
    if (event == RunSession::Event::Ended) return "";
  }
  return "";
}

double cpu_ms(const RunSession& session) {
  const auto cpu = session.cpu();
  REQUIRE(cpu);
  return static_cast<double>(cpu->count()) / 1000.0;
}

}  // namespace

TEST_CASE("a session times each case from the box's cgroup at the marks, children included, and keeps each case's "
          "output apart",
          "[run_session][process][sandbox]") {
  RunSession session(served(kServer, &strict_box()));
  REQUIRE(session.started());
  REQUIRE(session.counts_cpu());
  REQUIRE(next_mark(session) == "started");
  double before = cpu_ms(session);
  const std::vector<std::pair<std::string, double>> requests = {{"150\n", 150}, {"0\n", 0}, {"fork 200\n", 200}};
  int k = 0;
  for (const auto& [request, burnt] : requests) {
    ++k;
    REQUIRE(session.send(request));
    REQUIRE(next_mark(session) == "done");
    const double after = cpu_ms(session);
    const harness::CaseOutput output = session.take_output();
    CAPTURE(request, after - before);
    CHECK(after - before >= burnt * 0.95);
    CHECK(after - before < burnt + 150);  // the program's own few ms, not the next case's
    CHECK(output.stdout_text == "answer " + std::to_string(k) + "\n");
    CHECK(output.stderr_text == "note " + std::to_string(k) + "\n");
    before = after;
  }
  const RunFacts& facts = session.end();
  CHECK(facts.end == RunFacts::End::Exited);
  CHECK(facts.exit_code == 0);
  CHECK(facts.memory_of_run);
  CHECK(session.peak_kb() > 0);
  CHECK(cpu_ms(session) >= before);  // the final reading, after the box is gone
}

// Per request: 1 MiB on stderr (what a student printed, and the driver's
// "calling ENTRY"), in a pipe made big enough to take it at once; then, once
// the grader has begun to read it, the answer on stdout and "done" on fd 3.
// The grader is then amid its reads of the three pipes, for the 16 reads
// stderr takes: as a busy machine leaves it there, for longer.
const char* const kAnswersWhileStderrIsRead = R"(
import array, fcntl, os, sys, termios, time
def waiting(fd):
    count = array.array('i', [0])
    fcntl.ioctl(fd, termios.FIONREAD, count, True)
    return count[0]
others = set(range(os.cpu_count())) - os.sched_getaffinity(0)
if others:
    os.sched_setaffinity(0, others)   # beside the grader, never taking turns with it
size = fcntl.fcntl(2, fcntl.F_SETPIPE_SZ, 1 << 20)
note = b"n" * (size - 1) + b"\n"
os.write(3, b"started\n")
k = 0
for line in sys.stdin:
    k += 1
    os.write(2, note)
    give_up = time.monotonic() + 2
    while waiting(2) >= len(note) and time.monotonic() < give_up:
        pass
    os.write(1, b"answer %d\n" % k)
    os.write(3, b"done\n")
)";

TEST_CASE("what a session's program wrote before a mark is that case's output, however the grader's reads interleave "
          "with its writes",
          "[run_session][process][sandbox]") {
  // Issue 22: read the other way round (stdout, stderr, then the marks), a
  // mark written between the reads came back before its answer, which
  // judge_run read as a program that ended inside the call (exit code 0).
  // The grader on one core, the program on the others (it inherits this
  // thread's core, then takes the rest): on one core they take turns, and a
  // turn rarely falls between the grader's reads.
  struct OnOneCore {
    cpu_set_t all;
    OnOneCore() {
      REQUIRE(::sched_getaffinity(0, sizeof all, &all) == 0);
      cpu_set_t one;
      CPU_ZERO(&one);
      for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu)
        if (CPU_ISSET(cpu, &all)) {
          CPU_SET(cpu, &one);
          break;
        }
      REQUIRE(::sched_setaffinity(0, sizeof one, &one) == 0);
    }
    ~OnOneCore() { ::sched_setaffinity(0, sizeof all, &all); }  // the next tests' cores, even after a failure
  } on_one_core;
  RunSession session(served(kAnswersWhileStderrIsRead, &strict_box()));
  REQUIRE(next_mark(session) == "started");
  int whole = 0;
  constexpr int kCases = 400;
  for (int k = 1; k <= kCases; ++k) {
    REQUIRE(session.send("0\n"));
    REQUIRE(next_mark(session) == "done");
    const harness::CaseOutput output = session.take_output();
    if (output.stdout_text == "answer " + std::to_string(k) + "\n") ++whole;
  }
  CHECK(whole == kCases);
  CHECK(session.end().exit_code == 0);
}

TEST_CASE("a session's program that ends midway is seen to end, with what it wrote before",
          "[run_session][process][sandbox]") {
  RunSession session(served("import os, sys\nos.write(3, b'started\\n')\nsys.stdin.readline()\nprint('partial')\n"
                            "sys.stdout.flush()\nos._exit(3)\n",
                            &strict_box()));
  REQUIRE(next_mark(session) == "started");
  REQUIRE(session.send("1\n"));
  CHECK(next_mark(session).empty());
  CHECK(session.take_output().stdout_text == "partial\n");
  const RunFacts& facts = session.end();
  CHECK(facts.end == RunFacts::End::Exited);
  CHECK(facts.exit_code == 3);
}

TEST_CASE(
    "stop ends a session whose program neither answers nor ends at the end of its input, within the keeper's poll",
    "[run_session][process][sandbox]") {
  RunSession session(served("import os, signal\nsignal.signal(signal.SIGTERM, signal.SIG_IGN)\n"
                            "os.write(3, b'started\\n')\nwhile True:\n    pass\n",
                            &strict_box()));
  REQUIRE(next_mark(session) == "started");
  // Until it has spun 150 ms of CPU, however loaded the machine: a wall wait
  // alone gives a busy machine's spinner less than that.
  std::string mark;
  for (int i = 0; i < 200 && cpu_ms(session) < 150; ++i) REQUIRE(session.wait(100ms, mark) == RunSession::Event::Quiet);
  REQUIRE(cpu_ms(session) >= 150);
  const auto asked = std::chrono::steady_clock::now();
  const RunFacts& facts = session.end(100ms);
  CHECK(std::chrono::steady_clock::now() - asked < 5s);
  CHECK(facts.end == RunFacts::End::SpawnFailed);  // ended by the grader, as stop_all_runs does
}

TEST_CASE("a session's program gets the marks on fd 3 and nothing else there, and a forged mark is just a line",
          "[run_session][process][sandbox]") {
  RunSession session(served("import os\nos.write(3, b'x' * 64 + b'\\n')\nos.write(3, b'done')\n", &strict_box()));
  CHECK(next_mark(session) == std::string(64, 'x'));  // as long as a mark may be
  CHECK(next_mark(session) == "done");                // a last line without its newline
  CHECK(next_mark(session).empty());
  CHECK(session.end().exit_code == 0);
}

// The next event that is not Quiet, waiting at most 20 s.
RunSession::Event next_event(RunSession& session, std::string& mark) {
  for (int i = 0; i < 200; ++i)
    if (const RunSession::Event event = session.wait(100ms, mark); event != RunSession::Event::Quiet) return event;
  return RunSession::Event::Quiet;
}

TEST_CASE("a session's program that floods fd 3 is stopped there: a line longer than a mark, or more than a case's "
          "bytes, after the marks before it",
          "[run_session][process][sandbox]") {
  // A pipe of 1 MiB and its writers kept the grader before reading (and
  // keeping) for as long as they wrote, then taking it 64 bytes at a time.
  const std::string flood = "import fcntl, os\n"
                            "os.write(3, b'started\\n')\n"
                            "try:\n    fcntl.fcntl(3, 1031, 1 << 20)\nexcept OSError:\n    pass\n"
                            "for _ in range(WRITERS):\n    if os.fork() == 0:\n        break\n"
                            "chunk = CHUNK\n"
                            "while True:\n    os.write(3, chunk)\n";
  // One writer of lines: more would cut one another's lines.
  struct Row {
    const char* chunk;
    const char* writers;
    std::string text;
  };
  const std::vector<Row> rows = {
      {"b'x' * (1 << 20)", "3", "wrote more than 64 bytes on the marks channel (fd 3) without a newline"},
      {"b'ready\\n' * 100000", "0", "wrote more than 4,096 bytes on the marks channel (fd 3) in one case"},
  };
  for (const auto& [chunk, writers, text] : rows) {
    INFO(chunk);
    std::string script = flood;
    script.replace(script.find("CHUNK"), 5, chunk);
    script.replace(script.find("WRITERS"), 7, writers);
    RunSession session(served(script, &strict_box()));
    REQUIRE(next_mark(session) == "started");
    session.take_output();
    std::string mark;
    RunSession::Event event;
    while ((event = next_event(session, mark)) == RunSession::Event::Mark) CHECK(mark == "ready");
    REQUIRE(event == RunSession::Event::Flooded);
    REQUIRE(session.flood());
    CHECK(harness::flood_text(*session.flood()) == text);
    // Stopped by the session: it ends without being asked, and nothing more is read from fd 3.
    const auto asked = std::chrono::steady_clock::now();
    CHECK(next_event(session, mark) == RunSession::Event::Ended);
    const RunFacts& facts = session.end(0ms);
    CHECK(std::chrono::steady_clock::now() - asked < 5s);  // a hang detector: the keeper's poll is 50 ms
    CHECK(facts.end == RunFacts::End::SpawnFailed);        // ended by the grader, as stop_all_runs does
  }
}

TEST_CASE("without a box that counts CPU, a session cannot time its cases and says so", "[run_session][process]") {
  RunSession session(served("import os\nos.write(3, b'started\\n')\n", nullptr));
  REQUIRE(session.started());
  CHECK_FALSE(session.counts_cpu());
  CHECK(next_mark(session) == "started");
  CHECK(session.end().exit_code == 0);
}

TEST_CASE("run cgroups left by a killed harness that had this pid do not stop a run",
          "[run_session][process][sandbox][slow]") {
  // A harness killed with runs made ahead leaves them; a later harness with
  // its pid finds them under the same root, named as its own runs will be.
  const Sandbox& box = strict_box();
  REQUIRE(box.cgroup_roots());
  std::vector<std::string> left;
  for (int n = 0; n < 3000; ++n) {
    const std::string dir = box.cgroup_roots()->pids + "/run-" + std::to_string(n);
    if (::mkdir(dir.c_str(), 0755) == 0) left.push_back(dir);
  }
  CHECK(left.size() > 2000);  // most names are still to come in this process
  for (int i = 0; i < 3; ++i) {
    RunSpec spec;
    spec.argv = {"/bin/true"};
    spec.sandbox = &box;
    const RunFacts facts = harness::run_with_limits(spec);
    CAPTURE(facts.spawn_error);
    CHECK(facts.end == RunFacts::End::Exited);
  }
  for (const std::string& dir : left) ::rmdir(dir.c_str());
}
