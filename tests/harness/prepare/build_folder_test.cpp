#include "prepare/build_folder.h"

#include <sys/stat.h>
#include <unistd.h>

#include <fstream>

#include <catch2/catch.hpp>

#include "base/read_file.h"
#include "support/skip.h"
#include "temp_dir.h"

using harness::BuildFolder;
using harness::read_source_files;
using harness::SourceFile;
namespace fs = std::filesystem;

namespace {

void write(const fs::path& path, const std::string& text) {
  fs::create_directories(path.parent_path());
  std::ofstream(path, std::ios::binary) << text;
}

std::vector<std::string> names(const harness::SourceFiles& read) {
  std::vector<std::string> names;
  for (const auto& file : read.files) names.push_back(file.name);
  return names;
}

}  // namespace

TEST_CASE("a folder submission is every regular file in it, sorted, named relative to it", "[build_folder]") {
  TempDir dir;
  write(dir.path / "sub/solve.cpp", "int x;\n");
  write(dir.path / "sub/rules.h", "#pragma once\n");
  write(dir.path / "sub/include/grid.hpp", "struct Grid {};\n");
  const auto read = read_source_files(dir.path / "sub", 1 << 20);
  CHECK_FALSE(read.over_cap);
  CHECK(names(read) == std::vector<std::string>{"include/grid.hpp", "rules.h", "solve.cpp"});
  CHECK(read.files[1].bytes == "#pragma once\n");
}

TEST_CASE("no link in a folder submission is followed, to a file or to a folder", "[build_folder]") {
  TempDir dir;
  write(dir.path / "grader/secret.h", "int secret = 1;\n");
  write(dir.path / "sub/solve.cpp", "int x;\n");
  fs::create_symlink(dir.path / "grader/secret.h", dir.path / "sub/secret.h");
  fs::create_directory_symlink(dir.path / "grader", dir.path / "sub/grader");
  REQUIRE(mkfifo((dir.path / "sub/pipe.h").c_str(), 0644) == 0);  // read, it would block the grader
  const auto read = read_source_files(dir.path / "sub", 1 << 20);
  CHECK(names(read) == std::vector<std::string>{"solve.cpp"});
}

TEST_CASE("a single file is itself, under its file name, and nothing next to it", "[build_folder]") {
  TempDir dir;
  write(dir.path / "alice.cpp", "int alice;\n");
  write(dir.path / "bob.cpp", "int bob;\n");
  const auto read = read_source_files(dir.path / "alice.cpp", 1 << 20);
  REQUIRE(read.files.size() == 1);
  CHECK(read.files[0].name == "alice.cpp");
  CHECK(read.files[0].bytes == "int alice;\n");
}

TEST_CASE("a submission's names and contents together may hold the cap, not a byte more", "[build_folder]") {
  TempDir dir;
  write(dir.path / "sub/a.cpp", std::string(10, 'x'));  // 5 + 10 bytes
  write(dir.path / "sub/b.h", std::string(5, 'y'));     // 3 + 5 bytes
  CHECK_FALSE(read_source_files(dir.path / "sub", 23).over_cap);
  CHECK(read_source_files(dir.path / "sub", 22).over_cap);
  // A sparse file says its size before anything is read: the grader never reads a huge one.
  REQUIRE(truncate((dir.path / "sub/b.h").c_str(), 1ll << 40) == 0);
  CHECK(read_source_files(dir.path / "sub", 1 << 20).over_cap);
}

TEST_CASE("files put into a build folder are there under their folder, and it is gone after", "[build_folder]") {
  fs::path where;
  {
    BuildFolder folder;
    where = folder.path();
    folder.put("src", {{"solve.cpp", "int x;\n"}, {"include/grid.h", "struct G;\n"}});
    CHECK(harness::read_file(where / "src/solve.cpp") == "int x;\n");
    CHECK(harness::read_file(where / "src/include/grid.h") == "struct G;\n");
  }
  CHECK_FALSE(fs::exists(where));
}

TEST_CASE("a program is taken out of a build folder only as a regular file", "[build_folder]") {
  TempDir cache;
  write(cache.path / "secret", "the grader's\n");
  BuildFolder folder;
  const fs::path stored = cache.path / "with-driver";

  SECTION("a regular file is copied whole, executable") {
    write(folder.path() / "program", "\x7f"
                                     "ELF...");
    CHECK(folder.take("program", stored));
    CHECK(harness::read_file(stored) == "\x7f"
                                        "ELF...");
    struct stat info {};
    REQUIRE(stat(stored.c_str(), &info) == 0);
    CHECK((info.st_mode & 07777) == 0755);
  }
  SECTION("a link is refused, and nothing is stored") {
    fs::create_symlink(cache.path / "secret", folder.path() / "program");
    CHECK(folder.take("program", stored).failure().reason == "the build left 'program' as a symbolic link, not a file");
    CHECK_FALSE(fs::exists(stored));
  }
  SECTION("a fifo is refused without blocking") {
    REQUIRE(mkfifo((folder.path() / "program").c_str(), 0644) == 0);
    CHECK(folder.take("program", stored).failure().reason ==
          "the build left 'program' as something other than a regular file");
    CHECK_FALSE(fs::exists(stored));
  }
  SECTION("no program is said so, and is the build's doing") {
    const harness::Done taken = folder.take("program", stored);
    CHECK(taken.failure().reason == "the build made no 'program'");
    CHECK(taken.failure().verdict == harness::Verdict::CE);
  }
  SECTION("a destination the grader cannot write is the grader's failure, not the build's") {
    write(folder.path() / "program", "\x7f"
                                     "ELF...");
    const harness::Done taken = folder.take("program", cache.path / "no-such-folder" / "program");
    CHECK(taken.failure().reason.rfind("cannot create " + (cache.path / "no-such-folder" / "program").string(), 0) ==
          0);
    CHECK(taken.failure().verdict == harness::Verdict::JE);
  }
  SECTION("a link left where the folder was is not followed") {
    // A box owning the folder could rename it and leave a link to the grader's files in its place.
    write(cache.path / "program", "the grader's program\n");
    const fs::path moved = folder.path().string() + "-moved";
    fs::rename(folder.path(), moved);
    fs::create_directory_symlink(cache.path, folder.path());
    CHECK(folder.take("program", stored).failure().reason == "the build made no 'program'");
    CHECK_FALSE(fs::exists(stored));
    fs::remove(folder.path());
    fs::rename(moved, folder.path());
  }
  // Every leftover temporary name is gone.
  for (const auto& entry : fs::directory_iterator(cache.path))
    CHECK(entry.path().filename().string().find(".tmp-") == std::string::npos);
}

TEST_CASE("a file in a folder of the build is taken only through folders, never through a link", "[build_folder]") {
  // Racket's raco make writes src/compiled/NAME_rkt.zo: a build could leave
  // "compiled" as a link to a folder of the grader's.
  TempDir cache;
  write(cache.path / "grader/sudoku_rkt.zo", "the grader's\n");
  BuildFolder folder;
  const fs::path stored = cache.path / "sudoku_rkt.zo";

  SECTION("a file in a folder is copied whole") {
    write(folder.path() / "src/compiled/sudoku_rkt.zo", "compiled\n");
    CHECK(folder.take("src/compiled/sudoku_rkt.zo", stored));
    CHECK(harness::read_file(stored) == "compiled\n");
  }
  SECTION("a folder on the way that is a link is refused, and nothing is stored") {
    fs::create_directories(folder.path() / "src");
    fs::create_directory_symlink(cache.path / "grader", folder.path() / "src/compiled");
    const harness::Done taken = folder.take("src/compiled/sudoku_rkt.zo", stored);
    CHECK(taken.failure().reason == "the build left 'src/compiled' as a symbolic link or a file, not a folder");
    CHECK(taken.failure().verdict == harness::Verdict::CE);
    CHECK_FALSE(fs::exists(stored));
  }
  SECTION("a missing folder on the way is said so") {
    CHECK(folder.take("src/compiled/sudoku_rkt.zo", stored).failure().reason ==
          "the build made no 'src/compiled/sudoku_rkt.zo'");
  }
  SECTION("a name that climbs out is no name inside the folder") {
    write(folder.path() / "src/x", "x\n");
    const harness::Done taken = folder.take("src/../../grader/sudoku_rkt.zo", stored);
    CHECK(taken.failure().reason == "'src/../../grader/sudoku_rkt.zo' is not a name inside the build folder");
    CHECK(taken.failure().verdict == harness::Verdict::JE);
    CHECK_FALSE(fs::exists(stored));
  }
}

namespace {

// Mount lines of this process's namespace with a tmpfs of exactly 4 MiB: the test's.
int test_tmpfs_mounts() {
  std::ifstream info("/proc/self/mountinfo");
  int count = 0;
  for (std::string line; std::getline(info, line);)
    if (line.find(" tmpfs ") != std::string::npos && line.find("size=4096k") != std::string::npos) ++count;
  return count;
}

}  // namespace

TEST_CASE("a tmpfs build folder is attached nowhere, holds its cap and no more, and goes with the folder",
          "[build_folder]") {
  TempDir cache;
  const int mounts = test_tmpfs_mounts();
  {
    BuildFolder folder(std::uint64_t{4} << 20, true);
    if (!folder.on_tmpfs()) {
      SKIP_TEST("no tmpfs build folder here (not root with CAP_SYS_ADMIN, or an older kernel)");
    }
    CHECK_THAT(folder.path().string(), Catch::Matches("/proc/self/fd/[0-9]+/"));
    CHECK(test_tmpfs_mounts() == mounts);  // in no mount table, the host's included
    folder.put("src", {{"solve.cpp", "int x;\n"}});
    CHECK(harness::read_file(folder.path() / "src/solve.cpp") == "int x;\n");
    CHECK(folder.take("src/solve.cpp", cache.path / "taken"));
    CHECK(harness::read_file(cache.path / "taken") == "int x;\n");
    CHECK_FALSE(folder.full());

    // Past the cap a write is refused (ENOSPC), and the folder says it is full.
    std::ofstream big(folder.path() / "big", std::ios::binary);
    const std::string chunk(1 << 16, 'x');
    for (int i = 0; i < 80 && big; ++i) big.write(chunk.data(), chunk.size());
    big.flush();
    CHECK_FALSE(big.good());
    CHECK(fs::file_size(folder.path() / "big") < (std::uint64_t{4} << 20));
    CHECK(folder.full());
  }
  CHECK(test_tmpfs_mounts() == mounts);
}

TEST_CASE("a build folder on disk is full past its cap", "[build_folder]") {
  BuildFolder folder(std::uint64_t{1} << 20, false);
  CHECK_FALSE(folder.on_tmpfs());
  CHECK(folder.path().string().find("/proc/") == std::string::npos);
  folder.put("src", {{"solve.cpp", std::string(500000, 'x')}});
  CHECK_FALSE(folder.full());
  folder.put("more", {{"data", std::string(600000, 'y')}});
  CHECK(folder.full());
}
