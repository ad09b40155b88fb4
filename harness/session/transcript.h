#pragma once
// Grading an interactive program by its screen. The program runs with its
// input on a pipe, so its output holds the prompts but not the lines typed;
// a terminal would have shown each typed line, with its newline, right where
// the program read it. The output matches the screen when some prefix of the
// typed lines can be put back into it, each at some place and in order, to
// give the screen byte for byte. Where the program read is not observed (no
// timing, no terminal): the check decides whether such places exist, exactly.
// docs/sessions.md describes the check and its diff.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace harness {

/// The lines typed, without their newlines: "1\n2\n" is {"1", "2"}, and a
/// last line without a newline still counts ("1\n2" is {"1", "2"}).
std::vector<std::string> typed_lines(std::string_view input);

/// Where the screen and the program's output part: the screen as far as it
/// can be explained, then the first line that cannot.
struct TranscriptMismatch {
  int line = 0;                             ///< 1-based screen line where they differ
  int column = 0;                           ///< 1-based byte in that line
  std::string expected;                     ///< that screen line, without its newline
  bool expected_newline = false;            ///< false: the screen ends on this line
  std::string got;                          ///< the line the program showed there, echoes included
  bool got_newline = false;                 ///< false: the output ends on this line
  std::vector<std::string> before;          ///< up to 3 screen lines before (they agree)
  std::vector<std::string> expected_after;  ///< up to 3 screen lines after
  std::vector<std::string> got_after;       ///< up to 3 output lines after (no echoes known there)
  int lines_read = 0;                       ///< typed lines placed before the mismatch
  std::optional<std::string> answering;     ///< typed line number lines_read, if any
  std::optional<std::string> next_typed;    ///< typed line number lines_read + 1, if any
};

struct TranscriptResult {
  bool matches = false;
  int lines_typed = 0;                         ///< lines in the input
  int lines_read = 0;                          ///< on a match: the fewest typed lines that explain it
  std::optional<TranscriptMismatch> mismatch;  ///< set exactly when !matches
};

/// Decides whether `output`, with typed lines of `input` echoed where the
/// program read them, equals `screen`. Lines never read (at the end) are
/// allowed. On a mismatch, the diff is taken at the alignment that explains
/// the longest prefix of the screen (among those, the one that read most).
TranscriptResult compare_transcript(std::string_view output, std::string_view input, std::string_view screen);

/// A few lines for a terminal: where, expected and got with a caret under the
/// first differing byte, context, and the typed line being answered.
std::string to_text(const TranscriptMismatch& mismatch);

/// The result as JSON text: {"matches", "lines_typed", "lines_read",
/// "mismatch": {...} or null}, the mismatch with its to_text() as "text".
std::string to_json(const TranscriptResult& result);

}  // namespace harness
