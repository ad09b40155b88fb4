#pragma once
/// A class compared pair by pair: every student's sources lexed (token.h),
/// the starter's code taken out, every pair ranked by how much of their code
/// they share. Winnowing (winnowing.h) picks the pairs worth comparing;
/// greedy string tiling (tiling.h) measures those exactly and says where
/// each match is. What it finds is evidence for a person to read, never a
/// verdict: two honest solutions of one assignment share idioms, and a
/// student may share code with the author of a book both read.
#include <cstddef>
#include <string>
#include <vector>

#include "lang/language.h"

namespace harness {

struct ComparedFile {
  std::string name;  ///< as shown: relative to the student's folder, or the file's own name
  std::string text;
  Language language;  ///< always given, as the file's ending says: its lexer reads it
};

struct StudentSources {
  std::string student;
  std::vector<ComparedFile> files;
};

struct SimilaritySettings {
  /// The fewest tokens in a row that count as a match (JPlag's default for
  /// C++ and Python is 12): a few tokens in a row are alike in any two programs.
  int min_match = 12;
  int kgram = 10;  ///< winnowing's run length
  int window = 6;  ///< winnowing's window: runs of kgram + window - 1 tokens are never missed
  /// A pair is compared exactly when at least this share of the smaller
  /// one's fingerprints is also the other's.
  double candidate_share = 0.10;
  int jobs = 1;
};

/// One region the two share: where it is in each (a file of each, by index
/// in StudentSources::files, byte offsets and 1-based lines) and its length.
struct Match {
  std::size_t a_file = 0, b_file = 0;
  std::size_t a_begin = 0, a_end = 0, b_begin = 0, b_end = 0;
  int a_first_line = 0, a_last_line = 0, b_first_line = 0, b_last_line = 0;
  std::size_t tokens = 0;
};

/// A stretch of one of a student's files, in byte offsets.
struct SourceSpan {
  std::size_t file = 0;  ///< by index in StudentSources::files
  std::size_t begin = 0, end = 0;
  bool operator==(const SourceSpan& other) const {
    return file == other.file && begin == other.begin && end == other.end;
  }
};

struct PairSimilarity {
  std::size_t a = 0, b = 0;  ///< indices in ClassSimilarity::students, a < b
  /// Of both together, the share of tokens in matches (JPlag's "average"),
  /// and of each one's own: 0 to 1.
  double similarity = 0, a_share = 0, b_share = 0;
  std::size_t longest = 0;     ///< the longest match, in tokens
  std::vector<Match> matches;  ///< longest first
  /// The exact comparison stopped short (tiling.h: code that repeats itself
  /// past reason): the matches are those found by then.
  bool cut_short = false;
};

struct ClassSimilarity {
  std::vector<StudentSources> students;                ///< as given
  std::vector<std::size_t> tokens;                     ///< each student's, the starter's left out
  std::vector<std::size_t> starter_tokens;             ///< each student's tokens matched in the starter
  std::vector<std::vector<SourceSpan>> starter_spans;  ///< where they are, in file order
  std::vector<PairSimilarity> pairs;  ///< the pairs compared exactly with a match (or cut short), most similar first
  std::size_t pairs_in_class = 0;     ///< n(n-1)/2
  std::size_t pairs_compared = 0;     ///< the candidates winnowing found, compared exactly
  SimilaritySettings settings;
};

/// The class's comparison in one line, as the console and the index say it:
/// "23 students, 253 pairs: 25 compared token by token, 25 with matches of
/// 12+ tokens", and how many were cut short when any were.
std::string similarity_summary(const ClassSimilarity& similarity);

/// Compares every pair of `students`; `starter` is the code they were given
/// (any language; none: nothing left out). Pure; runs the exact comparisons
/// on settings.jobs threads. Throws std::invalid_argument for settings
/// that are not positive.
ClassSimilarity class_similarity(std::vector<StudentSources> students, const std::vector<ComparedFile>& starter,
                                 const SimilaritySettings& settings);

}  // namespace harness
