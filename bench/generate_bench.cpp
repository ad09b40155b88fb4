// How long `generate` takes for 100 puzzles of each kind and difficulty: the
// median of 5 seeds, each a whole case file, as the command makes it.
// Run: build/bench/generate-bench [count]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "cases/case_writer.h"
#include "generate/case_file_maker.h"

using namespace harness;

int main(int argc, char** argv) {
  const int count = argc > 1 ? std::atoi(argv[1]) : 100;
  struct Row {
    const char* what;
    GenerateRequest request;
  };
  std::vector<Row> rows;
  const auto add = [&](const char* what, auto change) {
    GenerateRequest request;
    request.count = count;
    change(request);
    rows.push_back({what, request});
  };
  add("9x9 unique easy", [](GenerateRequest&) {});
  add("9x9 unique medium", [](GenerateRequest& r) { r.puzzle.difficulty = Difficulty::Medium; });
  add("9x9 unique hard", [](GenerateRequest& r) { r.puzzle.difficulty = Difficulty::Hard; });
  add("9x9 unsolvable easy", [](GenerateRequest& r) { r.puzzle.kind = PuzzleKind::Unsolvable; });
  add("9x9 counted (limit 10)", [](GenerateRequest& r) {
    r.entry = Entry::CountSolutions;
    r.puzzle.kind = PuzzleKind::Counted;
  });
  add("16x16 unique easy", [](GenerateRequest& r) { r.puzzle.size = 16; });
  std::printf("%-26s %10s %10s %10s\n", "puzzles", "median s", "min s", "max s");
  for (auto& row : rows) {
    std::vector<double> seconds;
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
      row.request.seed = seed;
      const auto start = std::chrono::steady_clock::now();
      const MadeCaseFile made = make_case_file(row.request, "bench");
      const std::string text = case_file_yaml(made.file, made.comments);
      seconds.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
      if (text.empty()) return 1;
    }
    std::sort(seconds.begin(), seconds.end());
    std::printf("%-26s %10.2f %10.2f %10.2f\n", row.what, seconds[2], seconds.front(), seconds.back());
  }
}
