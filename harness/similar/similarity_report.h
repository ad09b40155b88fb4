#pragma once
/// The similarity check written down: a page ranking the pairs
/// (OUT/similarity/index.html), a page per pair showing the two students'
/// code side by side with each match marked (pairs/A--B.html), and the same
/// in JSON for scripts (similarity.json: every pair compared, the matches of
/// those with pages). The same class gives the same
/// bytes: nothing on them says when they were made. Every page says that
/// similarity is evidence for a person to review, not a verdict.
#include <cstddef>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "similar/class_similarity.h"

namespace harness {

struct SimilarityContext {
  std::string class_name;                  ///< as the instructor named the folder
  std::vector<std::string> starter_files;  ///< what --base named, as given
  /// What was left out of a student's folder, or that it holds no source.
  std::map<std::string, std::vector<std::string>> notes;
  std::size_t pages = 100;  ///< pair pages for the most similar this many pairs
};

/// "pairs/" + page_file_stem(a) + "--" + page_file_stem(b) + ".html", relative to the index.
std::string pair_page_path(const ClassSimilarity& similarity, const PairSimilarity& pair);

std::string similarity_index_html(const ClassSimilarity& similarity, const SimilarityContext& context);
std::string pair_page_html(const ClassSimilarity& similarity, const PairSimilarity& pair, std::size_t rank);
std::string similarity_json(const ClassSimilarity& similarity, const SimilarityContext& context);

/// Writes the index, the pair pages (removing pair pages of an earlier run
/// that are not written again) and similarity.json into `folder`, each file
/// whole (base/atomic_file.h). Throws harness::Fault naming what could not
/// be written.
void write_similarity_report(const std::filesystem::path& folder, const ClassSimilarity& similarity,
                             const SimilarityContext& context);

}  // namespace harness
