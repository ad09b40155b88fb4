#include "run/cgroup.h"

#include <catch2/catch.hpp>

using harness::CgroupAfterRun;
using harness::kReusableChargeBytes;

TEST_CASE("a run's cgroup serves the next run only when the run left it clean, under v1", "[cgroup]") {
  const CgroupAfterRun clean{1, false, false, 0, 64 * 1024};
  struct Row {
    const char* what;
    CgroupAfterRun after;
    bool reusable;
  };
  auto with = [&](auto change) {
    CgroupAfterRun after = clean;
    change(after);
    return after;
  };
  const Row rows[] = {
      {"clean: no process, little charged", clean, true},
      {"exactly the charge allowed", with([](auto& a) { a.charged_bytes = kReusableChargeBytes; }), true},
      {"page cache the run read", with([](auto& a) { a.charged_bytes = kReusableChargeBytes + 1; }), false},
      {"a process still dying", with([](auto& a) { a.processes_left = 1; }), false},
      // Counters v1 cannot start again: the next run would read this run's kill.
      {"an OOM kill", with([](auto& a) { a.oom_killed = true; }), false},
      {"a refused fork", with([](auto& a) { a.process_cap_hit = true; }), false},
      // v2's memory.peak starts again only on kernels from 6.12.
      {"cgroup v2", with([](auto& a) { a.version = 2; }), false},
  };
  for (const Row& row : rows) {
    CAPTURE(row.what);
    CHECK(harness::cgroup_reusable(row.after) == row.reusable);
  }
}
