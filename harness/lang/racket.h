#pragma once
// What the Racket submission's programs (lang/racket.cpp, prepare_racket
// in language_programs.h) say and read beyond the protocol's shared words.
#include <string>

namespace harness {

/// raco make's words for a file that does not compile, in the student's
/// terms: the box's "src/" gone from their file's name ("sudoku.rkt:4:15:
/// begin: this function is not defined"), and raco's own context (its frames,
/// the grader's) cut off.
std::string raco_in_student_terms(const std::string& said);

}  // namespace harness
