// When a submission was handed in: a git repository's last commit, read in a
// child after its .git is checked, else the newest file's time, links never
// followed; a repository that may not or cannot be read gives no time; and
// the instant as the sheet writes it.
#include "class/submission_time.h"

#include <catch2/catch.hpp>

#include <fcntl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>

#include "class/git_commit.h"

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

// A folder without .git starts no reader.
const fs::path kNoReader = "/nonexistent/reader";
// The grader's program, which reads a repository in a child (this test binary is none).
const fs::path kGrader = fs::path(BINARY_DIR) / "sudoku-grade";

void run_or_fail(const std::string& command) {
  INFO(command);
  REQUIRE(std::system(command.c_str()) == 0);
}

// A repository at `repo` whose one commit, of sudoku.py, is dated `date`.
void make_repo(const fs::path& repo, const std::string& date) {
  write_at(repo / "sudoku.py", kNoon + 999999);  // touched by a copy: the commit is the hand-in
  run_or_fail("cd '" + repo.string() + "' && git init -q . && git add sudoku.py && GIT_COMMITTER_DATE='" + date +
              "' GIT_AUTHOR_DATE='" + date + "' git -c user.name=c -c user.email=c@example.org commit -qm work");
}

std::string head_of(const fs::path& repo) {
  TempDir out("head");
  run_or_fail("git -C '" + repo.string() + "' rev-parse HEAD > '" + (out / "head").string() + "'");
  std::ifstream in(out / "head");
  std::string head;
  in >> head;
  return head;
}

std::string branch_of(const fs::path& repo) {
  TempDir out("branch");
  run_or_fail("git -C '" + repo.string() + "' symbolic-ref HEAD > '" + (out / "branch").string() + "'");
  std::ifstream in(out / "branch");
  std::string branch;
  in >> branch;
  return branch;
}

void replace_with_fifo(const fs::path& file) {
  fs::remove(file);
  REQUIRE(mkfifo(file.c_str(), 0644) == 0);
}

}  // namespace

TEST_CASE("utc_text writes a time in UTC (class/zoned_time.h reads it back)", "[submission_time]") {
  CHECK(utc_text(kNoon) == "2026-12-01T12:00:00Z");
  CHECK(utc_text(0) == "1970-01-01T00:00:00Z");
}

TEST_CASE("a file's time is its own, a folder's its newest file's, links and .git not counted", "[submission_time]") {
  TempDir dir("submission-time");
  write_at(dir / "alice.cpp", kNoon);
  const auto alice = submission_time(dir / "alice.cpp", kNoReader);
  REQUIRE(alice);
  CHECK(alice->seconds == kNoon);
  CHECK(alice->from == "modification time of alice.cpp");

  write_at(dir / "bob/main.py", kNoon);
  write_at(dir / "bob/board.py", kNoon + 60);
  write_at(dir / "bob/a_tie.py", kNoon + 60);
  write_at(dir / "newer", kNoon + 7200);
  fs::create_symlink(dir / "newer", dir / "bob/link.py");
  // Neither opened nor followed: a FIFO would hang an open, a loop stop a walk that follows links.
  REQUIRE(mkfifo((dir / "bob/pipe.py").c_str(), 0644) == 0);
  fs::create_symlink("loop", dir / "bob/loop");
  fs::create_directory_symlink("..", dir / "bob/up");
  const auto bob = submission_time(dir / "bob", kNoReader);
  REQUIRE(bob);
  CHECK(bob->seconds == kNoon + 60);
  CHECK(bob->from == "modification time of bob/a_tie.py");

  fs::create_directories(dir / "empty");
  CHECK_FALSE(submission_time(dir / "empty", kNoReader));
  fs::create_symlink(dir / "alice.cpp", dir / "eve.cpp");
  CHECK_FALSE(submission_time(dir / "eve.cpp", kNoReader));
}

TEST_CASE("a git repository's time is its last commit's, read by the grader in a child, and a folder named .git that "
          "is no repository, or one without a commit, leaves the files' times",
          "[submission_time][process]") {
  TempDir dir("submission-time-git");
  const fs::path repo = dir / "carol";
  make_repo(repo, "2026-12-01T12:00:00Z");
  const auto carol = submission_time(repo, kGrader);
  REQUIRE(carol);
  CHECK(carol->unknown.empty());
  CHECK(carol->seconds == kNoon);
  CHECK(carol->from == "git commit " + head_of(repo).substr(0, 8));

  write_at(dir / "bob/main.py", kNoon);
  write_at(dir / "bob/.git/index", kNoon + 3600);  // not a repository: still never the hand-in's time
  const auto bob = submission_time(dir / "bob", kGrader);
  REQUIRE(bob);
  CHECK(bob->unknown.empty());
  CHECK(bob->from == "modification time of bob/main.py");

  write_at(dir / "erin/main.py", kNoon + 7);
  run_or_fail("git init -q '" + (dir / "erin").string() + "'");  // no commit yet
  const auto erin = submission_time(dir / "erin", kGrader);
  REQUIRE(erin);
  CHECK(erin->unknown.empty());
  CHECK(erin->seconds == kNoon + 7);
}

TEST_CASE("the commit reader's line is read back strictly", "[submission_time]") {
  const GitCommit commit = parse_commit_line("commit 1796126400 " + std::string(40, 'a'));
  CHECK(commit.kind == GitCommit::Kind::Commit);
  CHECK(commit.seconds == kNoon);
  CHECK(commit.hash == std::string(40, 'a'));
  CHECK(parse_commit_line("none").kind == GitCommit::Kind::NoCommit);
  CHECK(parse_commit_line("unknown HEAD names no commit").why == "HEAD names no commit");
  for (const std::string& line :
       std::vector<std::string>{"", "commit 1796126400", "commit 1796126400 abc", "commit x " + std::string(40, 'a'),
                                "commit 1796126400 " + std::string(40, 'a') + " more", "nonesuch"}) {
    INFO(line);
    CHECK(parse_commit_line(line).kind == GitCommit::Kind::Unknown);
  }
}

// Each student's .git is hostile in one way, beside alice's good repository:
// each gets no time and a reason, in bounded time, and none gets alice's time.
TEST_CASE("a repository the grader may not or cannot read gives its student no time and a reason, never a hang or "
          "another student's time",
          "[submission_time][process][slow]") {
  TempDir dir("submission-time-hostile");
  const fs::path alice = dir / "alice";
  make_repo(alice, "2026-12-01T12:00:00Z");
  const std::string alices_head = head_of(alice);
  struct Row {
    const char* student;
    std::function<void(const fs::path&)> make;  // given the student's folder, with a repository of its own
    const char* why;
  };
  const std::vector<Row> rows = {
      {"fifo-head", [](const fs::path& s) { replace_with_fifo(s / ".git/HEAD"); }, ".git/HEAD is a FIFO"},
      {"fifo-ref", [](const fs::path& s) { replace_with_fifo(s / ".git" / branch_of(s)); }, "is a FIFO"},
      {"fifo-config", [](const fs::path& s) { replace_with_fifo(s / ".git/config"); }, ".git/config is a FIFO"},
      // Outside .git, where the walk does not look: the child's wall limit ends the read.
      {"fifo-include",
       [&](const fs::path& s) {
         REQUIRE(mkfifo((dir / "outside-fifo").c_str(), 0644) == 0);
         std::ofstream(s / ".git/config", std::ios::app)
             << "[include]\n\tpath = " << (dir / "outside-fifo").string() << "\n";
       },
       "reading .git took over 5 s"},
      {"socket",
       [](const fs::path& s) {
         const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
         sockaddr_un address{};
         address.sun_family = AF_UNIX;
         const std::string where = (s / ".git/refs/socket").string();
         REQUIRE(where.size() < sizeof address.sun_path);
         std::strcpy(address.sun_path, where.c_str());
         REQUIRE(::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0);
         ::close(fd);
       },
       ".git/refs/socket is a socket"},
      {"commondir",
       [&](const fs::path& s) {
         fs::remove_all(s / ".git");
         write_at(s / ".git/HEAD", kNoon);
         std::ofstream(s / ".git/HEAD") << alices_head << "\n";
         std::ofstream(s / ".git/commondir") << (alice / ".git").string() << "\n";
       },
       ".git/commondir names another repository's folder"},
      {"alternates",
       [&](const fs::path& s) {
         fs::remove_all(s / ".git/objects");
         fs::create_directories(s / ".git/objects/info");
         std::ofstream(s / ".git/HEAD") << alices_head << "\n";
         std::ofstream(s / ".git/objects/info/alternates") << (alice / ".git/objects").string() << "\n";
       },
       ".git/objects/info/alternates names another repository's objects"},
      {"linked-objects",
       [&](const fs::path& s) {
         fs::remove_all(s / ".git/objects");
         fs::create_directory_symlink(alice / ".git/objects", s / ".git/objects");
         std::ofstream(s / ".git/HEAD") << alices_head << "\n";
       },
       ".git/objects is a link"},
      {"linked-git",
       [&](const fs::path& s) {
         fs::rename(s / ".git", dir / "moved-git");
         fs::create_directory_symlink(dir / "moved-git", s / ".git");
       },
       ".git is a link"},
      {"gitfile",
       [&](const fs::path& s) {
         fs::remove_all(s / ".git");
         std::ofstream(s / ".git") << "gitdir: " << (alice / ".git").string() << "\n";
       },
       ".git is a file (a gitfile names a repository elsewhere)"},
      // Sparse: a gigabyte on no disk, read whole by libgit2 before.
      {"packed-refs",
       [](const fs::path& s) {
         std::ofstream(s / ".git/packed-refs");
         fs::resize_file(s / ".git/packed-refs", std::uintmax_t{1} << 30);
       },
       ".git/packed-refs is 1,073,741,824 bytes, more than refs or config can be (1 MiB)"},
  };
  for (const Row& row : rows) {
    INFO(row.student);
    const fs::path student = dir / row.student;
    make_repo(student, "2026-11-01T12:00:00Z");
    row.make(student);
    const auto start = std::chrono::steady_clock::now();
    const auto time = submission_time(student, kGrader);
    CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(30));  // a hang detector, not a timing
    REQUIRE(time);
    CHECK_THAT(time->unknown, Catch::Contains(row.why));
    CHECK(time->from.empty());
  }
}

TEST_CASE("a commit too large to be a hand-in's is not read: the time is unknown, and why",
          "[submission_time][process]") {
  TempDir dir("submission-time-large-commit");
  const fs::path repo = dir / "mallory";
  write_at(repo / "solve.py", kNoon);
  // A message of 2 MiB: the commit object is inflated whole when read, so one of any size could be.
  std::ofstream(dir / "message") << std::string(2 << 20, 'x') << "\n";
  const std::string git = "cd '" + repo.string() +
                          "' && git init -q . && git add solve.py && "
                          "GIT_COMMITTER_DATE='2020-01-01T00:00:00Z' git -c user.name=m -c user.email=m@example.org "
                          "commit -q -F '" +
                          (dir / "message").string() + "'";
  REQUIRE(std::system(git.c_str()) == 0);
  const auto mallory = submission_time(repo, kGrader);
  REQUIRE(mallory);
  CHECK_THAT(mallory->unknown,
             Catch::Matches("HEAD's commit is 2,097,[0-9,]+ bytes, more than a hand-in's can be \\(1 MiB\\)"));
}
