#include "generate/puzzle_maker.h"

#include <algorithm>
#include <numeric>
#include <vector>

#include "backtracking.h"
#include "base/enum_words.h"
#include "solver.h"
#include "validator.h"

namespace harness {
namespace {

constexpr EnumWord<PuzzleKind> kKindWords[] = {
    {PuzzleKind::Unique, "unique"}, {PuzzleKind::Unsolvable, "unsolvable"}, {PuzzleKind::Counted, "counted"}};
constexpr EnumWord<Difficulty> kDifficultyWords[] = {{Difficulty::Easy, "easy"},
                                                     {Difficulty::Medium, "medium"},
                                                     {Difficulty::Hard, "hard"},
                                                     {Difficulty::Speed, "speed"}};

std::vector<int> permutation(int n, Rng& rng) {
  std::vector<int> order(static_cast<std::size_t>(n));
  std::iota(order.begin(), order.end(), 0);
  rng.shuffle(order);
  return order;
}

// Rows (or columns) in a random order that keeps each band (stack) together.
std::vector<int> line_order(int box, Rng& rng) {
  std::vector<int> order;
  for (const int band : permutation(box, rng))
    for (const int line : permutation(box, rng)) order.push_back(band * box + line);
  return order;
}

// The fewest givens worth trying to reach: a 9x9 goes down to a minimal
// puzzle; larger grids stop earlier, where proving uniqueness stays quick.
int givens_floor(int size) {
  switch (size) {
    case 4: return 4;
    case 9: return 17;
    case 16: return 16 * 16 * 60 / 100;
    default: return 25 * 25 * 70 / 100;
  }
}

// Every cell emptied that can be, in a random order, while one solution remains.
ref::Grid dig(const ref::Grid& solution, Rng& rng) {
  ref::Grid puzzle = solution;
  int givens = puzzle.cell_count();
  const int floor = givens_floor(puzzle.size());
  for (const int cell : permutation(puzzle.cell_count(), rng)) {
    if (givens <= floor) break;
    const int value = puzzle.at(cell);
    puzzle.set(cell, 0);
    if (ref::count_solutions(puzzle, 2) == 1) --givens;
    else puzzle.set(cell, value);
  }
  return puzzle;
}

// Digits renamed so the first blanks in reading order want the largest
// digits: the reading-order search, trying 1 first, goes deepest before it
// finds them. Fewest-first barely notices, which is what a speed case needs.
void rename_for_reading_order(ref::Grid& puzzle, ref::Grid& solution) {
  const int n = puzzle.size();
  std::vector<int> name(static_cast<std::size_t>(n + 1), 0);
  int next = n;
  for (int i = 0; i < puzzle.cell_count() && next > 0; ++i) {
    const int v = solution.at(i);
    if (puzzle.at(i) == 0 && name[static_cast<std::size_t>(v)] == 0) name[static_cast<std::size_t>(v)] = next--;
  }
  for (int v = 1; v <= n; ++v)
    if (name[static_cast<std::size_t>(v)] == 0) name[static_cast<std::size_t>(v)] = next--;
  for (int i = 0; i < puzzle.cell_count(); ++i) {
    solution.set(i, name[static_cast<std::size_t>(solution.at(i))]);
    if (puzzle.at(i) != 0) puzzle.set(i, name[static_cast<std::size_t>(puzzle.at(i))]);
  }
}

// The thresholds are for a 9x9; a larger grid has more blanks to place.
std::uint64_t scaled(std::uint64_t placements, int size) {
  return placements * static_cast<std::uint64_t>(size * size) / 81;
}

// Where reading order's placements must fall for the difficulty.
bool in_band(Difficulty difficulty, std::uint64_t placements, int size) {
  switch (difficulty) {
    case Difficulty::Easy: return placements <= scaled(kEasyPlacements, size);
    case Difficulty::Medium:
      return placements > scaled(kEasyPlacements, size) && placements <= scaled(kMediumPlacements, size);
    case Difficulty::Hard:
      return placements > scaled(kMediumPlacements, size) && placements <= scaled(kHardPlacements, size);
    case Difficulty::Speed: return placements > kSpeedSlowPlacements;
  }
  return false;
}

std::uint64_t budget_of(Difficulty difficulty, int size) {
  switch (difficulty) {
    case Difficulty::Easy: return scaled(kEasyPlacements, size) + 1;
    case Difficulty::Medium: return scaled(kMediumPlacements, size) + 1;
    case Difficulty::Hard: return scaled(kHardPlacements, size) + 1;
    case Difficulty::Speed: return kSpeedSlowPlacements + 1;
  }
  return 0;
}

// The reference solver's count, and the validator's, written apart from it, must agree.
std::int64_t agreed_count(const ref::Grid& puzzle, std::int64_t limit) {
  const std::int64_t solver = ref::count_solutions(puzzle, limit);
  const long long validator = validator::count_completions(puzzle.rows(), limit);
  if (solver != validator) return -1;
  return solver;
}

}  // namespace

ref::Grid random_solution(int size, Rng& rng) {
  // The boxes on the diagonal share no row or column: each a random
  // permutation, they are always consistent, and the solver completes them
  // to a grid of its own (one grid per seed; a pattern alone would give
  // every seed the same grid up to renaming and moving lines). A 9x9 always
  // completes at once; on larger grids fixed diagonal boxes can send the
  // solver on a long search, so there the first box alone is drawn.
  ref::Grid seeded(size);
  const int b = seeded.box();
  for (int k = 0; k < (size <= 9 ? b : 1); ++k) {
    const std::vector<int> digits = permutation(size, rng);
    for (int i = 0; i < size; ++i) seeded.set(k * b + i / b, k * b + i % b, digits[static_cast<std::size_t>(i)] + 1);
  }
  const std::optional<ref::Grid> completed = ref::solve(seeded);
  ref::Grid grid(size);
  const int box = grid.box();
  const std::vector<int> digits = permutation(size, rng);
  const std::vector<int> rows = line_order(box, rng), cols = line_order(box, rng);
  const bool transpose = rng.below(2) == 1;
  for (int r = 0; r < size; ++r)
    for (int c = 0; c < size; ++c) {
      // A valid grid by pattern, then shuffled by moves that keep it valid.
      const int pr = rows[static_cast<std::size_t>(r)], pc = cols[static_cast<std::size_t>(c)];
      const int base = completed ? completed->at(pr, pc) - 1 : (box * (pr % box) + pr / box + pc) % size;
      grid.set(transpose ? c : r, transpose ? r : c, digits[static_cast<std::size_t>(base)] + 1);
    }
  return grid;
}

std::optional<MadePuzzle> try_make_puzzle(const PuzzleRequest& request, Rng& rng) {
  ref::Grid solution = random_solution(request.size, rng);
  ref::Grid puzzle = dig(solution, rng);
  if (request.difficulty == Difficulty::Speed) rename_for_reading_order(puzzle, solution);

  MadePuzzle made;
  switch (request.kind) {
    case PuzzleKind::Unique: {
      if (agreed_count(puzzle, 2) != 1) return std::nullopt;
      if (!validator::judge(puzzle.rows(), solution.rows()).solved()) return std::nullopt;
      made.solution = solution;
      made.count = 1;
      break;
    }
    case PuzzleKind::Unsolvable: {
      // One blank given a digit its row, column and box allow but the one
      // solution does not have there: no clash to see, and no solution.
      bool placed = false;
      for (const int cell : permutation(puzzle.cell_count(), rng)) {
        if (puzzle.at(cell) != 0) continue;
        for (const int d : permutation(puzzle.size(), rng)) {
          const int digit = d + 1;
          if (digit == solution.at(cell)) continue;
          puzzle.set(cell, digit);
          if (!ref::first_clash(puzzle)) {
            placed = true;
            break;
          }
          puzzle.set(cell, 0);
        }
        if (placed) break;
      }
      if (!placed || agreed_count(puzzle, 1) != 0) return std::nullopt;
      made.count = 0;
      break;
    }
    case PuzzleKind::Counted: {
      // Givens taken away, in a random order, until the puzzle has several solutions.
      std::int64_t count = 1;
      for (const int cell : permutation(puzzle.cell_count(), rng)) {
        if (puzzle.at(cell) == 0) continue;
        puzzle.set(cell, 0);
        count = agreed_count(puzzle, request.limit);
        if (count != 1) break;
      }
      if (count < 2) return std::nullopt;
      made.count = count;
      break;
    }
  }
  made.puzzle = puzzle;

  // What the documents' algorithms make of it, in placements.
  const std::uint64_t budget = budget_of(request.difficulty, request.size);
  if (request.kind == PuzzleKind::Counted) {
    const ref::CountTrace trace = ref::reading_order_count(puzzle, request.limit, budget);
    made.reading_order_finished = !trace.gave_up;
    made.reading_order_placements = trace.placements;
    if (!trace.gave_up && trace.count != made.count) return std::nullopt;
  } else {
    const ref::Trace trace = ref::reading_order_solve(puzzle, budget);
    made.reading_order_finished = !trace.gave_up;
    made.reading_order_placements = trace.placements;
    if (!trace.gave_up && trace.solved != (made.count > 0)) return std::nullopt;
  }
  if (!in_band(request.difficulty, made.reading_order_placements, request.size)) return std::nullopt;
  if (request.difficulty == Difficulty::Speed && ref::fewest_first_solve(puzzle, kSpeedFastPlacements).gave_up)
    return std::nullopt;
  return made;
}

std::optional<PuzzleKind> kind_named(const std::string& name) { return value_of(kKindWords, name); }

const char* kind_name(PuzzleKind kind) { return word_of(kKindWords, kind); }

std::optional<Difficulty> difficulty_named(const std::string& name) { return value_of(kDifficultyWords, name); }

const char* difficulty_name(Difficulty difficulty) { return word_of(kDifficultyWords, difficulty); }

}  // namespace harness
