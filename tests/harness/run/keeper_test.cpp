#include "run/keeper.h"

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <functional>

#include <catch2/catch.hpp>

namespace {

constexpr int kSomeError = -1;

// A keeper's run of a job that each row spoils in one way, outside any box;
// the keeper reaped. Its streams are /dev/null.
harness::KeeperReport keep(const std::function<void(harness::KeeperJob&)>& spoil) {
  const int null_fd = open("/dev/null", O_RDWR | O_CLOEXEC);
  REQUIRE(null_fd >= 0);
  char program[] = "/bin/true";
  char* argv[] = {program, nullptr};
  char* envp[] = {nullptr};
  harness::KeeperJob job;
  job.stdin_fd = job.stdout_fd = job.stderr_fd = null_fd;
  job.program = program;
  job.argv = argv;
  job.envp = envp;
  job.wall_us = 10'000'000;
  job.file_bytes = 1 << 20;
  spoil(job);
  harness::KeeperReport report;
  volatile pid_t keeper_pid = 0;
  const pid_t keeper = harness::run_keeper(job, report, &keeper_pid);
  close(null_fd);
  REQUIRE(keeper > 0);
  int status = 0;
  while (waitpid(keeper, &status, 0) < 0 && errno == EINTR) {
  }
  CHECK((WIFEXITED(status) && WEXITSTATUS(status) == 0));
  return report;
}

}  // namespace

TEST_CASE("a keeper reports each phase's failure the same way: its stage and errno, the box's step, and done",
          "[keeper][process]") {
  const std::atomic<int> stop{1};
  const harness::KeeperStep unmakeable{static_cast<int>(harness::BoxStep::Kind::Mkdir),
                                       "/nonexistent-keeper-test/folder",
                                       nullptr,
                                       nullptr,
                                       nullptr,
                                       0755};
  const harness::KeeperStep steps[] = {unmakeable};
  const int not_a_namespace = open("/dev/null", O_RDONLY | O_CLOEXEC);
  REQUIRE(not_a_namespace >= 0);
  struct Row {
    const char* what;
    std::function<void(harness::KeeperJob&)> spoil;
    int stage;
    int error;  ///< kSomeError: whichever the machine gives (root and others get different ones)
    int step;
    int stopped;
    int wait_status;  ///< of the program: 0 for one never started
  };
  const Row rows[] = {
      {"nothing spoilt: the program runs", [](harness::KeeperJob&) {}, harness::kKeeperOk, 0, -1, 0, 0},
      // Its own memory: the maps are written dumpable, which must not reach this process.
      {"the user namespace's maps, outside a new user namespace",
       [](harness::KeeperJob& job) {
         job.uid_map = job.gid_map = "0 0 1";
         job.own_memory = true;
       },
       harness::kKeeperUserMap, kSomeError, -1, 0, 0},
      {"joining a slot's namespaces through a file that is none",
       [&](harness::KeeperJob& job) { job.mnt_fd = not_a_namespace; }, harness::kKeeperJoin, EINVAL, -1, 0, 0},
      {"a step of the box's file system",
       [&](harness::KeeperJob& job) {
         job.steps = steps;
         job.step_count = 1;
       },
       harness::kKeeperBox, ENOENT, 0, 0, 0},
      {"stopped before the program starts: no failure", [&](harness::KeeperJob& job) { job.stop = &stop; },
       harness::kKeeperOk, 0, -1, 1, 0},
      {"the program's own start (the submission's side)",
       [](harness::KeeperJob& job) { job.program = "/nonexistent-keeper-test/program"; }, harness::kKeeperExec, ENOENT,
       -1, 0, 127 << 8},
  };
  for (const Row& row : rows) {
    INFO(row.what);
    const harness::KeeperReport report = keep(row.spoil);
    CHECK(report.done == 1);
    CHECK(report.failed_stage == row.stage);
    if (row.error == kSomeError) CHECK(report.failed_errno != 0);
    else CHECK(report.failed_errno == row.error);
    CHECK(report.failed_step == row.step);
    CHECK(report.stopped == row.stopped);
    CHECK(report.wait_status == row.wait_status);
  }
  close(not_a_namespace);
}
