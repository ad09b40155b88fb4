#pragma once
/// A regular expression for text a student wrote: RE2's automaton, whose time
/// is linear in the text and whose stack does not grow with it. libstdc++'s
/// regex recurses once per character a repetition takes, so one long line in
/// a submission overflowed the grader's stack and ended a whole class (issue
/// 36); the standard library's regex stays only on text the instructor or the
/// harness wrote. Bytes are read as bytes (Latin-1, no UTF-8 decoding), so
/// NULs and invalid UTF-8 match as libstdc++'s regex on chars did. The syntax
/// is RE2's, a subset of ECMAScript's without backreferences or lookaround;
/// leftmost-first like the standard regex's ECMAScript.
#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace harness {

/// One match: views into the text searched, [0] the whole match, then each
/// group; a group that took no part is empty with a null data().
struct PatternMatch {
  std::vector<std::string_view> groups;
  const std::string_view& operator[](std::size_t group) const { return groups[group]; }
  /// Where group `group` begins in `text`, the text that was searched.
  std::size_t position(std::string_view text, std::size_t group = 0) const {
    return static_cast<std::size_t>(groups[group].data() - text.data());
  }
};

class LinearPattern {
 public:
  /// Throws std::logic_error for a pattern RE2 refuses (the harness's own
  /// mistake, seen by its tests).
  explicit LinearPattern(const std::string& pattern);
  ~LinearPattern();
  LinearPattern(LinearPattern&&) noexcept;
  LinearPattern& operator=(LinearPattern&&) noexcept;

  /// The leftmost match inside text[from, to) (to = npos: the text's end);
  /// `^` matches only at the text's start, as in a std::sregex_iterator.
  std::optional<PatternMatch> search(std::string_view text, std::size_t from = 0,
                                     std::size_t to = std::string_view::npos) const;
  /// A match that begins at `from` exactly and ends by `to` (the standard regex's match_continuous).
  std::optional<PatternMatch> match_at(std::string_view text, std::size_t from,
                                       std::size_t to = std::string_view::npos) const;
  /// Whether it matches anywhere in `text` (no groups taken: the fast path).
  bool found_in(std::string_view text) const;
  /// Every match, left to right, none overlapping (a std::sregex_iterator's).
  std::vector<PatternMatch> all_in(std::string_view text) const;

 private:
  std::optional<PatternMatch> find(std::string_view text, std::size_t from, std::size_t to, bool anchored) const;
  struct Compiled;
  std::unique_ptr<Compiled> compiled_;
};

}  // namespace harness
