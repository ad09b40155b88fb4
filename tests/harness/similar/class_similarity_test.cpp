// A class in memory: a renamed copy ranks first, code alike only through
// the starter is not counted once the starter is given, and the matches
// say where they are.
#include "similar/class_similarity.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <stdexcept>

using namespace harness;

namespace {

const char* kSolver = R"(def solve(grid):
    for r in range(9):
        for c in range(9):
            if grid[r][c] == 0:
                for d in range(1, 10):
                    if fits(grid, r, c, d):
                        grid[r][c] = d
                        if solve(grid):
                            return True
                        grid[r][c] = 0
                return False
    return True

def fits(grid, r, c, d):
    if d in grid[r]:
        return False
    if any(grid[i][c] == d for i in range(9)):
        return False
    br, bc = 3 * (r // 3), 3 * (c // 3)
    return all(grid[br + i][bc + j] != d for i in range(3) for j in range(3))
)";

// The same, every name changed, comments added, the functions swapped.
const char* kRenamedCopy = R"(# my own work
def allowed(board, row, col, val):
    # row
    if val in board[row]:
        return False
    if any(board[k][col] == val for k in range(9)):   # column
        return False
    top, left = 3 * (row // 3), 3 * (col // 3)
    return all(board[top + a][left + b] != val for a in range(3) for b in range(3))

def solve(board):
    for row in range(9):
        for col in range(9):
            if board[row][col] == 0:
                for val in range(1, 10):
                    if allowed(board, row, col, val):
                        board[row][col] = val
                        if solve(board):
                            return True
                        board[row][col] = 0
                return False
    return True
)";

// Another way: the cells' candidates as sets, the fewest first.
const char* kHonest = R"(def candidates(g, r, c):
    used = set(g[r]) | {g[i][c] for i in range(9)}
    used |= {g[r - r % 3 + i][c - c % 3 + j] for i in range(3) for j in range(3)}
    return [d for d in range(1, 10) if d not in used]

def solve(g):
    blanks = [(r, c) for r in range(9) for c in range(9) if not g[r][c]]
    if not blanks:
        return True
    r, c = min(blanks, key=lambda cell: len(candidates(g, *cell)))
    for d in candidates(g, r, c):
        g[r][c] = d
        if solve(g):
            return True
    g[r][c] = 0
    return False
)";

const char* kStarter = R"(def read_grid(text):
    rows = [line.split() for line in text.strip().splitlines()]
    return [[int(x) if x != '.' else 0 for x in row] for row in rows]

def show(grid):
    for row in grid:
        print(' '.join(str(x) if x else '.' for x in row))
)";

StudentSources student(const std::string& name, std::string text) {
  return {name, {ComparedFile{name + ".py", std::move(text), Language::Python}}};
}

const PairSimilarity* pair_of(const ClassSimilarity& s, const std::string& a, const std::string& b) {
  for (const auto& pair : s.pairs)
    if ((s.students[pair.a].student == a && s.students[pair.b].student == b) ||
        (s.students[pair.a].student == b && s.students[pair.b].student == a))
      return &pair;
  return nullptr;
}

}  // namespace

TEST_CASE("A renamed, reordered, commented copy ranks first, at full similarity") {
  const ClassSimilarity s = class_similarity(
      {student("ana", kSolver), student("ben", kHonest), student("cal", kRenamedCopy)}, {}, SimilaritySettings{});
  CHECK(s.pairs_in_class == 3);
  REQUIRE(!s.pairs.empty());
  const PairSimilarity& top = s.pairs.front();
  CHECK(s.students[top.a].student == "ana");
  CHECK(s.students[top.b].student == "cal");
  CHECK(top.similarity == Approx(1.0));
  CHECK(top.matches.size() == 2);  // the two functions, each where it is
  const PairSimilarity* honest = pair_of(s, "ana", "ben");
  if (honest) CHECK(honest->similarity < 0.3);
}

TEST_CASE("A match says where it is in both students' files") {
  const ClassSimilarity s = class_similarity({student("ana", kSolver), student("cal", kRenamedCopy)}, {},
                                             SimilaritySettings{});
  REQUIRE(s.pairs.size() == 1);
  // solve: ana's first function, cal's second.
  const auto solve = std::find_if(s.pairs[0].matches.begin(), s.pairs[0].matches.end(),
                                  [](const Match& m) { return m.a_first_line == 1; });
  REQUIRE(solve != s.pairs[0].matches.end());
  CHECK(solve->b_first_line == 11);
  CHECK(solve->a_last_line == 12);
  CHECK(solve->b_last_line == 22);
  CHECK(std::string(kSolver).substr(solve->a_begin, 9) == "def solve");
  CHECK(std::string(kRenamedCopy).substr(solve->b_begin, 9) == "def solve");
  CHECK(std::string(kRenamedCopy).substr(solve->b_end - 11, 11) == "return True");
}

TEST_CASE("Code shared only through the starter counts once the starter is given") {
  const std::string with_starter_a = std::string(kStarter) + "\n" + kSolver;
  const std::string with_starter_b = std::string(kStarter) + "\n" + kHonest;
  const std::vector<StudentSources> class_of_two = {student("ana", with_starter_a), student("dee", with_starter_b)};
  const ClassSimilarity without = class_similarity(class_of_two, {}, SimilaritySettings{});
  REQUIRE(without.pairs.size() == 1);
  CHECK(without.pairs[0].similarity > 0.15);  // the starter, shared
  const ClassSimilarity with = class_similarity(class_of_two, {ComparedFile{"starter.py", kStarter, Language::Python}},
                                                SimilaritySettings{});
  // What is left is the idiom any backtracking shares (choose, recurse,
  // return True: 27 tokens), not the starter's 87.
  REQUIRE(with.pairs.size() == 1);
  CHECK(with.pairs[0].similarity < without.pairs[0].similarity - 0.2);
  CHECK(with.pairs[0].longest < 30);
  CHECK(with.starter_tokens[0] > 0);
  CHECK(with.tokens[0] == without.tokens[0] - with.starter_tokens[0]);
  // Where: the starter's whole text at the top of each file, and nothing in a student without it.
  REQUIRE(with.starter_spans[0].size() == 1);
  CHECK(with.starter_spans[0][0] == SourceSpan{0, 0, std::string(kStarter).find_last_not_of("\n") + 1});
  CHECK(without.starter_spans[0].empty());
}

TEST_CASE("Two languages, two files each, and a student with no source") {
  StudentSources two_files{"eve",
                           {ComparedFile{"a.py", kSolver, Language::Python},
                            ComparedFile{"b.cpp", "int main() { return 0; }", Language::Cpp}}};
  const ClassSimilarity s = class_similarity({two_files, {"fay", {}}, student("gil", kRenamedCopy)}, {}, {});
  REQUIRE(s.pairs.size() == 1);
  CHECK(s.students[s.pairs[0].a].student == "eve");
  CHECK(s.pairs[0].a_share == Approx(1.0).margin(0.1));
  CHECK(s.tokens[1] == 0);
}

TEST_CASE("The same class gives the same ranking on any number of threads") {
  std::vector<StudentSources> students = {student("ana", kSolver), student("ben", kHonest),
                                          student("cal", kRenamedCopy), student("dan", kSolver)};
  SimilaritySettings one, four;
  four.jobs = 4;
  const ClassSimilarity a = class_similarity(students, {}, one), b = class_similarity(students, {}, four);
  REQUIRE(a.pairs.size() == b.pairs.size());
  for (std::size_t i = 0; i < a.pairs.size(); ++i) {
    CHECK(a.pairs[i].a == b.pairs[i].a);
    CHECK(a.pairs[i].b == b.pairs[i].b);
    CHECK(a.pairs[i].similarity == b.pairs[i].similarity);
  }
}

TEST_CASE("Settings that are not positive are refused") {
  SimilaritySettings bad;
  bad.min_match = 0;
  CHECK_THROWS_AS(class_similarity({}, {}, bad), std::invalid_argument);
  CHECK(class_similarity({}, {}, {}).pairs_in_class == 0);
}
