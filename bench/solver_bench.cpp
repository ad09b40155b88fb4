// solver-bench: puzzles per second of the fast reference solver (count with
// limit 2, the uniqueness check), and the run time of the instrumented lesson
// solvers on the lesson's two big puzzles. docs/performance.md quotes it.
//
//   solver-bench [--runs N] [--lesson] FILE...
// Each FILE holds one puzzle per line (81 characters, '.' empty); each whole
// file is solved N times (default 5) and the median rate printed.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <string>
#include <vector>

#include "backtracking.h"
#include "grid_format.h"
#include "solver.h"

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

// Lines cut at the first ':' so tdoku's "puzzle:count" files read too.
std::vector<ref::Grid> read_puzzles(const std::string& path) {
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "solver-bench: cannot open %s\n", path.c_str());
    std::exit(2);
  }
  std::vector<ref::Grid> puzzles;
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    line = line.substr(0, line.find(':'));
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    try {
      puzzles.push_back(ref::parse_grid(line));
    } catch (const ref::GridFormatError& e) {
      std::fprintf(stderr, "solver-bench: %s:%d: %s\n", path.c_str(), number, e.what());
      std::exit(2);
    }
  }
  return puzzles;
}

void bench_file(const std::string& path, int runs) {
  const std::vector<ref::Grid> puzzles = read_puzzles(path);
  // CPU time beside wall time: on a shared machine the wall clock also
  // counts the time other processes held the core.
  std::vector<double> rates, cpu_rates;
  std::int64_t unique = 0;
  for (int run = 0; run < runs; ++run) {
    unique = 0;
    const auto start = Clock::now();
    const std::clock_t cpu_start = std::clock();
    for (const ref::Grid& puzzle : puzzles) unique += ref::count_solutions(puzzle, 2) == 1;
    const double cpu_s = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
    rates.push_back(static_cast<double>(puzzles.size()) / seconds_since(start));
    cpu_rates.push_back(static_cast<double>(puzzles.size()) / std::max(cpu_s, 1e-9));
  }
  std::sort(rates.begin(), rates.end());
  std::sort(cpu_rates.begin(), cpu_rates.end());
  const std::string name = path.substr(path.find_last_of('/') + 1);
  std::printf("%-30s %6zu puzzles %6lld unique  median %8.0f puzzles/s wall (min %.0f, max %.0f)"
              "  %8.0f/s cpu\n",
              name.c_str(), puzzles.size(), static_cast<long long>(unique), rates[rates.size() / 2], rates.front(),
              rates.back(), cpu_rates[cpu_rates.size() / 2]);
}

// Seed 001, more[1].tests marked "big": hard for reading order on purpose.
void bench_lesson() {
  const char* big[] = {
      "907000020 000000000 000080406 000000000 018000003 000700590 000000108 040000005 800579040",
      "900600000 000100000 000900004 030008000 040000090 000400010 600030008 070046002 100800050",
  };
  for (const char* text : big) {
    const ref::Grid puzzle = ref::parse_grid(text);
    auto start = Clock::now();
    std::clock_t cpu_start = std::clock();
    const ref::Trace reading = ref::reading_order_solve(puzzle);
    const double reading_s = seconds_since(start);
    const double reading_cpu_s = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
    start = Clock::now();
    const ref::Trace fewest = ref::fewest_first_solve(puzzle);
    const double fewest_s = seconds_since(start);
    std::printf("lesson big %.9s...  reading order %llu placements %.2f s wall %.2f s cpu (%s)  "
                "fewest first %llu placements %.4f s (%s)\n",
                text, static_cast<unsigned long long>(reading.placements), reading_s, reading_cpu_s,
                reading.solved ? "solved" : "not solved", static_cast<unsigned long long>(fewest.placements), fewest_s,
                fewest.solved ? "solved" : "not solved");
  }
}

}  // namespace

int main(int argc, char** argv) {
  int runs = 5;
  bool lesson = false;
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--runs" && i + 1 < argc) {
      runs = std::max(1, std::atoi(argv[++i]));
    } else if (arg == "--lesson") {
      lesson = true;
    } else if (!arg.empty() && arg[0] == '-') {
      std::fprintf(stderr, "usage: solver-bench [--runs N] [--lesson] FILE...\n");
      return 2;
    } else {
      files.push_back(arg);
    }
  }
  if (files.empty() && !lesson) {
    std::fprintf(stderr, "usage: solver-bench [--runs N] [--lesson] FILE...\n");
    return 2;
  }
  for (const std::string& file : files) bench_file(file, runs);
  if (lesson) bench_lesson();
  return 0;
}
