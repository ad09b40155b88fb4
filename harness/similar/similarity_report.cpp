#include "similar/similarity_report.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <system_error>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include "base/atomic_file.h"
#include "base/error.h"
#include "report/html.h"
#include "report/html_text.h"
#include "similar/pair_alignment.h"

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

constexpr std::size_t kNoFileShown = static_cast<std::size_t>(-1);

// One student's side of a pair page, line by line: each line's number and
// its code, each match of theirs marked where it is, with an anchor on its
// first line the match table links to ("a-3": match 3 on the first student's
// side). The rows ask for each side's lines in order, so one pass over the
// marks serves the whole side.
class SideCells {
 public:
  SideCells(const ClassSimilarity& similarity, const PairSimilarity& pair, bool first)
      : sources_(similarity.students[first ? pair.a : pair.b]), first_(first) {
    for (const ComparedFile& file : sources_.files) {
      std::vector<std::size_t> starts = {0};
      for (std::size_t i = 0; i + 1 < file.text.size(); ++i)
        if (file.text[i] == '\n') starts.push_back(i + 1);
      if (file.text.empty()) starts.clear();
      line_starts_.push_back(std::move(starts));
    }
    regions_.resize(sources_.files.size());
    for (std::size_t m = 0; m < pair.matches.size(); ++m) {
      const Match& match = pair.matches[m];
      const std::size_t file = first ? match.a_file : match.b_file;
      if (file < regions_.size())
        regions_[file].push_back(first ? Region{match.a_begin, match.a_end, m} : Region{match.b_begin, match.b_end, m});
    }
    for (const SourceSpan& span : similarity.starter_spans[first ? pair.a : pair.b])
      if (span.file < regions_.size()) regions_[span.file].push_back({span.begin, span.end, kStarter});
    for (std::size_t f = 0; f < regions_.size(); ++f) {
      std::vector<Region>& regions = regions_[f];
      std::sort(regions.begin(), regions.end(), [](const Region& x, const Region& y) { return x.begin < y.begin; });
      // They never overlap nor pass the file's end; kept safe all the same.
      std::vector<Region> kept;
      for (const Region& region : regions)
        if (region.begin < region.end && region.end <= sources_.files[f].text.size() &&
            (kept.empty() || kept.back().end <= region.begin))
          kept.push_back(region);
      regions = std::move(kept);
    }
  }

  std::vector<int> line_counts() const {
    std::vector<int> counts;
    for (const auto& starts : line_starts_) counts.push_back(static_cast<int>(starts.size()));
    return counts;
  }

  // The lines [begin, end) of a file covers, 1-based.
  LineSpan lines_of(std::size_t file, std::size_t begin, std::size_t end) const {
    if (file >= line_starts_.size()) return {file, 0, 0};
    const auto line = [&](std::size_t byte) {
      const auto& starts = line_starts_[file];
      return static_cast<int>(std::upper_bound(starts.begin(), starts.end(), byte) - starts.begin());
    };
    return {file, line(begin), line(std::max(begin, end == 0 ? 0 : end - 1))};
  }

  // The row's two cells on this side: a line's number and code, a file's
  // heading, or a blank filler.
  std::string cells(const std::optional<SideLine>& line) {
    if (!line) return "<td class=\"ln\"></td><td class=\"src gap\"></td>";
    const ComparedFile& file = sources_.files[line->file];
    if (line->line == 0) return fmt::format("<td class=\"file\" colspan=\"2\">{}</td>", html_escaped(file.name));
    if (line->file != file_) {
      file_ = line->file;
      next_region_ = 0;
    }
    const std::string& text = file.text;
    const auto& starts = line_starts_[line->file];
    const std::size_t from = starts[line->line - 1];
    const std::size_t next = static_cast<std::size_t>(line->line) < starts.size() ? starts[line->line] : text.size();
    // The line as shown: without its '\n', nor the '\r' of a CRLF.
    std::size_t to = next;
    if (to > from && text[to - 1] == '\n') --to;
    if (to > from && text[to - 1] == '\r') --to;
    const auto plain = [&](std::size_t begin, std::size_t end) {
      return html_escaped(std::string_view(text).substr(begin, end - begin), true);
    };
    std::string code;
    std::size_t at = from;
    const std::vector<Region>& regions = regions_[line->file];
    for (std::size_t r = next_region_; r < regions.size() && regions[r].begin < next; ++r) {
      const Region& region = regions[r];
      if (region.end > from) {
        const std::size_t begin = std::min(std::max(region.begin, from), to);
        const std::size_t end = std::max(begin, std::min(region.end, to));
        code += plain(at, begin);
        const bool starts_here = region.begin >= from;
        if (region.index == kStarter) code += "<span class=\"starter\" title=\"the starter code: left out\">";
        else
          code += fmt::format("<mark class=\"m{}\"{} title=\"match {}\">", region.index % 6,
                              starts_here ? fmt::format(" id=\"{}-{}\"", first_ ? "a" : "b", region.index + 1) : "",
                              region.index + 1);
        code += plain(begin, end) + (region.index == kStarter ? "</span>" : "</mark>");
        at = end;
      }
      if (region.end > next) break;  // it goes on below: this line's next region is it again
      next_region_ = r + 1;
    }
    code += plain(at, to);
    return fmt::format("<td class=\"ln\">{}</td><td class=\"src\">{}</td>", line->line, code);
  }

 private:
  static constexpr std::size_t kStarter = static_cast<std::size_t>(-1);
  struct Region {
    std::size_t begin, end, index;  ///< index: the match's, or kStarter
  };
  const StudentSources& sources_;
  bool first_;
  std::vector<std::vector<std::size_t>> line_starts_;  ///< per file, the byte each line starts at
  std::vector<std::vector<Region>> regions_;           ///< per file, in order
  std::size_t file_ = kNoFileShown, next_region_ = 0;  ///< where the last line shown left off
};

// Both students' code in one table, one row per line of each, so that a
// match's two copies start on one row (similar/pair_alignment.h).
std::string aligned_code(const ClassSimilarity& similarity, const PairSimilarity& pair) {
  SideCells a(similarity, pair, true), b(similarity, pair, false);
  std::vector<MatchLines> lines;
  for (const Match& m : pair.matches)
    lines.push_back({a.lines_of(m.a_file, m.a_begin, m.a_end), b.lines_of(m.b_file, m.b_begin, m.b_end), m.tokens});
  const PairAlignment alignment = align_pair(a.line_counts(), b.line_counts(), lines);
  std::string out;
  std::vector<std::string> apart;
  for (std::size_t m = 0; m < alignment.aligned.size(); ++m)
    if (!alignment.aligned[m]) apart.push_back(std::to_string(m + 1));
  if (!apart.empty())
    out += fmt::format("<p class=\"summary\">Match{} {} {} not on one row with {} copy: {} in another order on the "
                       "two sides, or {} a line with a match that is. Each side is marked where it is.</p>\n",
                       apart.size() == 1 ? "" : "es", fmt::join(apart, ", "), apart.size() == 1 ? "is" : "are",
                       apart.size() == 1 ? "its" : "their", apart.size() == 1 ? "it comes" : "they come",
                       apart.size() == 1 ? "shares" : "share");
  // In a box of its own that scrolls sideways: a long line never widens the page.
  out += fmt::format(
      "<div class=\"scroll\">\n<table class=\"aligned\">\n<colgroup><col class=\"ln\"><col><col class=\"ln\"><col>"
      "</colgroup>\n<thead><tr><th colspan=\"2\">{}</th><th colspan=\"2\">{}</th></tr></thead>\n<tbody>\n",
      html_escaped(name_of(similarity, pair.a)), html_escaped(name_of(similarity, pair.b)));
  for (const AlignedRow& row : alignment.rows) out += "<tr>" + a.cells(row.a) + b.cells(row.b) + "</tr>\n";
  return out + "</tbody>\n</table>\n</div>\n";
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
  body += "<h2>The code, side by side</h2>\n" + aligned_code(similarity, pair);
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
