#pragma once
// What a failed case of a warm runtime says about the cases run before it in
// the same process (judge/warm_runtime.h): only when running it alone, in a
// fresh runtime, came out otherwise, since then what those cases left behind
// (a global, a cache, a thread still running) is the explanation; a failure
// the case has alone too owes nothing to them, and the note would be noise.
#include <string>
#include <vector>

#include "cases/case.h"
#include "verdict/verdict.h"

namespace harness {

/// The clause a failed case's reason ends with, after `earlier` (the cases
/// run before it in its runtime, in order) when the case run alone got
/// `alone`: "; run alone in a fresh process it passes: case 'example 1', run
/// before it in the same process, left something behind that makes it fail
/// (...)", or "... it gets WA instead: ... that changes it (...)". Names
/// visible cases only, never a hidden one (counted: "a hidden case", "2
/// hidden cases"), and
/// no range: a range of a file's names would take in the hidden cases
/// between two visible ones. "" when `earlier` is empty. Pure.
std::string state_note(const std::vector<const Case*>& earlier, Verdict alone);

}  // namespace harness
