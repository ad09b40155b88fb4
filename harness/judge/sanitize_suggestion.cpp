#include "judge/sanitize_suggestion.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "build/sanitize.h"

namespace harness {

std::string sanitize_suggestion(const GradeResult& result, bool cpp, bool sanitized, const std::string& command) {
  if (!cpp || sanitized) return "";
  int failed = 0;
  for (const auto& file : result.files)
    for (const auto& c : file.cases) failed += c.verdict == Verdict::WA || c.verdict == Verdict::RTE;
  if (failed == 0) return "";
  return fmt::format("{} case{} ended WA or RTE. A memory bug (a read past the end of a row, a use after free) "
                     "can give a wrong answer by luck; to look for one, run: {} --sanitize",
                     failed, failed == 1 ? "" : "s", command);
}

std::string sanitized_note(bool cgroup) {
  return fmt::format("sanitized: built with {}; time limits x{:g}, memory limits +{} MiB for the sanitizers{}",
                     fmt::join(sanitize_flags(), " "), kSanitizeTimeFactor, kSanitizeRuntimeBytes >> 20,
                     cgroup ? "" : "; memory limited by ASan's hard_rss_limit_mb, as there is no cgroup");
}

}  // namespace harness
