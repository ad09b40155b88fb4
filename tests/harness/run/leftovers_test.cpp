// What a killed grader leaves (run/leftovers.h): the stamp in a folder's
// name, whose grader is gone, and the next grader's reclaim of it - never of
// a live grader's, never through a link.
#include "run/leftovers.h"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <thread>

#include <catch2/catch.hpp>

#include "background_grader.h"
#include "hostile/hostile_suite.h"
#include "support/skip.h"
#include "temp_dir.h"

using harness::GraderStamp;
using harness::OwnerState;
namespace fs = std::filesystem;
using namespace std::chrono_literals;

namespace {

std::string stamped(std::string_view prefix, const GraderStamp& stamp, const std::string& tail = "-Ab12Cd") {
  return std::string(prefix) + harness::stamp_text(stamp) + tail;
}

// A pid no process has: above any pid_max (4194304 at most).
constexpr long kNoSuchPid = 2000000000;

}  // namespace

TEST_CASE("a folder's name carries its grader's stamp, read back exactly or not at all", "[leftovers]") {
  const GraderStamp stamp{4242, 123456, 4026531836};
  CHECK(harness::stamp_text(stamp) == "4242-123456-4026531836");
  CHECK(harness::stamp_in_name("sudoku-grade-run-4242-123456-4026531836-Ab12Cd", "sudoku-grade-run-") == stamp);
  CHECK(harness::stamp_in_name("sudoku-grade-4242-123456-4026531836", "sudoku-grade-") == stamp);
  struct Row {
    const char* name;
    const char* why;
  };
  for (const Row& row : std::vector<Row>{
           {"sudoku-grade-4242", "an older grader's name: no start time, so no proof it is gone"},
           {"sudoku-grade-4242-123456", "no pid namespace"},
           {"sudoku-grade-4242-123456-40265x", "not a number"},
           {"sudoku-grade-4242--4026531836", "an empty field"},
           {"sudoku-grade-0-1-2", "pid 0"},
           {"sudoku-grade-99999999999999999999-1-2", "too long to be a pid"},
           {"sudoku-grade-slots", "another folder of the grader's"},
           {"sudoku-grade-cache-4242-1-2", "another prefix"},
           {"", "empty"},
       }) {
    INFO(row.name << ": " << row.why);
    CHECK_FALSE(harness::stamp_in_name(row.name, "sudoku-grade-").has_value());
  }
}

TEST_CASE("the start time is read after the last ')' of /proc/PID/stat, whatever the command's name holds",
          "[leftovers]") {
  const std::string fields = " S 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 987654 20 21";
  CHECK(harness::start_time_in_stat("42 (sudoku-grade)" + fields) == 987654ull);
  CHECK(harness::start_time_in_stat("42 (a) 1 2 3 (b)" + fields) == 987654ull);
  CHECK(harness::start_time_in_stat("42 (sp ace)" + fields) == 987654ull);
  CHECK_FALSE(harness::start_time_in_stat("42 (cut) S 1 2 3").has_value());
  CHECK_FALSE(harness::start_time_in_stat("no parenthesis at all").has_value());
  CHECK(harness::start_time_in_stat(*std::optional<std::string>(text_of("/proc/self/stat"))) ==
        harness::this_grader().start);
}

TEST_CASE("a folder is reclaimed only when its grader is gone: pid free or reused, never another namespace's",
          "[leftovers]") {
  const GraderStamp stamp{4242, 1000, 77};
  struct Row {
    std::optional<unsigned long long> start_of_pid;
    unsigned long long own_ns;
    OwnerState state;
    const char* why;
  };
  for (const Row& row : std::vector<Row>{
           {1000, 77, OwnerState::Running, "the very process"},
           {std::nullopt, 77, OwnerState::Gone, "no process has the pid"},
           {2000, 77, OwnerState::Gone, "the pid is another process's now"},
           {999, 77, OwnerState::Gone, "an older process holds the pid: still not the grader"},
           {std::nullopt, 78, OwnerState::Unknown, "another pid namespace: its pids are not ours to look up"},
           {1000, 78, OwnerState::Unknown, "another pid namespace, even with a match"},
       }) {
    INFO(row.why);
    CHECK(harness::owner_state(stamp, row.start_of_pid, row.own_ns) == row.state);
  }
  CHECK(harness::owner_state_here(harness::this_grader()) == OwnerState::Running);
}

TEST_CASE("reclaim removes a gone grader's run and template folders, links unfollowed, and nothing else",
          "[leftovers]") {
  TempDir temp("leftovers");
  const fs::path tmp = temp / "tmp", outside = temp / "outside";
  fs::create_directories(tmp);
  fs::create_directories(outside);
  std::ofstream(outside / "keep") << "not the grader's";
  const GraderStamp me = harness::this_grader();
  const GraderStamp gone{kNoSuchPid, 1, me.pid_ns};
  const GraderStamp reused{me.pid, me.start + 1, me.pid_ns};  // this pid, another start: a dead grader's
  const GraderStamp elsewhere{kNoSuchPid, 1, me.pid_ns + 1};

  const fs::path dead_run = tmp / stamped(harness::kRunFolderPrefix, gone);
  fs::create_directories(dead_run / "work/deep/er");
  std::ofstream(dead_run / "stdout") << "out";
  std::ofstream(dead_run / "work/deep/er/file") << "x";
  fs::create_directory_symlink(outside, dead_run / "work/link");  // removed as a link, never entered
  const fs::path dead_template = tmp / stamped(harness::kTemplateFolderPrefix, reused);
  fs::create_directory(dead_template);
  const fs::path live_run = tmp / stamped(harness::kRunFolderPrefix, me);
  fs::create_directory(live_run);
  const fs::path other_namespace = tmp / stamped(harness::kRunFolderPrefix, elsewhere);
  fs::create_directory(other_namespace);
  const fs::path link = tmp / stamped(harness::kRunFolderPrefix, gone, "-Link12");
  fs::create_directory_symlink(outside, link);
  const fs::path not_ours = tmp / "sudoku-grade-cache-Ab12Cd";
  fs::create_directory(not_ours);

  CHECK(harness::reclaim_leftover_folders({tmp.string()}) == 2);
  CHECK_FALSE(fs::exists(dead_run));
  CHECK_FALSE(fs::exists(dead_template));
  CHECK(fs::exists(live_run));
  CHECK(fs::exists(other_namespace));
  CHECK(fs::is_symlink(link));
  CHECK(fs::exists(not_ours));
  CHECK(text_of(outside / "keep") == "not the grader's");
}

TEST_CASE("reclaim leaves a gone grader's folder that another uid owns: /tmp is everyone's", "[leftovers]") {
  if (::geteuid() != 0) SKIP_TEST("needs root to make a folder of another uid");
  TempDir temp("leftovers-uid");
  const fs::path folder = temp / stamped(harness::kRunFolderPrefix, {kNoSuchPid, 1, harness::this_grader().pid_ns});
  fs::create_directory(folder);
  REQUIRE(::chown(folder.c_str(), 65534, 65534) == 0);
  CHECK(harness::reclaim_leftover_folders({temp.path.string()}) == 0);
  CHECK(fs::exists(folder));
}

namespace {

// Cgroup folders of the grader with this pid ("sudoku-grade-PID-START-NS"), anywhere under /sys/fs/cgroup.
std::vector<fs::path> cgroups_of(pid_t pid) { return cgroups_named("sudoku-grade-" + std::to_string(pid) + "-"); }

}  // namespace

TEST_CASE(
    "a grader killed mid-batch leaves cgroups and run folders, and the next grader removes them, not a live one's",
    "[leftovers][process][slow]") {
  using hostile_suite::processes_running;
  TempDir temp("leftovers-killed");
  const fs::path cases = fs::path(SOURCE_DIR) / "tests/submissions/cases.yaml";
  const fs::path sleeper = fs::path(BINARY_DIR) / "fixtures/sleep_forever";
  auto make_class = [&](const std::string& name) {
    const fs::path folder = temp / name;
    fs::create_directories(folder / "class");
    fs::create_directories(folder / "tmp");
    // Bytes of their own after the program (which runs as before): the box
    // runs a copy, found by its bytes (processes_running), so no two are alike.
    for (const char* student : {"bob", "dan"}) {
      fs::copy_file(sleeper, folder / "class" / student);
      std::ofstream(folder / "class" / student, std::ios::app | std::ios::binary) << name << "/" << student;
    }
    return folder;
  };
  const fs::path killed_room = make_class("killed"), live_room = make_class("live");
  auto batch = [&](const fs::path& room) {
    return std::vector<std::string>{"batch",   (room / "class").string(),
                                    "--cases", cases.string(),
                                    "--out",   (room / "out").string(),
                                    "--cache", hostile_suite::kTestCache.string(),
                                    "-j",      "2"};
  };
  BackgroundGrader live(batch(live_room), live_room / "tmp", live_room);
  BackgroundGrader killed(batch(killed_room), killed_room / "tmp", killed_room);
  const pid_t killed_pid = killed.pid;
  auto grading = [](const fs::path& room) {
    return !processes_running(room / "class/bob").empty() || !processes_running(room / "class/dan").empty();
  };
  const bool both_grading = wait_until([&] { return grading(killed_room) && grading(live_room); });
  INFO("killed: " << text_of(killed_room / "grader.err") << "\nlive: " << text_of(live_room / "grader.err"));
  REQUIRE(both_grading);
  killed.kill_and_reap(SIGKILL);
  // What a killed grader leaves: its run folders, its cgroups.
  CHECK_FALSE(fs::is_empty(killed_room / "tmp"));
  const bool has_cgroups = !cgroups_of(killed_pid).empty();
  CHECK(has_cgroups);

  // The next grader, any command at all, takes them away.
  const harness::TrustedRun next = hostile_suite::run_outside({"env", "TMPDIR=" + (killed_room / "tmp").string(),
                                                               hostile_suite::kGrader.string(), "check-cases",
                                                               cases.string()});
  INFO(next.out << next.err);
  CHECK(next.exit_code == 0);
  CHECK(fs::is_empty(killed_room / "tmp"));
  CHECK(cgroups_of(killed_pid).empty());

  // The live grader's are untouched, and it still grades.
  CHECK_FALSE(fs::is_empty(live_room / "tmp"));
  CHECK_FALSE(cgroups_of(live.pid).empty());
  CHECK(grading(live_room));
  const pid_t live_pid = live.pid;
  live.kill_and_reap(SIGTERM);
  CHECK(fs::is_empty(live_room / "tmp"));
  CHECK(cgroups_of(live_pid).empty());
}
