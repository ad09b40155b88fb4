#include "judge/state_note.h"

#include <string>

#include <fmt/format.h>

namespace harness {
namespace {

// How many visible cases are named one by one; past that, the last is named
// and the rest counted.
constexpr std::size_t kMostNamed = 3;

std::string quoted(const std::string& name) { return "'" + name + "'"; }

// "case 'a'", "cases 'a', 'b' and 'c'", "'d' and the 3 visible cases before
// it", each with " and 2 hidden cases" when hidden ones ran too; "a hidden
// case", "2 hidden cases" alone.
std::string earlier_words(const std::vector<const Case*>& earlier) {
  std::vector<std::string> names;
  std::size_t hidden = 0;
  for (const Case* c : earlier) {
    if (c->visibility == Visibility::Hidden) ++hidden;
    else names.push_back(c->name);
  }
  const std::string hidden_words = hidden == 0   ? ""
                                   : hidden == 1 ? "a hidden case"
                                                 : fmt::format("{} hidden cases", hidden);
  std::string words;
  if (names.empty()) return hidden_words;
  if (names.size() == 1) {
    words = "case " + quoted(names.front());
  } else if (names.size() <= kMostNamed) {
    words = "cases ";
    for (std::size_t i = 0; i < names.size(); ++i)
      words += (i == 0 ? "" : i + 1 == names.size() ? " and " : ", ") + quoted(names[i]);
  } else {
    words = fmt::format("{} and the {} visible cases before it", quoted(names.back()), names.size() - 1);
  }
  return hidden_words.empty() ? words : words + " and " + hidden_words;
}

}  // namespace

std::string state_note(const std::vector<const Case*>& earlier, Verdict alone) {
  if (earlier.empty()) return "";
  const bool passes = alone == Verdict::AC;
  return fmt::format("; run alone in a fresh process it {}: {}, run before it in the same process, left something "
                     "behind that {} (a global variable, a cache, a thread still running)",
                     passes ? std::string("passes") : "gets " + std::string(to_string(alone)) + " instead",
                     earlier_words(earlier), passes ? "makes it fail" : "changes it");
}

}  // namespace harness
