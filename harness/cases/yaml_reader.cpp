#include "cases/yaml_reader.h"

#include <algorithm>
#include <charconv>
#include <map>

#include "base/spelling.h"
#include "grid_format.h"

namespace harness {

std::string described(const YAML::Node& node) {
  switch (node.Type()) {
    case YAML::NodeType::Map: return "a map";
    case YAML::NodeType::Sequence: return "a list";
    case YAML::NodeType::Scalar: {
      const std::string& text = node.Scalar();
      if (node.Tag() == "!") return "the quoted string \"" + text.substr(0, 20) + "\"";
      if (text.size() <= 24 && text.find('\n') == std::string::npos) return "'" + text + "'";
      return "'" + text.substr(0, std::min<std::size_t>(20, text.find('\n'))) + "...'";
    }
    default: return "nothing";
  }
}

std::string did_you_mean(const std::string& word, const std::vector<std::string>& known) {
  const auto name = closest_name(word, known);
  return name ? " (did you mean '" + *name + "'?)" : "";
}

std::string joined(const std::vector<std::string>& words, const char* separator) {
  std::string out;
  for (const auto& word : words) out += (out.empty() ? "" : separator) + word;
  return out;
}

SourceLoc Reader::at(const YAML::Node& node) const {
  const YAML::Mark mark = node.Mark();
  if (case_ && !mark.is_null())
    if (auto use = aliases_.use_in_case(*case_, static_cast<std::size_t>(mark.pos))) return *use;
  return loc_of(path_, mark);
}

void Reader::check_keys(const YAML::Node& map, const std::vector<std::string>& allowed,
                        const std::vector<std::string>& others, const std::string& where) const {
  std::map<std::string, int> seen;
  for (const auto& item : map) {
    const YAML::Node& key = item.first;
    if (!key.IsScalar()) fail(at(key), "a key must be a plain word, found {}", described(key));
    const std::string& word = key.Scalar();
    if (auto [it, fresh] = seen.emplace(word, at(key).line); !fresh)
      fail(at(key), "key '{}' appears twice (first at line {})", word, it->second);
    if (std::find(allowed.begin(), allowed.end(), word) != allowed.end()) continue;
    if (std::find(others.begin(), others.end(), word) != others.end())
      fail(at(key), "key '{}' does not belong to {}{}", word, where, key_home_(word));
    fail(at(key), "unknown key '{}'{}", word, did_you_mean(word, allowed));
  }
}

YAML::Node Reader::require(const YAML::Node& map, const char* key, const std::string& owner) const {
  const YAML::Node value = map[key];
  if (!value) fail(at(map), "{} is missing required key '{}'", owner, key);
  return value;
}

std::string Reader::text(const YAML::Node& node, const char* key) const {
  if (!node.IsScalar()) fail(at(node), "'{}' must be a string, found {}", key, described(node));
  return node.Scalar();
}

std::int64_t Reader::integer(const YAML::Node& node, const char* key, std::int64_t low, std::int64_t high) const {
  std::int64_t value = 0;
  bool ok = node.IsScalar() && node.Tag() != "!";  // "!" marks a quoted scalar
  if (ok) {
    const std::string& s = node.Scalar();
    const auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), value);
    ok = error == std::errc() && end == s.data() + s.size() && value >= low && value <= high;
  }
  if (!ok) fail(at(node), "'{}' must be an integer from {} to {}, found {}", key, low, high, described(node));
  return value;
}

bool Reader::boolean(const YAML::Node& node, const char* key) const {
  if (node.IsScalar() && node.Tag() != "!") {
    if (node.Scalar() == "true") return true;
    if (node.Scalar() == "false") return false;
  }
  fail(at(node), "'{}' must be true or false, found {}", key, described(node));
}

std::size_t Reader::choice(const YAML::Node& node, const char* key, const std::vector<std::string>& names) const {
  if (node.IsScalar()) {
    const auto it = std::find(names.begin(), names.end(), node.Scalar());
    if (it != names.end()) return static_cast<std::size_t>(it - names.begin());
  }
  fail(at(node), "'{}' must be one of {}; found {}{}", key, joined(names), described(node),
       node.IsScalar() ? did_you_mean(node.Scalar(), names) : "");
}

ref::Grid Reader::grid(const YAML::Node& node, const char* key) const {
  const std::string grid_text = text(node, key);
  try {
    return ref::parse_grid(grid_text);
  } catch (const ref::GridFormatError& e) {
    fail(at(node), "'{}': {}", key, e.what());
  }
}

std::vector<std::vector<int>> Reader::board(const YAML::Node& node, const char* key) const {
  if (!node.IsSequence()) return grid(node, key).rows();
  std::vector<std::vector<int>> rows;
  for (const auto& row : node) {
    if (!row.IsSequence()) fail(at(row), "'{}': each row must be a list of integers, found {}", key, described(row));
    rows.emplace_back();
    for (const auto& cell : row) rows.back().push_back(static_cast<int>(integer(cell, key, -999, 999)));
  }
  return rows;
}

}  // namespace harness
