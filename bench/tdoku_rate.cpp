// tdoku-rate: tdoku's rate on the files solver-bench reads, counted the same
// way (count with limit 2, each whole file N times, the median by the wall
// clock and by CPU time), printed in solver-bench's line format, so the two
// can be read side by side (bench/tdoku_bench.sh builds this against a copy
// of tdoku outside the repository: it is not vendored).
//
//   tdoku-rate [--runs N] FILE...
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <string>
#include <vector>

#include "tdoku.h"

namespace {

using Clock = std::chrono::steady_clock;

// As solver-bench reads them: cut at ':', blank lines skipped; tdoku takes
// '.' for an empty cell, so '0' becomes '.'.
std::vector<std::string> read_puzzles(const std::string& path) {
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "tdoku-rate: cannot open %s\n", path.c_str());
    std::exit(2);
  }
  std::vector<std::string> puzzles;
  for (std::string line; std::getline(in, line);) {
    line = line.substr(0, line.find(':'));
    std::string cells;
    for (char c : line)
      if ((c >= '1' && c <= '9') || c == '.' || c == '0') cells += c == '0' ? '.' : c;
    if (cells.empty()) continue;
    if (cells.size() != 81) {
      std::fprintf(stderr, "tdoku-rate: %s: a line of %zu cells\n", path.c_str(), cells.size());
      std::exit(2);
    }
    puzzles.push_back(cells);
  }
  return puzzles;
}

}  // namespace

int main(int argc, char** argv) {
  int runs = 5;
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--runs" && i + 1 < argc) runs = std::max(1, std::atoi(argv[++i]));
    else files.push_back(arg);
  }
  for (const std::string& path : files) {
    const std::vector<std::string> puzzles = read_puzzles(path);
    std::vector<double> rates, cpu_rates;
    long long unique = 0;
    for (int run = 0; run < runs; ++run) {
      unique = 0;
      const auto start = Clock::now();
      const std::clock_t cpu_start = std::clock();
      char solution[81];
      for (const std::string& puzzle : puzzles) {
        size_t guesses = 0;
        unique += TdokuSolverDpllTriadSimd(puzzle.c_str(), 2, 0, solution, &guesses) == 1;
      }
      const double cpu_s = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
      const double wall_s = std::chrono::duration<double>(Clock::now() - start).count();
      rates.push_back(static_cast<double>(puzzles.size()) / wall_s);
      cpu_rates.push_back(static_cast<double>(puzzles.size()) / std::max(cpu_s, 1e-9));
    }
    std::sort(rates.begin(), rates.end());
    std::sort(cpu_rates.begin(), cpu_rates.end());
    const std::string name = path.substr(path.find_last_of('/') + 1);
    std::printf("%-30s %6zu puzzles %6lld unique  median %8.0f puzzles/s wall (min %.0f, max %.0f)"
                "  %8.0f/s cpu\n",
                name.c_str(), puzzles.size(), unique, rates[rates.size() / 2], rates.front(), rates.back(),
                cpu_rates[cpu_rates.size() / 2]);
  }
  return 0;
}
