#include "generate/board_maker.h"

#include <catch2/catch.hpp>

#include "validator.h"

using namespace harness;

namespace {

std::optional<std::vector<std::vector<int>>> first_board(int size, BoardKind kind, Rng& rng) {
  for (int tries = 0; tries < 2000; ++tries)
    if (auto board = try_make_board(size, kind, rng)) return board;
  return std::nullopt;
}

}  // namespace

TEST_CASE("a board of each kind breaks exactly its one rule, by the validator, at each size", "[generate]") {
  struct Row {
    BoardKind kind;
    const char* every_break_starts;  ///< "" for a valid board: no break at all
  };
  const Row rows[] = {{BoardKind::Valid, ""},
                      {BoardKind::RowRepeat, "Row "},
                      {BoardKind::ColumnRepeat, "Column "},
                      {BoardKind::BoxRepeat, "Box "}};
  for (const int size : {4, 9}) {
    for (const auto& row : rows) {
      INFO("size " << size << ", " << board_kind_name(row.kind));
      Rng rng(7);
      const auto board = first_board(size, row.kind, rng);
      REQUIRE(board);
      REQUIRE(board->size() == std::size_t(size));
      const std::vector<std::string> breaks = validator::rule_breaks(*board);
      if (row.kind == BoardKind::Valid) CHECK(breaks.empty());
      else CHECK(breaks.size() == 1);  // one digit twice: one sentence
      for (const auto& problem : breaks) CHECK(problem.rfind(row.every_break_starts, 0) == 0);
      int blanks = 0;
      for (const auto& line : *board)
        for (const int v : line) blanks += v == 0;
      CHECK(blanks > 0);  // a puzzle's givens, not a full grid
    }
  }
}

TEST_CASE("the same seed makes the same board, another seed another", "[generate]") {
  Rng a(5), b(5), c(6);
  const auto first = first_board(9, BoardKind::BoxRepeat, a);
  CHECK(first_board(9, BoardKind::BoxRepeat, b) == first);
  CHECK(first_board(9, BoardKind::BoxRepeat, c) != first);
}
