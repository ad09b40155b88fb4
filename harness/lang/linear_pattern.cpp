#include "lang/linear_pattern.h"

#include <stdexcept>

#include <re2/re2.h>

namespace harness {

namespace {

// RE2's memory for one pattern, its program and its automaton's cache: when a
// hostile text fills the cache, RE2 goes on with its NFA, slower by a constant
// but still linear, never past this bound. The patterns here are a few dozen
// states; a megabyte each keeps the forty of them under 40 MB at worst.
constexpr int64_t kMostMemory = int64_t{1} << 20;

RE2::Options options() {
  RE2::Options o;
  o.set_encoding(RE2::Options::EncodingLatin1);  // bytes, whatever they are
  o.set_max_mem(kMostMemory);
  o.set_log_errors(false);  // a cache filled by hostile text is no error to print
  return o;
}

}  // namespace

struct LinearPattern::Compiled {
  explicit Compiled(const std::string& pattern) : re(pattern, options()) {}
  RE2 re;
};

LinearPattern::LinearPattern(const std::string& pattern) : compiled_(std::make_unique<Compiled>(pattern)) {
  if (!compiled_->re.ok()) throw std::logic_error("pattern /" + pattern + "/: " + compiled_->re.error());
}

LinearPattern::~LinearPattern() = default;
LinearPattern::LinearPattern(LinearPattern&&) noexcept = default;
LinearPattern& LinearPattern::operator=(LinearPattern&&) noexcept = default;

std::optional<PatternMatch> LinearPattern::find(std::string_view text, std::size_t from, std::size_t to,
                                                bool anchored) const {
  to = std::min(to, text.size());
  if (from > to) return std::nullopt;
  const int groups = 1 + compiled_->re.NumberOfCapturingGroups();
  std::vector<re2::StringPiece> pieces(static_cast<std::size_t>(groups));
  if (!compiled_->re.Match(re2::StringPiece(text.data(), text.size()), from, to,
                           anchored ? RE2::ANCHOR_START : RE2::UNANCHORED, pieces.data(), groups))
    return std::nullopt;
  PatternMatch match;
  match.groups.reserve(pieces.size());
  for (const auto& piece : pieces) match.groups.emplace_back(piece.data(), piece.size());
  return match;
}

std::optional<PatternMatch> LinearPattern::search(std::string_view text, std::size_t from, std::size_t to) const {
  return find(text, from, to, false);
}

std::optional<PatternMatch> LinearPattern::match_at(std::string_view text, std::size_t from, std::size_t to) const {
  return find(text, from, to, true);
}

bool LinearPattern::found_in(std::string_view text) const {
  return compiled_->re.Match(re2::StringPiece(text.data(), text.size()), 0, text.size(), RE2::UNANCHORED, nullptr, 0);
}

std::vector<PatternMatch> LinearPattern::all_in(std::string_view text) const {
  std::vector<PatternMatch> matches;
  std::size_t from = 0;
  while (from <= text.size()) {
    auto match = search(text, from);
    if (!match) break;
    const std::size_t end = match->position(text) + (*match)[0].size();
    from = end > from ? end : from + 1;  // an empty match moves on by one, as libstdc++'s regex iterator does
    matches.push_back(std::move(*match));
  }
  return matches;
}

}  // namespace harness
