#pragma once
/// A compiler's errors, read from what it said, for an annotation to sit on
/// the line it blames: g++ and clang (`file:12:5: error: words`), javac
/// (`File.java:12: error: words`), Python (`  File "x.py", line 3`, then its
/// `SyntaxError: words`) and Racket (`file:12:5: words`). The text quotes the
/// student's code, so it is read once, line by line, in linear time.
#include <string>
#include <string_view>
#include <vector>

namespace harness {

struct CompilerError {
  std::string file;  ///< as the compiler named it
  int line = 0;      ///< 1-based
  int column = 0;    ///< 1-based; 0 when the compiler does not say
  /// The error's own words, without its place or "error:"; then, after a
  /// '\n', the short line the compiler showed with it (the source line, or
  /// Racket's "in: ..."), when there is one.
  std::string message;
};

/// The errors in `said`, in the order said; warnings and notes are left out.
std::vector<CompilerError> compiler_errors(std::string_view said);

}  // namespace harness
