#include "judge/sanitize_suggestion.h"

#include <string_view>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "base/counted.h"
#include "base/text_width.h"
#include "prepare/sanitize.h"

namespace harness {

namespace {

bool mentions(std::string_view text, std::string_view word) { return text.find(word) != std::string_view::npos; }

// What glibc's allocator prints before it aborts on a heap it finds broken,
// and the stack protector's word for an overwritten frame.
constexpr std::string_view kHeapMessages[] = {
    "double free",
    "free(): invalid",
    "malloc(): ",
    "corrupted size vs. prev_size",
    "munmap_chunk(): invalid pointer",
    "realloc(): invalid",
    "corrupted double-linked list",
    "stack smashing detected",
};

}  // namespace

std::string memory_bug_sign(const CaseResult& c) {
  if (c.verdict == Verdict::RTE) {
    for (const std::string_view message : kHeapMessages)
      if (mentions(c.details, message) || mentions(c.reason, message))
        return fmt::format("glibc reported \"{}\"", message);
    // A stack overflow is a SIGSEGV too, but a recursion's, said so by its reason.
    if (mentions(c.reason, "recursion")) return "";
    if (mentions(c.reason, "SIGSEGV")) return "killed by SIGSEGV";
    if (mentions(c.reason, "SIGBUS")) return "killed by SIGBUS";
    return "";
  }
  if (c.verdict == Verdict::WA) {
    // A digit no code of the student's wrote on purpose: memory read before it was set.
    if (mentions(c.reason, "is out of range 1-")) return "a value out of range in the answer";
    // A board with a short row or too few rows, read as if whole: past the end of a row.
    if (mentions(c.reason, " cells, found ") || mentions(c.reason, " rows, found "))
      return "a wrong answer for a board of the wrong shape";
  }
  return "";
}

std::vector<std::string> sanitize_suggestion(const GradeResult& result, bool cpp, bool sanitized,
                                             const std::string& command, int width) {
  if (!cpp || sanitized) return {};
  std::string sign;
  const CaseResult* first = nullptr;
  int showing = 0;
  for (const auto& file : result.files)
    for (const auto& c : file.cases)
      if (std::string found = memory_bug_sign(c); !found.empty()) {
        if (first == nullptr) {
          first = &c;
          sign = std::move(found);
        }
        ++showing;
      }
  if (first == nullptr) return {};
  const std::string others = showing == 1
                                 ? ""
                                 : " (and " + counted(std::int64_t(showing - 1), "more case", "more cases") + ")";
  std::vector<std::string> lines = wrap_to_width(
      fmt::format("{} ended {} ({}){}: signs of a memory bug, such as a read past the end of a row or a "
                  "use after free. The sanitizers find where it is; run:",
                  // The console a student reads names no hidden case (report/redact.h).
                  first->visibility == Visibility::Hidden ? std::string("A hidden case")
                                                          : fmt::format("Case '{}'", first->name),
                  to_string(first->verdict), sign, others),
      width);
  lines.push_back("  " + command + " --sanitize");
  return lines;
}

std::string sanitized_note(bool cgroup) {
  return fmt::format("sanitized: built with {}; time limits x{:g}, memory limits +{} MiB for the sanitizers{}",
                     fmt::join(sanitize_flags(), " "), kSanitizeTimeFactor, kSanitizeRuntimeBytes >> 20,
                     cgroup ? "" : "; memory limited by ASan's hard_rss_limit_mb, as there is no cgroup");
}

}  // namespace harness
