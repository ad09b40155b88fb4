#include "cache/cache_dir.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <string>

#include "temp_dir.h"

namespace fs = std::filesystem;

TEST_CASE("a cache that cannot be used gives a temporary one and says why, in one line", "[cache_dir]") {
  const TempDir scratch("choose-cache");
  const fs::path base = scratch.path;
  SECTION("a folder of the grader's own is used as it is") {
    const harness::CacheChoice usable = harness::choose_cache(base / "usable");
    CHECK(usable.dir == base / "usable");
    CHECK(usable.warning.empty());
    CHECK(fs::is_empty(usable.dir));  // the write probe is gone
  }
  std::ofstream(base / "a-file") << "not a folder";
  struct Row {
    fs::path wanted;
    std::string why;
  };
  const Row rows[] = {
      {"/dev/null/cache", "cannot create the cache /dev/null/cache: Not a directory"},
      {base / "a-file", "cannot create the cache " + (base / "a-file").string() + ": Not a directory"},
  };
  for (const Row& row : rows) {
    CAPTURE(row.wanted);
    fs::path temporary;
    {
      const harness::CacheChoice choice = harness::choose_cache(row.wanted);
      temporary = choice.dir;
      CHECK(choice.warning == row.why + "; building without it, in " + temporary.string() + " (removed at the end)");
      CHECK_FALSE(harness::why_not_private(temporary).has_value());
    }
    CHECK_FALSE(fs::exists(temporary));
  }
}
