#include "prepare/folder_watch.h"

#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <fstream>

#include <catch2/catch.hpp>

#include "run/process.h"
#include "temp_dir.h"

using namespace harness;
namespace fs = std::filesystem;
using namespace std::chrono_literals;

namespace {

void write(const fs::path& path, const std::string& text) {
  fs::create_directories(path.parent_path());
  std::ofstream(path, std::ios::binary) << text;
}

std::uint64_t blocks_of(const fs::path& path) {
  struct stat info {};
  REQUIRE(::lstat(path.c_str(), &info) == 0);
  return std::max<std::uint64_t>(static_cast<std::uint64_t>(info.st_blocks) * 512, kBytesPerName);
}

constexpr std::uint64_t kCap = std::uint64_t{16} << 20;

// A shell command run in `folder` as a build step is (no box: the watch is
// what caps it), with room to write far past kCap within its wall time.
RunFacts step_in(const fs::path& folder, const std::string& command, bool& over) {
  RunSpec spec;
  spec.argv = {"/bin/sh", "-c", command};
  spec.work_dir = folder;
  spec.limits.wall = 20000ms;
  spec.limits.cpu = 20000ms;
  spec.limits.output_bytes = std::uint64_t{1} << 30;  // RLIMIT_FSIZE: far past the cap
  FolderWatch watch(folder, kCap);
  const RunFacts facts = run_with_limits(spec);
  over = watch.finish();
  return facts;
}

}  // namespace

TEST_CASE("what a folder holds is its files' blocks, each name at least one block, each inode once", "[folder_watch]") {
  TempDir dir;
  const fs::path folder = dir.path / "build";
  fs::create_directories(folder);
  const std::uint64_t empty = folder_usage(folder);
  CHECK(empty == blocks_of(folder));

  write(folder / "src/solve.cpp", std::string(100000, 'x'));
  const std::uint64_t one = folder_usage(folder);
  CHECK(one == empty + blocks_of(folder / "src") + blocks_of(folder / "src/solve.cpp"));
  CHECK(one - empty >= 100000);

  // A hard link is the same inode: counted once.
  fs::create_hard_link(folder / "src/solve.cpp", folder / "again.cpp");
  CHECK(folder_usage(folder) == one);
  // A link is a name, never followed to what it names.
  write(dir.path / "outside", std::string(1 << 20, 'y'));
  fs::create_symlink(dir.path / "outside", folder / "link");
  CHECK(folder_usage(folder) == one + kBytesPerName);
  // Empty files still take an inode each.
  for (int i = 0; i < 100; ++i) write(folder / ("empty/" + std::to_string(i)), "");
  CHECK(folder_usage(folder) == one + kBytesPerName + blocks_of(folder / "empty") + 100 * kBytesPerName);
  // A sparse file counts the blocks it has, not its size.
  std::ofstream(folder / "sparse").close();
  REQUIRE(truncate((folder / "sparse").c_str(), std::int64_t{1} << 40) == 0);
  CHECK(folder_usage(folder) < std::uint64_t{1} << 30);
  CHECK(folder_usage(dir.path / "no-such-folder") == 0);
}

TEST_CASE("a step writing past its folder's cap is killed, and one within it is not", "[folder_watch][process]") {
  TempDir dir;
  bool over = false;
  SECTION("within the cap") {
    const RunFacts facts = step_in(dir.path, "head -c 4000000 /dev/zero > within", over);
    CHECK(facts.end == RunFacts::End::Exited);
    CHECK(facts.exit_code == 0);
    CHECK_FALSE(over);
  }
  SECTION("past the cap, one file") {
    const RunFacts facts = step_in(dir.path, "cat /dev/zero > flood", over);
    CHECK(facts.end == RunFacts::End::Signaled);
    CHECK(facts.signal == SIGKILL);
    CHECK(facts.wall < 10000ms);  // killed by the watch, not at the wall limit
    CHECK(over);
  }
  SECTION("past the cap, a file unlinked as it is written, which no walk of the folder sees") {
    const RunFacts facts = step_in(dir.path, "exec 3> hidden; rm hidden; cat /dev/zero >&3", over);
    CHECK(facts.end == RunFacts::End::Signaled);
    CHECK(facts.wall < 10000ms);
    CHECK(over);
  }
  SECTION("past the cap, by a child that left the folder and its process group after the first look") {
    const RunFacts facts = step_in(
        dir.path, "sleep 0.3; folder=$(pwd); setsid sh -c \"cd /; cat /dev/zero > $folder/far\" & wait", over);
    CHECK(facts.wall < 10000ms);
    CHECK(over);
  }
}
