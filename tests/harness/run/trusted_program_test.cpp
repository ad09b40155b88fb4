#include "run/trusted_program.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <future>
#include <thread>

#include <catch2/catch.hpp>

#include "file_text.h"
#include "run/process.h"
#include "temp_dir.h"

using harness::TrustedCommand;
using harness::TrustedRun;
using End = harness::TrustedRun::End;
using namespace std::chrono_literals;
namespace fs = std::filesystem;

namespace {

TrustedCommand with_stdin(TrustedCommand command, std::string text) {
  command.stdin_text = std::move(text);
  return command;
}

TrustedCommand with_variables(TrustedCommand command, std::vector<std::string> variables) {
  command.environment = std::move(variables);
  return command;
}

std::string fixture(const std::string& name) { return std::string(BINARY_DIR) + "/fixtures/" + name; }

// This process's children that have ended and not been reaped.
std::vector<pid_t> zombie_children() {
  std::vector<pid_t> found;
  for (const auto& entry : fs::directory_iterator("/proc")) {
    const std::string name = entry.path().filename().string();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;
    const std::string stat = text_of(entry.path() / "stat");
    const std::size_t paren = stat.rfind(')');
    if (paren == std::string::npos || paren + 4 >= stat.size()) continue;
    char state = 0;
    int parent = 0;
    if (std::sscanf(stat.c_str() + paren + 2, "%c %d", &state, &parent) == 2 && parent == getpid() && state == 'Z')
      found.push_back(std::stoi(name));
  }
  return found;
}

// Gone, or a zombie its new parent has yet to reap: either way no longer running.
bool ended(pid_t pid) {
  for (int i = 0; i < 200; ++i) {
    const std::string stat = text_of("/proc/" + std::to_string(pid) + "/stat");
    const std::size_t paren = stat.rfind(')');
    if (paren == std::string::npos || stat[paren + 2] == 'Z') return true;
    std::this_thread::sleep_for(10ms);
  }
  return false;
}

std::vector<pid_t> pids_in(const fs::path& file) {
  std::vector<pid_t> pids;
  for (int i = 0; i < 200 && pids.size() < 2; ++i) {  // written by the program as it starts
    pids.clear();
    std::ifstream in(file);
    for (pid_t pid; in >> pid;) pids.push_back(pid);
    if (pids.size() < 2) std::this_thread::sleep_for(10ms);
  }
  return pids;
}

}  // namespace

TEST_CASE("a trusted program's end, output and failure, as a table", "[trusted_program][process]") {
  TempDir dir("trusted-program-test");
  // A program whose own name starts with '-', started by its path.
  const fs::path dashed = dir.path / "-v";
  fs::copy_file("/bin/echo", dashed);
  const fs::path text = dir.path / "text";
  std::ofstream(text) << "no program\n";
  struct Row {
    const char* what;
    TrustedCommand command;
    End end;
    int code;  // the exit code, or the signal
    std::string out, err, error;
  };
  const Row rows[] = {
      {"a program that prints", {{"echo", "one", "two words"}}, End::Exited, 0, "one two words\n", "", ""},
      {"its stdin is the text given", with_stdin({{fixture("echo_stdin")}}, "line 1\nline 2\n"), End::Exited, 0,
       "line 1\nline 2\n", "", ""},
      {"one that fails, saying why on stderr",
       {{"sh", "-c", "echo partial; echo why >&2; exit 3"}},
       End::Exited,
       3,
       "partial\n",
       "why\n",
       ""},
      {"one killed by a signal", {{fixture("segfault")}}, End::Signaled, SIGSEGV, "", "", ""},
      {"one that does not end", {{fixture("sleep_forever")}, 300ms}, End::TimedOut, 0, "", "", ""},
      {"a program missing from PATH",
       {{"no-such-program-anywhere"}},
       End::NotStarted,
       0,
       "",
       "",
       "program 'no-such-program-anywhere' not found on PATH"},
      {"a path to nothing",
       {{(dir.path / "absent").string()}},
       End::NotStarted,
       0,
       "",
       "",
       "cannot start " + (dir.path / "absent").string() + ": No such file or directory"},
      {"a file that is no program",
       {{text.string()}},
       End::NotStarted,
       0,
       "",
       "",
       "cannot start " + text.string() + ": Permission denied"},
      {"no program at all", {std::vector<std::string>{}}, End::NotStarted, 0, "", "", "no program to run (empty argv)"},
      // No option parsing on the way: arguments that look like options reach the program as they are.
      {"arguments starting with '-'",
       {{"printf", "%s|", "--version", "-rf", "-"}},
       End::Exited,
       0,
       "--version|-rf|-|",
       "",
       ""},
      {"a name starting with '-' is looked up as a name, never read as an option",
       {{"--version"}},
       End::NotStarted,
       0,
       "",
       "",
       "program '--version' not found on PATH"},
      {"a program whose name starts with '-', by its path",
       {{dashed.string(), "-n", "x"}},
       End::Exited,
       0,
       "x",
       "",
       ""},
      {"variables over the harness's environment",
       with_variables({{"sh", "-c", "echo \"$A,$HOME\""}}, {"A=1", "HOME=/x"}), End::Exited, 0, "1,/x\n", "", ""},
  };
  for (const Row& row : rows) {
    CAPTURE(row.what);
    const auto start = std::chrono::steady_clock::now();
    const TrustedRun run = harness::run_trusted(row.command);
    INFO(harness::how_it_ended(run));
    CHECK(run.end == row.end);
    CHECK((row.end == End::Signaled ? run.signal : run.exit_code) == row.code);
    CHECK(run.out == row.out);
    CHECK(run.err == row.err);
    CHECK(run.error == row.error);
    CHECK(std::chrono::steady_clock::now() - start < 5s);
  }
  CHECK(zombie_children().empty());
}

TEST_CASE("how a trusted run ended, in words", "[trusted_program]") {
  TrustedRun run;
  run.timeout = 250ms;
  run.end = End::Exited;
  run.exit_code = 3;
  CHECK(harness::how_it_ended(run) == "exit 3");
  run.end = End::Signaled;
  run.signal = SIGSEGV;
  CHECK(harness::how_it_ended(run) == "killed by signal 11 (SIGSEGV)");
  run.end = End::TimedOut;
  CHECK(harness::how_it_ended(run) == "no end within 250 ms");
  run.end = End::NotStarted;
  run.error = "program 'x' not found on PATH";
  CHECK(harness::how_it_ended(run) == "not started: program 'x' not found on PATH");
  CHECK_FALSE(run.succeeded());
}

TEST_CASE("a trusted program's output past the cap is read and dropped, not left to block it",
          "[trusted_program][process]") {
  TrustedCommand command{{"head", "-c", "3000000", "/dev/zero"}};
  command.output_cap = 100000;
  const TrustedRun run = harness::run_trusted(command);
  CHECK(run.succeeded());
  CHECK(run.out.size() == 100000);
  CHECK(run.out_truncated);
  CHECK_FALSE(run.err_truncated);
  // Both streams at once, more than a pipe holds of either.
  const TrustedRun both = harness::run_trusted(
      {{"sh", "-c", "head -c 300000 /dev/zero >&2; head -c 300000 /dev/zero; head -c 300000 /dev/zero >&2"}});
  CHECK(both.succeeded());
  CHECK(both.out.size() == 300000);
  CHECK(both.err.size() == 600000);
}

TEST_CASE("a trusted program's group ends with it: on time out, and when it exits", "[trusted_program][process]") {
  TempDir dir("trusted-program-test");
  for (const char* stay : {"stay", "exit"}) {
    CAPTURE(stay);
    const fs::path pids = dir.path / (std::string(stay) + ".pids");
    const TrustedRun run = harness::run_trusted({{fixture("fork_children"), pids.string(), stay}, 500ms});
    CHECK(run.end == (std::string(stay) == "stay" ? End::TimedOut : End::Exited));
    const std::vector<pid_t> children = pids_in(pids);
    REQUIRE(children.size() == 3);
    for (const pid_t child : children) CHECK(ended(child));
  }
  // A process that left the group and holds stdout open does not hold the run past its end.
  const fs::path escaped = dir.path / "escaped.pids";
  const auto start = std::chrono::steady_clock::now();
  const TrustedRun run = harness::run_trusted({{fixture("setsid_child"), escaped.string()}, 20s});
  CHECK(run.end == End::Exited);
  CHECK(std::chrono::steady_clock::now() - start < 5s);
  for (const pid_t pid : pids_in(escaped)) kill(pid, SIGKILL);
  CHECK(zombie_children().empty());
}

TEST_CASE("a trusted program gets only stdin, stdout and stderr, and default signals", "[trusted_program][process]") {
  // A descriptor of the harness's without O_CLOEXEC, and a signal ignored and one blocked in the calling thread.
  const int leaked = ::dup2(STDERR_FILENO, 200);
  REQUIRE(leaked == 200);
  const auto old_pipe = std::signal(SIGPIPE, SIG_IGN);
  sigset_t usr1, old_mask;
  sigemptyset(&usr1);
  sigaddset(&usr1, SIGUSR1);
  pthread_sigmask(SIG_BLOCK, &usr1, &old_mask);
  const TrustedRun fds = harness::run_trusted({{"readlink", "/proc/self/fd/200"}});
  const TrustedRun signals = harness::run_trusted({{"grep", "-E", "^Sig(Ign|Blk)", "/proc/self/status"}});
  // The calling thread's mask is as it was (every signal is blocked while it starts the child).
  sigset_t after;
  pthread_sigmask(SIG_SETMASK, nullptr, &after);
  CHECK(sigismember(&after, SIGUSR1) == 1);
  CHECK(sigismember(&after, SIGUSR2) == 0);
  CHECK(sigismember(&after, SIGINT) == sigismember(&old_mask, SIGINT));
  pthread_sigmask(SIG_SETMASK, &old_mask, nullptr);
  std::signal(SIGPIPE, old_pipe);
  ::close(leaked);
  CHECK(fds.end == End::Exited);
  CHECK(fds.exit_code == 1);
  CHECK(fds.out.empty());
  CHECK(signals.out == "SigBlk:\t0000000000000000\nSigIgn:\t0000000000000000\n");
}

TEST_CASE("trusted programs from many threads, beside boxed-style runs, each end when they end",
          "[trusted_program][slow]") {
  // Boost.Process v1's own timed wait swaps the process's SIGCHLD handler and
  // waits for a signal any thread may take; run_trusted waits on the child alone.
  std::vector<std::future<std::chrono::milliseconds>> slowest;
  for (int thread = 0; thread < 6; ++thread)
    slowest.push_back(std::async(std::launch::async, [thread] {
      std::chrono::milliseconds worst{0};
      for (int i = 0; i < 15; ++i) {
        const auto start = std::chrono::steady_clock::now();
        if (thread % 2 == 0) {
          const TrustedRun run = harness::run_trusted({{"true"}, 20s});
          CHECK(run.succeeded());
        } else {
          harness::RunSpec spec;
          spec.argv = {"true"};
          CHECK(harness::run_with_limits(spec).end == harness::RunFacts::End::Exited);
        }
        worst = std::max(
            worst, std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start));
      }
      return worst;
    }));
  for (auto& worst : slowest) CHECK(worst.get() < 5s);
  CHECK(zombie_children().empty());
}
