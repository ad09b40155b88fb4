// examples/slurm/grade-class.sbatch and merge.sbatch without a cluster: run
// by bash with the variables Slurm gives an array task, and `echo` for
// sudoku-grade, they must say the command each would run, or refuse what
// would grade a class wrong: an array that is not 1-N without SHARDS (its
// tasks would split the class differently), a merge with a part that did not
// finish (its students would read as never handed in). The real cluster is
// examples/slurm/one_node_cluster.sh (docs/scaling.md). The folder's README
// names every file in it and quotes each script's usage as the script says it.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "file_text.h"
#include "run/trusted_program.h"
#include "temp_dir.h"

namespace fs = std::filesystem;

namespace {

const fs::path kSlurm = fs::path(SOURCE_DIR) / "examples/slurm";

harness::TrustedRun sbatch_script(const std::string& script, const std::vector<std::string>& args,
                                  std::vector<std::string> environment) {
  std::vector<std::string> argv = {"bash", (kSlurm / script).string()};
  argv.insert(argv.end(), args.begin(), args.end());
  harness::TrustedCommand command(argv);
  environment.push_back("SUDOKU_GRADE=echo");
  command.environment = environment;
  return harness::run_trusted(command);
}

std::vector<std::string> array_task(int id, int min, int max, int count) {
  return {"SLURM_ARRAY_TASK_ID=" + std::to_string(id),
          "SLURM_ARRAY_TASK_MIN=" + std::to_string(min),
          "SLURM_ARRAY_TASK_MAX=" + std::to_string(max),
          "SLURM_ARRAY_TASK_COUNT=" + std::to_string(count),
          "SLURM_CPUS_PER_TASK=4",
          "SHARDS="};
}

}  // namespace

TEST_CASE("grade-class.sbatch grades shard K of N into OUT/part-K, and refuses an array that does not say N",
          "[slurm_scripts][process]") {
  const std::vector<std::string> args = {"class/", "cases.yaml", "out", "--roster", "r.csv"};
  const harness::TrustedRun second = sbatch_script("grade-class.sbatch", args, array_task(2, 1, 8, 8));
  CHECK(second.succeeded());
  CHECK(second.out == "batch class/ --cases cases.yaml --out out/part-2 --shard 2/8 --jobs 4 --roster r.csv\n");

  // Task 3 of 8 resubmitted alone: an array 3-3 of one task.
  const harness::TrustedRun alone = sbatch_script("grade-class.sbatch", args, array_task(3, 3, 3, 1));
  CHECK(alone.exit_code == 2);
  CHECK(alone.out.empty());
  CHECK(alone.err == "grade-class.sbatch: the array is 3-3 (1 tasks), not 1-N: set SHARDS=N\n");
  auto with_shards = array_task(3, 3, 3, 1);
  with_shards.back() = "SHARDS=8";
  const harness::TrustedRun said = sbatch_script("grade-class.sbatch", args, with_shards);
  CHECK(said.out == "batch class/ --cases cases.yaml --out out/part-3 --shard 3/8 --jobs 4 --roster r.csv\n");

  // An array 1,3 (count 2, max 3) would grade shards 1/2 and 3/2.
  CHECK(sbatch_script("grade-class.sbatch", args, array_task(1, 1, 3, 2)).exit_code == 2);
  // Not an array task, or too few arguments.
  CHECK(sbatch_script("grade-class.sbatch", args, {"SLURM_ARRAY_TASK_ID="}).exit_code == 2);
  CHECK(sbatch_script("grade-class.sbatch", {"class/", "cases.yaml"}, array_task(1, 1, 2, 2)).exit_code == 2);
}

TEST_CASE("merge.sbatch merges every part, and names the parts that did not finish", "[slurm_scripts][process]") {
  TempDir temp("slurm-merge");
  const std::string out = (temp.path / "out").string();
  for (int k = 1; k <= 3; ++k) fs::create_directories(out + "/part-" + std::to_string(k));
  std::ofstream(out + "/part-1/grades.csv") << "student\n";
  std::ofstream(out + "/part-3/grades.csv") << "student\n";
  const harness::TrustedRun cut = sbatch_script("merge.sbatch", {out, "3"}, {});
  CHECK(cut.exit_code == 1);
  CHECK(cut.out.empty());
  CHECK(cut.err == "merge.sbatch: " + out +
                       ": part(s) 2 of 3 did not finish (no grades.csv): resubmit them with "
                       "SHARDS=3 sbatch --array=2 ..., then merge again\n");

  std::ofstream(out + "/part-2/grades.csv") << "student\n";
  const harness::TrustedRun whole = sbatch_script("merge.sbatch", {out, "3"}, {});
  CHECK(whole.succeeded());
  CHECK(whole.out == "merge " + out + "/part-1 " + out + "/part-2 " + out + "/part-3 --out " + out + "/all\n");
  CHECK(sbatch_script("merge.sbatch", {out}, {}).exit_code == 2);
}

TEST_CASE("examples/slurm/README.md links each file of the folder, quotes each script's usage, and its links resolve",
          "[slurm_scripts]") {
  const std::string readme = text_of(kSlurm / "README.md");
  REQUIRE_FALSE(readme.empty());
  std::size_t usages = 0;
  for (const auto& entry : fs::directory_iterator(kSlurm)) {
    const std::string name = entry.path().filename().string();
    if (name == "README.md") continue;
    CAPTURE(name);
    CHECK_THAT(readme, Catch::Contains("[`" + name + "`](" + name + ")"));
    // "usage: ..." up to the closing quote, as the script prints it.
    const std::string script = text_of(entry.path());
    const std::size_t usage = script.find("usage: ");
    if (usage == std::string::npos) continue;
    const std::size_t from = usage + std::string("usage: ").size();
    const std::string words = script.substr(from, script.find('"', from) - from);
    CHECK_THAT(readme, Catch::Contains(words));
    ++usages;
  }
  CHECK(usages == 3);  // grade-class.sbatch, merge.sbatch, submit.sh
  // Every relative link names a file that is there.
  for (std::size_t at = readme.find("]("); at != std::string::npos; at = readme.find("](", at + 2)) {
    const std::size_t end = readme.find(')', at);
    REQUIRE(end != std::string::npos);
    std::string target = readme.substr(at + 2, end - at - 2);
    if (target.rfind("https://", 0) == 0) continue;
    target = target.substr(0, target.find('#'));
    CAPTURE(target);
    CHECK(fs::exists(kSlurm / target));
  }
}
