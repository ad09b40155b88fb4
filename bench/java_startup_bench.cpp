// The JVM's start-up as prepare_java measures it (Program::startup: the
// driver run with --startup, in the box or not), N times: min, median, max.
//   build/bench/java-startup-bench SUBMISSION [N] [off]
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "lang/language_programs.h"
#include "run/sandbox.h"
#include "run/sandbox_probe.h"

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s SUBMISSION [N] [off]\n", argv[0]);
    return 2;
  }
  const int n = argc > 2 ? std::atoi(argv[2]) : 15;
  harness::CompileOptions options;
  if (!(argc > 3 && std::string(argv[3]) == "off"))
    options.sandbox = harness::probe_sandbox(harness::SandboxLevel::Auto);
  std::vector<long> ms;
  for (int i = 0; i < n; ++i) {
    const harness::Prepared prepared = harness::prepare_java(argv[1], options);
    if (!prepared.program) {
      std::fprintf(stderr, "%s\n%s\n", prepared.failure.reason.c_str(), prepared.failure.details.c_str());
      return 1;
    }
    ms.push_back(static_cast<long>(prepared.program->startup.count()));
  }
  std::sort(ms.begin(), ms.end());
  std::printf("%s startup over %d runs: min %ld ms, median %ld ms, max %ld ms\n", options.sandbox ? "boxed" : "unboxed",
              n, ms.front(), ms[ms.size() / 2], ms.back());
}
