// When a submission was handed in: a git repository's last commit, else the
// newest file's time, links never followed; and the times a deadline is
// written in.
#include "class/submission_time.h"

#include <catch2/catch.hpp>

#include <fcntl.h>
#include <sys/stat.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "temp_dir.h"

using namespace harness;
namespace fs = std::filesystem;

namespace {

void write_at(const fs::path& file, std::int64_t seconds) {
  fs::create_directories(file.parent_path());
  std::ofstream(file) << "x";
  const struct timespec times[2] = {{static_cast<time_t>(seconds), 0}, {static_cast<time_t>(seconds), 0}};
  REQUIRE(utimensat(AT_FDCWD, file.c_str(), times, AT_SYMLINK_NOFOLLOW) == 0);
}

// 2026-12-01T12:00:00Z
constexpr std::int64_t kNoon = 1796126400;

}  // namespace

TEST_CASE("utc_text writes a time in UTC, and parse_time reads it and the usual ways of writing one",
          "[submission_time]") {
  CHECK(utc_text(kNoon) == "2026-12-01T12:00:00Z");
  struct Row {
    const char* text;
    std::optional<std::int64_t> seconds;
  };
  const std::int64_t paris = 3600;
  const Row rows[] = {
      {"2026-12-01T12:00:00Z", kNoon},
      {"2026-12-01T12:00Z", kNoon},
      {"2026-12-01T13:00:00+01:00", kNoon},
      {"2026-12-01T07:30-04:30", kNoon},
      {"2026-12-01 13:00", kNoon},           // no offset: the local one given (+01:00)
      {"2026-12-01T13:00:00", kNoon},
      {"2026-12-01", std::nullopt},
      {"2026-02-31T12:00Z", std::nullopt},   // no such day
      {"2026-12-01T24:00Z", std::nullopt},
      {"2026-12-01T12:00+1", std::nullopt},
      {"2026-12-01T12:00Z trailing", std::nullopt},
      {"tomorrow", std::nullopt},
  };
  for (const Row& row : rows) {
    INFO(row.text);
    CHECK(parse_time(row.text, paris) == row.seconds);
  }
}

TEST_CASE("a file's time is its own, a folder's its newest file's, links and .git not counted",
          "[submission_time]") {
  TempDir dir("submission-time");
  write_at(dir / "alice.cpp", kNoon);
  const auto alice = submission_time(dir / "alice.cpp");
  REQUIRE(alice);
  CHECK(alice->seconds == kNoon);
  CHECK(alice->from == "modification time of alice.cpp");

  write_at(dir / "bob/main.py", kNoon);
  write_at(dir / "bob/board.py", kNoon + 60);
  write_at(dir / "bob/a_tie.py", kNoon + 60);
  write_at(dir / "bob/.git/index", kNoon + 3600);   // not a repository: still never the hand-in's time
  write_at(dir / "newer", kNoon + 7200);
  fs::create_symlink(dir / "newer", dir / "bob/link.py");
  const auto bob = submission_time(dir / "bob");
  REQUIRE(bob);
  CHECK(bob->seconds == kNoon + 60);
  CHECK(bob->from == "modification time of bob/a_tie.py");

  fs::create_directories(dir / "empty");
  CHECK_FALSE(submission_time(dir / "empty"));
  fs::create_symlink(dir / "alice.cpp", dir / "eve.cpp");
  CHECK_FALSE(submission_time(dir / "eve.cpp"));
}

TEST_CASE("a git repository's time is its last commit's, and a gitfile pointing elsewhere is not followed",
          "[submission_time][process]") {
  TempDir dir("submission-time-git");
  const fs::path repo = dir / "carol";
  write_at(repo / "Sudoku.java", kNoon + 999999);   // touched by a copy: the commit is the hand-in
  const std::string git = "cd '" + repo.string() +
                          "' && git init -q . && git add Sudoku.java && "
                          "GIT_COMMITTER_DATE='2026-12-01T12:00:00Z' GIT_AUTHOR_DATE='2026-11-30T12:00:00Z' "
                          "git -c user.name=c -c user.email=c@example.org commit -qm work";
  REQUIRE(std::system(git.c_str()) == 0);
  const auto carol = submission_time(repo);
  REQUIRE(carol);
  CHECK(carol->seconds == kNoon);
  CHECK_THAT(carol->from, Catch::Matches("git commit [0-9a-f]{8}"));

  // dave's .git is a file naming carol's repository: dave's own files are his time.
  write_at(dir / "dave/solve.py", kNoon + 5);
  std::ofstream(dir / "dave/.git") << "gitdir: " << (repo / ".git").string() << "\n";
  const auto dave = submission_time(dir / "dave");
  REQUIRE(dave);
  CHECK(dave->seconds == kNoon + 5);
  CHECK(dave->from == "modification time of dave/solve.py");
}

TEST_CASE("a commit too large to be a hand-in's is not read: the files' time is taken instead",
          "[submission_time][process]") {
  TempDir dir("submission-time-large-commit");
  const fs::path repo = dir / "mallory";
  write_at(repo / "solve.py", kNoon);
  // A message of 2 MiB: the commit object is inflated whole when read, so one of any size could be.
  std::ofstream(dir / "message") << std::string(2 << 20, 'x') << "\n";
  const std::string git = "cd '" + repo.string() + "' && git init -q . && git add solve.py && "
                          "GIT_COMMITTER_DATE='2020-01-01T00:00:00Z' git -c user.name=m -c user.email=m@example.org "
                          "commit -q -F '" + (dir / "message").string() + "'";
  REQUIRE(std::system(git.c_str()) == 0);
  const auto mallory = submission_time(repo);
  REQUIRE(mallory);
  CHECK(mallory->seconds == kNoon);
  CHECK(mallory->from == "modification time of mallory/solve.py");
}
