// The box, run by run: what a program inside can see and do, set against the
// same program run without a box (so each check is shown able to fail), and
// the limits that count the whole run. These need the full box: root, as CI
// runs; on a machine without it, probe_sandbox(Strict) fails and says why.
#include "run/sandbox.h"
#include "run/sandbox_probe.h"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <thread>

#include <catch2/catch.hpp>

#include "base/read_file.h"
#include "run/box_layout.h"
#include "run/keeper.h"
#include "run/process.h"
#include "temp_dir.h"

using harness::RunFacts;
using harness::RunSpec;
using harness::Sandbox;
using harness::SandboxLevel;
using namespace std::chrono_literals;
namespace fs = std::filesystem;

namespace {

std::string fixture(const std::string& name) { return std::string(BINARY_DIR) + "/fixtures/" + name; }

RunFacts run(std::vector<std::string> argv, const Sandbox* box, harness::Limits limits = {}) {
  RunSpec spec;
  spec.argv = std::move(argv);
  spec.sandbox = box;
  spec.limits = limits;
  return harness::run_with_limits(spec);
}

const Sandbox& strict_box() {
  static const auto box = probe_sandbox(SandboxLevel::Strict);
  return *box;
}

// A listener on 127.0.0.1 of the test's own, on a port the kernel picks.
struct Listener {
  int fd = -1;
  int port = 0;
  Listener() {
    fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    REQUIRE(bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0);
    REQUIRE(listen(fd, 4) == 0);
    socklen_t length = sizeof address;
    getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length);
    port = ntohs(address.sin_port);
  }
  bool was_connected() const {
    const int peer = accept(fd, nullptr, nullptr);
    if (peer >= 0) close(peer);
    return peer >= 0;
  }
  ~Listener() { close(fd); }
};

// The facts look_around printed, "name value" a line.
std::map<std::string, std::string> facts_of(const std::string& out) {
  std::map<std::string, std::string> facts;
  std::istringstream lines(out);
  for (std::string name, value; lines >> name >> value;) facts[name] = value;
  return facts;
}

// Processes of the machine whose command line holds `token`.
int processes_with(const std::string& token) {
  int found = 0;
  for (const auto& entry : fs::directory_iterator("/proc")) {
    std::ifstream cmdline(entry.path() / "cmdline", std::ios::binary);
    std::ostringstream text;
    text << cmdline.rdbuf();
    found += text.str().find(token) != std::string::npos;
  }
  return found;
}

}  // namespace

TEST_CASE("the full box can be built here, and says so", "[sandbox][process]") {
  const Sandbox& box = strict_box();
  CHECK(box.missing().empty());
  CHECK(box.features() == harness::BoxFeatures{true, true, false, true, true});
  CHECK(box.description() ==
        "strict: own uid per run, pid/mount/net/ipc/uts namespaces, memory and processes limited per run "
        "(cgroup), seccomp, no_new_privs");
}

// Issue 36: "box: building the template: mount (flags) on /: Device or
// resource busy", once in hundreds of grades under load. The template is
// built sharing the grader's descriptor table; every process another thread
// starts meanwhile (a keeper, for a run in another slot) copies it, and a
// copy of a file the template had opened for writing kept the root's mount
// writable, so its last step, making that mount read-only, failed. Here two
// threads start processes that hold their copy for 200 us, as a keeper
// preempted before it closes its descriptors would.
TEST_CASE("a slot's template is built whatever processes other threads of the grader start meanwhile",
          "[sandbox][process][slow]") {
  REQUIRE(strict_box().features().namespaces);
  std::atomic<bool> done{false};
  auto start_processes = [&done] {
    while (!done) {
      const pid_t child = fork();
      if (child == 0) {
        usleep(200);
        _exit(0);
      }
      if (child > 0) waitpid(child, nullptr, 0);
    }
  };
  std::thread first(start_processes), second(start_processes);
  int failures = 0;
  std::string why;
  constexpr int kBuilds = 600;
  for (int i = 0; i < kBuilds; ++i) {
    std::string root = "/tmp/sudoku-grade-test-template-XXXXXX";
    REQUIRE(mkdtemp(root.data()));
    const std::vector<harness::BoxStep> steps = harness::box_template_steps(root, harness::look_on_host);
    std::vector<harness::KeeperStep> keeper_steps;
    for (const auto& step : steps) keeper_steps.push_back(harness::to_keeper_step(step));
    int mnt_fd = -1, net_fd = -1, failed_step = -1;
    if (harness::build_box_template(keeper_steps.data(), static_cast<int>(keeper_steps.size()), &mnt_fd, &net_fd,
                                    &failed_step)) {
      close(mnt_fd);
      close(net_fd);
    } else {
      const int error = errno;
      ++failures;
      why = (failed_step < 0 ? std::string("the namespaces") : harness::describe_box_step(steps[failed_step])) + ": " +
            std::strerror(error);
    }
    rmdir(root.c_str());
  }
  done = true;
  first.join();
  second.join();
  INFO(failures << " of " << kBuilds << " builds failed, the last: " << why);
  CHECK(failures == 0);
}

TEST_CASE("a box without a mount namespace says what files its program may read", "[sandbox]") {
  struct Row {
    harness::BoxFeatures features;
    const char* said;
  };
  const Row rows[] = {
      // Docker with Landlock: no caveat, the files are narrowed.
      {{true, false, false, false, true, true},
       "auto: own uid per run, memory limited per process (RLIMIT_AS), files limited by Landlock to system folders "
       "and its own, seccomp, no_new_privs"},
      // Docker under an older seccomp profile: the instructor must keep case files private.
      {{true, false, false, false, true, false},
       "auto: own uid per run, memory limited per process (RLIMIT_AS), the host's files as the run's uid may read "
       "them (case files must not be readable by others), seccomp, no_new_privs"},
      // A user's grader with neither.
      {{false, false, false, false, true, false},
       "auto: memory limited per process (RLIMIT_AS), the host's files as the grader's uid may read them, seccomp, "
       "no_new_privs"},
  };
  for (const Row& row : rows) CHECK(Sandbox(harness::SandboxLevel::Auto, row.features, {}).description() == row.said);
}

TEST_CASE("once a box is made the grader is not dumpable: its memory is out of every box's reach",
          "[sandbox][process]") {
  // Keepers share the grader's memory; /proc/PID/mem of a process that is
  // not dumpable opens only with CAP_SYS_PTRACE, which no box keeps.
  strict_box();
  CHECK(::prctl(PR_GET_DUMPABLE, 0, 0, 0, 0) == 0);
}

TEST_CASE("a boxed program sees none of the grader's files, cannot write out, connect out, or trace",
          "[sandbox][process]") {
  const TempDir temp_dir("sandbox-test");
  const fs::path& dir = temp_dir.path;
  fs::permissions(dir, fs::perms::all);  // writable by any uid: only the box may stop the write
  std::ofstream(dir / "secret.yaml") << "expect: the answer\n";
  Listener listener;
  const std::vector<std::string> argv = {fixture("look_around"), (dir / "secret.yaml").string(), dir.string(),
                                         std::to_string(listener.port)};

  // Unboxed, every door is open: the checks below can fail.
  const RunFacts open = run(argv, nullptr);
  INFO(open.spawn_error);
  REQUIRE(open.end == RunFacts::End::Exited);
  auto seen = facts_of(open.stdout_text);
  CHECK(seen["read-file"] == "yes");
  CHECK(seen["write-folder"] == "yes");
  CHECK(seen["connect"] == "yes");
  CHECK(listener.was_connected());
  fs::remove(dir / "written-from-the-box");

  const RunFacts boxed = run(argv, &strict_box());
  INFO("spawn error: " << boxed.spawn_error);
  REQUIRE(boxed.end == RunFacts::End::Exited);
  INFO(boxed.stdout_text << boxed.stderr_text);
  seen = facts_of(boxed.stdout_text);
  CHECK(std::stoi(seen["uid"]) >= static_cast<int>(harness::kSlotIdBase));
  CHECK(seen["read-file"] == "no");
  CHECK(seen["write-folder"] == "no");
  CHECK(seen["write-root"] == "no");
  CHECK(seen["connect"] == "no");
  CHECK(seen["ptrace-parent"] == "no");
  CHECK(seen["see-pid-1"] == "no");
  CHECK_FALSE(listener.was_connected());
  CHECK_FALSE(fs::exists(dir / "written-from-the-box"));
}

TEST_CASE("memory is counted for the whole run: eight children over the limit together are an OOM kill",
          "[sandbox][process][slow]") {
  harness::Limits limits;
  limits.wall = 5000ms;
  limits.cpu = 5000ms;
  limits.memory_bytes = std::uint64_t{128} << 20;
  // Per process (no box: RLIMIT_AS), each 40 MiB child fits.
  const RunFacts per_process = run({fixture("children_memory")}, nullptr, limits);
  CHECK(per_process.end == RunFacts::End::Exited);
  CHECK(per_process.exit_code == 0);
  CHECK_FALSE(per_process.oom_killed);

  const RunFacts per_run = run({fixture("children_memory")}, &strict_box(), limits);
  CHECK(per_run.oom_killed);
  CHECK(per_run.memory_of_run);
  CHECK(per_run.peak_rss_kb > 100 * 1024);
}

TEST_CASE("a fork bomb stops at the run's process cap", "[sandbox][process]") {
  harness::Limits limits;
  limits.processes = 32;
  const RunFacts facts = run({fixture("fork_many")}, &strict_box(), limits);
  INFO(facts.spawn_error);
  REQUIRE(facts.end == RunFacts::End::Exited);
  CHECK(std::stoi(facts.stdout_text) < 32);
  CHECK(facts.process_cap_hit);
}

TEST_CASE("every slot's runs copy the one template the grader built", "[sandbox][process]") {
  // Nothing in a template is a slot's: a second one cost a grade with two
  // jobs a mount and network namespace of its own, about 40 mounts.
  const Sandbox box(SandboxLevel::Strict, strict_box().features());
  const harness::SlotLease first = box.lease_slot();
  const harness::SlotLease second = box.lease_slot();
  CHECK(first.id() != second.id());
  REQUIRE(first.box_template().mnt_fd >= 0);
  CHECK(second.box_template().mnt_fd == first.box_template().mnt_fd);
  CHECK(second.box_template().net_fd == first.box_template().net_fd);
}

TEST_CASE("a run that left its cgroup clean lends it to the next run with its limits, counters started again",
          "[sandbox][process]") {
  // The cgroup a run is in, as the box sees it: ".../sudoku-grade-STAMP/run-N".
  auto cgroup_of_run = [](const harness::Limits& limits) {
    const RunFacts facts = run({"/bin/cat", "/proc/self/cgroup"}, &strict_box(), limits);
    INFO(facts.spawn_error << facts.stderr_text);
    REQUIRE(facts.end == RunFacts::End::Exited);
    std::istringstream lines(facts.stdout_text);
    for (std::string line; std::getline(lines, line);)
      if (line.find(":memory:") != std::string::npos) return line;
    FAIL("no memory cgroup in " << facts.stdout_text);
    return std::string();
  };
  harness::Limits limits;
  limits.processes = 33;  // limits of this test's own
  const std::string first = cgroup_of_run(limits);
  CHECK(first.find("/run-") != std::string::npos);
  CHECK(cgroup_of_run(limits) == first);
  // A run that reached the process cap leaves a count no run may inherit.
  const RunFacts bomb = run({fixture("fork_many")}, &strict_box(), limits);
  CHECK(bomb.process_cap_hit);
  const RunFacts next = run({"/bin/true"}, &strict_box(), limits);
  CHECK(next.end == RunFacts::End::Exited);
  CHECK_FALSE(next.process_cap_hit);
  CHECK(next.peak_rss_kb < 8 * 1024);
}

TEST_CASE("no process of a box outlives its run, even one that left its session", "[sandbox][process]") {
  const std::string token = "outlive-" + std::to_string(getpid());
  // The children inherit the command line, token included; the parent exits at once.
  const RunFacts facts = run({fixture("setsid_child"), "pids", "go", token}, &strict_box());
  CHECK(facts.end == RunFacts::End::Exited);
  CHECK(processes_with(token) == 0);
}

TEST_CASE("runs one after another each take their own memory limit, higher or lower", "[sandbox][process]") {
  for (const std::uint64_t mib : {48, 512, 64}) {
    harness::Limits limits;
    limits.memory_bytes = mib << 20;
    const RunFacts facts = run({"true"}, &strict_box(), limits);
    INFO(mib << " MiB: " << facts.spawn_error);
    CHECK(facts.end == RunFacts::End::Exited);
  }
}

namespace {

// The pids of this process's children (the keeper of a run in progress).
std::vector<pid_t> children_of_this_process() {
  std::vector<pid_t> children;
  for (const auto& entry : fs::directory_iterator("/proc")) {
    std::ifstream stat(entry.path() / "stat");
    std::string text;
    std::getline(stat, text);
    const auto paren = text.rfind(')');
    if (paren == std::string::npos) continue;
    std::istringstream rest(text.substr(paren + 2));
    char state;
    pid_t parent = 0;
    rest >> state >> parent;
    if (parent == getpid()) children.push_back(std::stoi(entry.path().filename().string()));
  }
  return children;
}

}  // namespace

TEST_CASE("a keeper killed mid-run is the harness's fault, and its box dies with it", "[sandbox][process][slow]") {
  const std::string token = "orphaned-" + std::to_string(getpid());
  harness::Limits limits;
  limits.wall = 10000ms;
  limits.cpu = 10000ms;
  RunFacts facts;
  std::thread grader([&] { facts = run({fixture("setsid_child"), "pids", "stay", token}, &strict_box(), limits); });
  // Wait until the box's processes run, then kill the keeper (this process's only child).
  for (int i = 0; i < 200 && processes_with(token) < 3; ++i) std::this_thread::sleep_for(10ms);
  CHECK(processes_with(token) >= 3);
  for (const pid_t keeper : children_of_this_process()) kill(keeper, SIGKILL);
  grader.join();
  CHECK(facts.end == RunFacts::End::SpawnFailed);
  CHECK(facts.spawn_error.find("keeper process (between the harness and the program) was killed by signal 9") !=
        std::string::npos);
  CHECK(processes_with(token) == 0);
}

TEST_CASE("a run's memory peak counts nothing an earlier run left in the page cache", "[sandbox][process]") {
  // A file no one has cached: written, synced, then dropped from the page
  // cache, so the boxed reader's cgroup is the one charged for its pages.
  const TempDir temp_dir("sandbox-cache-test");
  const fs::path& dir = temp_dir.path;
  {
    std::ofstream big(dir / "big", std::ios::binary);
    const std::string block(1 << 20, 'x');
    for (int i = 0; i < 32; ++i) big << block;
  }
  const int fd = open((dir / "big").c_str(), O_RDONLY);
  REQUIRE(fd >= 0);
  fdatasync(fd);
  posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED);
  close(fd);
  RunSpec spec;
  spec.argv = {"/bin/sh", "-c", "cat big > /dev/null"};
  spec.sandbox = &strict_box();
  spec.work_dir = dir;
  const RunFacts reader = harness::run_with_limits(spec);
  REQUIRE(reader.end == RunFacts::End::Exited);
  CHECK(reader.peak_rss_kb > 24 * 1024);
  const RunFacts next = run({"true"}, &strict_box());
  CHECK(next.peak_rss_kb < 8 * 1024);
}

TEST_CASE("a run's submission folder is at /submission, read-only in the box, and found out of it too",
          "[sandbox][process]") {
  const TempDir temp_dir("sandbox-submission-test");
  const fs::path& dir = temp_dir.path;
  std::ofstream(dir / "module.py") << "print('from the module')\n";
  auto run_in = [&](const Sandbox* box, std::vector<std::string> argv) {
    RunSpec spec;
    spec.argv = std::move(argv);
    spec.sandbox = box;
    spec.submission_dir = dir;
    return harness::run_with_limits(spec);
  };
  // An argument naming /submission names the folder, wherever it really is.
  for (const Sandbox* box : {static_cast<const Sandbox*>(nullptr), &strict_box()}) {
    CAPTURE(box != nullptr);
    const RunFacts read = run_in(box, {"/bin/cat", "/submission/module.py"});
    INFO(read.spawn_error << read.stderr_text);
    CHECK(read.stdout_text == "print('from the module')\n");
  }
  const RunFacts write = run_in(&strict_box(), {"/bin/sh", "-c", "echo changed > /submission/module.py"});
  CHECK(write.exit_code != 0);
  CHECK(harness::read_file_if_readable(dir / "module.py") == std::string("print('from the module')\n"));
}

// Without a mount namespace and without Landlock the box sweeps what the
// slot's uid left at the top of /tmp after each run; the grader's own folder,
// handed to that uid for the run (a build's /box), is taken back first, so it
// is neither swept nor open to a later run with the same uid.
TEST_CASE("a box on the host's files gives the grader's work folder back, and sweeps only the run's leftovers",
          "[sandbox][process]") {
  REQUIRE(strict_box().features().own_uid);  // root, as CI runs
  harness::BoxFeatures host_files;           // what auto takes with namespaces and Landlock withheld
  host_files.own_uid = true;
  host_files.seccomp = true;
  const auto box = std::make_shared<const Sandbox>(SandboxLevel::Auto, host_files, std::vector<std::string>{});
  const TempDir folder("sandbox-given-folder");
  REQUIRE(folder.path.parent_path() == fs::path("/tmp"));
  const std::string leftover = "/tmp/sandbox-leftover-" + std::to_string(::getpid());
  RunSpec spec;
  spec.argv = {"/bin/sh", "-c", "echo made > out && echo left > " + leftover + " && id -u"};
  spec.sandbox = box.get();
  spec.work_dir = folder.path;
  const RunFacts facts = harness::run_with_limits(spec);
  INFO(facts.spawn_error << facts.stderr_text);
  REQUIRE(facts.exit_code == 0);
  CHECK(std::stoul(facts.stdout_text) != ::geteuid());  // the run had a uid of its own
  CHECK(harness::read_file_if_readable(folder / "out") == std::string("made\n"));
  struct stat info {};
  REQUIRE(::lstat(folder.path.c_str(), &info) == 0);
  CHECK(info.st_uid == ::geteuid());
  REQUIRE(::lstat((folder / "out").c_str(), &info) == 0);
  CHECK(info.st_uid == ::geteuid());
  CHECK_FALSE(fs::exists(leftover));
}
