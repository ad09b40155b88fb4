#include "similar/similarity_report.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <system_error>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "base/atomic_file.h"
#include "base/error.h"
#include "report/html.h"
#include "report/html_text.h"

namespace harness {
namespace fs = std::filesystem;
namespace {

constexpr const char* kCaution =
    "<p class=\"caution\">Similarity is evidence for a person to review, not a verdict. Two honest solutions of "
    "one assignment share idioms and shapes, students may have learnt from the same book or lecture, and a "
    "match says nothing about who wrote it first. Read the matches, and hear the students, before you "
    "conclude anything.</p>\n";

std::string percent(double share) { return fmt::format("{:.0f}%", 100.0 * share); }

const std::string& name_of(const ClassSimilarity& similarity, std::size_t student) {
  return similarity.students[student].student;
}

std::string lines_text(int first, int last) {
  return first == last ? fmt::format("line {}", first) : fmt::format("lines {}-{}", first, last);
}

std::size_t shown_pairs(const ClassSimilarity& similarity, const SimilarityContext& context) {
  return std::min(similarity.pairs.size(), context.pages);
}

// One student's files, each match of theirs marked where it is, with an
// anchor the match table links to ("a-3": match 3 on the first student's side).
std::string code_column(const ClassSimilarity& similarity, const PairSimilarity& pair, bool first) {
  const StudentSources& sources = similarity.students[first ? pair.a : pair.b];
  std::string out = fmt::format("<section>\n<h2>{}</h2>\n", html_escaped(sources.student));
  for (std::size_t f = 0; f < sources.files.size(); ++f) {
    // The matches in this file, and the starter's code (index: none), in order.
    struct Region {
      std::size_t begin, end, index;
    };
    constexpr std::size_t kStarter = static_cast<std::size_t>(-1);
    std::vector<Region> regions;
    for (std::size_t m = 0; m < pair.matches.size(); ++m) {
      const Match& match = pair.matches[m];
      if ((first ? match.a_file : match.b_file) != f) continue;
      regions.push_back(first ? Region{match.a_begin, match.a_end, m} : Region{match.b_begin, match.b_end, m});
    }
    for (const SourceSpan& span : similarity.starter_spans[first ? pair.a : pair.b])
      if (span.file == f) regions.push_back({span.begin, span.end, kStarter});
    std::sort(regions.begin(), regions.end(), [](const Region& x, const Region& y) { return x.begin < y.begin; });
    const std::string& text = sources.files[f].text;
    // In a box of its own that scrolls sideways: a long line never widens the page.
    out += fmt::format("<h3>{}</h3>\n<div class=\"scroll\"><pre class=\"code\">", html_escaped(sources.files[f].name));
    std::size_t at = 0;
    for (const Region& region : regions) {
      if (region.begin < at || region.end > text.size()) continue;  // they never overlap; kept safe all the same
      out += html_escaped(std::string_view(text).substr(at, region.begin - at), true);
      if (region.index == kStarter) out += "<span class=\"starter\" title=\"the starter code: left out\">";
      else
        out += fmt::format("<mark class=\"m{}\" id=\"{}-{}\" title=\"match {}\">", region.index % 6, first ? "a" : "b",
                           region.index + 1, region.index + 1);
      out += html_escaped(std::string_view(text).substr(region.begin, region.end - region.begin), true);
      out += region.index == kStarter ? "</span>" : "</mark>";
      at = region.end;
    }
    out += html_escaped(std::string_view(text).substr(std::min(at, text.size())), true) + "</pre></div>\n";
  }
  return out + "</section>\n";
}

std::string settings_paragraph(const ClassSimilarity& similarity, const SimilarityContext& context) {
  const SimilaritySettings& s = similarity.settings;
  std::string starter = "no starter code was given (--base)";
  if (!context.starter_files.empty()) {
    std::string names;
    for (const auto& file : context.starter_files) names += (names.empty() ? "" : ", ") + html_escaped(file);
    starter = "code matching the starter code (" + names + ") was left out first";
  }
  return fmt::format(
      "<p>Each file is read as tokens of its language, comments and layout left out, every name the student chose "
      "read as one name and every literal as one literal, so renaming and reformatting change nothing. {}. "
      "Winnowing (MOSS's fingerprints: runs of {} tokens, windows of {}) finds the pairs sharing at least {} of the "
      "smaller one's fingerprints; those are compared exactly by greedy string tiling (JPlag's), which counts "
      "matches of at least {} tokens in a row and finds them in any order. A pair's similarity is the share of both "
      "students' tokens in matches; the share of each one's own is shown beside it.</p>\n",
      starter, s.kgram, s.window, percent(s.candidate_share), s.min_match);
}

}  // namespace

std::string pair_page_path(const ClassSimilarity& similarity, const PairSimilarity& pair) {
  return fmt::format("pairs/{}--{}.html", page_file_stem(name_of(similarity, pair.a)),
                     page_file_stem(name_of(similarity, pair.b)));
}

std::string similarity_index_html(const ClassSimilarity& similarity, const SimilarityContext& context) {
  std::string body = "<header>\n<h1>Similarity check</h1>\n";
  body += fmt::format("<p class=\"summary\">{}: {}</p>\n", html_escaped(context.class_name),
                      similarity_summary(similarity));
  body += "</header>\n";
  body += kCaution;
  const std::size_t shown = shown_pairs(similarity, context);
  body += fmt::format("<h2>Pairs, the most alike first</h2>\n");
  if (similarity.pairs.empty()) {
    body += "<p>No two students share a match of that length.</p>\n";
  } else {
    std::string rows;
    for (std::size_t r = 0; r < shown; ++r) {
      const PairSimilarity& pair = similarity.pairs[r];
      rows += fmt::format(
          "<tr><td>{}</td><td><a href=\"{}\">{} &amp; {}</a></td><td>{}</td><td>{}</td><td>{}</td><td>{}</td>"
          "<td>{}</td></tr>\n",
          r + 1, pair_page_path(similarity, pair), html_escaped(name_of(similarity, pair.a)),
          html_escaped(name_of(similarity, pair.b)), percent(pair.similarity), percent(pair.a_share),
          percent(pair.b_share), pair.longest, pair.matches.size());
    }
    body += sortable_table("pairs",
                           "<th class=\"num\">rank</th><th>students</th><th class=\"num\">similarity</th>"
                           "<th class=\"num\">of the first's</th><th class=\"num\">of the second's</th>"
                           "<th class=\"num\">longest match (tokens)</th><th class=\"num\">matches</th>",
                           rows);
    if (shown < similarity.pairs.size())
      body += fmt::format("<p>The {} most alike of {} pairs listed are shown; similarity.json has them all.</p>\n",
                          shown, similarity.pairs.size());
  }
  body += "<h2>How it was compared</h2>\n" + settings_paragraph(similarity, context);
  std::string notes;
  for (std::size_t s = 0; s < similarity.students.size(); ++s) {
    const std::string& student = name_of(similarity, s);
    if (similarity.students[s].files.empty())
      notes += fmt::format("<li>{}: no source file to compare</li>\n", html_escaped(student));
    const auto found = context.notes.find(student);
    if (found != context.notes.end())
      for (const auto& note : found->second)
        notes += fmt::format("<li>{}: {}</li>\n", html_escaped(student), html_escaped(note));
  }
  if (!notes.empty()) body += "<h2>Left out</h2>\n<ul>\n" + notes + "</ul>\n";
  return report_page("Similarity check - sudoku-grade", body);
}

std::string pair_page_html(const ClassSimilarity& similarity, const PairSimilarity& pair, std::size_t rank) {
  const std::string a = html_escaped(name_of(similarity, pair.a)), b = html_escaped(name_of(similarity, pair.b));
  std::string body = "<p><a href=\"../index.html\">All pairs</a></p>\n";
  body += fmt::format("<header>\n<h1>{} and {}: {}</h1>\n", a, b, percent(pair.similarity));
  body += fmt::format(
      "<p class=\"summary\">Ranked {} of the pairs. {} matches; {} of {}'s code ({} tokens) and {} of {}'s ({} tokens) "
      "is in them; the longest is {} tokens.</p>\n</header>\n",
      rank, pair.matches.size(), percent(pair.a_share), a, similarity.tokens[pair.a], percent(pair.b_share), b,
      similarity.tokens[pair.b], pair.longest);
  if (pair.cut_short)
    body += "<p class=\"caution\">The exact comparison of this pair stopped short: their code repeats itself so "
            "much that finding every match would take too long. The matches are those found by then; read the code "
            "itself.</p>\n";
  body += kCaution;
  std::string rows;
  const auto file_name = [&](std::size_t student, std::size_t file) {
    return html_escaped(similarity.students[student].files[file].name);
  };
  for (std::size_t m = 0; m < pair.matches.size(); ++m) {
    const Match& match = pair.matches[m];
    rows += fmt::format("<tr><td><mark class=\"m{}\">{}</mark></td><td><a href=\"#a-{}\">{}, {}</a></td>"
                        "<td><a href=\"#b-{}\">{}, {}</a></td><td>{}</td></tr>\n",
                        m % 6, m + 1, m + 1, file_name(pair.a, match.a_file),
                        lines_text(match.a_first_line, match.a_last_line), m + 1, file_name(pair.b, match.b_file),
                        lines_text(match.b_first_line, match.b_last_line), match.tokens);
  }
  body += "<h2>Matches, the longest first</h2>\n" +
          sortable_table(
              "matches",
              fmt::format("<th class=\"num\">match</th><th>{}</th><th>{}</th><th class=\"num\">tokens</th>", a, b),
              rows);
  if (!similarity.starter_spans[pair.a].empty() || !similarity.starter_spans[pair.b].empty())
    body += "<p class=\"summary\"><span class=\"starter\">Grey</span>: the starter code (--base), left out of "
            "the comparison.</p>\n";
  body += "<div class=\"pair\">\n" + code_column(similarity, pair, true) + code_column(similarity, pair, false) +
          "</div>\n";
  return report_page(fmt::format("{} and {} - similarity - sudoku-grade", a, b), body);
}

std::string similarity_json(const ClassSimilarity& similarity, const SimilarityContext& context) {
  nlohmann::ordered_json out;
  out["class"] = context.class_name;
  out["caution"] = "Similarity is evidence for a person to review, not a verdict.";
  out["settings"] = {{"min_match", similarity.settings.min_match},
                     {"kgram", similarity.settings.kgram},
                     {"window", similarity.settings.window},
                     {"candidate_share", similarity.settings.candidate_share},
                     {"starter", context.starter_files}};
  nlohmann::ordered_json students = nlohmann::ordered_json::array();
  for (std::size_t s = 0; s < similarity.students.size(); ++s) {
    nlohmann::ordered_json files = nlohmann::ordered_json::array();
    for (const auto& file : similarity.students[s].files) files.push_back(file.name);
    const auto found = context.notes.find(name_of(similarity, s));
    students.push_back({{"student", name_of(similarity, s)},
                        {"files", files},
                        {"tokens", similarity.tokens[s]},
                        {"starter_tokens", similarity.starter_tokens[s]},
                        {"notes", found == context.notes.end() ? std::vector<std::string>{} : found->second}});
  }
  out["students"] = students;
  out["pairs_in_class"] = similarity.pairs_in_class;
  nlohmann::ordered_json pairs = nlohmann::ordered_json::array();
  const std::size_t shown = shown_pairs(similarity, context);
  for (std::size_t r = 0; r < similarity.pairs.size(); ++r) {
    const PairSimilarity& pair = similarity.pairs[r];
    // The matches of the pairs with pages: a class of 1,000 has tens of
    // thousands of pairs compared, whose every match would be tens of MB.
    nlohmann::ordered_json matches = nlohmann::ordered_json::array();
    if (r < shown)
      for (const Match& m : pair.matches)
        matches.push_back({{"a_file", similarity.students[pair.a].files[m.a_file].name},
                           {"a_lines", {m.a_first_line, m.a_last_line}},
                           {"b_file", similarity.students[pair.b].files[m.b_file].name},
                           {"b_lines", {m.b_first_line, m.b_last_line}},
                           {"tokens", m.tokens}});
    // Rounded, so a float's last digits never differ between two machines' files.
    const auto rounded = [](double share) { return std::round(share * 10000.0) / 10000.0; };
    pairs.push_back({{"a", name_of(similarity, pair.a)},
                     {"b", name_of(similarity, pair.b)},
                     {"similarity", rounded(pair.similarity)},
                     {"a_share", rounded(pair.a_share)},
                     {"b_share", rounded(pair.b_share)},
                     {"longest", pair.longest},
                     {"match_count", pair.matches.size()},
                     {"cut_short", pair.cut_short},
                     {"page", r < shown ? pair_page_path(similarity, pair) : ""},
                     {"matches", matches}});
  }
  out["pairs"] = pairs;
  // Names are bytes (a folder named in Latin-1): what is not UTF-8 is U+FFFD, as in every report.
  return out.dump(1, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
}

void write_similarity_report(const fs::path& folder, const ClassSimilarity& similarity,
                             const SimilarityContext& context) {
  std::error_code error;
  fs::create_directories(folder / "pairs", error);
  if (error) fault({(folder / "pairs").string()}, "cannot create the folder: {}", error.message());
  std::set<std::string> written;
  for (std::size_t r = 0; r < shown_pairs(similarity, context); ++r) {
    const std::string path = pair_page_path(similarity, similarity.pairs[r]);
    write_file_atomically((folder / path).string(), pair_page_html(similarity, similarity.pairs[r], r + 1));
    written.insert(fs::path(path).filename().string());
  }
  // An earlier run's page for a pair no longer listed would be a stale claim.
  for (fs::directory_iterator it(folder / "pairs", error), end; !error && it != end; it.increment(error))
    if (it->path().extension() == ".html" && !written.count(it->path().filename().string()))
      fs::remove(it->path(), error);
  write_file_atomically((folder / "similarity.json").string(), similarity_json(similarity, context));
  write_file_atomically((folder / "index.html").string(), similarity_index_html(similarity, context));
}

}  // namespace harness
