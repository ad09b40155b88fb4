#include "report/html.h"

#include <algorithm>
#include <map>

#include <fmt/format.h>

#include "base/counted.h"
#include "report/case_time.h"
#include "report/html_grid.h"
#include "report/html_text.h"

namespace harness {
namespace {

// The one script the pages carry: a click on a table's header sorts its rows
// by that column (numerically for a "num" column, by each cell's data-sort
// when it has one), a second click the other way. It reads and moves the
// page's own rows; it fetches nothing, and the policy forbids it to.
constexpr const char* kSortScript = R"(
for (const table of document.querySelectorAll("table.sortable")) {
  const heads = Array.from(table.tHead.rows[0].cells);
  heads.forEach((th, column) => {
    if (th.textContent === "") return;
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = th.textContent;
    th.textContent = "";
    th.appendChild(button);
    button.addEventListener("click", () => {
      const up = th.getAttribute("aria-sort") !== "ascending";
      for (const other of heads) other.removeAttribute("aria-sort");
      th.setAttribute("aria-sort", up ? "ascending" : "descending");
      const numeric = th.classList.contains("num");
      const key = (row) => {
        const cell = row.cells[column];
        const text = cell.dataset.sort !== undefined ? cell.dataset.sort : cell.textContent.trim();
        if (!numeric) return text;
        const n = parseFloat(text);
        return Number.isNaN(n) ? -Infinity : n;
      };
      const order = (a, b) => numeric ? (a < b ? -1 : a > b ? 1 : 0) : a.localeCompare(b);
      const body = table.tBodies[0];
      const rows = Array.from(body.rows).sort((a, b) => (up ? 1 : -1) * order(key(a), key(b)));
      for (const row of rows) body.appendChild(row);
    });
  });
}
)";

// base64 of SHA-256 of kSortScript's bytes: the policy's 'sha256-...' source.
// report/ may not call OpenSSL (cache/sha256.h is below it), so it is written
// here, and html_test computes it from the page's script with cache/sha256.h:
// a script changed without it fails there, the new hash in the message.
constexpr const char* kSortScriptHash = "0RisFz7gXYBVHG2TzxoTNoOa3CUBXQvr6YThl6w2zIM=";

// Nothing but the page itself: inline style, the sort script by its hash
// (never 'unsafe-inline', so no script a student's text smuggled in runs),
// nothing fetched or sent.
const std::string& policy() {
  static const std::string text = std::string("default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-") +
                                  kSortScriptHash +
                                  "'; connect-src 'none'; img-src 'none'; base-uri 'none'; form-action 'none'";
  return text;
}

constexpr const char* kStyle = R"(
body { font: 15px/1.45 system-ui, sans-serif; margin: 1.5em auto; max-width: 72em; padding: 0 1em; color: #222;
  overflow-wrap: break-word; }
.scroll { overflow-x: auto; max-width: 100%; }
/* A row of a table stays one line (a time, a row of verdicts) but for its first cell, a name; its box scrolls. */
table.sortable td, table.sortable th { white-space: nowrap; }
table.sortable td:first-child { white-space: normal; min-width: 7em; }
table.sortable td.why { white-space: normal; min-width: 16em; }
header.graded p { margin: .2em 0; } code { font-family: ui-monospace, monospace; background: #f1f1f1; padding: 0 .2em; border-radius: 3px; }
th button { font: inherit; font-weight: bold; background: none; border: 0; padding: 0; cursor: pointer; color: inherit; text-align: inherit; }
th[aria-sort=ascending] button::after { content: " \25B2"; } th[aria-sort=descending] button::after { content: " \25BC"; }
h1 { font-size: 1.6em; margin-bottom: .2em; } h2 { margin-top: 1.6em; border-bottom: 1px solid #ccc; }
table.cases, table.rates, table.mix, table.students { border-collapse: collapse; margin: .5em 0; }
.cases th, .cases td, .rates th, .rates td, .mix th, .mix td, .students th, .students td {
  padding: .2em .6em; border-bottom: 1px solid #eee; text-align: left; vertical-align: middle; }
th { background: #f4f4f4; } td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
.verdict { font-weight: bold; font-family: ui-monospace, monospace; padding: 0 .3em; border-radius: 3px; }
.v-AC { color: #fff; background: #2e7d32; } .v-WA { color: #fff; background: #c62828; }
.v-RTE { color: #fff; background: #880e4f; } .v-PE { color: #fff; background: #d81b60; }
.v-CE { color: #fff; background: #4e342e; } .v-TLE { color: #fff; background: #e65100; }
.v-MLE { color: #fff; background: #bf360c; } .v-OLE { color: #222; background: #ffab40; }
.v-NI { color: #222; background: #fdd835; } .v-JE { color: #fff; background: #6a1b9a; }
.summary { color: #555; } .tag { font-size: .8em; color: #555; border: 1px solid #aaa; border-radius: 3px; padding: 0 .3em; }
section.case { border: 1px solid #ddd; border-left: 4px solid #c62828; padding: .2em 1em 1em; margin: 1em 0; }
section.build { border-left-color: #c62828; }
.reason { font-weight: 600; } .hint { color: #1a5276; } .redacted { color: #777; font-style: italic; }
.instructor-copy { border: 2px solid #e65100; background: #fff3e0; padding: .4em .8em; font-weight: 600; }
pre { background: #f7f7f7; border: 1px solid #e3e3e3; padding: .6em; overflow-x: auto; white-space: pre-wrap; }
table.grid { border-collapse: collapse; border: 2px solid #222; margin: .6em 0; }
.grid td, .cell { width: 1.9em; height: 1.9em; text-align: center; border: 1px solid #aaa; padding: 0;
  font: 1.05em ui-monospace, monospace; box-sizing: border-box; }
.cell { display: inline-block; line-height: 1.9em; vertical-align: middle; }
.grid td.bl { border-left: 2px solid #222; } .grid td.bt { border-top: 2px solid #222; }
.given { background: #e4e4e4; font-weight: bold; } .filled { color: #1565c0; } .empty { background: #fff; }
.wrong { background: #ffcdd2; color: #b71c1c; outline: 3px solid #c62828; outline-offset: -3px; font-weight: bold; }
ul.names { margin: .3em 0; columns: 2; }
ul.legend { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: .4em 1.5em; }
.meter { display: inline-block; width: 10em; height: .8em; background: #ffcdd2; vertical-align: middle; }
.meter span { display: block; height: 100%; background: #2e7d32; }
tr.low td { background: #fff3f3; }
svg.histogram { max-width: 100%; height: auto; }
svg.histogram rect.bar { fill: #1565c0; } svg.histogram text { font: 14px system-ui, sans-serif; fill: #333; }
.mixbar { display: flex; height: 1.2em; width: 40em; max-width: 100%; margin: .5em 0; }
.mixbar span { height: 100%; }
/* The similarity check's pages: two students' code side by side, a row per line of each, long lines wrapped
   in their half; on a narrow screen the table keeps its width and scrolls in its box. */
table.aligned { border-collapse: collapse; width: 100%; min-width: 44em; table-layout: fixed; background: #fafafa;
  border: 1px solid #ddd; font: 13px/1.35 ui-monospace, monospace; }
table.aligned col.ln { width: 3.5em; }
table.aligned td { padding: 0 .4em; vertical-align: top; white-space: pre-wrap; overflow-wrap: anywhere; }
table.aligned td.ln { text-align: right; color: #888; user-select: none; }
table.aligned td.src + td.ln, table.aligned td.file + td.file, table.aligned td.src + td.file,
  table.aligned td.file + td.ln { border-left: 1px solid #ccc; }
table.aligned td.file { font: bold 14px system-ui, sans-serif; padding: .6em .4em .2em; background: #fff; }
table.aligned td.gap { background: #eee; }
mark.m0 { background: #ffe082; } mark.m1 { background: #b3e5fc; } mark.m2 { background: #c8e6c9; }
mark.m3 { background: #f8bbd0; } mark.m4 { background: #d1c4e9; } mark.m5 { background: #ffccbc; }
.starter { color: #8a8a8a; }
p.caution { border-left: 4px solid #f9a825; padding: .3em .8em; background: #fffde7; }
)";

}  // namespace

std::string report_page(const std::string& title, const std::string& body) {
  return fmt::format(
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      "<meta http-equiv=\"Content-Security-Policy\" content=\"{}\">\n"
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
      "<title>{}</title>\n<style>{}</style>\n</head>\n<body>\n{}"
      "<footer class=\"summary\"><p>made by sudoku-grade</p></footer>\n<script>{}</script>\n</body>\n</html>\n",
      policy(), title, kStyle, body, kSortScript);
}

// A table a click on its header sorts, in a box of its own that scrolls
// sideways on a narrow screen, so the page never does.
std::string sortable_table(const char* kind, const std::string& head, const std::string& rows) {
  return fmt::format("<div class=\"scroll\">\n<table class=\"{} sortable\">\n<thead><tr>{}</tr></thead>\n<tbody>\n{}"
                     "</tbody>\n</table>\n</div>\n",
                     kind, head, rows);
}

namespace {

std::string verdict_badge(Verdict v) {
  return fmt::format("<span class=\"verdict v-{0}\" title=\"{1}\">{0}</span>", to_string(v), long_name(v));
}

std::string percent_text(double percent) { return fmt::format("{:.0f}%", percent); }

// Each case file named from the folder they all share, as the dashboard and
// grade sheet name them: "lesson.yaml", not the grader's absolute path.
std::map<std::string, std::string> shown_file_names(const GradeResult& grade) {
  std::vector<std::string> paths;
  for (const auto& file : grade.files) paths.push_back(file.path);
  const std::vector<std::string> shown = shared_folder_relative(paths);
  std::map<std::string, std::string> names;
  for (std::size_t i = 0; i < paths.size(); ++i) names.emplace(paths[i], shown[i]);
  return names;
}

/******** A student's page ********/

std::string case_anchor(std::size_t index) { return fmt::format("case-{}", index + 1); }

// A case not accepted, and where on the page it is said.
struct Failing {
  const std::string* file;  ///< the case file, as shown
  const CaseResult* c;
  std::size_t index;    ///< among all the page's cases
  std::size_t section;  ///< the index of the case whose section says it
};

// Cases with nothing to show but their verdict, reason and hint (no grid, no
// details), alike in all three, are said in one section: a missing
// count_solutions is one "NI" listing its nine cases, not nine sections.
std::string shared_key(const CaseResult& c) {
  if (c.picture || !c.details.empty()) return "";
  return fmt::format("{}\n{}\n{}\n{}", to_string(c.verdict), c.redacted, c.reason, c.hint);
}

std::string why_paragraphs(const CaseResult& c) {
  if (c.redacted) return "<p class=\"reason redacted\">a hidden case: its reason, hint and grid are not shown</p>\n";
  std::string out;
  if (!c.reason.empty()) out += "<p class=\"reason\">" + html_escaped(c.reason) + "</p>\n";
  if (!c.hint.empty()) out += "<p class=\"hint\">hint: " + html_with_code_spans(c.hint) + "</p>\n";
  // The picture is what the details draw as text; a page draws it as a table instead.
  if (c.picture) out += "<div class=\"scroll\">\n" + html_grid(*c.picture) + "</div>\n";
  else if (!c.details.empty()) out += "<pre class=\"details\">" + html_escaped(c.details, true) + "</pre>\n";
  return out;
}

std::string hidden_tag(const CaseResult& c) {
  return c.visibility == Visibility::Hidden ? " <span class=\"tag\">hidden</span>" : "";
}

std::string case_section(const Failing& f) {
  const CaseResult& c = *f.c;
  std::string out = fmt::format("<section class=\"case\" id=\"{}\">\n<h3>{} {} <small>{}</small></h3>\n",
                                case_anchor(f.index), html_escaped(c.name), verdict_badge(c.verdict),
                                long_name(c.verdict));
  out += fmt::format("<p class=\"summary\">{} &middot; {} &middot; {}/{} points &middot; {}{}</p>\n",
                     html_escaped(*f.file), entry_name(c.entry), c.points, c.max_points, html_escaped(case_time(c)),
                     hidden_tag(c));
  return out + why_paragraphs(c) + "</section>\n";
}

std::string shared_section(const std::vector<const Failing*>& cases) {
  const CaseResult& first = *cases.front()->c;
  std::string out = fmt::format("<section class=\"case\" id=\"{}\">\n<h3>{} cases {} <small>{}</small></h3>\n",
                                case_anchor(cases.front()->index), cases.size(), verdict_badge(first.verdict),
                                long_name(first.verdict));
  out += why_paragraphs(first) + "<ul class=\"names\">\n";
  for (const Failing* f : cases)
    out += fmt::format("<li>{} <small>({}, {})</small>{}</li>\n", html_escaped(f->c->name), html_escaped(*f->file),
                       entry_name(f->c->entry), hidden_tag(*f->c));
  return out + "</ul>\n</section>\n";
}

// A page that shows a hidden case's reason or grid is the instructor's (batch's
// pages, grade --show-hidden): it says so on its face, where whoever would
// pass it on to a student sees it.
bool shows_hidden_cases(const GradeResult& grade) {
  for (const auto& file : grade.files)
    for (const auto& c : file.cases)
      if (c.visibility == Visibility::Hidden && !c.redacted) return true;
  return false;
}

constexpr const char* kInstructorCopy =
    "<p class=\"instructor-copy\">The instructor's copy: hidden cases are shown in full. Do not hand it to the "
    "student; their own page, hidden cases kept back, is <code>sudoku-grade grade SUBMISSION --html "
    "FILE</code>.</p>\n";

std::string build_failure_section(const Judgement& failure, int cases) {
  std::string out = fmt::format("<section class=\"case build\" id=\"build\">\n<h2>{} {}</h2>\n",
                                verdict_badge(failure.verdict), long_name(failure.verdict));
  out += "<p class=\"reason\">" + html_escaped(failure.reason) + "</p>\n";
  if (!failure.hint.empty()) out += "<p class=\"hint\">hint: " + html_with_code_spans(failure.hint) + "</p>\n";
  if (!failure.details.empty()) out += "<pre class=\"details\">" + html_escaped(failure.details, true) + "</pre>\n";
  return out +
         fmt::format("<p class=\"not-run\">{}</p>\n</section>\n",
                     cases == 1 ? "The one case was not run." : fmt::format("None of the {} cases was run.", cases));
}

// "5.6/7": the points that count, of the most there are.
std::string counted_points(const Standing& s) { return points_text(s.total) + "/" + std::to_string(s.max); }

// " (autograder: 7/7)" beside the points that count, when a late penalty or
// an override made them differ; the autograder's points are never shown alone.
std::string autograder_aside(const Standing& s) {
  if (s.total == s.raw) return "";
  return " <span class=\"summary autograder\">(autograder: " + points_text(s.raw) + "/" + std::to_string(s.max) +
         ")</span>";
}

}  // namespace

// The class record's word on a student beside the total: who they are on
// the roster, when they handed in, lateness and overrides.
std::string standing_lines(const Standing& s) {
  std::string out;
  std::string who;
  for (const std::string* field : {&s.name, &s.id, &s.email})
    if (!field->empty()) who += (who.empty() ? "" : " &middot; ") + html_escaped(*field);
  if (!who.empty()) out += "<p class=\"summary\">" + who + "</p>\n";
  if (!s.submitted_at.empty())
    out += "<p class=\"summary\">handed in " + html_escaped(s.submitted_at) + " (" + html_escaped(s.submitted_from) +
           ")</p>\n";
  if (!s.note.empty()) out += "<p class=\"note record\">" + html_escaped(s.note) + "</p>\n";
  for (const auto& line : s.overrides) out += "<p class=\"note record\">override: " + html_escaped(line) + "</p>\n";
  return out;
}

std::string student_page_html(const std::string& student, const GradeResult& grade, const StudentPageOptions& options) {
  std::string body;
  if (!options.dashboard_link.empty())
    body += "<nav><a href=\"" + html_escaped(options.dashboard_link) + "\">&larr; class dashboard</a></nav>\n";
  int accepted = 0, total = 0;
  for (const auto& file : grade.files)
    for (const auto& c : file.cases) {
      ++total;
      accepted += c.verdict == Verdict::AC;
    }
  body += "<h1>" + html_escaped(student) + "</h1>\n";
  if (shows_hidden_cases(grade)) body += kInstructorCopy;
  body += fmt::format("<p class=\"summary\">submission {}{}</p>\n", html_escaped(grade.submission),
                      grade.sandbox.empty() ? "" : " &middot; sandbox: " + html_escaped(grade.sandbox));
  body += fmt::format(
      "<p class=\"total\"><strong>{} points</strong>{}, {} of {} accepted</p>\n",
      options.standing ? counted_points(*options.standing) : fmt::format("{}/{}", grade.points(), grade.max_points()),
      options.standing ? autograder_aside(*options.standing) : "", accepted, counted(std::int64_t(total), "case"));
  if (options.standing) body += standing_lines(*options.standing);
  for (const auto& note : grade.notes) body += "<p class=\"note\">note: " + html_escaped(note) + "</p>\n";
  // Nothing ran: the compiler's words and one line say it, not a row of
  // "CE 0 ms" per case.
  if (grade.build_failure) {
    body += build_failure_section(*grade.build_failure, total);
    return report_page(html_escaped(student) + " - sudoku-grade", body);
  }

  // The cases not accepted, each with the section that says it.
  const std::map<std::string, std::string> shown = shown_file_names(grade);
  std::vector<Failing> failing;
  std::map<std::string, std::size_t> section_of;
  std::size_t index = 0;
  for (const auto& file : grade.files)
    for (const auto& c : file.cases) {
      if (c.verdict != Verdict::AC) {
        const std::string key = shared_key(c);
        const std::size_t section = key.empty() ? index : section_of.try_emplace(key, index).first->second;
        failing.push_back({&shown.at(file.path), &c, index, section});
      }
      ++index;
    }

  std::string rows;
  auto next = failing.begin();
  index = 0;
  for (const auto& file : grade.files)
    for (const auto& c : file.cases) {
      std::string name = html_escaped(c.name);
      if (next != failing.end() && next->index == index)
        name = fmt::format("<a href=\"#{}\">{}</a>", case_anchor((next++)->section), name);
      rows += fmt::format(
          "<tr class=\"case-row\"><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td class=\"num\">{}/{}</td>"
          "<td class=\"num\" data-sort=\"{}\">{}</td></tr>\n",
          html_escaped(shown.at(file.path)), name, entry_name(c.entry), verdict_badge(c.verdict), c.points,
          c.max_points, c.time.count(), html_escaped(case_time(c)));
      ++index;
    }
  body += "<h2>Cases</h2>\n" +
          sortable_table("cases",
                         "<th>file</th><th>case</th><th>entry</th><th>verdict</th><th class=\"num\">points</th>"
                         "<th class=\"num\">time</th>",
                         rows);
  if (failing.empty()) return report_page(html_escaped(student) + " - sudoku-grade", body);

  body += "<h2>Cases not accepted</h2>\n";
  const bool any_picture = std::any_of(failing.begin(), failing.end(),
                                       [](const Failing& f) { return f.c->picture && !f.c->redacted; });
  if (any_picture) body += html_grid_legend();
  for (const Failing& f : failing) {
    if (f.section != f.index) continue;  // said in an earlier case's section
    std::vector<const Failing*> alike;
    for (const Failing& other : failing)
      if (other.section == f.index) alike.push_back(&other);
    body += alike.size() == 1 ? case_section(f) : shared_section(alike);
  }
  return report_page(html_escaped(student) + " - sudoku-grade", body);
}

std::string student_page_path(const std::string& student) {
  return std::string(kStudentPagesFolder) + "/" + page_file_stem(student) + ".html";
}

/******** The class dashboard ********/

namespace {

std::string histogram_svg(const ClassSummary& summary) {
  // Drawn 482 wide and scaled down to fit a narrower screen (the style's
  // max-width), its labels big enough to read at a phone's 350 px.
  constexpr int kBarWidth = 36, kGap = 6, kHeight = 160, kTop = 20, kLeft = 10;
  const int most = std::max(1, *std::max_element(summary.bands.begin(), summary.bands.end()));
  const int width = kLeft * 2 + static_cast<int>(kScoreBands) * (kBarWidth + kGap);
  std::string out = fmt::format("<svg class=\"histogram\" width=\"{0}\" height=\"{1}\" "
                                "viewBox=\"0 0 {0} {1}\" role=\"img\" aria-label=\"students per score band\">\n",
                                width, kTop + kHeight + 44);
  for (std::size_t band = 0; band < kScoreBands; ++band) {
    const int count = summary.bands[band];
    const int height = count * kHeight / most;
    const int x = kLeft + static_cast<int>(band) * (kBarWidth + kGap);
    // Each bar named by where its band starts, short enough to fit under
    // it on a phone; its tooltip names the whole band.
    const std::string label = band + 1 == kScoreBands ? "100%" : fmt::format("{}-{}%", band * 10, band * 10 + 9);
    const std::string start = fmt::format("{}", band * 10);
    out += fmt::format("<rect class=\"bar\" data-band=\"{0}\" data-count=\"{1}\" x=\"{2}\" y=\"{3}\" width=\"{4}\" "
                       "height=\"{5}\"><title>{6}: {1} student(s)</title></rect>\n"
                       "<text x=\"{7}\" y=\"{8}\" text-anchor=\"middle\">{1}</text>\n"
                       "<text x=\"{7}\" y=\"{9}\" text-anchor=\"middle\">{10}</text>\n",
                       band, count, x, kTop + kHeight - height, kBarWidth, height, label, x + kBarWidth / 2,
                       kTop + kHeight - height - 5, kTop + kHeight + 18, start);
  }
  return out + fmt::format("<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">score, % (from 0-9 to 90-99, and "
                           "100 alone)</text>\n</svg>\n",
                           width / 2, kTop + kHeight + 40);
}

std::string meter(double percent) {
  return fmt::format("<span class=\"meter\"><span style=\"width:{:.1f}%\"></span></span>", percent);
}

std::string verdict_counts(const std::array<int, kVerdictCount>& counts, bool with_ac) {
  std::string out;
  for (std::size_t v = 0; v < kVerdictCount; ++v) {
    if (counts[v] == 0 || (!with_ac && kVerdicts[v] == Verdict::AC)) continue;
    out += fmt::format("{}{}&nbsp;{}", out.empty() ? "" : " ", verdict_badge(kVerdicts[v]), counts[v]);
  }
  return out;
}

std::string rates_table(const ClassSummary& summary) {
  std::string rows;
  for (const auto& rate : summary.cases) {
    const double percent = rate.graded == 0 ? 0 : 100.0 * rate.passed / rate.graded;
    rows += fmt::format(
        "<tr class=\"rate{}\" data-passed=\"{}\" data-graded=\"{}\"><td>{}{}</td><td>{}</td>"
        "<td class=\"num\" data-sort=\"{}\">{}/{}</td><td class=\"num\">{}</td><td>{}</td><td>{}</td></tr>\n",
        percent < 50 ? " low" : "", rate.passed, rate.graded, html_escaped(rate.name),
        rate.visibility == Visibility::Hidden ? " <span class=\"tag\">hidden</span>" : "",
        html_escaped(rate.file_shown), rate.passed, rate.passed, rate.graded, percent_text(percent), meter(percent),
        verdict_counts(rate.verdicts, false));
  }
  return sortable_table("rates",
                        "<th>case</th><th>file</th><th class=\"num\">passed</th><th class=\"num\">rate</th><th></th>"
                        "<th>verdicts of the rest</th>",
                        rows);
}

std::string verdict_mix(const ClassSummary& summary) {
  int total = 0;
  for (const int n : summary.verdicts) total += n;
  std::string bar = "<div class=\"mixbar\">", rows;
  for (std::size_t v = 0; v < kVerdictCount; ++v) {
    const int n = summary.verdicts[v];
    if (n == 0) continue;
    const double share = 100.0 * n / total;
    const char* name = to_string(kVerdicts[v]);
    bar += fmt::format("<span class=\"v-{}\" style=\"width:{:.2f}%\" title=\"{} {}\"></span>", name, share, name, n);
    rows += fmt::format("<tr class=\"verdict-count\" data-verdict=\"{0}\"><td>{1}</td><td>{2}</td>"
                        "<td class=\"num\">{3}</td><td class=\"num\">{4}</td></tr>\n",
                        name, verdict_badge(kVerdicts[v]), long_name(kVerdicts[v]), n, percent_text(share));
  }
  return bar + "</div>\n" +
         sortable_table("mix", "<th>verdict</th><th></th><th class=\"num\">cases</th><th class=\"num\">share</th>",
                        rows);
}

// A row of the students' table: the member's, or a roster student's with no report.
std::string student_row(const ClassMember* member, const Standing* standing) {
  const std::string& student = member ? member->student : standing->student;
  const std::string total = standing ? points_text(standing->total) : std::to_string(member->result.points());
  const int max = standing ? standing->max : member->result.max_points();
  std::string note;
  if (standing) {
    note = html_escaped(standing->note);
    for (const auto& line : standing->overrides)
      note += (note.empty() ? "" : "<br>") + ("override: " + html_escaped(line));
  }
  const std::string points = standing ? counted_points(*standing) + autograder_aside(*standing)
                                      : total + "/" + std::to_string(max);
  const std::string open = fmt::format("<tr class=\"student\" data-student=\"{}\" data-total=\"{}\">",
                                       html_escaped(student), total);
  // A roster student not linked has no folder to go by: the roster's name (else id) says who.
  const std::string& shown = !student.empty() || !standing ? student
                             : standing->name.empty()      ? standing->id
                                                           : standing->name;
  if (!member)
    return open + fmt::format("<td>{}</td><td></td><td class=\"num\" data-sort=\"{}\">{}</td>"
                              "<td class=\"num\" data-sort=\"0\"></td><td class=\"num\" data-sort=\"0\"></td>"
                              "<td></td><td class=\"why\">{}</td></tr>\n",
                              html_escaped(shown), total, points, note);
  const GradeResult& r = member->result;
  std::array<int, kVerdictCount> counts{};
  int accepted = 0, cases = 0;
  for (const auto& file : r.files)
    for (const auto& c : file.cases) {
      ++cases;
      accepted += c.verdict == Verdict::AC;
      ++counts[static_cast<std::size_t>(std::find(std::begin(kVerdicts), std::end(kVerdicts), c.verdict) -
                                        std::begin(kVerdicts))];
    }
  // The stem is URL-safe by construction; escaped all the same, so the link never rests on that alone.
  const std::string href = std::string(kStudentPagesFolder) + "/" + url_segment_escaped(page_file_stem(student)) +
                           ".html";
  const double percent = counted_percent(r, standing);
  return open +
         fmt::format("<td><a href=\"{}\">{}</a></td><td>{}</td><td class=\"num\" data-sort=\"{}\">{}</td>"
                     "<td class=\"num\" data-sort=\"{:.3f}\">{}</td><td class=\"num\" data-sort=\"{}\">{}/{}</td>"
                     "<td>{}</td><td class=\"why\">{}</td></tr>\n",
                     html_escaped(href), html_escaped(student),
                     r.language.empty() ? "<span class=\"summary\">unknown</span>" : html_escaped(r.language), total,
                     points, percent, percent_text(percent), accepted, accepted, cases,
                     r.build_failure ? verdict_badge(r.build_failure->verdict) + " does not build"
                                     : verdict_counts(counts, false),
                     note);
}

std::string students_table(const std::vector<ClassMember>& members, const std::vector<Standing>& standings) {
  std::string out;
  if (standings.empty()) {
    for (const auto& member : members) out += student_row(&member, nullptr);
  } else {
    std::map<std::string, const ClassMember*> member_of;
    for (const auto& m : members) member_of[m.student] = &m;
    for (const auto& standing : standings) {
      const auto found = member_of.find(standing.student);
      out += student_row(found == member_of.end() ? nullptr : found->second, &standing);
    }
  }
  return sortable_table("students",
                        "<th>student</th><th>language</th><th class=\"num\">points</th><th class=\"num\">score</th>"
                        "<th class=\"num\">accepted</th><th>not accepted</th><th>note</th>",
                        out);
}

// "2026-12-02T13:45:07Z" as "2026-12-02 13:45 UTC"; anything else as it is.
std::string graded_time(const std::string& iso) {
  const bool ours = iso.size() == 20 && iso[10] == 'T' && iso[19] == 'Z';
  return html_escaped(ours ? iso.substr(0, 10) + " " + iso.substr(11, 5) + " UTC" : iso);
}

std::string joined_escaped(const std::vector<std::string>& items) {
  std::string out;
  for (const auto& item : items) out += (out.empty() ? "" : ", ") + html_escaped(item);
  return out;
}

// When, with what and against which case files the class was graded, and
// the grade sheet's link. A report from before these were recorded is
// counted, not guessed at.
std::string graded_with_lines(const GradedWith& with) {
  std::string when = with.last.empty() ? "grading time not recorded"
                     : with.first.substr(0, 10) == with.last.substr(0, 10)
                         ? "graded " + graded_time(with.last)
                         : "graded from " + graded_time(with.first) + " to " + graded_time(with.last);
  if (!with.last.empty() && with.undated > 0)
    when += fmt::format(" ({} report{} from before times were recorded)", with.undated, with.undated == 1 ? "" : "s");
  const std::string harness = with.harness_versions.empty() ? "harness version not recorded"
                                                            : "sudoku-grade " + joined_escaped(with.harness_versions);
  std::string cases = "case files " + joined_escaped(with.case_files);
  if (with.cases_fingerprints.size() == 1) {
    cases += fmt::format(", SHA-256 <code title=\"{0}\">{1}</code>", html_escaped(with.cases_fingerprints[0]),
                         html_escaped(with.cases_fingerprints[0].substr(0, 12)));
  } else if (with.cases_fingerprints.size() > 1) {
    std::string prints;
    for (const auto& print : with.cases_fingerprints)
      prints += fmt::format("{}<code title=\"{}\">{}</code>", prints.empty() ? "" : ", ", html_escaped(print),
                            html_escaped(print.substr(0, 12)));
    cases += fmt::format(" <strong class=\"warning\">in {} versions: the reports were graded against different "
                         "case files</strong> (SHA-256 {})",
                         with.cases_fingerprints.size(), prints);
  }
  return fmt::format("<p class=\"summary graded-with\">{} &middot; {}</p>\n<p class=\"summary\">{} &middot; "
                     "<a href=\"grades.csv\">grades.csv</a></p>\n",
                     when, harness, cases);
}

}  // namespace

std::string class_dashboard_html(const std::vector<ClassMember>& members, const std::vector<Standing>& standings,
                                 bool similarity_report) {
  const ClassSummary summary = summarize_class(members, standings);
  std::vector<std::string> titles;
  for (const auto& member : members)
    for (const auto& file : member.result.files)
      if (std::find(titles.begin(), titles.end(), file.title) == titles.end()) titles.push_back(file.title);
  std::string assignment;
  for (const auto& title : titles) assignment += (assignment.empty() ? "" : ", ") + html_escaped(title);

  std::string body = "<header class=\"graded\">\n<h1>Class dashboard</h1>\n";
  if (!assignment.empty()) body += "<p class=\"summary\">" + assignment + "</p>\n";
  body += graded_with_lines(graded_with(members));
  if (similarity_report)
    body += fmt::format("<p class=\"summary similarity\"><a href=\"{}/index.html\">Similarity check</a>: the pairs of "
                        "students whose code is most alike, as evidence for a person to review, not a verdict</p>\n",
                        kSimilarityFolder);
  body += "</header>\n";
  const auto missing = std::count_if(standings.begin(), standings.end(),
                                     [](const Standing& s) { return !s.has_report; });
  body += fmt::format(
      "<p class=\"total\"><strong>{} students</strong>, {} with every case accepted; mean score {}, median {}{}</p>\n",
      summary.students, summary.fully_accepted, percent_text(summary.mean_percent),
      percent_text(summary.median_percent),
      missing == 0 ? std::string() : fmt::format("; and {} on the roster with no submission (0 points)", missing));
  body += "<h2>Scores</h2>\n" + histogram_svg(summary);
  body += "<h2>Cases, the most failed first</h2>\n" + rates_table(summary);
  body += "<h2>Verdicts</h2>\n" + verdict_mix(summary);
  body += "<h2>Students</h2>\n" + students_table(members, standings);
  return report_page("Class dashboard - sudoku-grade", body);
}

}  // namespace harness
