#pragma once
// A YAML file the instructor wrote (a case file, overrides, extensions), read
// whole: yaml-cpp's syntax error becomes harness::Error at the file's line
// and column, so every reader of such a file says where alike.
#include <string>

#include <yaml-cpp/yaml.h>

namespace harness {

/// The document in `text`, named `path` in messages. Throws harness::Error
/// ("overrides.yaml:3:9: end of map not found") for a syntax error.
YAML::Node load_yaml(const std::string& text, const std::string& path);

}  // namespace harness
