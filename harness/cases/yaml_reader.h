#pragma once
// Reading the values of a case file, each error placed at its node: the
// offending value for a bad value, the enclosing map for a missing key, and,
// for a value reached through an alias, that alias in the case being read
// (yaml_aliases.h). Knows YAML's shapes, not the case format's keys.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <yaml-cpp/yaml.h>

#include "base/error.h"
#include "cases/yaml_aliases.h"
#include "grid.h"

namespace harness {

/// "a map", "a list", "'many'", "the quoted string \"3\"": what was found.
std::string described(const YAML::Node& node);

/// " (did you mean 'x'?)", or "" when no known name is close.
std::string did_you_mean(const std::string& word, const std::vector<std::string>& known);

std::string joined(const std::vector<std::string>& words, const char* separator = ", ");

class Reader {
 public:
  /// Says where a key found out of place does belong, e.g. " (only
  /// count_solutions takes it)"; the schema knows, not the reader.
  using KeyHome = std::function<std::string(const std::string& key)>;

  Reader(std::string path, const YamlAliases& aliases, KeyHome key_home)
      : path_(std::move(path)), aliases_(aliases), key_home_(std::move(key_home)) {}

  /// The case whose keys are being read (0-based, of 'cases'), or nullopt at
  /// the file's top level: which aliases `at` may place an error at.
  void reading_case(std::optional<std::size_t> index) { case_ = index; }

  SourceLoc at(const YAML::Node& node) const;

  /// Keys must be scalars, unique, and among `allowed`; `others` are keys
  /// that exist elsewhere in the format, named as not belonging here.
  void check_keys(const YAML::Node& map, const std::vector<std::string>& allowed,
                  const std::vector<std::string>& others, const std::string& where) const;

  YAML::Node require(const YAML::Node& map, const char* key, const std::string& owner) const;
  std::string text(const YAML::Node& node, const char* key) const;
  std::int64_t integer(const YAML::Node& node, const char* key, std::int64_t low, std::int64_t high) const;
  bool boolean(const YAML::Node& node, const char* key) const;

  /// One of `names` (the YAML spelling), returned as its index.
  std::size_t choice(const YAML::Node& node, const char* key, const std::vector<std::string>& names) const;

  ref::Grid grid(const YAML::Node& node, const char* key) const;

  /// checkSudoku's board: a grid text, or a list of rows of any integers.
  std::vector<std::vector<int>> board(const YAML::Node& node, const char* key) const;

 private:
  std::string path_;
  const YamlAliases& aliases_;
  KeyHome key_home_;
  std::optional<std::size_t> case_;
};

}  // namespace harness
