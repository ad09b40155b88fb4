#include "run/box_layout.h"

#include <sys/mount.h>

#include <algorithm>
#include <map>

#include <catch2/catch.hpp>

using harness::BoxRunLayout;
using harness::BoxSource;
using harness::BoxStep;
using harness::HostEntry;
using Kind = BoxStep::Kind;

namespace {

// A host with merged /usr, one /etc file, and no runtimes' configuration.
HostEntry fake_host(const std::string& path) {
  static const std::map<std::string, HostEntry> host = {
      {"/usr", {HostEntry::Kind::Directory, "", MS_RELATIME}},
      {"/bin", {HostEntry::Kind::Symlink, "usr/bin", 0}},
      {"/lib", {HostEntry::Kind::Symlink, "usr/lib", 0}},
      {"/etc/passwd", {HostEntry::Kind::File, "", MS_NOSUID}},
      {"/work/class/alice", {HostEntry::Kind::Directory, "", 0}},
      {"/cache/build-1/with-driver", {HostEntry::Kind::File, "", 0}},
  };
  const auto it = host.find(path);
  return it == host.end() ? HostEntry{} : it->second;
}

BoxStep step(Kind kind, std::string path, std::string source = {}, std::string fstype = {}, std::string data = {},
             unsigned long flags = 0) {
  return {kind, std::move(path), std::move(source), std::move(fstype), std::move(data), flags};
}

bool has(const std::vector<BoxStep>& steps, const BoxStep& step) {
  return std::find(steps.begin(), steps.end(), step) != steps.end();
}

std::size_t index_of(const std::vector<BoxStep>& steps, Kind kind) {
  return static_cast<std::size_t>(
      std::find_if(steps.begin(), steps.end(), [&](const BoxStep& s) { return s.kind == kind; }) - steps.begin());
}

bool mentions(const std::vector<BoxStep>& steps, const std::string& text) {
  return std::any_of(steps.begin(), steps.end(), [&](const BoxStep& s) {
    return s.path.find(text) != std::string::npos || s.source.find(text) != std::string::npos;
  });
}

}  // namespace

TEST_CASE("the template binds system folders read-only, keeps links, and skips what the host lacks", "[box_layout]") {
  const auto steps = harness::box_template_steps("/r", fake_host);
  CHECK(steps.front() == step(Kind::Mount, "/", "", "", "", MS_REC | MS_PRIVATE));
  CHECK(has(steps, step(Kind::Mount, "/r/usr", "/usr", "", "", MS_BIND)));
  // The read-only remount repeats the host mount's own flags (a user namespace may not drop them).
  CHECK(has(steps, step(Kind::Mount, "/r/usr", "", "", "",
                        MS_BIND | MS_REMOUNT | MS_NOSUID | MS_NODEV | MS_RELATIME | MS_RDONLY)));
  CHECK(has(steps, step(Kind::Symlink, "/r/bin", "usr/bin")));
  CHECK(has(steps, step(Kind::Touch, "/r/etc/passwd")));
  CHECK(has(steps, step(Kind::Mount, "/r/etc/passwd", "/etc/passwd", "", "", MS_BIND)));
  CHECK_FALSE(mentions(steps, "/etc/racket"));
  CHECK_FALSE(mentions(steps, "java"));
}

TEST_CASE("the template makes the run's mount points, pivots last and leaves the root read-only", "[box_layout]") {
  const auto steps = harness::box_template_steps("/r", fake_host);
  for (const char* point : {"/r/box", "/r/program", "/r/tmp", "/r/proc", "/r/dev/shm"})
    CHECK(has(steps, step(Kind::Mkdir, point, "", "", "", 0755)));
  const std::size_t pivot = index_of(steps, Kind::PivotRoot);
  REQUIRE(pivot < steps.size());
  CHECK(steps[pivot] == step(Kind::PivotRoot, "/r", "/r/.old"));
  CHECK(steps[pivot + 2] == step(Kind::Unmount, "/.old", "", "", "", MNT_DETACH));
  CHECK(steps.back() == step(Kind::Mount, "/", "", "", "", MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV));
  // Nothing of the host but the system paths and the device nodes is bound.
  for (const auto& step : steps)
    if (step.kind == Kind::Mount && step.flags == MS_BIND)
      CHECK((step.source == "/usr" || step.source == "/etc/passwd" || step.source.rfind("/dev/", 0) == 0));
}

TEST_CASE("a run's own mounts are fresh: proc, /tmp, /dev/shm, a capped /box it owns, and its program",
          "[box_layout]") {
  BoxRunLayout layout;
  layout.work_bytes = 1 << 20;
  layout.owner_uid = layout.owner_gid = 62003;
  layout.program = BoxSource::Tree;
  layout.program_name = "with-driver";
  const auto steps = harness::box_run_steps(layout);
  CHECK(has(steps, step(Kind::Mount, "/proc", "proc", "proc", "hidepid=invisible", MS_NOSUID | MS_NODEV | MS_NOEXEC)));
  CHECK(has(steps, step(Kind::Mount, "/tmp", "tmpfs", "tmpfs", "size=1048576,mode=1777", MS_NOSUID | MS_NODEV)));
  CHECK(has(steps, step(Kind::Mount, "/box", "tmpfs", "tmpfs", "size=1048576,mode=0700,uid=62003,gid=62003",
                        MS_NOSUID | MS_NODEV)));
  CHECK(has(steps, step(Kind::Touch, "/program/with-driver")));
  CHECK(has(steps, step(Kind::MoveMount, "/program/with-driver", "", "", "", harness::kProgramTree)));
  CHECK_FALSE(mentions(steps, "/cache"));
}

TEST_CASE("a program staged in a tmpfs of its own is moved onto /program whole: no file made for it, no bind",
          "[box_layout]") {
  BoxRunLayout layout;
  layout.program = BoxSource::Tree;
  layout.program_name = "with-driver";
  layout.program_staged = true;
  const auto steps = harness::box_run_steps(layout);
  CHECK(has(steps, step(Kind::MoveMount, "/program", "", "", "", harness::kProgramTree)));
  for (const auto& step : steps) {
    CHECK_FALSE(step.path == "/program/with-driver");
    CHECK_FALSE((step.kind == Kind::Mount && step.path == "/program"));
  }
}

TEST_CASE("a host work folder replaces the tmpfs /box, and a system program needs no /program", "[box_layout]") {
  BoxRunLayout layout;
  layout.work = BoxSource::Tree;
  const auto steps = harness::box_run_steps(layout);
  CHECK(has(steps, step(Kind::MoveMount, "/box", "", "", "", harness::kWorkTree)));
  CHECK_FALSE(mentions(steps, "/program"));
  for (const auto& step : steps) CHECK_FALSE((step.kind == Kind::Mount && step.path == "/box"));
}

TEST_CASE("without a template, the work folder, the program and /proc are bound before the pivot", "[box_layout]") {
  const auto binds = harness::box_binds_before_pivot("/r", fake_host, "/work/class/alice",
                                                     "/cache/build-1/with-driver");
  CHECK(has(binds, step(Kind::Mount, "/r/box", "/work/class/alice", "", "", MS_BIND)));
  CHECK(has(binds, step(Kind::Mount, "/r/program/with-driver", "/cache/build-1/with-driver", "", "", MS_BIND)));
  CHECK(
      has(binds, step(Kind::Mount, "/r/proc", "proc", "proc", "hidepid=invisible", MS_NOSUID | MS_NODEV | MS_NOEXEC)));
  // /box and /program exist in the template already.
  CHECK_FALSE(has(binds, step(Kind::Mkdir, "/r/box", "", "", "", 0755)));
  const auto steps = harness::box_template_steps("/r", fake_host, binds);
  CHECK(index_of(steps, Kind::PivotRoot) >
        static_cast<std::size_t>(std::find(steps.begin(), steps.end(), binds.back()) - steps.begin()));
  BoxRunLayout layout;
  layout.work = layout.program = BoxSource::Bound;
  layout.proc_before_pivot = true;
  const auto own = harness::box_run_steps(layout);
  CHECK_FALSE(mentions(own, "/proc"));
  CHECK_FALSE(mentions(own, "/box"));
}
