#include "cli/jobs_option.h"

#include <algorithm>
#include <thread>

namespace harness {

int default_jobs() { return static_cast<int>(std::max(1u, std::thread::hardware_concurrency())); }

void add_jobs_option(CLI::App& app, int& jobs, const std::string& what) {
  jobs = default_jobs();
  app.add_option("--jobs,-j", jobs, what + " (default: the number of cores)")->check(CLI::Range(1, 256));
}

}  // namespace harness
