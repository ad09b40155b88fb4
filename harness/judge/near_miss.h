#pragma once
/// When a case's entry is missing, what the submission does define that
/// comes close, as a hint: a near name (case, edit distance, the same words
/// spelled another way: solveSudoku, solve_sudoku, solve-sudoku), the same
/// name with other parameters, a C++ grid taken by value or a `static`
/// function, a Java method not static or in another class, a Python method
/// of a class; with the signature the assignment expects, in the student's
/// language. Pure, tested as a table of the classic near misses.
#include <string>
#include <vector>

#include "driver/entries.h"
#include "judge/source_definitions.h"
#include "lang/language.h"

namespace harness {

/// The entry as the assignment expects it in `language`: "def solve(grid)",
/// "static boolean fillSudoku(int[][] sudoku) in class Sudoku".
std::string expected_signature(sudoku::Entry entry, Language language);

/// The hint for `entry` missing from a submission that defines `defined`;
/// "" when nothing it defines comes close.
std::string near_miss(sudoku::Entry entry, Language language, const std::vector<SourceDefinition>& defined);

}  // namespace harness
