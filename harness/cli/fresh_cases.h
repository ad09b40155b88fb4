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

/// One case file, "fresh cases, seed S", of `count` easy 9x9 cases per entry
/// among solve, solve_fast, fillSudoku and count_solutions (limit 10) that
/// `files` use; nullopt when they use none of them. Hidden, unless every file
/// says `fresh_visibility: visible`.
std::optional<CaseFile> fresh_cases(const std::vector<CaseFile>& files, int count, std::uint64_t seed);

}  // namespace harness
