#include "class/submission_time.h"

#include <sys/stat.h>

#include <ctime>

#include <fmt/format.h>

#include "class/git_commit.h"

namespace harness {
namespace fs = std::filesystem;
namespace {

// lstat's time: a link is never followed, and std::filesystem's clock is not the system's in C++17.
std::optional<std::int64_t> modified(const fs::path& path) {
  struct stat st {};
  if (::lstat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) return std::nullopt;
  return static_cast<std::int64_t>(st.st_mtim.tv_sec);
}

}  // namespace

std::optional<SubmissionTime> submission_time(const fs::path& submission, const fs::path& reader) {
  std::error_code error;
  const auto type = fs::symlink_status(submission, error).type();
  if (type == fs::file_type::regular) {
    if (const auto t = modified(submission))
      return SubmissionTime{*t, "modification time of " + submission.filename().string(), ""};
    return std::nullopt;
  }
  if (type != fs::file_type::directory) return std::nullopt;
  struct stat st {};
  if (const fs::path dot_git = submission / ".git"; ::lstat(dot_git.c_str(), &st) == 0) {
    const GitCommit commit = last_commit(dot_git, reader);
    if (commit.kind == GitCommit::Kind::Commit)
      return SubmissionTime{commit.seconds, "git commit " + commit.hash.substr(0, 8), ""};
    if (commit.kind == GitCommit::Kind::Unknown) return SubmissionTime{0, "", commit.why};
    // No commit yet: the repository says nothing, the files may.
  }
  std::optional<std::int64_t> newest;
  std::string newest_path;
  fs::recursive_directory_iterator it(submission, fs::directory_options::skip_permission_denied, error), end;
  for (; !error && it != end; it.increment(error)) {
    if (it->path().filename() == ".git") {
      it.disable_recursion_pending();
      continue;
    }
    const auto t = modified(it->path());
    // Ties go to the first path in name order, so the note is the same on every machine.
    const std::string shown = (submission.filename() / it->path().lexically_relative(submission)).string();
    if (t && (!newest || *t > *newest || (*t == *newest && shown < newest_path))) newest = t, newest_path = shown;
  }
  if (!newest) return std::nullopt;
  return SubmissionTime{*newest, "modification time of " + newest_path, ""};
}

std::string utc_text(std::int64_t seconds) {
  const std::time_t t = static_cast<std::time_t>(seconds);
  std::tm tm{};
  gmtime_r(&t, &tm);
  return fmt::format("{:04}-{:02}-{:02}T{:02}:{:02}:{:02}Z", tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday, tm.tm_hour,
                     tm.tm_min, tm.tm_sec);
}

}  // namespace harness
