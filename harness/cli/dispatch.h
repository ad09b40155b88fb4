#pragma once
// The whole of sudoku-grade's main: picks the subcommand from the table
// (an unknown name gets "did you mean"), and is the one place that turns an
// escaped exception into a message and an exit code. A harness::Error (bad
// input) exits 2; a harness::Fault, or anything else, is the harness's own
// fault and exits 3 (base/error.h).
#include <exception>

namespace harness {

/// The exit code of an exception that ended a command: kExitUsage for an
/// Error, kExitFault for anything else.
int exit_code_of(const std::exception& e);

/// argv[1] names the command; returns the process's exit code.
int dispatch(int argc, char** argv);

}  // namespace harness
