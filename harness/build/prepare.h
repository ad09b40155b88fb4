#pragma once
#include <filesystem>
#include <future>

#include "build/compile_options.h"

namespace harness {

/// The programs of a submission, by its language (CompileOptions::language,
/// else docs/protocol.md's rule): C++ by build/compile.h; Python, Java and Racket
/// through their drivers (build/language_programs.h); an executable as it
/// is. Throws harness::Error when the path is no submission at all (missing,
/// a folder without sources or with two languages', or a file of it cannot
/// be read): that is the grader's input, not the student's.
Prepared prepare_program(const std::filesystem::path& submission, const CompileOptions& options);

/// Asks, in a thread of its own, the version of the tool that builds
/// `submission` (a field of its cache key: build_step.h's tool_version, which
/// keeps it), so that it is known by the time prepare_program needs it: a
/// command asks it while the box is probed. The future waits for it; an
/// executable, or a submission of no known language, needs none (invalid).
std::future<void> ask_build_tool_early(const std::filesystem::path& submission, const CompileOptions& options);

}  // namespace harness
