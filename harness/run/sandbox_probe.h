#pragma once
#include <memory>

#include "run/sandbox.h"

namespace harness {

/// The box this machine gives at `level`, probed once per level and process
/// by building a box and running `true` in it. Strict: throws harness::Error
/// naming what is missing. Auto: takes what works. Off: a box of nothing.
/// Root without a uid of its own for each run is refused at every level but off.
std::shared_ptr<const Sandbox> probe_sandbox(SandboxLevel level);

}  // namespace harness
