#include "class/git_commit.h"

#include <git2.h>
#include <sys/stat.h>

#include <cerrno>
#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <memory>

#include <fmt/format.h>

#include "base/thousands.h"
#include "run/process.h"

namespace harness {
namespace fs = std::filesystem;
namespace {

using namespace std::chrono_literals;

// A commit is a few hundred bytes; its message may be long, never this long.
constexpr std::size_t kLargestCommit = 1 << 20;
// HEAD, config, packed-refs and a ref are lines of text: a class's are a few KiB.
constexpr std::int64_t kLargestRefFile = 1 << 20;
// A student's repository holds a few hundred; the walk is bounded however many there are.
constexpr int kMostEntries = 100000;

// The reader's limits: a repository of a class reads in milliseconds.
constexpr auto kReaderWall = 5s;
constexpr auto kReaderCpu = 2s;
constexpr std::uint64_t kReaderMemory = std::uint64_t{256} << 20;

const char* kind_of(mode_t mode) {
  if (S_ISLNK(mode)) return "a link";
  if (S_ISFIFO(mode)) return "a FIFO";
  if (S_ISSOCK(mode)) return "a socket";
  if (S_ISCHR(mode) || S_ISBLK(mode)) return "a device";
  if (S_ISDIR(mode)) return "a folder";
  return "a file";
}

// The files libgit2 reads whole to find HEAD's commit.
bool holds_refs(const fs::path& relative) {
  const std::string first = relative.begin()->string();
  return first == "refs" || relative == "HEAD" || relative == "config" || relative == "packed-refs";
}

GitCommit unknown(std::string why) {
  GitCommit commit;
  commit.why = std::move(why);
  return commit;
}

// libgit2's words, on one line and short; the grader's path to the repository is no business of a report.
std::string libgit2_words(const char* dot_git) {
  const git_error* error = git_error_last();
  std::string words = error && error->message ? error->message : "no reason given";
  for (std::size_t at; (at = words.find(dot_git)) != std::string::npos;)
    words.replace(at, std::strlen(dot_git), ".git");
  for (char& c : words)
    if (c == '\n' || c == '\r') c = ' ';
  if (words.size() > 200) words = words.substr(0, 200) + "...";
  return words;
}

}  // namespace

std::optional<std::string> git_folder_refusal(const fs::path& dot_git) {
  struct stat st {};
  if (::lstat(dot_git.c_str(), &st) != 0) return fmt::format(".git: {}", std::strerror(errno));
  if (S_ISREG(st.st_mode)) return std::string(".git is a file (a gitfile names a repository elsewhere)");
  if (!S_ISDIR(st.st_mode)) return fmt::format(".git is {}", kind_of(st.st_mode));
  for (const char* elsewhere : {"commondir", "objects/info/alternates"})
    if (::lstat((dot_git / elsewhere).c_str(), &st) == 0)
      return fmt::format(".git/{} names another repository's {}", elsewhere,
                         std::strcmp(elsewhere, "commondir") == 0 ? "folder" : "objects");
  std::error_code error;
  int entries = 0;
  // Never follows a link (the default), and tells a folder by lstat's type: nothing but folders is opened.
  fs::recursive_directory_iterator it(dot_git, error), end;
  for (; !error && it != end; it.increment(error)) {
    if (++entries > kMostEntries) return fmt::format(".git holds more than {} entries", with_thousands(kMostEntries));
    const fs::path relative = it->path().lexically_relative(dot_git);
    const std::string shown = (fs::path(".git") / relative).string();
    if (::lstat(it->path().c_str(), &st) != 0) return fmt::format("{}: {}", shown, std::strerror(errno));
    if (S_ISDIR(st.st_mode)) continue;
    if (!S_ISREG(st.st_mode)) return fmt::format("{} is {}", shown, kind_of(st.st_mode));
    if (holds_refs(relative) && st.st_size > kLargestRefFile)
      return fmt::format("{} is {} bytes, more than refs or config can be (1 MiB)", shown,
                         with_thousands(static_cast<std::int64_t>(st.st_size)));
  }
  if (error) return fmt::format(".git could not be read: {}", error.message());
  return std::nullopt;
}

GitCommit parse_commit_line(const std::string& line) {
  if (line == "none") {
    GitCommit commit;
    commit.kind = GitCommit::Kind::NoCommit;
    return commit;
  }
  if (line.rfind("unknown ", 0) == 0) return unknown(line.substr(8));
  std::int64_t seconds = 0;
  char hash[41] = {};
  int used = 0;
  if (std::sscanf(line.c_str(), "commit %" SCNd64 " %40[0-9a-f]%n", &seconds, hash, &used) == 2 &&
      static_cast<std::size_t>(used) == line.size() && std::strlen(hash) == 40) {
    GitCommit commit;
    commit.kind = GitCommit::Kind::Commit;
    commit.seconds = seconds;
    commit.hash = hash;
    return commit;
  }
  return unknown("its reader printed no time");
}

GitCommit last_commit(const fs::path& dot_git, const fs::path& reader) {
  if (std::optional<std::string> refusal = git_folder_refusal(dot_git)) return unknown(std::move(*refusal));
  RunSpec spec;
  std::error_code error;
  spec.argv = {reader.string(), kCommitTimeCommand, fs::absolute(dot_git, error).string()};
  spec.limits.wall = kReaderWall;
  spec.limits.cpu = kReaderCpu;
  spec.limits.memory_bytes = kReaderMemory;
  // Its one line; and any file it might make is as small (RLIMIT_FSIZE), in a work folder removed after.
  spec.limits.output_bytes = 4096;
  spec.limits.open_files = 64;
  const RunFacts facts = run_with_limits(spec);
  switch (facts.end) {
    case RunFacts::End::WallTimeout: return unknown(fmt::format("reading .git took over {} s", kReaderWall.count()));
    case RunFacts::End::Signaled:
      if (facts.cpu >= kReaderCpu)
        return unknown(fmt::format("reading .git took over {} s of CPU", kReaderCpu.count()));
      return unknown(fmt::format("its reader was killed by {}", signal_name(facts.signal)));
    case RunFacts::End::SpawnFailed: return unknown(fmt::format("its reader could not run: {}", facts.spawn_error));
    case RunFacts::End::Exited: break;
  }
  if (facts.exit_code != 0) return unknown(fmt::format("its reader exited {}", facts.exit_code));
  std::string line = facts.stdout_text;
  if (!line.empty() && line.back() == '\n') line.pop_back();
  return parse_commit_line(line);
}

int print_last_commit(const char* dot_git) {
  const auto say = [](const std::string& line) {
    std::fputs((line + "\n").c_str(), stdout);
    return std::fflush(stdout) == 0 ? 0 : 1;
  };
  git_libgit2_init();
  // Students' repositories belong to whoever copied them; only HEAD's time is read from them.
  git_libgit2_opts(GIT_OPT_SET_OWNER_VALIDATION, 0);
  // The repository's own config alone: none of the machine's or the user's.
  for (const int level :
       {GIT_CONFIG_LEVEL_PROGRAMDATA, GIT_CONFIG_LEVEL_SYSTEM, GIT_CONFIG_LEVEL_XDG, GIT_CONFIG_LEVEL_GLOBAL})
    git_libgit2_opts(GIT_OPT_SET_SEARCH_PATH, level, "");
  git_repository* opened = nullptr;
  const int open = git_repository_open_ext(&opened, dot_git, GIT_REPOSITORY_OPEN_NO_SEARCH, nullptr);
  // A folder named .git that is no repository (no HEAD, no objects) tells no time, as none would.
  if (open == GIT_ENOTFOUND) return say("none");
  if (open != 0) return say("unknown libgit2 could not open it: " + libgit2_words(dot_git));
  std::unique_ptr<git_repository, decltype(&git_repository_free)> repo(opened, git_repository_free);
  git_oid id;
  const int head = git_reference_name_to_id(&id, repo.get(), "HEAD");
  if (head == GIT_ENOTFOUND || head == GIT_EUNBORNBRANCH) return say("none");
  if (head != 0) return say("unknown HEAD could not be read: " + libgit2_words(dot_git));
  // The commit is inflated whole into memory: one the size of a zip bomb is no
  // hand-in's time. Its header says its size without inflating the rest.
  git_odb* odb = nullptr;
  if (git_repository_odb(&odb, repo.get()) != 0)
    return say("unknown its objects could not be read: " + libgit2_words(dot_git));
  std::unique_ptr<git_odb, decltype(&git_odb_free)> objects(odb, git_odb_free);
  std::size_t size = 0;
  git_object_t type = GIT_OBJECT_INVALID;
  if (git_odb_read_header(&size, &type, objects.get(), &id) != 0)
    return say("unknown HEAD's commit could not be read: " + libgit2_words(dot_git));
  if (type != GIT_OBJECT_COMMIT) return say("unknown HEAD names no commit");
  if (size > kLargestCommit)
    return say(fmt::format("unknown HEAD's commit is {} bytes, more than a hand-in's can be (1 MiB)",
                           with_thousands(static_cast<std::int64_t>(size))));
  git_commit* found = nullptr;
  if (git_commit_lookup(&found, repo.get(), &id) != 0)
    return say("unknown HEAD's commit could not be read: " + libgit2_words(dot_git));
  std::unique_ptr<git_commit, decltype(&git_commit_free)> commit(found, git_commit_free);
  char hex[GIT_OID_HEXSZ + 1] = {};
  git_oid_tostr(hex, sizeof hex, &id);
  return say(fmt::format("commit {} {}", static_cast<std::int64_t>(git_commit_time(commit.get())), hex));
}

}  // namespace harness
