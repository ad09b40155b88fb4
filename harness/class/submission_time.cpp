#include "class/submission_time.h"

#include <sys/stat.h>

#include <cstdio>
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

std::optional<std::int64_t> parse_time(const std::string& text, std::int64_t local_offset_seconds) {
  int year, month, day, hour, minute, second = 0, used = 0;
  char separator = 0;
  std::tm tm{};
  if (std::sscanf(text.c_str(), "%4d-%2d-%2d%c%2d:%2d%n", &year, &month, &day, &separator, &hour, &minute, &used) !=
          6 ||
      (separator != 'T' && separator != ' '))
    return std::nullopt;
  std::string rest = text.substr(static_cast<std::size_t>(used));
  if (rest.size() >= 3 && rest[0] == ':') {
    int seconds_used = 0;
    if (std::sscanf(rest.c_str(), ":%2d%n", &second, &seconds_used) != 1) return std::nullopt;
    rest = rest.substr(static_cast<std::size_t>(seconds_used));
  }
  std::int64_t offset = local_offset_seconds;
  if (rest == "Z") {
    offset = 0;
  } else if (!rest.empty()) {
    int oh = 0, om = 0, offset_used = 0;
    if ((rest[0] != '+' && rest[0] != '-') || std::sscanf(rest.c_str() + 1, "%2d:%2d%n", &oh, &om, &offset_used) != 2 ||
        static_cast<std::size_t>(offset_used) + 1 != rest.size() || oh > 14 || om > 59)
      return std::nullopt;
    offset = (rest[0] == '-' ? -1 : 1) * (oh * 3600 + om * 60);
  }
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 60) return std::nullopt;
  tm.tm_year = year - 1900, tm.tm_mon = month - 1, tm.tm_mday = day;
  tm.tm_hour = hour, tm.tm_min = minute, tm.tm_sec = second;
  const std::time_t utc = timegm(&tm);
  // timegm normalises 31 February into March: such a date is no date.
  std::tm back{};
  gmtime_r(&utc, &back);
  if (back.tm_mday != day || back.tm_mon != month - 1) return std::nullopt;
  return static_cast<std::int64_t>(utc) - offset;
}

std::int64_t local_offset_at(std::int64_t seconds) {
  const std::time_t t = static_cast<std::time_t>(seconds);
  std::tm tm{};
  localtime_r(&t, &tm);
  return tm.tm_gmtoff;
}

}  // namespace harness
