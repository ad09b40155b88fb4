// What a machine without the full box gets, for real: sudoku-grade run as
// the user nobody has no cgroup and no uid to give runs, so `strict` refuses
// with one line naming what is missing and `auto` warns once and still
// grades; root with SUDOKU_GRADE_SANDBOX_WITHOUT=cgroup is degraded the same
// way, and its report says so. The same commands as root, with nothing held
// back, are the controls: the refusals come from what is missing alone.
#include "hostile/hostile_suite.h"
#include "hostile_text.h"

using namespace hostile_suite;

namespace {

const std::string kMissingCgroup = "cgroup: withheld by SUDOKU_GRADE_SANDBOX_WITHOUT";

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> found = hostile::lines_of(text);
  if (!found.empty() && found.back().empty()) found.pop_back();
  return found;
}

}  // namespace

TEST_CASE("hostile: as a user without root, strict refuses naming what is missing and auto warns and grades",
          "[hostile][process][slow]") {
  // nobody may not read the checkout or the build: what it runs is copied
  // into a folder anyone may read, the driver next to the binary (an
  // installed layout). A grader takes only a cache of its own, so each makes
  // its own in a folder anyone may write.
  TempDir temp("hostile-levels");
  fs::permissions(temp.path, fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                                 fs::perms::others_read | fs::perms::others_exec);
  fs::create_directories(temp / "bin");
  fs::copy_file(kGrader, temp / "bin/sudoku-grade");
  fs::copy(fs::path(SOURCE_DIR) / "harness/driver", temp / "bin/driver");
  fs::copy_file(fs::path(SOURCE_DIR) / "examples/cpp/sudoku.cpp", temp / "sudoku.cpp");
  fs::copy_file(fs::path(SOURCE_DIR) / "tests/submissions/cases.yaml", temp / "cases.yaml");
  fs::create_directories(temp / "caches");
  fs::permissions(temp / "caches", fs::perms::all | fs::perms::sticky_bit);
  auto grade = [&](const std::string& level, bool as_nobody) {
    const fs::path cache = temp / "caches" / (as_nobody ? "nobody" : "root");
    std::vector<std::string> argv = {(temp / "bin/sudoku-grade").string(),
                                     "grade",
                                     (temp / "sudoku.cpp").string(),
                                     "--cases",
                                     (temp / "cases.yaml").string(),
                                     "--cache",
                                     cache.string(),
                                     "--sandbox",
                                     level};
    if (as_nobody) argv.insert(argv.begin(), {"setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"});
    argv.insert(argv.begin(), {"env", "COLUMNS=400"});  // the sandbox line is checked whole, not wrapped at 80
    return run_outside(argv);
  };

  const harness::TrustedRun refused = grade("strict", true);
  INFO(refused.out << refused.err);
  CHECK(refused.exit_code == 2);
  CHECK(refused.out.empty());
  const auto error = lines(refused.err);
  REQUIRE(error.size() == 1);
  CHECK_THAT(error[0], Catch::StartsWith("sudoku-grade: error: --sandbox strict: the full box cannot be built on "
                                         "this machine: cgroup: "));
  CHECK_THAT(error[0], Catch::Contains("; own_uid: the grader is not root: runs keep its uid; --sandbox auto grades "
                                       "in the strongest box it can build"));

  const harness::TrustedRun degraded = grade("auto", true);
  INFO(degraded.out << degraded.err);
  CHECK(degraded.exit_code == 0);
  const auto warning = lines(degraded.err);
  REQUIRE(warning.size() == 1);
  CHECK_THAT(warning[0], Catch::StartsWith("sudoku-grade: warning: the sandbox lacks what this machine cannot give: "
                                           "auto: "));
  CHECK_THAT(warning[0], Catch::Contains("; missing: cgroup: "));
  CHECK_THAT(warning[0], Catch::Contains("; own_uid: the grader is not root"));
  // The report states the same box, and grading went on in it.
  CHECK(hostile::lines_starting(degraded.out, "sandbox: ") ==
        std::vector<std::string>{"sandbox: " + warning[0].substr(warning[0].find("auto: "))});
  CHECK(hostile::lines_starting(degraded.out, "total ") ==
        std::vector<std::string>{"total 7/7 points; 7 of 7 cases accepted"});

  const harness::TrustedRun as_root = grade("strict", false);
  INFO(as_root.out << as_root.err);
  CHECK(as_root.exit_code == 0);
  CHECK(as_root.err.empty());
}

TEST_CASE("hostile: SUDOKU_GRADE_SANDBOX_WITHOUT=cgroup degrades a root run, and the report says what is missing",
          "[hostile][process]") {
  auto grade = [](const std::string& level, const std::string& without) {
    // COLUMNS: the sandbox line is checked whole, not wrapped at 80.
    return run_outside({"env", "COLUMNS=400", "SUDOKU_GRADE_SANDBOX_WITHOUT=" + without, kGrader.string(), "grade",
                        std::string(SOURCE_DIR) + "/examples/cpp/sudoku.cpp", "--cases",
                        std::string(SOURCE_DIR) + "/tests/submissions/cases.yaml", "--cache", kTestCache.string(),
                        "--sandbox", level});
  };
  const std::string box = "auto: own uid per run, pid/mount/net/ipc/uts namespaces, memory limited per process "
                          "(RLIMIT_AS), seccomp, no_new_privs; missing: " +
                          kMissingCgroup;

  const harness::TrustedRun degraded = grade("auto", "cgroup");
  INFO(degraded.out << degraded.err);
  CHECK(degraded.exit_code == 0);
  CHECK(degraded.err == "sudoku-grade: warning: the sandbox lacks what this machine cannot give: " + box + "\n");
  CHECK(hostile::lines_starting(degraded.out, "sandbox: ") == std::vector<std::string>{"sandbox: " + box});

  const harness::TrustedRun refused = grade("strict", "cgroup");
  CHECK(refused.exit_code == 2);
  CHECK(refused.err == "sudoku-grade: error: --sandbox strict: the full box cannot be built on this machine: " +
                           kMissingCgroup + "; --sandbox auto grades in the strongest box it can build\n");

  // Nothing withheld: no warning, and the report names the cgroup.
  const harness::TrustedRun full = grade("auto", "");
  CHECK(full.exit_code == 0);
  CHECK(full.err.empty());
  CHECK(hostile::lines_starting(full.out, "sandbox: ") ==
        std::vector<std::string>{"sandbox: auto: own uid per run, pid/mount/net/ipc/uts namespaces, memory and "
                                 "processes limited per run (cgroup), seccomp, no_new_privs"});
}
