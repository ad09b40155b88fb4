#pragma once
// What a case sends the program that runs it: the arguments after the
// program's own argv (a grid entry's name, count_solutions' limit) and stdin
// (the grid as protocol.h writes it, or a session's typed lines). And,
// before a driver is run on it, whether every language's driver reads that
// input as the harness means it. A driver refuses only input it cannot read
// (exit 125, kDriverUsageExit); input checked here it can, so a run that
// ends before the driver's first line is the program's own doing (RTE, in
// judge.h) and never the harness's: a program can exit 125 and print a
// driver's words as well as the driver can.
#include <string>
#include <vector>

#include "cases/case.h"
#include "validator.h"

namespace harness {

struct CaseInput {
  std::vector<std::string> arguments;  ///< the entry's name and its arguments; none for a session
  std::string stdin_text;              ///< what the program reads
  validator::Rows grid;                ///< the rows stdin_text is meant to carry (none for a session)
};

/// The input of a run of `c`.
CaseInput case_input(const Case& c);

/// "" when the drivers (driver.cpp, sudoku_driver.py, SudokuDriver.java,
/// racket_driver.rkt) take `input` as meant: its first argument is a grid
/// entry of the entry table, count_solutions has a limit an int holds, and
/// stdin, read as the drivers read it (a line with no words is no row; one
/// word longer than a digit is a row of digits, else each word a number),
/// is exactly `grid`. Else what is wrong, in one line: the harness's fault.
/// (A program of its own reads the same protocol, docs/protocol.md, so what
/// the drivers would misread it would too.)
std::string driver_input_problem(const CaseInput& input);

}  // namespace harness
