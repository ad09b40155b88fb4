#pragma once
// The reference helper as a program: where it is built and how one run of it
// goes. record writes session cases with it; check-cases replays them.
#include <filesystem>
#include <string>

#include "session/record.h"

namespace harness {

/// sudoku-helper in the folder of the running sudoku-grade, which is where
/// the build puts both (CMAKE_RUNTIME_OUTPUT_DIRECTORY). Throws harness::Fault.
std::filesystem::path helper_beside_this_program();

/// One run on `input`, outside any box (run_trusted); throws harness::Fault
/// when the helper cannot be started, is killed, or does not end within 10 s.
RecordedRun run_helper_program(const std::filesystem::path& helper, const std::string& input);

}  // namespace harness
