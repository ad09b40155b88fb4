#pragma once
// "Did you mean" for names typed by hand (ninja's SpellcheckString): keys of
// a case file, entry names, subcommands.
#include <optional>
#include <string>
#include <vector>

namespace harness {

/// Edits (insert, delete, replace one character) that turn `a` into `b`.
std::size_t edit_distance(const std::string& a, const std::string& b);

/// `text` in ASCII lower case: file names and headers compared without case.
std::string lower_case(std::string text);

/// The known name closest to `word`, if within two edits. Case and
/// underscores are ignored, so 'timelimit' finds 'time_limit_ms'.
std::optional<std::string> closest_name(const std::string& word, const std::vector<std::string>& known);

}  // namespace harness
