#include "cases/yaml_load.h"

#include "base/error.h"
#include "cases/yaml_aliases.h"

namespace harness {

YAML::Node load_yaml(const std::string& text, const std::string& path) {
  try {
    return YAML::Load(text);
  } catch (const YAML::Exception& e) {
    fail(loc_of(path, e.mark), "{}", e.msg);
  }
}

}  // namespace harness
