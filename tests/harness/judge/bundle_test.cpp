#include "judge/bundle.h"

#include <sys/stat.h>
#include <unistd.h>

#include <fstream>
#include <sstream>

#include <catch2/catch.hpp>

using namespace harness;
namespace fs = std::filesystem;

namespace {

struct Folder {
  fs::path path = fs::temp_directory_path() / ("bundle-test-" + std::to_string(getpid()));
  Folder() {
    fs::remove_all(path);
    fs::create_directories(path);
  }
  ~Folder() { fs::remove_all(path); }
};

std::string text_of(const fs::path& path) {
  std::ostringstream text;
  text << std::ifstream(path).rdbuf();
  return text.str();
}

std::size_t entries_in(const fs::path& folder) {
  std::size_t n = 0;
  for ([[maybe_unused]] const auto& entry : fs::directory_iterator(folder)) ++n;
  return n;
}

}  // namespace

TEST_CASE("a bundle appears whole under its name, readable by any uid, or not at all", "[bundle]") {
  Folder temp;
  const fs::path bundle = temp.path / "abc123";
  {
    BundleStaging staging(bundle);
    write_files(staging.path() / "submission", {{"src/deep/a.py", "x = 1\n"}, {"driver.py", "d\n"}});
    CHECK_FALSE(fs::exists(bundle));   // not before it is whole
    staging.publish();
  }
  CHECK(text_of(bundle / "submission/src/deep/a.py") == "x = 1\n");
  struct stat info {};
  REQUIRE(::stat((bundle / "submission/src/deep").c_str(), &info) == 0);
  CHECK((info.st_mode & 0777) == 0755);
  REQUIRE(::stat((bundle / "submission/driver.py").c_str(), &info) == 0);
  CHECK((info.st_mode & 0777) == 0644);

  // A parallel grader's copy came first: it is kept, and the second leaves nothing behind.
  {
    BundleStaging second(bundle);
    write_files(second.path(), {{"other", "y"}});
    second.publish();
  }
  CHECK_FALSE(fs::exists(bundle / "other"));
  CHECK(entries_in(temp.path) == 1);

  // Not published (a failed build): the staging folder goes.
  { BundleStaging abandoned(temp.path / "def456"); }
  CHECK(entries_in(temp.path) == 1);
}
