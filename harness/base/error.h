#pragma once
// Errors in the harness's own input (case files, flags, paths): thrown with
// the place they were found, caught once in main, exit 2. A submission's
// misbehaviour is never an Error: it is a Verdict.
#include <stdexcept>
#include <string>

#include <fmt/format.h>

namespace harness {

/// A place in an input file; line and column are 1-based, 0 when unknown.
struct SourceLoc {
  std::string path;
  int line = 0;
  int column = 0;
};

/// "path:line:column: " (as much of it as is known), or "" for no place.
std::string to_prefix(const SourceLoc& loc);

class Error : public std::runtime_error {
 public:
  Error(SourceLoc loc, const std::string& message)
      : std::runtime_error(to_prefix(loc) + message), loc(std::move(loc)), message(message) {}
  SourceLoc loc;
  std::string message;   ///< without the place
};

template <class... Args>
[[noreturn]] void fail(SourceLoc loc, fmt::format_string<Args...> format, Args&&... args) {
  throw Error(std::move(loc), fmt::format(format, std::forward<Args>(args)...));
}

}  // namespace harness
