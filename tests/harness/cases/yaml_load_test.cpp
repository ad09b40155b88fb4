#include "cases/yaml_load.h"

#include <catch2/catch.hpp>

#include "base/error.h"

using harness::load_yaml;

TEST_CASE("an instructor's YAML file reads whole, or its syntax error is at its line and column", "[yaml_load]") {
  CHECK(load_yaml("- student: ann\n  points: 2\n", "o.yaml")[0]["points"].as<int>() == 2);
  CHECK(load_yaml("", "o.yaml").IsNull());
  struct Row {
    std::string text, where;
  };
  for (const Row& row : {Row{"- student: ann\n  points: [1, 2\n", "o.yaml:3:1"}, Row{"a: b\n c: d\n", "o.yaml:2:3"}}) {
    INFO(row.text);
    try {
      load_yaml(row.text, "o.yaml");
      FAIL("no error");
    } catch (const harness::Error& e) {
      CHECK_THAT(e.what(), Catch::StartsWith(row.where + ": "));
    }
  }
}
