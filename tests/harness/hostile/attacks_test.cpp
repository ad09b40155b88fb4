// The hostile suite: each program of tests/hostile/ attacks the grader from
// inside its run and is graded end to end under --sandbox strict. Each test
// asserts both sides: the grader's (files unchanged, listener silent, the
// grader still running, no process left) and the verdict the submission gets.
// A control run without the box (or without the one feature that stops the
// attack) shows that each attack is real and each check able to fail.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>

#include <algorithm>
#include <atomic>
#include <regex>
#include <thread>

#include "cli/command.h"
#include "command_run.h"
#include "grid_format.h"
#include "hostile/hostile_suite.h"
#include "hostile_text.h"
#include "report/json.h"
#include "solver.h"
#include "support/skip.h"

using namespace hostile_suite;
using harness::GradeResult;

namespace {

std::string verdict_of(const harness::CaseResult& c) { return harness::to_string(c.verdict); }

// The sudoku-grade binary's JSON report, read back.
GradeResult json_report(const fs::path& path) {
  const auto grade = harness::grade_result_from_json(text_of(path));
  REQUIRE(grade);
  return *grade;
}

// The files added, removed or changed between two looks at a folder.
std::vector<std::string> changed_files(const std::map<std::string, std::string>& before,
                                       const std::map<std::string, std::string>& after) {
  std::vector<std::string> changed;
  for (const auto& [file, bytes] : after)
    if (!before.count(file) || before.at(file) != bytes) changed.push_back(file);
  for (const auto& [file, bytes] : before)
    if (!after.count(file)) changed.push_back(file);
  return changed;
}

// A solver outside the box, on 127.0.0.1 only, at ports the kernel picks: a
// TCP listener that answers a line of 81 digits with the solved line, and a
// UDP socket that only counts what arrives.
class OutsideSolver {
 public:
  OutsideSolver() : tcp_(bound(SOCK_STREAM)), udp_(bound(SOCK_DGRAM)) {
    REQUIRE(listen(tcp_, 4) == 0);
    serving_ = std::thread([this] { serve(); });
  }
  ~OutsideSolver() {
    stop_ = true;
    serving_.join();
    close(tcp_);
    close(udp_);
  }
  int tcp_port() const { return port_of(tcp_); }
  int udp_port() const { return port_of(udp_); }
  int connections() const { return connections_; }
  int datagrams() {
    char buffer[128];
    while (recv(udp_, buffer, sizeof buffer, MSG_DONTWAIT) >= 0) ++datagrams_;
    return datagrams_;
  }

 private:
  static int bound(int type) {
    const int fd = socket(AF_INET, type, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    REQUIRE(bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0);
    return fd;
  }
  static int port_of(int fd) {
    sockaddr_in address{};
    socklen_t length = sizeof address;
    getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length);
    return ntohs(address.sin_port);
  }
  void serve() {
    while (!stop_) {
      pollfd ready{tcp_, POLLIN, 0};
      if (poll(&ready, 1, 20) <= 0) continue;
      const int peer = accept(tcp_, nullptr, nullptr);
      if (peer < 0) continue;
      ++connections_;
      const timeval patience{2, 0};
      setsockopt(peer, SOL_SOCKET, SO_RCVTIMEO, &patience, sizeof patience);
      std::string line;
      char byte;
      while (line.size() < 81 && read(peer, &byte, 1) == 1) line += byte;
      try {
        if (const auto solved = ref::solve(ref::parse_grid(line))) {
          const std::string answer = ref::format_line(*solved);
          if (write(peer, answer.data(), answer.size()) < 0) {
          }
        }
      } catch (const std::exception&) {
      }
      close(peer);
    }
  }

  int tcp_, udp_;
  std::atomic<bool> stop_{false};
  std::atomic<int> connections_{0};
  int datagrams_ = 0;
  std::thread serving_;
};

// A process of the grader's side, outside every box, asleep until the test ends.
struct Bystander {
  pid_t pid = fork();
  Bystander() {
    if (pid == 0)
      for (;;) pause();
  }
  ~Bystander() {
    kill(pid, SIGKILL);
    waitpid(pid, nullptr, 0);
  }
  // 'S' (asleep), 'T' (stopped), 'Z'... from /proc/PID/stat.
  char state() const {
    const std::string stat = text_of("/proc/" + std::to_string(pid) + "/stat");
    const std::size_t paren = stat.rfind(')');
    return paren == std::string::npos || paren + 2 >= stat.size() ? '?' : stat[paren + 2];
  }
};

}  // namespace

TEST_CASE("hostile: no case file is found by its path or through /proc, so hidden cases cannot be cheated",
          "[hostile][process]") {
  TempDir temp("hostile-read");
  const fs::path cheat = with_defines("read_case_files.cpp", temp / "read_case_files.cpp",
                                      {{"CASE_FILE", quoted(kCaseFile)}});
  // The grader runs from the checkout with a relative --cases, as an
  // instructor would: the command line alone does not say where the file is.
  auto grade = [&](const std::string& level) {
    const fs::path json = temp / (level + ".json");
    const harness::TrustedRun run = run_outside({"env", "-C", SOURCE_DIR, "PWD=" SOURCE_DIR, kGrader.string(), "grade",
                                                 cheat.string(), "--cases", "tests/hostile/cases.yaml", "--sandbox",
                                                 level, "--cache", kTestCache.string(), "--json", json.string(),
                                                 "--show-hidden", "-j", "2"});
    INFO(run.out << run.err);
    CHECK(run.end == harness::TrustedRun::End::Exited);
    CHECK(run.exit_code == harness::kExitFailed);
    return json_report(json);
  };
  const std::vector<std::string> routes = {"read by its absolute path", "read through the grader's cmdline and environ",
                                           "read through the grader's /proc/PID/mem",
                                           "read through process_vm_readv on the grader",
                                           "read through the grader's /proc/PID/root"};

  // Without the box every route finds the file and the cheat scores.
  const GradeResult open = grade("off");
  for (const auto& route : routes) {
    INFO(route << ": " << case_named(open, route).reason);
    CHECK(verdict_of(case_named(open, route)) == "AC");
  }

  const GradeResult boxed = grade("strict");
  for (const auto& route : routes) {
    const auto& c = case_named(boxed, route);
    INFO(route);
    CHECK(verdict_of(c) == "WA");
    CHECK_THAT(c.reason, Catch::Contains("returned 0, expected 5"));
  }
}

TEST_CASE("hostile: in a batch a student writes nothing outside its box: case file, classmates, reports, cache",
          "[hostile][process][slow]") {
  TempDir temp("hostile-write");
  const fs::path students = temp / "class", out = temp / "out", cache = temp / "cache", cases = temp / "cases.yaml";
  fs::create_directories(students);
  fs::copy_file(kCaseFile, cases);
  fs::copy_file(fs::path(SOURCE_DIR) / "examples/cpp/sudoku.cpp", students / "alice.cpp");
  with_defines("write_outside.cpp", students / "mallory.cpp",
               {{"CASE_FILE", quoted(cases)},
                {"CLASS_DIR", quoted(students)},
                {"OUT_DIR", quoted(out)},
                {"CACHE_DIR", quoted(cache)}});
  // Both compiled before the batch, so the cache must come out of it as it went in.
  for (const char* student : {"alice.cpp", "mallory.cpp"})
    program_of(students / student, options_in(strict_box(), cache));
  const auto before = files_under(temp.path);

  // One worker: alice's report is written before mallory runs.
  auto batch = [&](const std::string& level) {
    return run_command(harness::run_batch, {"batch", students.string(), "--cases", cases.string(), "--out",
                                            out.string(), "--cache", cache.string(), "-j", "1", "--sandbox", level});
  };
  auto alice_in_sheet = [&] {
    for (const auto& line : hostile::lines_of(text_of(out / "grades.csv")))
      if (line.rfind("alice,", 0) == 0) return line;
    return std::string();
  };

  const CommandRun boxed = batch("strict");
  INFO(boxed.out << boxed.err);
  CHECK(boxed.code == harness::kExitOk);
  auto after = files_under(temp.path);
  for (auto it = after.begin(); it != after.end();) it = it->first.rfind("out/", 0) == 0 ? after.erase(it) : ++it;
  CHECK(changed_files(before, after).empty());
  std::vector<std::string> written;
  for (const auto& entry : fs::directory_iterator(out)) written.push_back(entry.path().filename().string());
  std::sort(written.begin(), written.end());
  CHECK(written ==
        std::vector<std::string>{".class.json", "alice.json", "grades.csv", "index.html", "mallory.json", "students"});
  std::vector<std::string> pages;
  for (const auto& entry : fs::directory_iterator(out / "students")) pages.push_back(entry.path().filename().string());
  std::sort(pages.begin(), pages.end());
  CHECK(pages == std::vector<std::string>{"alice.html", "mallory.html"});
  const GradeResult alice = json_report(out / "alice.json");
  CHECK(alice.all_accepted());
  CHECK_THAT(alice_in_sheet(), Catch::StartsWith("alice,9,9,"));
  CHECK(verdict_of(case_named(json_report(out / "mallory.json"), "fillSudoku example 1")) == "WA");

  // Without the box every target is hit: the same checks fail.
  fs::remove_all(out);
  const CommandRun open = batch("off");
  INFO(open.out << open.err);
  after = files_under(temp.path);
  const auto changed = changed_files(before, after);
  for (const char* file : {"cases.yaml", "class/alice.cpp", "class/planted", "out/planted", "cache/planted"}) {
    INFO(file);
    CHECK(std::count(changed.begin(), changed.end(), file) == 1);
  }
  CHECK_THAT(alice_in_sheet(), Catch::StartsWith("alice,0,9,"));
}

TEST_CASE("hostile: the network is closed: listeners of the test's on 127.0.0.1 get nothing", "[hostile][process]") {
  TempDir temp("hostile-network");
  OutsideSolver outside;
  const Attack asker{with_defines("connect_out.cpp", temp / "connect_out.cpp",
                                  {{"TCP_PORT", std::to_string(outside.tcp_port())},
                                   {"UDP_PORT", std::to_string(outside.udp_port())}}),
                     "fillSudoku example 1"};

  const harness::CaseResult boxed = asker.graded_in(strict_box());
  CHECK(outside.connections() == 0);
  CHECK(outside.datagrams() == 0);
  CHECK(verdict_of(boxed) == "WA");
  CHECK_THAT(boxed.reason, Catch::Contains("returned False but the puzzle has a solution"));

  // Without the box the solver outside is reached and the program scores.
  const harness::CaseResult open = asker.graded_in(no_box());
  CHECK(outside.connections() == 1);
  CHECK(outside.datagrams() == 1);
  CHECK(verdict_of(open) == "AC");
}

TEST_CASE("hostile: from a box the grader cannot be traced, read, stopped or killed", "[hostile][process][slow]") {
  const Attack attacker{kAttacks / "signal_the_grader.cpp", "checkSudoku with blanks"};
  const Bystander bystander;
  // This process is the grader: it must come back and report.
  const harness::CaseResult boxed = attacker.graded_in(strict_box());
  INFO(boxed.reason);
  // AC: the sweep stopped the attacker's own child and kill(-1) killed it, so the attacks ran.
  CHECK(verdict_of(boxed) == "AC");
  CHECK(bystander.state() == 'S');
  CHECK(processes_running(attacker.program()).empty());

  // Without a box the same program kills its grader, which never reports:
  // the shell waiting for it (pid 1 of a pid namespace of their own, with its
  // own /proc, so that nothing else is reached and the probe sees no kthreadd)
  // is stopped for good by PTRACE_ATTACH, and the wall limit ends it all. Grading these cases takes well under a
  // second. The killed grader's run folders go into the test's folder, not /tmp.
  TempDir temp("hostile-signal");
  const harness::TrustedRun open = run_outside(
      {"env", "TMPDIR=" + temp.path.string(), "unshare", "--pid", "--fork", "--mount-proc", "--kill-child", "sh", "-c",
       "\"$0\" grade \"$1\" --cases \"$2\" --sandbox off --cache \"$3\" -j 1; echo grader exit $?", kGrader.string(),
       attacker.source.string(), kCaseFile.string(), kTestCache.string()},
      4s);
  INFO(open.out << open.err);
  CHECK(open.end == harness::TrustedRun::End::TimedOut);
  // Rows print as they are decided: the grader's head lines may show, never a case's row or a total.
  CHECK_THAT(open.out, !Catch::Contains("total ") && !Catch::Contains("grader exit"));
}

// What a machine whose pid_max is 32768 gives once its pids wrap (a CI run
// starts some fifty thousand processes): a program outside any box with a
// pid below 1000. Here it is made in a pid namespace that keeps the
// machine's /proc, where kthreadd is pid 2: the probe must take it for the
// machine and attack nothing, so the grader lives and reports it WA.
TEST_CASE("hostile: signal_the_grader with a small pid but the machine's /proc attacks nothing", "[hostile][process]") {
  const Attack attacker{kAttacks / "signal_the_grader.cpp", "checkSudoku with blanks"};
  TempDir temp("hostile-signal-wrapped");
  const fs::path json = temp / "report.json";
  const harness::TrustedRun graded = run_outside(
      {"env", "TMPDIR=" + temp.path.string(), "unshare", "--pid", "--fork", "--kill-child", "sh", "-c",
       "\"$0\" grade \"$1\" --cases \"$2\" --sandbox off --cache \"$3\" --json \"$4\" -j 1; echo grader exit $?",
       kGrader.string(), attacker.source.string(), kCaseFile.string(), kTestCache.string(), json.string()},
      30s);
  INFO(graded.out << graded.err);
  REQUIRE(graded.end == harness::TrustedRun::End::Exited);
  CHECK_THAT(graded.out, Catch::Contains("grader exit 1"));
  CHECK(verdict_of(case_named(json_report(json), attacker.case_name)) == "WA");
}

TEST_CASE("hostile: a fork bomb stops at the run's process cap, and nothing of it is left", "[hostile][process]") {
  const Attack bomb{kAttacks / "fork_bomb.cpp", "fillSudoku example 1"};
  const harness::CaseResult boxed = bomb.graded_in(strict_box());
  CHECK(verdict_of(boxed) == "RTE");
  CHECK_THAT(boxed.reason, Catch::Contains("refused at the cap of 64"));
  CHECK(processes_running(bomb.program()).empty());

  // Without the box all thousand start; the program then gives up.
  const harness::CaseResult open = bomb.graded_in(no_box());
  INFO(open.reason);
  CHECK(verdict_of(open) == "WA");
  CHECK(processes_running(bomb.program()).empty());
}

TEST_CASE("hostile: a JVM's threads stop at the run's process cap: RTE naming it, not MLE",
          "[hostile][process][slow]") {
  const Attack bomb{kAttacks / "java_thread_bomb.java", "fillSudoku example 1"};
  // The JVM calls the refused thread an OutOfMemoryError; no memory ran out.
  const harness::CaseResult boxed = bomb.graded_in(strict_box());
  INFO(boxed.reason);
  CHECK(verdict_of(boxed) == "RTE");
  CHECK(boxed.reason ==
        "exit code 1, after a process or thread was refused at the cap of 64, fillSudoku raised "
        "java.lang.OutOfMemoryError: unable to create native thread: possibly out of memory or process/resource "
        "limits reached");

  // Without a cgroup RLIMIT_NPROC refuses the thread and nothing names the cap:
  // classify_test's row. Graded end to end here it ran past this case's wall
  // limit on a loaded machine, so it is not a test of its own.
}

TEST_CASE("hostile: an x32 system call is killed by the box's filter, and the reason says so", "[hostile][process]") {
  const Attack x32{kAttacks / "x32_syscall.cpp", "fillSudoku example 1"};
  const harness::CaseResult boxed = x32.graded_in(strict_box());
  CHECK(verdict_of(boxed) == "RTE");
  CHECK(boxed.reason ==
        "killed by signal 31 (SIGSYS): it made a system call the box forbids (a 32-bit or x32 call), inside "
        "fillSudoku");

  // Without the box the kernel answers the call (ENOSYS where x32 is off) and the program goes on.
  const harness::CaseResult open = x32.graded_in(no_box());
  INFO(open.reason);
  CHECK(verdict_of(open) == "WA");
}

TEST_CASE("hostile: an int 0x80 system call is killed by the box's filter where the kernel takes it",
          "[hostile][process]") {
  const Attack int80{kAttacks / "int80_syscall.cpp", "fillSudoku example 1"};
  const harness::CaseResult open = int80.graded_in(no_box());
  const harness::CaseResult boxed = int80.graded_in(strict_box());
  INFO(open.reason << "\n" << boxed.reason);
  CHECK(verdict_of(boxed) == "RTE");
  if (verdict_of(open) == "WA") {
    // The kernel runs 32-bit calls: the filter sees one of another architecture and kills it.
    CHECK(boxed.reason == "killed by signal 31 (SIGSYS): it made a system call the box forbids (a 32-bit or x32 "
                          "call), inside fillSudoku");
  } else {
    // A kernel that takes no 32-bit calls (ia32_emulation=off, some virtual machines) faults the instruction,
    // in the box or out: no call reaches the filter, and no reason claims one did.
    CHECK(open.reason == "killed by signal 11 (SIGSEGV), inside fillSudoku");
    CHECK(boxed.reason == "killed by signal 11 (SIGSEGV), inside fillSudoku");
    SKIP_TEST("this kernel has no int 0x80 entry: the filter's kill of a 32-bit call is not exercised here "
              "(the x32 test and classify's table cover its reason)");
  }
}

TEST_CASE("hostile: three children over the memory limit together are MLE, and the reason names the peak",
          "[hostile][process][slow]") {
  const Attack hog{kAttacks / "children_over_memory.cpp", "solve with three children of 200 MiB"};
  const harness::CaseResult boxed = hog.graded_in(strict_box());
  INFO(boxed.reason);
  CHECK(verdict_of(boxed) == "MLE");
  std::smatch peak;
  REQUIRE(std::regex_search(boxed.reason, peak, std::regex(R"(reached the 256 MiB limit \(peak (\d+) MiB\))")));
  CHECK(std::stoi(peak[1]) >= 200);
  CHECK(processes_running(hog.program()).empty());

  // The same box without its cgroup limits each process alone: every child
  // fits, and the program's own answer (false) is all that is judged.
  const auto per_process = std::make_shared<harness::Sandbox>(harness::SandboxLevel::Auto,
                                                              harness::BoxFeatures{true, true, false, false, true},
                                                              std::vector<std::string>{"cgroup: left out by the test"});
  const harness::CaseResult uncounted = hog.graded_in(per_process);
  INFO(uncounted.reason);
  CHECK(verdict_of(uncounted) == "WA");
}

TEST_CASE("hostile: a daemon that kills its keeper does not outlive the run", "[hostile][process]") {
  const Attack daemon{kAttacks / "daemon_kills_keeper.cpp", "checkSudoku with blanks"};
  const fs::path program = daemon.program();
  const harness::CaseResult boxed = daemon.graded_in(strict_box());
  INFO(boxed.reason);
  // AC: the daemon struck (at the box's init, which it cannot touch) and the run went on.
  CHECK(verdict_of(boxed) == "AC");
  CHECK(processes_running(program).empty());

  // Without the box the keeper dies and the daemon lives on. (The submission
  // itself may still be dying of its parent's death as this looks.)
  const harness::CaseResult open = daemon.graded_in(no_box());
  const std::vector<pid_t> left = processes_running(program);
  for (const pid_t pid : left) kill(pid, SIGKILL);
  CHECK(verdict_of(open) == "JE");
  CHECK_THAT(
      open.reason,
      Catch::Contains(
          "keeper process (between the harness and the program) was killed by signal 9 (SIGKILL) before it reported"));
  CHECK_FALSE(left.empty());
}

TEST_CASE("hostile: the box's mount table names no path of the grader's: its cache, its run folders",
          "[hostile][process]") {
  TempDir temp("hostile-mountinfo");
  auto probe = [&](const std::string& name, const std::vector<std::string>& paths) {
    std::string list = "{";
    for (const auto& path : paths) list += hostile_suite::quoted(fs::path(path)) + ",";
    list += "}";
    return Attack{with_defines("mountinfo_paths.cpp", temp / name, {{"HOST_PATHS", list}}), "checkSudoku with blanks"};
  };
  // The program is taken from the cache (kTestCache), where a bind would show it.
  const harness::CaseResult boxed = probe("mountinfo_paths.cpp",
                                          {kTestCache.string(), "sudoku-grade-run-", temp.path.string()})
                                        .graded_in(strict_box());
  INFO(boxed.reason << boxed.details);
  CHECK(verdict_of(boxed) == "AC");

  // The probe can fail: /usr is in the box, bound by its own name.
  const harness::CaseResult control = probe("mountinfo_control.cpp", {"/usr"}).graded_in(strict_box());
  INFO(control.reason);
  CHECK(verdict_of(control) == "WA");
}

TEST_CASE("hostile: forged report lines print as escapes under strict too", "[hostile][process]") {
  unsetenv("GITHUB_ACTIONS");
  // Wide enough that no reason is wrapped: the escaped line is checked whole.
  setenv("COLUMNS", "400", 1);
  const std::string submissions = std::string(SOURCE_DIR) + "/tests/submissions";
  const CommandRun run = run_command(
      harness::run_grade,
      {"grade", submissions + "/presentation_error/forged_report_lines.cpp", "--cases", submissions + "/cases.yaml",
       "--cache", kTestCache.string(), "--sandbox", "strict", "-j", "2"});
  CHECK(run.code == harness::kExitFailed);
  CHECK(run.err.empty());
  CHECK(hostile::first_raw_control(run.out) == std::string::npos);
  CHECK(hostile::lines_starting(run.out, "sandbox: strict: ").size() == 1);
  CHECK(hostile::lines_starting(run.out, "total ") ==
        std::vector<std::string>{"total 0/7 points; 0 of 7 cases accepted"});
  CHECK_THAT(run.out, Catch::Contains("first line '\\x1b[2J\\x1b[1;1H\\rtotal 86/...' is neither True/False nor an "
                                      "integer"));
  unsetenv("COLUMNS");
}
