#pragma once
/// The same submission built to explain a failure (Racket's errortrace: an
/// error's place in the student's files, a deep recursion's frames), made on
/// first use into the cache beside the timed runs' build. The timed run is
/// the student's code as it is; only a case that failed runs again with
/// this build, for its words (judge/explain_failure.h).
#include <functional>
#include <mutex>
#include <optional>

#include "prepare/program.h"

namespace harness {

class ExplainingBuild {
 public:
  /// `build` makes the program (or nullopt when it cannot: the failure keeps
  /// the timed run's words); called at most once, whatever the threads.
  explicit ExplainingBuild(std::function<std::optional<Program>()> build) : build_(std::move(build)) {}

  /// The program, built on the first call (the other callers wait for it);
  /// null when it could not be built.
  const Program* program() {
    std::call_once(once_, [this] {
      try {
        program_ = build_();
      } catch (...) {  // the cache or the box failed: the plain words stand
        program_.reset();
      }
    });
    return program_ ? &*program_ : nullptr;
  }

 private:
  std::function<std::optional<Program>()> build_;
  std::once_flag once_;
  std::optional<Program> program_;
};

}  // namespace harness
