#pragma once
// grade --fresh K: K generated puzzles for each grid entry the assignment
// calls, from a seed that is the submission's own unless given, so a student
// cannot know the puzzles beforehand and a regrade draws the same ones.
#include <cstdint>
#include <filesystem>
#include <optional>
#include <vector>

#include "cases/case.h"

namespace harness {

/// The seed drawn from the submission: the first 64 bits of its fingerprint
/// (class/fingerprint.h) over the submission and the case files.
std::uint64_t fresh_seed(const std::filesystem::path& submission, const std::vector<CaseFile>& files);

/// One case file, "fresh cases, seed S", for each grid entry `files` call:
/// `count` easy puzzles of the entry's kind (unique; counted, limit 10, for
/// count_solutions) and one unsolvable puzzle; for checkSudoku `count` valid
/// boards and `count` with one repeat (a box's, a row's, a column's in turn).
/// 9x9, and 4x4 as well for an entry the files call with a 4x4. Each checked by
/// the reference solver and the validator. nullopt when they call no grid
/// entry. Hidden, unless every file says `fresh_visibility: visible`.
std::optional<CaseFile> fresh_cases(const std::vector<CaseFile>& files, int count, std::uint64_t seed);

}  // namespace harness
