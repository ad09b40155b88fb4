#pragma once
// The lines a warm runtime's driver writes on fd 3 (its marks: "started",
// "ready", "done"), read from bytes as they arrive, in bounded memory and
// linear time. The student's code shares the process and can write there
// too: a line longer than any mark, or more bytes in one case than a driver
// writes, is a flood, and nothing after it is kept (docs/protocol.md).
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

namespace harness {

struct MarksFlood {
  bool long_line = false;   ///< a line longer than the longest mark; else too many bytes in one case
  std::uint64_t bound = 0;  ///< the bound passed: the longest mark, or a case's bytes
};

/// "wrote more than 64 bytes on the marks channel (fd 3) without a newline",
/// "wrote more than 4,096 bytes on the marks channel (fd 3) in one case".
std::string flood_text(const MarksFlood& flood);

class MarkLines {
 public:
  /// A mark is at most `longest_line` bytes before its newline; a case
  /// writes at most `case_bytes` on the channel (and at most that many wait
  /// untaken).
  MarkLines(std::size_t longest_line, std::uint64_t case_bytes);

  /// Bytes read from the channel. After a flood they are counted, not kept.
  void add(const char* data, std::size_t size);
  /// The next whole line, without its newline; nullopt when none has come
  /// whole, or when the next thing is the flood.
  std::optional<std::string> next_line();
  /// Whether a whole line waits to be taken.
  bool has_line() const { return taken_ < line_start_; }
  /// The flood, once every line before it has been taken.
  std::optional<MarksFlood> flood() const;
  /// Whether the channel flooded (bytes from now on are not kept).
  bool flooded() const { return flood_.has_value(); }
  /// The bytes after the last newline, for a program that ended without
  /// one (nullopt when there are none, or after a flood).
  std::optional<std::string> take_rest();
  /// The next case begins: its bytes are counted from 0.
  void new_case() { case_bytes_seen_ = 0; }
  /// Every byte given to add().
  std::uint64_t bytes() const { return bytes_; }

 private:
  std::size_t longest_line_;
  std::uint64_t case_bytes_;
  std::string kept_;  ///< whole lines from taken_ to line_start_, then a line's start
  std::size_t taken_ = 0;
  std::size_t line_start_ = 0;  ///< after the last newline kept
  std::uint64_t case_bytes_seen_ = 0;
  std::uint64_t bytes_ = 0;
  std::optional<MarksFlood> flood_;
};

}  // namespace harness
