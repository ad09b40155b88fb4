#pragma once
// A file in a student's folder, read outside the box: the student chose
// what it is, so it is opened through no link (O_NOFOLLOW: `sudoku.cpp ->
// /etc/shadow` is never the grader's to read), without waiting (O_NONBLOCK:
// a FIFO, or a link the listing saw as a file and a swap made a FIFO, never
// blocks the grader), and read only when what was opened is a regular file
// (fstat after the open, so a swap between a listing and the open gains
// nothing). Its bytes come a chunk at a time, so no file's size decides the
// grader's memory.
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

#include "base/fd.h"

namespace harness {

class StudentFile {
 public:
  /// Opens `path`; is_open() says whether it is a regular file, why_not() why not.
  explicit StudentFile(const std::filesystem::path& path);
  StudentFile(const StudentFile&) = delete;
  StudentFile& operator=(const StudentFile&) = delete;

  bool is_open() const { return file_.fd >= 0; }
  /// Why the file is not open: "a symbolic link", "a FIFO, socket or device",
  /// "a folder", or the system's reason ("Permission denied"); "" when open.
  const std::string& why_not() const { return why_not_; }
  /// Its size when opened.
  std::uint64_t size() const { return size_; }
  /// Up to `room` bytes into `into`; 0 at the end. Throws harness::Error
  /// naming the path when the read fails.
  std::size_t read(char* into, std::size_t room);

 private:
  std::string path_;
  Fd file_;
  std::uint64_t size_ = 0;
  std::string why_not_;
};

/// The bytes of the regular file at `path`, when it holds at most
/// `max_bytes`; otherwise nullopt, with the reason in `why_not` when given
/// ("a symbolic link", "over 1048576 bytes", ...).
std::optional<std::string> read_student_file(const std::filesystem::path& path, std::uint64_t max_bytes,
                                             std::string* why_not = nullptr);

}  // namespace harness
