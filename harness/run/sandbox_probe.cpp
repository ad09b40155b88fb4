#include "run/sandbox_probe.h"

#include <sys/prctl.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <map>
#include <mutex>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "base/error.h"
#include "run/landlock.h"
#include "run/process.h"

namespace harness {
namespace {

// Capability bits of /proc/self/status's CapEff (linux/capability.h numbers).
constexpr int kCapSetgid = 6, kCapSetuid = 7, kCapSysAdmin = 21;

bool has_effective_capabilities(std::initializer_list<int> caps) {
  std::ifstream status("/proc/self/status");
  for (std::string line; std::getline(status, line);) {
    if (line.compare(0, 7, "CapEff:") != 0) continue;
    const unsigned long long mask = std::strtoull(line.c_str() + 7, nullptr, 16);
    for (int cap : caps)
      if ((mask & (1ULL << cap)) == 0) return false;
    return true;
  }
  return false;
}

// SUDOKU_GRADE_SANDBOX_WITHOUT=cgroup,namespaces,...: features to treat as
// missing, so the degraded paths can be tested on a machine that has them all.
bool withheld(const char* feature) {
  const char* list = std::getenv("SUDOKU_GRADE_SANDBOX_WITHOUT");
  return list && ("," + std::string(list) + ",").find("," + std::string(feature) + ",") != std::string::npos;
}

// A run of `true` in a box with these features: the box when it worked,
// else nullptr and why not in `failure`.
std::shared_ptr<const Sandbox> trial(SandboxLevel level, const BoxFeatures& features, std::vector<std::string> missing,
                                     std::string& failure) {
  try {
    auto box = std::make_shared<Sandbox>(level, features, std::move(missing));
    RunSpec spec;
    spec.argv = {"true"};
    spec.sandbox = box.get();
    spec.limits.wall = std::chrono::milliseconds(5000);
    const RunFacts facts = run_with_limits(spec);
    if (facts.end == RunFacts::End::SpawnFailed) {
      failure = facts.spawn_error;
    } else if (facts.end != RunFacts::End::Exited || facts.exit_code != 0) {
      failure = fmt::format("'true' did not succeed in the box ({}, exit {})", to_string(facts.end), facts.exit_code);
    } else {
      return box;
    }
  } catch (const std::exception& e) {
    failure = e.what();
  }
  return nullptr;
}

std::shared_ptr<const Sandbox> probe(SandboxLevel level) {
  // A root grader must hand every run a uid of its own: CAP_SETUID and
  // CAP_SETGID do it, which Docker's default set keeps. Namespaces as root
  // need CAP_SYS_ADMIN, which Docker's set lacks. A user namespace is for a
  // grader that is not root: as root it would leave the program uid 0.
  const bool root = ::geteuid() == 0;
  const bool can_switch_uid = root && has_effective_capabilities({kCapSetgid, kCapSetuid});
  const bool root_namespaces = root && has_effective_capabilities({kCapSysAdmin});
  std::string cgroup_why;
  const bool cgroup_found = find_cgroup_roots(&cgroup_why).has_value();
  // What the machine seems to offer, each with why not when it does not.
  struct Offer {
    bool BoxFeatures::*feature;
    const char* name;
    std::string unavailable;
  };
  std::vector<Offer> offers = {
      {&BoxFeatures::seccomp, "seccomp", ::prctl(PR_GET_SECCOMP, 0, 0, 0, 0) >= 0 ? "" : "the kernel has no seccomp"},
      {&BoxFeatures::cgroup, "cgroup", cgroup_found ? "" : cgroup_why},
      {&BoxFeatures::own_uid, "own_uid",
       can_switch_uid ? ""
       : root         ? "the grader is root without CAP_SETUID and CAP_SETGID"
                      : "the grader is not root: runs keep its uid"},
      {&BoxFeatures::landlock, "landlock", landlock_abi() > 0 ? "" : "the kernel offers no Landlock"},
      {&BoxFeatures::namespaces, "namespaces",
       root_namespaces ? ""
       : root          ? "the grader is root without CAP_SYS_ADMIN (as in Docker)"
                       : "the grader is not root"},
  };
  std::vector<std::string> missing;
  BoxFeatures offered;
  for (auto& offer : offers) {
    if (withheld(offer.name)) offer.unavailable = "withheld by SUDOKU_GRADE_SANDBOX_WITHOUT";
    if (offer.unavailable.empty()) {
      offered.*offer.feature = true;
    } else {
      missing.push_back(fmt::format("{}: {}", offer.name, offer.unavailable));
    }
  }
  // Without root, a user namespace still gives every other namespace.
  if (!root && !withheld("namespaces") && !withheld("user_namespace")) {
    offered.namespaces = offered.user_namespace = true;
    missing.pop_back();  // the namespaces entry: they are offered after all
  }

  // Usually all that is offered works together: one run of `true` shows it.
  std::string failure;
  std::shared_ptr<const Sandbox> box = trial(level, offered, missing, failure);
  if (!box) {
    // Else each feature joins only if a run in the box built so far, plus
    // it, still works: what is kept is what was seen to work together.
    BoxFeatures features;
    for (const auto& offer : offers) {
      if (!(offered.*offer.feature)) continue;
      BoxFeatures candidate = features;
      candidate.*offer.feature = true;
      if (offer.feature == &BoxFeatures::namespaces) candidate.user_namespace = offered.user_namespace;
      if (trial(level, candidate, {}, failure)) {
        features = candidate;
      } else {
        missing.push_back(
            fmt::format("{}{}: {}", offer.name, candidate.user_namespace ? " (in a user namespace)" : "", failure));
      }
    }
    if (!root && offered.namespaces && !offered.user_namespace && !features.namespaces && !withheld("user_namespace")) {
      BoxFeatures candidate = features;
      candidate.namespaces = candidate.user_namespace = true;
      if (trial(level, candidate, {}, failure)) features = candidate;
    }
    box = std::make_shared<Sandbox>(level, features, missing);
  }
  const BoxFeatures& got = box->features();
  const bool full = got.own_uid && got.namespaces && !got.user_namespace && got.cgroup && got.seccomp;
  if (level == SandboxLevel::Strict && !full)
    fail({},
         "--sandbox strict: the full box cannot be built on this machine: {}; "
         "--sandbox auto grades in the strongest box it can build",
         fmt::join(box->missing(), "; "));
  // isolate and runguard never run a submission as root; neither does a box.
  if (root && !got.own_uid)
    fail({}, "--sandbox {}: no box here can take a uid of its own, so the program would run as root: {}",
         to_string(level), fmt::join(box->missing(), "; "));
  return box;
}

}  // namespace

std::shared_ptr<const Sandbox> probe_sandbox(SandboxLevel level) {
  static std::mutex mutex;
  static std::map<SandboxLevel, std::shared_ptr<const Sandbox>> made;
  std::lock_guard<std::mutex> lock(mutex);
  auto& sandbox = made[level];
  if (!sandbox) sandbox = level == SandboxLevel::Off ? std::make_shared<Sandbox>(level, BoxFeatures{}) : probe(level);
  return sandbox;
}

}  // namespace harness
