#pragma once
/// A C++ submission (a .cpp file or a folder of them) compiled, each step in
/// the box, and linked with the driver unless it defines main, or both.
/// The design (where each step runs, its limits, the cache): docs/protocol.md,
/// "How a C++ submission is compiled" and "A file with main and functions".
#include <filesystem>

#include "build/compile_options.h"

namespace harness {

/// prepare_program for C++ sources (a .cpp file or a folder of them).
Prepared prepare_cpp(const std::filesystem::path& submission, const CompileOptions& options);

}  // namespace harness
