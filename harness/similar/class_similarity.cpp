#include "similar/class_similarity.h"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <tuple>
#include <unordered_map>

#include <fmt/format.h>

#include "base/parallel.h"
#include "lang/language_source.h"
#include "similar/tiling.h"
#include "similar/winnowing.h"

namespace harness {
namespace {

constexpr std::uint32_t kNoFile = std::numeric_limits<std::uint32_t>::max();

// A student's files as one sequence of token numbers, a boundary after each
// file, with where each number came from.
struct Sequence {
  std::vector<TokenId> ids;
  std::vector<std::uint32_t> file_of;   // kNoFile at a boundary
  std::vector<std::uint32_t> token_of;  // the token's index in its file's
  std::vector<std::vector<Token>> tokens;
};

// One number per normal form, shared by the whole class (and the starter),
// so equal forms are equal numbers; kBoundary is never given out.
class Vocabulary {
 public:
  TokenId id(const std::string& text) {
    const auto [it, added] = ids_.emplace(text, static_cast<TokenId>(ids_.size() + 1));
    return it->second;
  }

 private:
  std::unordered_map<std::string, TokenId> ids_;
};

Sequence sequence_of(const std::vector<ComparedFile>& files, Vocabulary& vocabulary) {
  Sequence sequence;
  for (std::size_t f = 0; f < files.size(); ++f) {
    sequence.tokens.push_back(tokens_of(files[f].text, files[f].language));
    const std::vector<Token>& tokens = sequence.tokens.back();
    for (std::size_t t = 0; t < tokens.size(); ++t) {
      sequence.ids.push_back(vocabulary.id(tokens[t].text));
      sequence.file_of.push_back(static_cast<std::uint32_t>(f));
      sequence.token_of.push_back(static_cast<std::uint32_t>(t));
    }
    sequence.ids.push_back(kBoundary);
    sequence.file_of.push_back(kNoFile);
    sequence.token_of.push_back(0);
  }
  return sequence;
}

// The tokens of `student` that are the starter's code, marked.
std::vector<bool> starter_marks(const Sequence& student, const Sequence& starter, int min_match) {
  std::vector<bool> marks(student.ids.size(), false);
  if (starter.ids.empty()) return marks;
  std::vector<bool> starter_used(starter.ids.size(), false);
  greedy_string_tiling(student.ids, starter.ids, min_match, marks, starter_used);
  return marks;
}

std::size_t own_tokens(const Sequence& sequence, const std::vector<bool>& starter) {
  std::size_t count = 0;
  for (std::size_t i = 0; i < sequence.ids.size(); ++i)
    if (sequence.ids[i] != kBoundary && !starter[i]) ++count;
  return count;
}

// The student's fingerprints, each hash once, the starter's code left out
// (a run of k tokens touching it is no fingerprint).
std::vector<std::uint64_t> fingerprint_hashes(const Sequence& sequence, const std::vector<bool>& starter,
                                              const SimilaritySettings& settings) {
  std::vector<TokenId> ids = sequence.ids;
  for (std::size_t i = 0; i < ids.size(); ++i)
    if (starter[i]) ids[i] = kBoundary;
  std::vector<std::uint64_t> hashes;
  for (const Fingerprint& f : winnow(ids, settings.kgram, settings.window)) hashes.push_back(f.hash);
  std::sort(hashes.begin(), hashes.end());
  hashes.erase(std::unique(hashes.begin(), hashes.end()), hashes.end());
  return hashes;
}

// The pairs (a < b) sharing at least candidate_share of the smaller one's
// fingerprints: every (fingerprint, holder) sorted, so each fingerprint's
// holders are side by side, and each pair of them counted in a triangle of
// counts (4 bytes a pair: 2 MB for a class of 1,000).
std::vector<std::pair<std::size_t, std::size_t>> candidate_pairs(const std::vector<std::vector<std::uint64_t>>& prints,
                                                                 double share) {
  std::vector<std::pair<std::uint64_t, std::uint32_t>> holders;
  for (std::size_t s = 0; s < prints.size(); ++s)
    for (std::uint64_t hash : prints[s]) holders.emplace_back(hash, static_cast<std::uint32_t>(s));
  std::sort(holders.begin(), holders.end());
  const std::size_t n = prints.size();
  const auto slot = [n](std::size_t a, std::size_t b) { return a * n - a * (a + 1) / 2 + (b - a - 1); };
  std::vector<std::uint32_t> shared(n * (n - (n > 0 ? 1 : 0)) / 2, 0);
  for (std::size_t begin = 0; begin < holders.size();) {
    std::size_t end = begin + 1;
    while (end < holders.size() && holders[end].first == holders[begin].first) ++end;
    for (std::size_t i = begin; i < end; ++i)
      for (std::size_t j = i + 1; j < end; ++j) {
        ++shared[slot(holders[i].second, holders[j].second)];
      }
    begin = end;
  }
  std::vector<std::pair<std::size_t, std::size_t>> pairs;
  for (std::size_t a = 0; a < n; ++a)
    for (std::size_t b = a + 1; b < n; ++b) {
      const std::size_t smaller = std::min(prints[a].size(), prints[b].size());
      if (smaller > 0 && static_cast<double>(shared[slot(a, b)]) >= share * static_cast<double>(smaller))
        pairs.emplace_back(a, b);
    }
  return pairs;
}

// The starter's code in a student's files: each run of marked tokens in one
// file, from its first token's start to its last one's end.
std::vector<SourceSpan> spans_of(const Sequence& sequence, const std::vector<bool>& marks) {
  std::vector<SourceSpan> spans;
  for (std::size_t i = 0; i < sequence.ids.size();) {
    if (!marks[i] || sequence.ids[i] == kBoundary) {
      ++i;
      continue;
    }
    std::size_t end = i + 1;
    while (end < sequence.ids.size() && marks[end] && sequence.file_of[end] == sequence.file_of[i]) ++end;
    const std::uint32_t file = sequence.file_of[i];
    spans.push_back({file, sequence.tokens[file][sequence.token_of[i]].begin,
                     sequence.tokens[file][sequence.token_of[end - 1]].end});
    i = end;
  }
  return spans;
}

Match match_of(const Tile& tile, const Sequence& a, const Sequence& b) {
  const auto place = [](const Sequence& s, std::uint32_t first, std::uint32_t length, std::size_t& file,
                        std::size_t& begin, std::size_t& end, int& first_line, int& last_line) {
    file = s.file_of[first];
    const Token& from = s.tokens[file][s.token_of[first]];
    const Token& to = s.tokens[file][s.token_of[first + length - 1]];
    begin = from.begin;
    end = to.end;
    first_line = from.line;
    last_line = to.line;
  };
  Match m;
  place(a, tile.a, tile.length, m.a_file, m.a_begin, m.a_end, m.a_first_line, m.a_last_line);
  place(b, tile.b, tile.length, m.b_file, m.b_begin, m.b_end, m.b_first_line, m.b_last_line);
  m.tokens = tile.length;
  return m;
}

}  // namespace

std::string similarity_summary(const ClassSimilarity& similarity) {
  const auto with_matches = std::count_if(similarity.pairs.begin(), similarity.pairs.end(),
                                          [](const PairSimilarity& p) { return !p.matches.empty(); });
  const auto cut = std::count_if(similarity.pairs.begin(), similarity.pairs.end(),
                                 [](const PairSimilarity& p) { return p.cut_short; });
  return fmt::format("{} students, {} pairs: {} compared token by token, {} with matches of {}+ tokens{}",
                     similarity.students.size(), similarity.pairs_in_class, similarity.pairs_compared, with_matches,
                     similarity.settings.min_match, cut == 0 ? "" : fmt::format(" ({} of them cut short)", cut));
}

ClassSimilarity class_similarity(std::vector<StudentSources> students, const std::vector<ComparedFile>& starter,
                                 const SimilaritySettings& settings) {
  if (settings.min_match <= 0 || settings.kgram <= 0 || settings.window <= 0 || settings.jobs <= 0)
    throw std::invalid_argument("class_similarity: settings must be positive");
  ClassSimilarity result;
  result.settings = settings;
  const std::size_t n = students.size();
  result.pairs_in_class = n * (n - (n > 0 ? 1 : 0)) / 2;

  Vocabulary vocabulary;
  const Sequence starter_sequence = sequence_of(starter, vocabulary);
  std::vector<Sequence> sequences;
  for (const StudentSources& student : students) sequences.push_back(sequence_of(student.files, vocabulary));

  std::vector<std::vector<bool>> starters(n);
  std::vector<std::vector<std::uint64_t>> prints(n);
  result.tokens.resize(n);
  result.starter_tokens.resize(n);
  result.starter_spans.resize(n);
  for_each_in_parallel(n, settings.jobs, [&](std::size_t s) {
    starters[s] = starter_marks(sequences[s], starter_sequence, settings.min_match);
    result.tokens[s] = own_tokens(sequences[s], starters[s]);
    result.starter_tokens[s] = static_cast<std::size_t>(std::count(starters[s].begin(), starters[s].end(), true));
    result.starter_spans[s] = spans_of(sequences[s], starters[s]);
    prints[s] = fingerprint_hashes(sequences[s], starters[s], settings);
    return true;
  });

  const auto candidates = candidate_pairs(prints, settings.candidate_share);
  result.pairs_compared = candidates.size();
  std::vector<PairSimilarity> compared(candidates.size());
  for_each_in_parallel(candidates.size(), settings.jobs, [&](std::size_t c) {
    const auto [a, b] = candidates[c];
    std::vector<bool> marks_a = starters[a], marks_b = starters[b];
    PairSimilarity& pair = compared[c];
    const std::vector<Tile> tiles = greedy_string_tiling(sequences[a].ids, sequences[b].ids, settings.min_match,
                                                         marks_a, marks_b, kTilingSteps, &pair.cut_short);
    pair.a = a;
    pair.b = b;
    std::size_t tiled = 0;
    for (const Tile& tile : tiles) {
      tiled += tile.length;
      pair.longest = std::max<std::size_t>(pair.longest, tile.length);
      pair.matches.push_back(match_of(tile, sequences[a], sequences[b]));
    }
    const double na = static_cast<double>(result.tokens[a]), nb = static_cast<double>(result.tokens[b]);
    if (na + nb > 0) pair.similarity = 2.0 * static_cast<double>(tiled) / (na + nb);
    if (na > 0) pair.a_share = static_cast<double>(tiled) / na;
    if (nb > 0) pair.b_share = static_cast<double>(tiled) / nb;
    std::stable_sort(pair.matches.begin(), pair.matches.end(),
                     [](const Match& x, const Match& y) { return x.tokens > y.tokens; });
    return true;
  });
  for (PairSimilarity& pair : compared)
    if (!pair.matches.empty() || pair.cut_short) result.pairs.push_back(std::move(pair));
  std::sort(result.pairs.begin(), result.pairs.end(), [](const PairSimilarity& x, const PairSimilarity& y) {
    if (x.similarity != y.similarity) return x.similarity > y.similarity;
    if (x.longest != y.longest) return x.longest > y.longest;
    return std::tie(x.a, x.b) < std::tie(y.a, y.b);
  });
  result.students = std::move(students);
  return result;
}

}  // namespace harness
