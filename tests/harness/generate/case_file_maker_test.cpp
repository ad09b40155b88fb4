#include "generate/case_file_maker.h"

#include <fstream>
#include <sstream>

#include <catch2/catch.hpp>

#include "base/error.h"
#include "cases/case_check.h"
#include "cases/case_loader.h"
#include "cases/case_writer.h"

using namespace harness;

namespace {

std::string fixture(const std::string& name) {
  std::ostringstream text;
  text << std::ifstream(std::string(SOURCE_DIR) + "/tests/fixtures/generated/" + name, std::ios::binary).rdbuf();
  return text.str();
}

// The file as generate writes it.
std::string generated_case_file(const GenerateRequest& request, const std::string& command) {
  const MadeCaseFile made = make_case_file(request, command);
  return case_file_yaml(made.file, made.comments);
}

CheckSummary checked(const std::string& text) {
  const CaseFile file = parse_case_file(text, "generated.yaml");
  CheckOptions options;
  options.time_limits = false;
  CheckSummary summary;
  check_case_file(file, options, summary);
  return summary;
}

}  // namespace

TEST_CASE("a seed gives the same bytes it gave when the fixture was made, on any machine", "[generate]") {
  GenerateRequest solve;
  solve.count = 3;
  solve.seed = 7;
  CHECK(generated_case_file(solve, "sudoku-grade generate --size 9 --count 3 --seed 7 --entry solve --difficulty "
                                   "easy --kind unique") == fixture("seed7_solve_easy.yaml"));
  GenerateRequest count;
  count.count = 2;
  count.seed = 7;
  count.entry = Entry::CountSolutions;
  count.puzzle.size = 4;
  count.puzzle.kind = PuzzleKind::Counted;
  count.puzzle.limit = 5;
  CHECK(generated_case_file(count, "sudoku-grade generate --size 4 --count 2 --seed 7 --entry count_solutions "
                                   "--difficulty easy --kind counted --limit 5") == fixture("seed7_count_4x4.yaml"));
  GenerateRequest other = solve;
  other.seed = 8;
  CHECK(generated_case_file(other, "x") != generated_case_file(solve, "x"));
}

TEST_CASE("every kind of generated file passes check-cases", "[generate]") {
  struct Row {
    const char* what;
    GenerateRequest request;
  };
  std::vector<Row> rows;
  const auto row = [&](const char* what, auto change) {
    GenerateRequest request;
    request.count = 4;
    request.seed = 3;
    change(request);
    rows.push_back({what, request});
  };
  row("easy solve", [](GenerateRequest&) {});
  row("hard solve_fast, hidden", [](GenerateRequest& r) {
    r.entry = Entry::SolveFast;
    r.puzzle.difficulty = Difficulty::Hard;
    r.hidden = true;
  });
  row("unsolvable solve", [](GenerateRequest& r) { r.puzzle.kind = PuzzleKind::Unsolvable; });
  row("unsolvable fillSudoku", [](GenerateRequest& r) {
    r.entry = Entry::FillSudoku;
    r.puzzle.kind = PuzzleKind::Unsolvable;
  });
  row("count_solutions", [](GenerateRequest& r) {
    r.entry = Entry::CountSolutions;
    r.puzzle.kind = PuzzleKind::Counted;
  });
  row("16x16", [](GenerateRequest& r) { r.puzzle.size = 16; });
  for (const auto& [what, request] : rows) {
    INFO(what);
    const std::string text = generated_case_file(request, "test");
    const CheckSummary summary = checked(text);
    CHECK(summary.cases == 4);
    CHECK(summary.confirmed == 4);
    CHECK(summary.disagreements.empty());
    const CaseFile file = parse_case_file(text, "generated.yaml");
    for (const auto& c : file.cases) CHECK((c.visibility == Visibility::Hidden) == request.hidden);
    // The file says what the cases made say: grade --fresh grades these without writing them.
    CHECK(same_case_file(file, make_case_file(request, "test").file));
  }
  // Unsolvable solve cases ask that the grid be left as given.
  CHECK_THAT(generated_case_file(rows[2].request, "test"), Catch::Contains("unchanged_on_false: true"));
}

TEST_CASE("generate makes cases only for the entries that take a puzzle", "[generate]") {
  CHECK(puzzle_entry_names() == std::vector<std::string>{"fillSudoku", "solve", "solve_fast", "count_solutions"});
  GenerateRequest board;
  board.entry = Entry::CheckSudoku;
  CHECK_THROWS_WITH(make_case_file(board, "x"), "generate makes puzzles to solve or count; checkSudoku takes none");
}

TEST_CASE("a difficulty that cannot be found says so in one line instead of searching forever", "[generate]") {
  GenerateRequest request;
  request.puzzle.size = 4;
  request.puzzle.difficulty = Difficulty::Hard;  // a 4x4 never needs 50 000 placements
  request.max_tries = 20;
  CHECK_THROWS_WITH(generated_case_file(request, "x"),
                    "found no unique 4x4 puzzle of difficulty 'hard' in 20 tries (puzzle 1 of 10); try another "
                    "difficulty or size");
}
