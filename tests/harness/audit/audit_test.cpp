#include "audit/audit.h"

#include <catch2/catch.hpp>

#include <map>

#include "base/text_width.h"
#include "cases/case_loader.h"

using namespace harness;

namespace {

// Wide enough for every row on one line.
constexpr int kWide = 200;

CaseResult case_with(const char* name, Verdict verdict) {
  CaseResult c;
  c.name = name;
  c.verdict = verdict;
  return c;
}

GradeResult graded(std::vector<CaseResult> cases) {
  GradeResult result;
  result.files.push_back({"cases/x.yaml", "X", std::move(cases)});
  return result;
}

GradeOptions test_options() {
  GradeOptions options;
  options.jobs = 2;
  options.compile.cache_dir = std::string(BINARY_DIR) + "/test-cache";
  return options;
}

}  // namespace

TEST_CASE("a mutant is caught by the first case it fails, and AC and NI catch nothing", "[audit]") {
  const Mutant& mutant = mutants().front();
  struct Row {
    const char* what;
    GradeResult result;
    bool caught;
    const char* by;
  };
  GradeResult not_built = graded({case_with("a", Verdict::CE)});
  not_built.build_failure = Judgement{Verdict::CE, "the submission does not compile:"};
  const Row rows[] = {
      {"all accepted", graded({case_with("a", Verdict::AC), case_with("b", Verdict::AC)}), false, ""},
      {"accepted or not its entry", graded({case_with("a", Verdict::AC), case_with("b", Verdict::NI)}), false, ""},
      {"a wrong answer",
       graded({case_with("a", Verdict::AC), case_with("b", Verdict::WA), case_with("c", Verdict::TLE)}), true, "b"},
      {"too slow", graded({case_with("a", Verdict::TLE)}), true, "a"},
      {"a mutant that does not build", not_built, false, ""},
  };
  for (const auto& row : rows) {
    INFO(row.what);
    const MutantOutcome outcome = judge_mutant(mutant, row.result);
    CHECK(outcome.caught == row.caught);
    CHECK(outcome.by_case == row.by);
  }
}

TEST_CASE("a mutant caught only by hidden cases is told, and a visible catch is preferred, with its hint", "[audit]") {
  const Mutant& mutant = mutants().front();
  CaseResult hidden = case_with("hidden one", Verdict::WA);
  hidden.visibility = Visibility::Hidden;
  hidden.hint = "the hidden case's hint";
  const MutantOutcome only_hidden = judge_mutant(mutant, graded({case_with("a", Verdict::AC), hidden}));
  CHECK(only_hidden.caught);
  CHECK(only_hidden.hidden_only);
  CHECK(only_hidden.by_case == "hidden one");
  CHECK(only_hidden.hint.empty());  // a hint on a hidden case is one no student reads
  CaseResult shown = case_with("shown", Verdict::WA);
  CaseResult hinted = case_with("hinted", Verdict::WA);
  hinted.hint = "put `return false` right after the loop";
  const MutantOutcome visible = judge_mutant(mutant, graded({hidden, shown, hinted}));
  CHECK_FALSE(visible.hidden_only);
  CHECK(visible.by_case == "shown");
  CHECK(visible.hint == "put `return false` right after the loop");
  std::vector<MutantOutcome> outcomes = {only_hidden};
  CHECK_THAT(audit_table(outcomes, kWide), Catch::Contains("caught only by hidden cases"));
}

TEST_CASE("the audit table says what caught each mutant, what would catch a missed one, and the count", "[audit]") {
  const auto& table = mutants();
  const std::vector<MutantOutcome> outcomes = {{&table[0], true, "solve Test 1", "WA", false, ""},
                                               {&table[1], false, "", "", false, ""}};
  const std::string text = audit_table(outcomes, kWide);
  CHECK_THAT(text, Catch::Contains("  caught  missing return false"));
  CHECK_THAT(text, Catch::Contains("by 'solve Test 1' (WA), with no hint\n"));
  CHECK_THAT(text, Catch::Contains("  MISSED  missing un-choose"));
  CHECK_THAT(text, Catch::Contains("          would be caught by a solvable puzzle that needs backtracking"));
  CHECK_THAT(text, Catch::EndsWith("caught 1 of 2\n"));
}

TEST_CASE("the audit table fits 80 columns: what caught a mutant under its row", "[audit]") {
  const auto& table = mutants();
  const std::vector<MutantOutcome> outcomes = {{&table[0], true, "count_solutions Test 1, call 2", "WA", false, "h"},
                                               {&table[1], false, "", "", false, ""}};
  const std::string text = audit_table(outcomes, 80);
  std::size_t start = 0;
  for (std::size_t end; (end = text.find('\n', start)) != std::string::npos; start = end + 1) {
    CAPTURE(text.substr(start, end - start));
    CHECK(display_width(text.substr(start, end - start)) <= 80);
  }
  CHECK_THAT(text, Catch::Contains("\n          by 'count_solutions Test 1, call 2' (WA), with a hint\n"));
  CHECK(audit_table(outcomes, kWide).find(" by 'count_solutions Test 1, call 2' (WA), with a hint\n") ==
        audit_table(outcomes, kWide).find("\n") -
            std::string(" by 'count_solutions Test 1, call 2' (WA), with a hint").size());
}

TEST_CASE("a hint earned by mutants of two different bugs fails the table, unless one's fix is the other's",
          "[audit]") {
  const auto mutant_named = [](const std::string& bug, Entry entry) {
    for (const Mutant& m : mutants())
      if (m.bug == bug && m.entry == entry) return &m;
    FAIL("no mutant " << bug);
    return &mutants().front();
  };
  const Mutant* digits = mutant_named("digits stop at 8", Entry::FillSudoku);
  const Mutant* modulo = mutant_named("box formula r % 3 * 3", Entry::FillSudoku);
  const Mutant* unscaled = mutant_named("wrong box formula", Entry::FillSudoku);
  const Mutant* stuck = mutant_named("true when stuck", Entry::FillSudoku);
  const Mutant* no_return = mutant_named("missing return false", Entry::FillSudoku);
  const auto earning = [](const Mutant* m, std::vector<std::string> hints) {
    MutantOutcome o{m, true, "c", "WA", false, hints.empty() ? "" : hints.front()};
    o.hints = std::move(hints);
    return o;
  };
  // The case: a 9 in box 1 gave the box formula the digits' hint.
  const std::vector<MutantOutcome> wrong = {earning(digits, {"stop short of 9"}),
                                            earning(modulo, {"stop short of 9", "wrong cells"})};
  const std::vector<SharedHint> shared = shared_hints(wrong);
  REQUIRE(shared.size() == 1);
  CHECK(shared.front().hint == "stop short of 9");
  CHECK(shared.front().one == digits);
  CHECK(shared.front().other == modulo);
  CHECK_THAT(audit_table(wrong, kWide),
             Catch::Contains("  SHARED  a hint earned by 'digits stop at 8' (fillSudoku) and by "
                             "'box formula r % 3 * 3' (fillSudoku), whose bugs differ") &&
                 Catch::Contains("          \"stop short of 9\"\n"));
  // The same fix: both box formulas, and `return !any` beside the missing `return false`.
  CHECK(shared_hints({earning(unscaled, {"wrong cells"}), earning(modulo, {"wrong cells"}),
                      earning(no_return, {"return false"}), earning(stuck, {"return false"})})
            .empty());
  CHECK(shared_hints({earning(digits, {"stop short of 9"}), earning(modulo, {"wrong cells"})}).empty());
  CHECK_THAT(audit_table({earning(digits, {"stop short of 9"})}, kWide), !Catch::Contains("SHARED"));
}

TEST_CASE("every grid entry a bundled assignment calls has the classic bugs as mutants", "[audit]") {
  // Counted by entry: the Java assignment's fillSudoku and checkSudoku had 3 mutants between them.
  struct Row {
    const char* assignment;
    std::map<Entry, int> mutants_of;
  };
  const Row rows[] = {
      {"java.yaml", {{Entry::FillSudoku, 10}, {Entry::CheckSudoku, 4}}},
      {"htdp.yaml", {{Entry::Solve, 9}, {Entry::FillSudoku, 10}, {Entry::CheckSudoku, 4}}},
      {"lesson.yaml", {{Entry::Solve, 9}, {Entry::SolveFast, 1}, {Entry::CountSolutions, 3}}},
      {"extra.yaml",
       {{Entry::Solve, 9},
        {Entry::SolveFast, 1},
        {Entry::CountSolutions, 3},
        {Entry::FillSudoku, 10},
        {Entry::CheckSudoku, 4}}},
      {"helper.yaml", {}},  // sessions only
  };
  for (const auto& row : rows) {
    INFO(row.assignment);
    std::map<Entry, int> counted;
    for (const Mutant* m : applicable_mutants({load_case_file(std::string(SOURCE_DIR) + "/cases/" + row.assignment)}))
      ++counted[m->entry];
    CHECK(counted == row.mutants_of);
  }
  // What the issue asked: `audit cases/java.yaml` tries at least 8.
  CHECK(applicable_mutants({load_case_file(std::string(SOURCE_DIR) + "/cases/java.yaml")}).size() >= 8);
}

TEST_CASE("every mutant's source is in the repository", "[audit]") {
  for (const auto& mutant : mutants()) {
    INFO(mutant.source);
    CHECK(std::filesystem::exists(std::filesystem::path(SOURCE_DIR) / mutant.source));
  }
}

TEST_CASE("each bundled assignment catches every mutant that calls one of its entries, in the box, and its "
          "visible cases show each classic bug with a hint that no other bug earns",
          "[audit][process][slow]") {
  // Made to pass what a student sees: a hard-coded answer is the visible case's own, and the
  // lesson's speed tests are hidden ("big") by the document. A slow solver's evidence is its time.
  const auto passes_visible_by_design = [](const std::string& bug) {
    return bug == "a hard-coded answer" || bug == "a solver too slow for the speed cases";
  };
  // No answer of its tells it apart from a wrong box formula's (mutants_test.cpp says why): no hint is right.
  const auto never_its_own_evidence = [](const std::string& bug) { return bug == "9 called an illegal value"; };
  std::size_t applied = 0;
  for (const auto& path : find_case_files({std::string(SOURCE_DIR) + "/cases"})) {
    const std::vector<MutantOutcome> outcomes = audit_case_files({load_case_file(path)}, SOURCE_DIR, test_options());
    for (const auto& o : outcomes) {
      INFO(path << ": " << o.mutant->bug << " (" << o.mutant->source << ")");
      CHECK(o.caught);
      if (passes_visible_by_design(o.mutant->bug)) continue;
      CHECK_FALSE(o.hidden_only);
      CHECK(o.hint.empty() == never_its_own_evidence(o.mutant->bug));
    }
    for (const SharedHint& shared : shared_hints(outcomes))
      FAIL_CHECK(path << ": '" << shared.one->bug << "' and '" << shared.other->bug << "' both earn: " << shared.hint);
    applied += outcomes.size();
  }
  CHECK(applied >= mutants().size());
}

TEST_CASE("the Java assignment with every case hidden still catches its 14 mutants, each said to be caught only by "
          "hidden cases",
          "[audit][process][slow]") {
  CaseFile java = load_case_file(std::string(SOURCE_DIR) + "/cases/java.yaml");
  for (Case& c : java.cases) c.visibility = Visibility::Hidden;
  const std::vector<MutantOutcome> outcomes = audit_case_files({java}, SOURCE_DIR, test_options());
  REQUIRE(outcomes.size() == 14);
  for (const auto& o : outcomes) {
    INFO(o.mutant->bug << " (" << o.mutant->source << ")");
    CHECK(o.caught);
    CHECK(o.hidden_only);
    CHECK(o.hint.empty());
  }
  CHECK_THAT(audit_table(outcomes, kWide),
             Catch::Contains("blank counted as a repeat              checkSudoku      by "
                             "'checkSudoku: example 1 with its blanks' (WA), caught only by "
                             "hidden cases"));
}

TEST_CASE("a file of one easy puzzle misses most mutants, and the audit says what would catch them",
          "[audit][process][slow]") {
  const CaseFile weak = load_case_file(std::string(SOURCE_DIR) + "/tests/fixtures/audit/one_puzzle.yaml");
  const std::vector<MutantOutcome> outcomes = audit_case_files({weak}, SOURCE_DIR, test_options());
  REQUIRE(outcomes.size() == 9);  // the solve mutants
  int caught = 0;
  for (const auto& o : outcomes) {
    caught += o.caught;
    if (o.mutant->bug == "true when stuck" || o.mutant->bug == "missing un-choose") CHECK_FALSE(o.caught);
    if (o.mutant->bug == "a hard-coded answer") CHECK(o.caught);  // its one answer is not this puzzle's
  }
  CHECK(caught < 9);
  CHECK_THAT(audit_table(outcomes, kWide),
             Catch::Contains("would be caught by an unsolvable puzzle whose givens clash nowhere"));
}
