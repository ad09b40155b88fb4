#include "judge/state_note.h"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

using namespace harness;

namespace {

Case named(const std::string& name, Visibility visibility = Visibility::Visible) {
  Case c;
  c.name = name;
  c.visibility = visibility;
  return c;
}

}  // namespace

// Issue 40: the note was "; it ran in one process after 4 cases, from 'solve
// Test 1' to 'count_solutions Test 1, call 1'" on every failure, and a range
// of names takes in the hidden cases between its ends.
TEST_CASE("the cases run before a failure are named as the explanation, visible ones only, never as a range",
          "[state_note]") {
  const Case a = named("example 1"), b = named("example 2"), c = named("AI Escargot"), d = named("BD4");
  const Case h1 = named("solve Test 5", Visibility::Hidden), h2 = named("solve Test 4", Visibility::Hidden);
  const std::string tail = ", run before it in the same process, left something behind that makes it fail (a global "
                           "variable, a cache, a thread still running)";
  struct Row {
    const char* what;
    std::vector<const Case*> earlier;
    Verdict alone;
    std::string note;
  };
  const Row rows[] = {
      {"none before it", {}, Verdict::AC, ""},
      {"one", {&a}, Verdict::AC, "; run alone in a fresh process it passes: case 'example 1'" + tail},
      {"three, each named",
       {&a, &b, &c},
       Verdict::AC,
       "; run alone in a fresh process it passes: cases 'example 1', 'example 2' and 'AI Escargot'" + tail},
      {"four: the last named, the rest counted",
       {&a, &b, &c, &d},
       Verdict::AC,
       "; run alone in a fresh process it passes: 'BD4' and the 3 visible cases before it" + tail},
      {"hidden ones counted, never named",
       {&h2, &h1},
       Verdict::AC,
       "; run alone in a fresh process it passes: 2 hidden cases" + tail},
      {"one hidden", {&h1}, Verdict::AC, "; run alone in a fresh process it passes: a hidden case" + tail},
      {"visible and hidden",
       {&a, &h1},
       Verdict::AC,
       "; run alone in a fresh process it passes: case 'example 1' and a hidden case" + tail},
      {"another verdict alone",
       {&a},
       Verdict::WA,
       "; run alone in a fresh process it gets WA instead: case 'example 1', run before it in the same process, left "
       "something behind that changes it (a global variable, a cache, a thread still running)"},
  };
  for (const Row& row : rows) {
    CAPTURE(row.what);
    const std::string note = state_note(row.earlier, row.alone);
    CHECK(note == row.note);
    CHECK_THAT(note, !Catch::Contains("Test 5") && !Catch::Contains("Test 4") && !Catch::Contains(" to '"));
  }
}
