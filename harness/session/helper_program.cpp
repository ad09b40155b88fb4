#include "session/helper_program.h"

#include "base/error.h"
#include "run/trusted_program.h"

namespace harness {

std::filesystem::path helper_beside_this_program() {
  std::error_code error;
  const auto self = std::filesystem::read_symlink("/proc/self/exe", error);
  if (error) fault({}, "cannot find this program's folder to look for sudoku-helper; give --helper");
  return self.parent_path() / "sudoku-helper";
}

RecordedRun run_helper_program(const std::filesystem::path& helper, const std::string& input) {
  // The reference helper, or one an instructor names with --helper: the grader's own tool, outside any box.
  TrustedCommand command({helper.string()}, std::chrono::seconds(10));
  command.stdin_text = input;
  const TrustedRun run = run_trusted(command);
  if (run.end == TrustedRun::End::NotStarted) fault({helper.string()}, "cannot run the helper: {}", run.error);
  if (run.end != TrustedRun::End::Exited || run.out_truncated)
    fault({helper.string()}, "the helper did not finish normally ({}{})", how_it_ended(run),
          run.out_truncated ? ", output cut at the limit" : "");
  return {run.out, run.exit_code};
}

}  // namespace harness
