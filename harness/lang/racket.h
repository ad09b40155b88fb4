#pragma once
// What the Racket submission's programs (lang/racket.cpp, prepare_racket
// in language_programs.h) say and read beyond the protocol's shared words.
#include <string>

namespace harness {

/// raco make's words for a file that does not compile, in the student's
/// terms: a path into the build folder (the box's /box, or `build_folder`
/// for a build without a box), written as a path or as Racket's
/// "#<path:...>", is its "src/NAME" ("src/sudoku.rkt:4:15: begin: this
/// function is not defined"), which prepare_program names from the folder
/// the student named the file from; raco's own context (its frames, the
/// grader's) cut off.
std::string raco_in_student_terms(const std::string& said, const std::string& build_folder = "");

}  // namespace harness
