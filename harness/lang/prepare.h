#pragma once
#include <filesystem>

#include "prepare/compile_options.h"

namespace harness {

/// The programs of a submission, by its language (CompileOptions::language,
/// else docs/protocol.md's rule) and that language's row (lang/language.h):
/// C++ by prepare/compile.h; Python, Java and Racket through their drivers
/// (lang/language_programs.h); an executable as it is. The program carries
/// its row (Program::language) and the row's time factor. Throws
/// harness::Error when the path is no submission at all (missing, a folder
/// without sources or with two languages', or a file of it cannot be read):
/// that is the grader's input, not the student's.
Prepared prepare_program(const std::filesystem::path& submission, const CompileOptions& options);

}  // namespace harness
