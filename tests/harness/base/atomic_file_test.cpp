#include <catch2/catch.hpp>

#include <unistd.h>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "base/atomic_file.h"
#include "base/error.h"
#include "temp_dir.h"

using namespace harness;
namespace fs = std::filesystem;

TEST_CASE("an atomic write replaces the file whole and leaves no temporary behind", "[atomic_file]") {
  const TempDir dir("atomic-file-test");
  const std::string path = (dir / "report.json").string();
  std::ofstream(temporary_name(path)) << "a torn leftover of an earlier run";
  write_file_atomically(path, "first");
  write_file_atomically(path, "second, longer");
  std::ostringstream text;
  text << std::ifstream(path).rdbuf();
  CHECK(text.str() == "second, longer");
  CHECK_FALSE(fs::exists(temporary_name(path)));
}

TEST_CASE("an atomic write into a missing folder names the file and the call", "[atomic_file]") {
  CHECK_THROWS_WITH(write_file_atomically("/nonexistent-dir/r.json", "x"),
                    "/nonexistent-dir/r.json: cannot write the report: open(/nonexistent-dir/r.json.tmp): "
                    "No such file or directory");
}

TEST_CASE("a write the disk refuses leaves the old file whole and no temporary, and is a WriteError", "[atomic_file]") {
  // /dev/full refuses every write with ENOSPC, as a full disk does: the
  // temporary is made a link to it (open follows it), so this needs no mount.
  const TempDir dir("atomic-file-full");
  const std::string path = (dir / "report.json").string();
  write_file_atomically(path, "the earlier report");
  fs::create_symlink("/dev/full", temporary_name(path));
  CHECK_THROWS_AS(write_file_atomically(path, "a longer report that does not fit"), WriteError);
  CHECK_FALSE(fs::exists(fs::symlink_status(temporary_name(path))));
  fs::create_symlink("/dev/full", temporary_name(path));
  CHECK_THROWS_WITH(write_file_atomically(path, "x"),
                    path + ": cannot write the report: write(" + temporary_name(path) + "): No space left on device");
  std::ostringstream text;
  text << std::ifstream(path).rdbuf();
  CHECK(text.str() == "the earlier report");
}
