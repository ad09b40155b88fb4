#pragma once
// --jobs/-j, the same for every command that works in parallel (grade, batch,
// audit, similar): its default, its range, its help's wording.
#include <string>

#include <CLI/CLI.hpp>

namespace harness {

/// The number of cores, at least 1 (when the machine does not say): what
/// --jobs is without the flag.
int default_jobs();

/// Adds --jobs,-j to `app`, storing in `jobs` (set to default_jobs() here);
/// 1 to 256 are taken. `what` says what runs at once ("cases run at once").
void add_jobs_option(CLI::App& app, int& jobs, const std::string& what);

}  // namespace harness
