// trusted-run-bench [RUNS] [BALLAST_MIB] [PROGRAM...]: what starting one of
// the harness's own tools costs (default: g++ --version, the compile cache's
// version probe) through run_trusted (Boost.Process) against the same
// through run_with_limits without a box (the keeper), alternating, so that
// load falls on both alike. BALLAST_MIB of memory written first stands for a
// grader that has been at work a while: a fork copies its page tables, the
// keeper's clone does not. Prints each side's median and quartiles.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "run/process.h"
#include "run/trusted_program.h"

#include "quantile.h"

int main(int argc, char** argv) {
  const int runs = argc > 1 ? std::atoi(argv[1]) : 200;
  const std::size_t ballast_mib = argc > 2 ? std::strtoul(argv[2], nullptr, 10) : 0;
  std::vector<std::string> program(argv + std::min(argc, 3), argv + argc);
  if (program.empty()) program = {"g++", "--version"};
  std::vector<char> ballast(ballast_mib << 20);
  for (std::size_t i = 0; i < ballast.size(); i += 4096) ballast[i] = 1;

  std::vector<double> trusted, keeper;
  for (int i = 0; i < runs + 5; ++i) {
    const bool trusted_first = i % 2 == 0;  // neither side always runs in the other's wake
    for (const bool through_boost : {trusted_first, !trusted_first}) {
      const auto start = std::chrono::steady_clock::now();
      bool ok;
      if (through_boost) {
        ok = harness::run_trusted({program}).succeeded();
      } else {
        harness::RunSpec spec;
        spec.argv = program;
        spec.limits.wall = spec.limits.cpu = std::chrono::seconds(10);
        spec.limits.cap_address_space = false;
        const harness::RunFacts facts = harness::run_with_limits(spec);
        ok = facts.end == harness::RunFacts::End::Exited && facts.exit_code == 0;
      }
      const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
      if (!ok) {
        std::fprintf(stderr, "%s: the run failed\n", through_boost ? "run_trusted" : "run_with_limits");
        return 1;
      }
      if (i >= 5) (through_boost ? trusted : keeper).push_back(ms);  // the first runs warm the caches
    }
  }
  std::printf("%s, %zu MiB of ballast, %d runs each\n", program[0].c_str(), ballast_mib, runs);
  for (const auto& [name, times] :
       {std::pair{"run_trusted (Boost.Process)", trusted}, std::pair{"run_with_limits (keeper, no box)", keeper}})
    std::printf("%-34s median %.3f ms (quartiles %.3f - %.3f)\n", name, quantile(times, 0.5), quantile(times, 0.25),
                quantile(times, 0.75));
  std::printf("ratio of medians: %.3f\n", quantile(trusted, 0.5) / quantile(keeper, 0.5));
  return ballast.empty() || ballast[0] == 1 ? 0 : 1;  // the ballast stays written
}
