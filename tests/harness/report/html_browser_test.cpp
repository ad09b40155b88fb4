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

#include <unistd.h>

#include <filesystem>
#include <set>

#include "class/class_pages.h"
#include "report/html.h"
#include "run/trusted_program.h"
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

// The DOM Chromium built from `page`.
std::string dumped_dom(const std::string& browser, const fs::path& page, const fs::path& profile) {
  TrustedCommand command({browser, "--headless",
                          "--no-sandbox",   // root has no user namespace sandbox for it
                          "--no-proxy-server", "--host-resolver-rules=MAP * ~NOTFOUND",
                          "--disable-background-networking", "--disable-component-update", "--disable-gpu",
                          "--no-first-run", "--user-data-dir=" + profile.string(), "--dump-dom",
                          "file://" + page.string()},
                         std::chrono::seconds(60));
  command.output_cap = std::size_t{64} << 20;
  const TrustedRun run = run_trusted(command);
  INFO("browser: " << how_it_ended(run) << "\n" << run.err);
  REQUIRE(run.succeeded());
  REQUIRE_FALSE(run.out_truncated);
  return run.out;
}

struct Element {
  std::string name;
  std::vector<std::string> attributes;   // names only
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
  const std::set<std::string> written = {
      "html", "head", "meta", "title", "style", "body", "nav", "a", "h1", "h2", "h3", "p", "strong", "small",
      "span", "div", "section", "table", "thead", "tbody", "tr", "th", "td", "ul", "li", "pre", "footer",
      "svg", "rect", "text"};
  const std::vector<Element> elements = elements_of(dom);
  CHECK(elements.size() > 20);
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
  perfect.files.push_back({"/c/cases/a.yaml", "A", {case_result("easy", Verdict::AC), case_result("hard", Verdict::AC)}});
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
  CHECK_THAT(dom, Catch::Contains("data-band=\"10\" data-count=\"1\""));   // ann
  CHECK_THAT(dom, Catch::Contains("data-band=\"5\" data-count=\"2\""));    // bob and the hostile name: 1 of 2
  CHECK(count(dom, "<tr class=\"rate") == 2);
  CHECK(dom.find("<td>hard</td>") < dom.find("<td>easy</td>"));
  CHECK(count(dom, "<tr class=\"student\"><td><a href=\"students/") == 3);
  CHECK_THAT(dom, Catch::Contains("&lt;script&gt;alert(1)&lt;/script&gt;\"&gt;&lt;img src=x onerror=alert(2)&gt;</a>"));
  check_nothing_injected(dom);

  // The hostile student's link, as the browser would follow it.
  const std::size_t name_at = dom.find("&lt;script&gt;alert(1)");
  const std::size_t href_at = dom.rfind("<a href=\"", name_at) + 9;
  const std::string href = dom.substr(href_at, dom.find('"', href_at) - href_at);
  const fs::path page = tmp / "out" / percent_decoded(href);
  REQUIRE(fs::is_regular_file(page));
  const std::string student = dumped_dom(browser, page, tmp / "profile");
  INFO(student);
  CHECK_THAT(student, Catch::Contains("<h1>&lt;script&gt;alert(1)&lt;/script&gt;\"&gt;&lt;img src=x onerror=alert(2)&gt;</h1>"));
  CHECK_THAT(student, Catch::Contains("<p class=\"hint\">hint: '&gt;&lt;svg onload=alert(3)&gt;</p>"));
  CHECK(count(student, "<td class=\"") >= 16);
  CHECK(count(student, " wrong") >= 3);
  CHECK_THAT(student, Catch::Contains("<td class=\"given bl bt\">1</td>"));
  CHECK_THAT(student, Catch::Contains("<ul class=\"legend\">"));
  CHECK_THAT(student, Catch::Contains("<a href=\"../index.html\">"));
  check_nothing_injected(student);
  fs::remove_all(tmp);
}
