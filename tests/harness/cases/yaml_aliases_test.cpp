#include "cases/yaml_aliases.h"

#include <catch2/catch.hpp>

#include <string>

#include "cases/case_loader.h"
#include "parse_error.h"

namespace {

// Lines 1-4; the first case starts on line 5.
const std::string kHead = "title: t\nsource: s\ndefaults: {}\ncases:\n";

const std::string kBD4 = "274.91..5 1..5...9. 6....328. ..19....8 ..51..6.. 7...8...3 4.2.....9 .......7. 8..349...";
const std::string kBD4s = "274891365 138526497 659473281 321964758 985137642 746285913 462758139 593612874 817349526";

// One puzzle through three entries, its grids written once.
const std::string kThreeEntries = kHead +
                                  "  - name: solve BD4\n"  // 5
                                  "    entry: solve\n"
                                  "    puzzle: &bd4 \"" +
                                  kBD4 +
                                  "\"\n"  // 7
                                  "    expect: &bd4-solved {solvable: true, solution: \"" +
                                  kBD4s +
                                  "\"}\n"
                                  "  - name: fillSudoku BD4\n"  // 9
                                  "    entry: fillSudoku\n"
                                  "    puzzle: *bd4\n"            // 11
                                  "    expect: *bd4-solved\n"     // 12
                                  "  - name: valid-board? BD4\n"  // 13
                                  "    entry: checkSudoku\n"
                                  "    puzzle: *bd4\n"  // 15
                                  "    expect: {valid: true}\n";

}  // namespace

TEST_CASE("an aliased value is read as if written out where the alias stands", "[yaml_aliases]") {
  const std::string written_out = kHead + "  - name: solve BD4\n    entry: solve\n    puzzle: \"" + kBD4 +
                                  "\"\n"
                                  "    expect: {solvable: true, solution: \"" +
                                  kBD4s +
                                  "\"}\n"
                                  "  - name: fillSudoku BD4\n    entry: fillSudoku\n    puzzle: \"" +
                                  kBD4 +
                                  "\"\n"
                                  "    expect: {solvable: true, solution: \"" +
                                  kBD4s +
                                  "\"}\n"
                                  "  - name: valid-board? BD4\n    entry: checkSudoku\n    puzzle: \"" +
                                  kBD4 +
                                  "\"\n"
                                  "    expect: {valid: true}\n";
  const harness::CaseFile aliased = harness::parse_case_file(kThreeEntries, "t.yaml");
  const harness::CaseFile plain = harness::parse_case_file(written_out, "t.yaml");
  REQUIRE(aliased.cases.size() == 3);
  for (std::size_t i = 0; i < 3; ++i) {
    CAPTURE(i);
    CHECK(aliased.cases[i].name == plain.cases[i].name);
    CHECK(aliased.cases[i].entry == plain.cases[i].entry);
    CHECK(aliased.cases[i].loc.line == plain.cases[i].loc.line);
    CHECK(aliased.cases[i].expect.index() == plain.cases[i].expect.index());
  }
  const auto& fill = std::get<harness::SolveExpect>(aliased.cases[1].expect);
  CHECK(fill.puzzle == std::get<harness::SolveExpect>(plain.cases[1].expect).puzzle);
  REQUIRE(fill.solution);
  CHECK(*fill.solution == *std::get<harness::SolveExpect>(plain.cases[1].expect).solution);
  CHECK(fill.unchanged_on_false);  // fillSudoku's own default, not solve's
  CHECK(std::get<harness::CheckExpect>(aliased.cases[2].expect).board ==
        std::get<harness::CheckExpect>(plain.cases[2].expect).board);
}

TEST_CASE("an error in an aliased value is placed at the alias and names the anchor", "[yaml_aliases]") {
  // The solved 'expect' of a solve case does not fit a count case: the fix
  // is at line 11, not where the anchored map was first written.
  CHECK(parse_error(kHead + "  - name: a\n    entry: solve\n    puzzle: &p \"" + kBD4 +
                    "\"\n"
                    "    expect: &solved {solvable: true}\n"
                    "  - name: b\n    entry: count_solutions\n    puzzle: *p\n    limit: 2\n"
                    "    expect: *solved\n") ==
        "t.yaml:13:13: key 'solvable' does not belong to the 'expect' of a 'count_solutions' case "
        "(only fillSudoku, solve, solve_fast take it) (the value of anchor '&solved' at line 8)");
  // A 4x4 solution given to a 9x9 puzzle, through an alias.
  CHECK(parse_error(kHead +
                    "  - name: a\n    entry: solve\n    puzzle: \"1... ..3. .4.. ...2\"\n"
                    "    expect: {solvable: true, solution: &s4 \"1324 4231 2413 3142\"}\n"
                    "  - name: b\n    entry: solve\n    puzzle: \"" +
                    kBD4 +
                    "\"\n"
                    "    expect: {solvable: true, solution: *s4}\n") ==
        "t.yaml:12:40: 'solution' is 4x4 but the puzzle is 9x9 (the value of anchor '&s4' at line 8)");
  // A checkSudoku 'expect' given to a solve case.
  CHECK(parse_error(kHead + "  - name: a\n    entry: checkSudoku\n    puzzle: &p \"" + kBD4 +
                    "\"\n"
                    "    expect: &e {valid: true}\n"
                    "  - name: b\n    entry: solve\n    puzzle: *p\n    expect: *e\n") ==
        "t.yaml:12:13: key 'valid' does not belong to the 'expect' of a 'solve' case (only "
        "checkSudoku takes it) (the value of anchor '&e' at line 8)");
}

TEST_CASE("an error in the anchored value itself is placed there, with no note", "[yaml_aliases]") {
  CHECK(parse_error(kHead + "  - name: a\n    entry: solve\n    puzzle: &short \"" + std::string(80, '.') +
                    "\"\n    expect: {solvable: true}\n"
                    "  - name: b\n    entry: solve\n    puzzle: *short\n    expect: {solvable: true}\n") ==
        "t.yaml:7:13: 'puzzle': expected 81 cells, found 80");
}

TEST_CASE("an alias reaching a value through another anchor is placed at the case's own alias", "[yaml_aliases]") {
  // '&s4' lies inside '&e': case b reaches the solution through '*e'.
  CHECK(parse_error(kHead +
                    "  - name: a\n    entry: solve\n    puzzle: \"1... ..3. .4.. ...2\"\n"
                    "    expect: &e {solvable: true, solution: &s4 \"1324 4231 2413 3142\"}\n"
                    "  - name: b\n    entry: solve\n    puzzle: \"" +
                    kBD4 +
                    "\"\n"
                    "    expect: *e\n") ==
        "t.yaml:12:13: 'solution' is 4x4 but the puzzle is 9x9 (the value of anchor '&e' at line 8)");
}

TEST_CASE("a whole case given again by alias is a duplicate name at the alias", "[yaml_aliases]") {
  CHECK(parse_error(kHead + "  - &one\n    name: a\n    entry: solve\n    puzzle: \"" + kBD4 +
                    "\"\n    expect: {solvable: true}\n  - *one\n") ==
        "t.yaml:10:5: duplicate case name 'a' (first used at line 5) (the value of anchor '&one' at "
        "line 5)");
}

TEST_CASE("an alias without its anchor says why, with did you mean", "[yaml_aliases]") {
  CHECK(parse_error(kHead + "  - name: a\n    entry: solve\n    puzzle: &bd4 \"" + kBD4 +
                    "\"\n    expect: {solvable: true}\n"
                    "  - name: b\n    entry: solve\n    puzzle: *bd5\n    expect: {solvable: true}\n") ==
        "t.yaml:11:13: alias '*bd5' names no anchor (did you mean '*bd4'?)");
  CHECK(parse_error(kHead +
                    "  - name: a\n    entry: solve\n    puzzle: *bd4\n    expect: {solvable: true}\n"
                    "  - name: b\n    entry: solve\n    puzzle: &bd4 \"" +
                    kBD4 + "\"\n    expect: {solvable: true}\n") ==
        "t.yaml:7:13: alias '*bd4' comes before its anchor '&bd4' (line 11): an anchor must come first");
}

TEST_CASE("an anchor name defined twice is an error at the second", "[yaml_aliases]") {
  CHECK(parse_error(kHead + "  - name: a\n    entry: solve\n    puzzle: &g \"" + kBD4 +
                    "\"\n    expect: {solvable: true}\n"
                    "  - name: b\n    entry: solve\n    puzzle: &g \"" +
                    kBD4s + "\"\n    expect: {solvable: true}\n") ==
        "t.yaml:11:13: anchor '&g' is defined twice (first at line 7): give each its own name, or an "
        "alias after this line takes the second");
}

TEST_CASE("a merge key is refused wherever it stands, saying what to do instead", "[yaml_aliases]") {
  const char* refusal = "merge keys ('<<') are not supported: write the case's keys, and alias single values "
                        "(puzzle: *name)";
  CHECK(parse_error(kHead + "  - &base\n    name: a\n    entry: solve\n    puzzle: \"" + kBD4 +
                    "\"\n    expect: {solvable: true}\n  - <<: *base\n    name: b\n") ==
        std::string("t.yaml:10:5: ") + refusal);
  CHECK(parse_error(kHead + "  - name: a\n    entry: solve\n    puzzle: \"" + kBD4 +
                    "\"\n    expect: {<<: {solvable: true}}\n") == std::string("t.yaml:8:14: ") + refusal);
  // Quoted, it is an ordinary (unknown) key, as YAML 1.1 has it.
  CHECK(parse_error(kHead + "  - name: a\n    \"<<\": 1\n") == "t.yaml:6:5: unknown key '<<'");
}

TEST_CASE("use_in_case leaves a case's own text in place", "[yaml_aliases]") {
  const harness::YamlAliases aliases(kThreeEntries, "t.yaml");
  const std::size_t solution = kThreeEntries.find(kBD4s);
  const std::size_t anchored_puzzle = kThreeEntries.find("&bd4");
  CHECK_FALSE(aliases.use_in_case(0, solution));
  CHECK_FALSE(aliases.use_in_case(0, anchored_puzzle));
  const auto in_fill = aliases.use_in_case(1, solution);
  REQUIRE(in_fill);
  CHECK((in_fill->line == 12 && in_fill->column == 13));
  const auto in_check = aliases.use_in_case(2, anchored_puzzle);
  REQUIRE(in_check);
  CHECK((in_check->line == 15 && in_check->column == 13));
  // Case 3 does not alias the solved 'expect': nothing reaches it from there.
  CHECK_FALSE(aliases.use_in_case(2, solution));
  CHECK_FALSE(aliases.use_in_case(3, solution));
}
