// The class pages opened in a real browser: headless Chromium (Debian's
// chromium-headless-shell, which scripts/setup.sh installs) loads the
// dashboard and a student's page from files and dumps the DOM it built, and
// the DOM is checked: the histogram's bars, the pass-rate rows, a link per
// student that leads to that student's page, the hostile name there as
// text, and no element or event handler the pages did not write.
//
// The browser runs as the harness runs its trusted tools (run_trusted: a
// timeout, so a hung browser fails the test and does not hang the suite; its
// process group killed with it), as root with --no-sandbox, with a profile of
// its own, no proxy, every host name resolving to nothing, and only file://
// URLs to load.
#include <catch2/catch.hpp>

#include <fmt/format.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "class/class_pages.h"
#include "class/standings.h"
#include "report/html.h"
#include "run/trusted_program.h"
#include "similar/class_similarity.h"
#include "similar/similarity_report.h"
#include "support/skip.h"
#include "temp_dir.h"

namespace fs = std::filesystem;
using namespace harness;

namespace {

constexpr const char* kBrowser = "chromium-headless-shell";
const std::string kHostileName = "<script>alert(1)</script>\"><img src=x onerror=alert(2)>";

std::string browser_path() {
  for (const char* dir : {"/usr/bin", "/usr/local/bin", "/usr/lib/chromium"})
    if (fs::exists(fs::path(dir) / kBrowser)) return (fs::path(dir) / kBrowser).string();
  return "";
}

// What Chromium made of `page` with `action` ("--dump-dom", "--screenshot=FILE")
// and `more` flags.
TrustedRun browse(const std::string& browser, const fs::path& page, const fs::path& profile, const std::string& action,
                  const std::vector<std::string>& more = {}) {
  std::vector<std::string> argv = {browser,
                                   "--headless",
                                   "--no-sandbox",  // root has no user namespace sandbox for it
                                   "--no-proxy-server",
                                   "--host-resolver-rules=MAP * ~NOTFOUND",
                                   "--disable-background-networking",
                                   "--disable-component-update",
                                   "--disable-gpu",
                                   "--no-first-run",
                                   "--hide-scrollbars",
                                   "--user-data-dir=" + profile.string()};
  argv.insert(argv.end(), more.begin(), more.end());
  argv.push_back(action);
  argv.push_back("file://" + page.string());
  TrustedCommand command(argv, std::chrono::seconds(60));
  command.output_cap = std::size_t{64} << 20;
  const TrustedRun run = run_trusted(command);
  INFO("browser: " << how_it_ended(run) << "\n" << run.err);
  REQUIRE(run.succeeded());
  REQUIRE_FALSE(run.out_truncated);
  return run;
}

// The DOM Chromium built from `page`.
std::string dumped_dom(const std::string& browser, const fs::path& page, const fs::path& profile) {
  return browse(browser, page, profile, "--dump-dom").out;
}

// `page` opened in a frame `width` px wide of a page of the test's own, which
// runs `script` (a function body of w, the frame's window, and d, its
// document) once both have loaded, and gives back the text it returns. The
// page is opened as it is, its policy and all: the frame's parent reads it
// from outside, which file:// allows with --allow-file-access-from-files.
std::string run_in_frame(const std::string& browser, const fs::path& page, int width, const std::string& script,
                         const fs::path& tmp) {
  const fs::path probe = tmp / "probe.html";
  std::ofstream(probe, std::ios::binary)
      << "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><style>body { margin: 0 } iframe { border: 0; "
         "display: block }</style></head>\n<body><iframe id=\"page\" width=\""
      << width << "\" height=\"12000\" src=\"file://" << page.string()
      << "\"></iframe>\n<pre id=\"out\">not run</pre>\n<script>\nwindow.addEventListener(\"load\", () => {\n"
         "  const out = document.getElementById(\"out\");\n"
         "  try {\n    const w = document.getElementById(\"page\").contentWindow;\n"
         "    out.textContent = ((w, d) => {\n"
      << script
      << "\n})(w, w.document);\n"
         "  } catch (e) { out.textContent = \"error: \" + e; }\n});\n</script></body></html>\n";
  const std::string dom = browse(browser, probe, tmp / "profile", "--dump-dom", {"--allow-file-access-from-files"}).out;
  const std::string marker = "<pre id=\"out\">";
  const std::size_t open = dom.find(marker);
  REQUIRE(open != std::string::npos);
  const std::size_t close = dom.find("</pre>", open);
  REQUIRE(close != std::string::npos);
  std::string text = dom.substr(open + marker.size(), close - open - marker.size());
  for (const auto& [entity, ch] :
       std::vector<std::pair<std::string, std::string>>{{"&lt;", "<"}, {"&gt;", ">"}, {"&quot;", "\""}, {"&amp;", "&"}})
    for (std::size_t at = text.find(entity); at != std::string::npos; at = text.find(entity, at + ch.size()))
      text.replace(at, entity.size(), ch);
  return text;
}

// The frame's page as the reader sees it: the first line the document's
// scroll width, the viewport's width and the height of the page's body, then one line
// for each element whose box passes the viewport's left or right edge, but
// for those inside a declared scroll box (class "scroll", overflow-x auto),
// which scrolls and lets the page stand still.
constexpr const char* kOverflowScript = R"(
  const over = [];
  for (const e of d.querySelectorAll("body *")) {
    const box = e.parentElement.closest(".scroll");
    if (box && w.getComputedStyle(box).overflowX === "auto") continue;
    const r = e.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    if (r.right > w.innerWidth + 0.5 || r.left < -0.5)
      over.push(e.tagName.toLowerCase() + "." + (e.getAttribute("class") || "") + " " + e.textContent.slice(0, 40) +
                " right " + Math.round(r.right));
  }
  return [d.documentElement.scrollWidth, w.innerWidth, Math.ceil(d.body.getBoundingClientRect().bottom) + 24].join(" ") + "\n" + over.join("\n");
)";

struct Fit {
  int scroll_width = 0, viewport_width = 0, height = 0;
  std::string overflowing;  // a line per element past the edge
};

Fit fit_at(const std::string& browser, const fs::path& page, int width, const fs::path& tmp) {
  const std::string text = run_in_frame(browser, page, width, kOverflowScript, tmp);
  INFO(text);
  Fit fit;
  std::istringstream in(text);
  REQUIRE(in >> fit.scroll_width >> fit.viewport_width >> fit.height);
  fit.overflowing = text.substr(text.find('\n') == std::string::npos ? text.size() : text.find('\n') + 1);
  return fit;
}

struct Element {
  std::string name;
  std::vector<std::string> attributes;  // names only
};

// The elements of a serialised DOM, in order. Serialised, a text's '<' is
// "&lt;", so every '<' followed by a letter starts an element the browser
// built; attribute values are skipped whole, quotes and all.
std::vector<Element> elements_of(const std::string& dom) {
  std::vector<Element> elements;
  std::size_t i = 0;
  const auto is_name = [](char ch) { return std::isalnum(static_cast<unsigned char>(ch)) || ch == '-' || ch == ':'; };
  while ((i = dom.find('<', i)) != std::string::npos) {
    ++i;
    if (i >= dom.size() || !std::isalpha(static_cast<unsigned char>(dom[i]))) continue;
    Element e;
    while (i < dom.size() && is_name(dom[i])) e.name += static_cast<char>(std::tolower(dom[i++]));
    while (i < dom.size() && dom[i] != '>') {
      if (dom[i] == '"' || dom[i] == '\'') {
        i = dom.find(dom[i], i + 1) + 1;
        if (i == 0) break;
        continue;
      }
      if (is_name(dom[i])) {
        std::string attribute;
        while (i < dom.size() && is_name(dom[i])) attribute += static_cast<char>(std::tolower(dom[i++]));
        e.attributes.push_back(attribute);
        continue;
      }
      ++i;
    }
    elements.push_back(e);
  }
  return elements;
}

// What the pages write, and nothing else may appear: no script, image,
// frame, form or object, and no "on..." handler on any element.
void check_nothing_injected(const std::string& dom) {
  const std::set<std::string>
      written = {"html",  "head",  "meta", "title",  "style", "body",   "nav",   "a",       "h1",
                 "h2",    "h3",    "p",    "strong", "small", "span",   "div",   "section", "table",
                 "thead", "tbody", "tr",   "th",     "td",    "ul",     "li",    "pre",     "footer",
                 "svg",   "rect",  "text", "header", "code",  "script", "button"};  // the page's own sort, and the
                                                                                    // header buttons it makes
  const std::vector<Element> elements = elements_of(dom);
  CHECK(elements.size() > 20);
  CHECK(std::count_if(elements.begin(), elements.end(), [](const Element& e) { return e.name == "script"; }) == 1);
  for (const auto& e : elements) {
    CAPTURE(e.name);
    CHECK(written.count(e.name) == 1);
    for (const auto& attribute : e.attributes) {
      CAPTURE(attribute);
      CHECK(attribute.rfind("on", 0) != 0);
    }
  }
}

std::size_t count(const std::string& text, const std::string& part) {
  std::size_t n = 0;
  for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

// "%3C" -> "<": how the browser reads a link's path.
std::string percent_decoded(const std::string& text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '%' && i + 2 < text.size()) {
      out += static_cast<char>(std::stoi(text.substr(i + 1, 2), nullptr, 16));
      i += 2;
    } else {
      out += text[i];
    }
  }
  return out;
}

CaseResult case_result(const std::string& name, Verdict verdict) {
  CaseResult c;
  c.name = name;
  c.verdict = verdict;
  c.max_points = 1;
  c.points = verdict == Verdict::AC ? 1 : 0;
  return c;
}

// Three students: all accepted; a wrong grid; the hostile name, whose wrong
// answer's reason and hint are hostile too.
std::vector<StudentReport> a_class() {
  GradeResult perfect;
  perfect.submission = "ann.cpp";
  perfect.files.push_back(
      {"/c/cases/a.yaml", "A", {case_result("easy", Verdict::AC), case_result("hard", Verdict::AC)}});
  GradeResult wrong = perfect;
  wrong.submission = "bob.cpp";
  CaseResult& hard = wrong.files[0].cases[1];
  hard = case_result("hard", Verdict::WA);
  hard.reason = "row 1: digit 3 appears twice";
  hard.picture = GridPicture{{{1, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}},
                             {{1, 3, 3, 4}, {4, 3, 1, 2}, {2, 1, 4, 3}, {3, 4, 2, 1}},
                             {{0, 1}, {0, 2}, {1, 1}}};
  GradeResult hostile = wrong;
  hostile.submission = kHostileName + ".cpp";
  hostile.files[0].cases[1].reason = kHostileName;
  hostile.files[0].cases[1].hint = "'><svg onload=alert(3)>";
  return {{"ann", {}, perfect}, {"bob", {}, wrong}, {kHostileName, {}, hostile}};
}

}  // namespace

TEST_CASE("the dashboard and a student's page, opened in headless Chromium, show what they should and run nothing",
          "[html_browser][browser][slow]") {
  const std::string browser = browser_path();
  if (browser.empty()) {
    SKIP_TEST(kBrowser << " is not installed (scripts/setup.sh installs it): the pages were not opened in a browser");
  }
  const TempDir temp_dir("html-browser-test");
  const fs::path& tmp = temp_dir.path;
  const fs::path index = write_class_pages(tmp / "out", a_class());

  const std::string dom = dumped_dom(browser, index, tmp / "profile");
  INFO(dom);
  CHECK(count(dom, "<rect class=\"bar\"") == kScoreBands);
  CHECK_THAT(dom, Catch::Contains("data-band=\"10\" data-count=\"1\""));  // ann
  CHECK_THAT(dom, Catch::Contains("data-band=\"5\" data-count=\"2\""));   // bob and the hostile name: 1 of 2
  CHECK(count(dom, "<tr class=\"rate") == 2);
  CHECK(dom.find("<td>hard</td>") < dom.find("<td>easy</td>"));
  CHECK(count(dom, "<tr class=\"student\" data-student=\"") == 3);
  CHECK(count(dom, "\"><td><a href=\"students/") == 3);
  CHECK_THAT(dom, Catch::Contains("&lt;script&gt;alert(1)&lt;/script&gt;\"&gt;&lt;img src=x onerror=alert(2)&gt;</a>"));
  check_nothing_injected(dom);

  // The hostile student's link, as the browser would follow it.
  const std::size_t name_at = dom.find(
      "&lt;script&gt;alert(1)&lt;/script&gt;\"&gt;&lt;img src=x onerror=alert(2)&gt;</a>");
  const std::size_t href_at = dom.rfind("<a href=\"", name_at) + 9;
  const std::string href = dom.substr(href_at, dom.find('"', href_at) - href_at);
  const fs::path page = tmp / "out" / percent_decoded(href);
  REQUIRE(fs::is_regular_file(page));
  const std::string student = dumped_dom(browser, page, tmp / "profile");
  INFO(student);
  CHECK_THAT(student,
             Catch::Contains("<h1>&lt;script&gt;alert(1)&lt;/script&gt;\"&gt;&lt;img src=x onerror=alert(2)&gt;</h1>"));
  CHECK_THAT(student, Catch::Contains("<p class=\"hint\">hint: '&gt;&lt;svg onload=alert(3)&gt;</p>"));
  CHECK(count(student, "<td class=\"") >= 16);
  CHECK(count(student, " wrong") >= 3);
  CHECK_THAT(student, Catch::Contains("<td class=\"given bl bt\">1</td>"));
  CHECK_THAT(student, Catch::Contains("<ul class=\"legend\">"));
  CHECK_THAT(student, Catch::Contains("<a href=\"../index.html\">"));
  check_nothing_injected(student);
  fs::remove_all(tmp);
}

namespace {

constexpr const char* kPuzzle = "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
constexpr const char* kSolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

std::vector<std::vector<int>> rows_of(const std::string& digits) {
  std::vector<std::vector<int>> rows(9, std::vector<int>(9));
  for (std::size_t i = 0; i < 81; ++i) rows[i / 9][i % 9] = digits[i] - '0';
  return rows;
}

// A class as batch leaves it, in four languages: every verdict a class
// gets, a compile error with the compiler's words, a wrong grid drawn, a
// hint with code, case files under the grader's home, and a name as long
// as a real folder's.
std::vector<StudentReport> realistic_class() {
  const std::string lesson = "/home/grader/course/sudoku/cases/lesson.yaml";
  const std::string extra = "/home/grader/course/sudoku/cases/extra.yaml";
  const auto accepted = [&](const std::string& language) {
    GradeResult r;
    r.language = language;
    r.harness_version = "1.4.0";
    r.cases_fingerprint = "9f2c41d07be35a6e8c1f0d2b7a94e6c3d5b8a1f0e2c4d6b8a0f1e3c5d7b9a2c4";
    r.graded_at = "2026-12-02T13:45:07Z";
    r.sandbox = "strict: own uid, pid/mount/net/ipc/uts namespaces, cgroup memory and pids, seccomp";
    FileResult file{lesson, "The Python lesson", {}};
    for (int i = 1; i <= 8; ++i) {
      CaseResult c = case_result(fmt::format("solve Test {}", i), Verdict::AC);
      c.time = std::chrono::milliseconds(3 + 7 * i);
      c.limit = std::chrono::milliseconds(2000);
      file.cases.push_back(c);
    }
    for (int i = 1; i <= 3; ++i) {
      CaseResult c = case_result(fmt::format("count_solutions Test 1, call {}", i), Verdict::AC);
      c.entry = Entry::CountSolutions;
      file.cases.push_back(c);
    }
    r.files.push_back(file);
    FileResult more{extra, "Our own cases", {}};
    CaseResult big = case_result("16x16: a quarter given", Verdict::AC);
    big.visibility = Visibility::Hidden;
    more.cases.push_back(big);
    r.files.push_back(more);
    return r;
  };
  std::vector<StudentReport> students;
  const auto add = [&](const std::string& name, const std::string& language, GradeResult r) {
    r.submission = "/home/grader/course/sudoku/class/" + name;
    r.language = language;
    students.push_back({name, {}, r});
  };
  add("ann", "C++", accepted("C++"));

  GradeResult ce = accepted("C++");
  ce.build_failure = Judgement{Verdict::CE, "the submission does not compile", "",
                               "bob.cpp: In function 'bool solve(std::vector<std::vector<int> >&)':\n"
                               "bob.cpp:6:3: error: expected ',' or ';' before 'return'\n"
                               "    6 |   return grid.size() == 9 && empty == 0;\n      |   ^~~~~~\n"};
  for (auto& file : ce.files)
    for (auto& c : file.cases) {
      c = case_result(c.name, Verdict::CE);
      c.reason = "not run: the submission does not compile";
    }
  add("bob", "C++", ce);

  GradeResult wrong = accepted("Python");
  std::string bad = kSolution;
  std::swap(bad[1], bad[2]);  // row 1: 3 and 4 swapped, a given overwritten
  for (std::size_t i = 0; i < 5; ++i) {
    CaseResult& c = wrong.files[0].cases[i];
    c = case_result(c.name, i < 2 ? Verdict::WA : Verdict::TLE);
    c.time = std::chrono::milliseconds(i < 2 ? 41 : 2130);
    c.limit = std::chrono::milliseconds(2000);
  }
  CaseResult& grid = wrong.files[0].cases[0];
  grid.reason = "the grid breaks a rule: row 1 has two 4s (cells 1-2 and 1-5), and the given 3 at 1-2 was changed";
  grid.hint = "after a dead end, put the cell back to `0` before you return `False`";
  grid.picture = GridPicture{rows_of(kPuzzle), rows_of(bad), {{0, 1}, {0, 4}}};
  wrong.files[0].cases[2].reason =
      "cpu time 2130 ms, over the limit of 2000 ms; the document's reading order needs 4 ms";
  add("cara", "Python", wrong);

  GradeResult missing = accepted("Java");
  for (auto& c : missing.files[0].cases) {
    c = case_result(c.name, c.entry == Entry::CountSolutions ? Verdict::NI : Verdict::RTE);
    c.reason = c.entry == Entry::CountSolutions
                   ? "count_solutions is not defined in the submission"
                   : "java.lang.ArrayIndexOutOfBoundsException: Index 9 out of bounds for length 9";
  }
  missing.files[0].cases[7] = case_result("solve Test 8", Verdict::AC);
  add("maria-fernanda-de-la-cruz-rodriguez-final-submission-v3", "Java", missing);

  GradeResult racket = accepted("Racket");
  for (std::size_t i = 0; i < 3; ++i) {
    CaseResult& c = racket.files[0].cases[8 + i];
    c = case_result(c.name, i == 0 ? Verdict::PE : Verdict::WA);
    c.entry = Entry::CountSolutions;
    c.reason = i == 0 ? "printed \"two\" where a count belongs" : "counted 1 solution, the puzzle has 2";
    c.hint = "stop counting at the `limit` argument, not at the first solution";
  }
  add("dev", "Racket", racket);
  return students;
}

// The class's pages written, with its record: a roster on which pat handed
// nothing in, a deadline cara missed, an override of dev's; the dashboard's path.
fs::path written_class(const fs::path& out) {
  std::vector<StudentReport> reports = realistic_class();
  harness::ClassSettings settings;
  settings.roster = harness::Roster{"roster.csv", {}};
  int line = 2;
  for (const char* folder :
       {"ann", "bob", "cara", "dev", "maria-fernanda-de-la-cruz-rodriguez-final-submission-v3", "pat"})
    settings.roster->students.push_back({folder,
                                         "s" + std::to_string(line),
                                         std::string(folder) + " Student",
                                         std::string(folder) + "@example.edu",
                                         {},
                                         line++});
  settings.late = harness::LatePolicy{1796169540, 10, 50};  // 2026-12-01T23:59:00Z
  for (auto& r : reports) {
    r.result.submitted_at = r.student == "cara" ? "2026-12-03T10:00:00Z" : "2026-12-01T20:00:00Z";
    r.result.submitted_from = r.student == "cara" ? "git commit 1a2b3c4d" : "modification time of sudoku.cpp";
  }
  settings.overrides = {{"dev", "", "", 10, "the count was right, printed with a word; checked by hand", "tim (TA)",
                         "/course/overrides.yaml:1:3"}};
  return write_class_pages(out, reports, harness::standings_of(reports, settings));
}

}  // namespace

TEST_CASE("the dashboard and the student pages fit a 1280 px screen and a 390 px phone, wide tables scrolling in "
          "their own boxes",
          "[html_browser][browser][slow]") {
  const std::string browser = browser_path();
  if (browser.empty()) {
    SKIP_TEST(kBrowser << " is not installed (scripts/setup.sh installs it): the pages were not opened in a browser");
  }
  const TempDir temp_dir("html-fit-test");
  const fs::path& tmp = temp_dir.path;
  const fs::path index = written_class(tmp / "out");
  const char* keep = std::getenv("SUDOKU_GRADE_SCREENSHOTS");  // a folder: the screenshots are copied there
  for (const int width : {1280, 390}) {
    for (const std::string name : {"index", "students/bob", "students/cara",
                                   "students/maria-fernanda-de-la-cruz-rodriguez-final-submission-v3"}) {
      const fs::path page = tmp / "out" / (name + ".html");
      REQUIRE(fs::is_regular_file(page));
      CAPTURE(width, name);
      const Fit fit = fit_at(browser, page, width, tmp);
      CHECK(fit.viewport_width == width);
      CHECK(fit.scroll_width <= width);
      CHECK(fit.overflowing.empty());
      if (name != "index" && name != "students/cara") continue;
      // What the reader sees, the whole page's height.
      const std::string stem = (name == "index" ? "dashboard-" : "student-") + std::to_string(width);
      const fs::path shot = tmp / (stem + ".png");
      browse(browser, page, tmp / "profile", "--screenshot=" + shot.string(),
             {fmt::format("--window-size={},{}", width, std::min(fit.height, 9000))});
      std::ifstream png(shot, std::ios::binary);
      std::string signature(8, '\0');
      png.read(&signature[0], 8);
      CHECK(signature == "\x89PNG\r\n\x1a\n");
      if (keep != nullptr) fs::copy_file(shot, fs::path(keep) / shot.filename(), fs::copy_options::overwrite_existing);
    }
  }
}

TEST_CASE("a click on a header sorts the dashboard's students, numbers by value, and a second click reverses",
          "[html_browser][browser][slow]") {
  const std::string browser = browser_path();
  if (browser.empty()) {
    SKIP_TEST(kBrowser << " is not installed (scripts/setup.sh installs it): the pages were not opened in a browser");
  }
  const TempDir temp_dir("html-sort-test");
  const fs::path& tmp = temp_dir.path;
  const fs::path index = written_class(tmp / "out");
  const std::string order = run_in_frame(browser, index, 1280, R"(
    const table = d.querySelector("table.students");
    const names = () => Array.from(table.tBodies[0].rows, (row) => row.cells[0].textContent.slice(0, 4)).join(",");
    const click = (label) => Array.from(table.tHead.querySelectorAll("button")).find((b) => b.textContent === label).click();
    const seen = [names()];
    click("score"); seen.push(names());
    click("score"); seen.push(names());
    click("language"); seen.push(names());
    click("student"); seen.push(names());
    const sorted = table.tHead.querySelector("[aria-sort]");
    seen.push(sorted.textContent + " " + sorted.getAttribute("aria-sort"));
    return seen.join("\n");)",
                                         tmp);
  // The students in the sheet's order (pat is on the roster, with no submission); by score up
  // (0%, 0%, 17%, 58%, 75%, 100%: as text, "100%" would sort second; ties stay as they were), then
  // down; by language (pat's none first; stable: the two C++ students stay as they were); by name.
  CHECK(order == "ann,bob,cara,dev,mari,pat\n"
                 "bob,pat,mari,cara,dev,ann\n"
                 "ann,dev,cara,mari,bob,pat\n"
                 "pat,ann,bob,mari,cara,dev\n"
                 "ann,bob,cara,dev,mari,pat\n"
                 "student ascending");
}

TEST_CASE("the similarity check's pages fit a 1280 px screen and a 390 px phone, the code scrolling in its own box",
          "[html_browser][browser][slow]") {
  const std::string browser = browser_path();
  if (browser.empty()) {
    SKIP_TEST(kBrowser << " is not installed (scripts/setup.sh installs it): the pages were not opened in a browser");
  }
  const TempDir temp_dir("similarity-fit-test");
  const fs::path& tmp = temp_dir.path;
  // Two students, one a copy of the other with a line far wider than a phone.
  const std::string code = "def solve(grid):\n    for r in range(9):\n        for c in range(9):\n"
                           "            if grid[r][c] == 0:\n                return (r, c, '" +
                           std::string(300, 'x') + "')\n    return None\n";
  const harness::ClassSimilarity similarity = harness::class_similarity(
      {{"ana", {{"sudoku.py", code, harness::Language::Python}}},
       {"a-student-with-a-very-long-folder-name-indeed",
        {{"sudoku.py", "# mine\n" + code, harness::Language::Python}}}},
      {}, harness::SimilaritySettings{});
  REQUIRE(similarity.pairs.size() == 1);
  harness::write_similarity_report(tmp / "similarity", similarity, {});
  const fs::path pair_page = tmp / "similarity" / harness::pair_page_path(similarity, similarity.pairs[0]);
  for (const int width : {1280, 390}) {
    for (const fs::path& page : {tmp / "similarity" / "index.html", pair_page}) {
      CAPTURE(width, page);
      const Fit fit = fit_at(browser, page, width, tmp);
      CHECK(fit.viewport_width == width);
      CHECK(fit.scroll_width <= width);
      CHECK(fit.overflowing.empty());
    }
  }
}
