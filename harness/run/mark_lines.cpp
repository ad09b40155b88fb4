#include "run/mark_lines.h"

#include <algorithm>
#include <cstring>

#include <fmt/format.h>

#include "base/thousands.h"

namespace harness {

std::string flood_text(const MarksFlood& flood) {
  return fmt::format("wrote more than {} bytes on the marks channel (fd 3) {}",
                     with_thousands(static_cast<std::int64_t>(flood.bound)),
                     flood.long_line ? "without a newline" : "in one case");
}

MarkLines::MarkLines(std::size_t longest_line, std::uint64_t case_bytes)
    : longest_line_(longest_line), case_bytes_(case_bytes) {}

void MarkLines::add(const char* data, std::size_t size) {
  bytes_ += size;
  if (flood_) return;
  // Never more than a case's bytes kept, counted since the case began and waiting untaken.
  const std::uint64_t waiting = kept_.size() - taken_;
  const std::uint64_t case_room = case_bytes_ > case_bytes_seen_ ? case_bytes_ - case_bytes_seen_ : 0;
  const std::uint64_t room = std::min(case_room, case_bytes_ > waiting ? case_bytes_ - waiting : 0);
  const std::size_t keep = static_cast<std::size_t>(std::min<std::uint64_t>(size, room));
  case_bytes_seen_ += size;
  const std::size_t from = kept_.size();
  kept_.append(data, keep);
  // Each byte is looked at once here: a line is measured from its start as its bytes come.
  for (std::size_t at = from; at < kept_.size();) {
    const void* newline = std::memchr(kept_.data() + at, '\n', kept_.size() - at);
    const std::size_t end = newline ? static_cast<std::size_t>(static_cast<const char*>(newline) - kept_.data())
                                    : kept_.size();
    if (end - line_start_ > longest_line_) {
      flood_ = MarksFlood{true, longest_line_};
      break;
    }
    if (!newline) break;
    line_start_ = end + 1;
    at = line_start_;
  }
  if (!flood_ && keep < size) flood_ = MarksFlood{false, case_bytes_};
  // What follows the last whole line is the flood's: never a mark.
  if (flood_) kept_.resize(line_start_);
}

std::optional<std::string> MarkLines::next_line() {
  if (taken_ >= line_start_) return std::nullopt;
  const char* start = kept_.data() + taken_;
  const auto* newline = static_cast<const char*>(std::memchr(start, '\n', line_start_ - taken_));
  std::string line(start, static_cast<std::size_t>(newline - start));
  taken_ += line.size() + 1;
  // Taken bytes are dropped in bulk, so each is moved at most once more.
  if (taken_ > 4096 && taken_ * 2 > kept_.size()) {
    kept_.erase(0, taken_);
    line_start_ -= taken_;
    taken_ = 0;
  }
  return line;
}

std::optional<MarksFlood> MarkLines::flood() const {
  if (taken_ < line_start_) return std::nullopt;
  return flood_;
}

std::optional<std::string> MarkLines::take_rest() {
  if (flood_ || line_start_ >= kept_.size()) return std::nullopt;
  std::string rest = kept_.substr(line_start_);
  kept_.resize(line_start_);
  return rest;
}

}  // namespace harness
