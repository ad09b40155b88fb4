#pragma once
// The harness's two kinds of error, each thrown with the place it concerns
// and caught once in main (cli/dispatch.cpp):
// - Error, thrown by fail(): the harness's input is wrong (a case file, a
//   flag, a path the user gave). The user can fix it: exit 2.
// - Fault, thrown by fault(): the harness or its machine failed (a write
//   that failed, a cgroup that could not be made, a tool that would not
//   start, an internal inconsistency). Nothing in the input is to blame:
//   exit 3, and JE for the case or student it happened to.
// A submission's misbehaviour is neither: it is a Verdict.
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

/// What both kinds carry; caught as such only where either kind ends the same
/// way (a file skipped, a preparation that is JE whatever failed).
class PlacedError : public std::runtime_error {
 public:
  PlacedError(SourceLoc loc, const std::string& message)
      : std::runtime_error(to_prefix(loc) + message), loc(std::move(loc)), message(message) {}
  SourceLoc loc;
  std::string message;  ///< without the place
};

/// The harness's input is wrong: exit 2.
class Error : public PlacedError {
 public:
  using PlacedError::PlacedError;
};

/// The harness or its machine failed, not its input: exit 3, or JE.
class Fault : public PlacedError {
 public:
  using PlacedError::PlacedError;
};

template <class... Args>
[[noreturn]] void fail(SourceLoc loc, fmt::format_string<Args...> format, Args&&... args) {
  throw Error(std::move(loc), fmt::format(format, std::forward<Args>(args)...));
}

template <class... Args>
[[noreturn]] void fault(SourceLoc loc, fmt::format_string<Args...> format, Args&&... args) {
  throw Fault(std::move(loc), fmt::format(format, std::forward<Args>(args)...));
}

}  // namespace harness
