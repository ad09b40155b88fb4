#include "session/helper_program.h"

#include "base/error.h"
#include "run/process.h"

namespace harness {

std::filesystem::path helper_beside_this_program() {
  std::error_code error;
  const auto self = std::filesystem::read_symlink("/proc/self/exe", error);
  if (error) fail({}, "cannot find this program's folder to look for sudoku-helper; give --helper");
  return self.parent_path() / "sudoku-helper";
}

RecordedRun run_helper_program(const std::filesystem::path& helper, const std::string& input) {
  RunSpec spec;
  spec.argv = {helper.string()};
  spec.stdin_text = input;
  spec.limits.wall = std::chrono::milliseconds(10000);
  spec.limits.cpu = std::chrono::milliseconds(5000);
  const RunFacts facts = run_with_limits(spec);
  if (facts.end == RunFacts::End::SpawnFailed)
    fail({helper.string()}, "cannot run the helper: {}", facts.spawn_error);
  if (facts.end != RunFacts::End::Exited || facts.stdout_truncated)
    fail({helper.string()}, "the helper did not finish normally ({}{})", to_string(facts.end),
         facts.stdout_truncated ? ", output cut at the limit" : "");
  return {facts.stdout_text, facts.exit_code};
}

}  // namespace harness
