#pragma once
// --sandbox strict|auto|off, the same for every command that runs student
// code: the option, and the box it asks for, with auto's warning line.
#include <memory>
#include <string>

#include <CLI/CLI.hpp>

#include "run/sandbox.h"

namespace harness {

/// Adds --sandbox to `app`, storing the word in `level` (default "auto").
void add_sandbox_option(CLI::App& app, std::string& level);

/// The box for `level`; throws harness::Error for strict on a machine that
/// cannot build it. For auto with something missing, one warning line on
/// stderr names what (and every report states the box again).
std::shared_ptr<const Sandbox> sandbox_for(const std::string& level);

}  // namespace harness
