#include "base/shared_folder.h"

#include <catch2/catch.hpp>

using namespace harness;

TEST_CASE("case files are named from the deepest folder they share", "[shared_folder]") {
  CHECK(shared_folder({}).empty());
  CHECK(shared_folder({"/c/cases/lesson.yaml", "/c/cases/java.yaml"}) == "/c/cases");
  CHECK(shared_folder({"/c/cases/lesson.yaml", "/c/extra/x.yaml"}) == "/c");
  CHECK(shared_folder({"lesson.yaml"}).empty());
  CHECK(relative_to("/c/cases/lesson.yaml", "/c") == "cases/lesson.yaml");
  CHECK(relative_to("lesson.yaml", "") == "lesson.yaml");
}
