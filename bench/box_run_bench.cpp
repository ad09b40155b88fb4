// box-run-bench [RUNS] [PROGRAM...]: what one run costs in the box against
// no box, without grading around it: RUNS runs of PROGRAM (default
// /bin/true; the text of $BOX_RUN_STDIN, a file, on its standard input)
// through run_with_limits, boxed (--sandbox auto's box) and
// unboxed alternating, so that load falls on both alike. Prints the median
// and quartiles of each side's wall time per run and their difference.
// The box's probe and its first slot's template are made before timing.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "run/process.h"
#include "run/sandbox.h"
#include "run/sandbox_probe.h"

#include "quantile.h"

int main(int argc, char** argv) {
  const int runs = argc > 1 ? std::atoi(argv[1]) : 500;
  std::vector<std::string> program(argv + std::min(argc, 2), argv + argc);
  if (program.empty()) program = {"/bin/true"};
  const auto box = harness::probe_sandbox(harness::SandboxLevel::Auto);
  std::printf("box: %s\n", box->description().c_str());
  std::string input;
  if (const char* path = std::getenv("BOX_RUN_STDIN")) {
    std::ostringstream text;
    text << std::ifstream(path, std::ios::binary).rdbuf();
    input = text.str();
  }
  std::vector<double> boxed, bare;
  for (int i = 0; i < runs + 5; ++i)
    for (const harness::Sandbox* sandbox : {box.get(), static_cast<const harness::Sandbox*>(nullptr)}) {
      harness::RunSpec spec;
      spec.argv = program;
      spec.sandbox = sandbox;
      spec.stdin_text = input;
      const auto start = std::chrono::steady_clock::now();
      const harness::RunFacts facts = harness::run_with_limits(spec);
      const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
      if (facts.end != harness::RunFacts::End::Exited || facts.exit_code != 0) {
        std::fprintf(stderr, "run failed: %s %s\n", harness::to_string(facts.end), facts.spawn_error.c_str());
        return 1;
      }
      if (i >= 5) (sandbox ? boxed : bare).push_back(ms);  // the first runs warm the caches
    }
  for (const auto& [name, times] : {std::pair{"boxed", boxed}, std::pair{"bare", bare}})
    std::printf("%-6s median %.3f ms (quartiles %.3f - %.3f) over %d runs\n", name, quantile(times, 0.5),
                quantile(times, 0.25), quantile(times, 0.75), runs);
  std::printf("the box adds %.3f ms a run (medians)\n", quantile(boxed, 0.5) - quantile(bare, 0.5));
}
