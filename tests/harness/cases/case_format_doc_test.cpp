// docs/case-format.md is what an instructor writes case files from, so its
// examples are loaded verbatim and checked as check-cases would, its error
// messages and its places in cases/ are compared with what the loader says,
// and its key tables with the keys the loader accepts. A fence says what a
// block is: ```yaml a whole case file, ```yaml cases the items of a 'cases'
// list (loaded under a head of title, source and defaults).
#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "cases/case_check.h"
#include "cases/case_loader.h"
#include "session/helper_program.h"
#include "session/transcript.h"

namespace {

const std::string kDoc = "docs/case-format.md";

std::vector<std::string> doc_lines() {
  std::ifstream file(std::string(SOURCE_DIR) + "/" + kDoc);
  REQUIRE(file);
  std::vector<std::string> lines;
  for (std::string line; std::getline(file, line);) lines.push_back(line);
  return lines;
}

struct Block {
  int line = 0;      ///< of the opening fence, 1-based
  std::string kind;  ///< the fence's words after "yaml"
  std::string text;
};

std::vector<Block> yaml_blocks() {
  const auto lines = doc_lines();
  std::vector<Block> blocks;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (lines[i].rfind("```yaml", 0) != 0) continue;
    Block block{static_cast<int>(i) + 1, lines[i].substr(7), ""};
    if (!block.kind.empty() && block.kind[0] == ' ') block.kind.erase(0, 1);
    for (++i; i < lines.size() && lines[i].rfind("```", 0) != 0; ++i) block.text += lines[i] + "\n";
    blocks.push_back(block);
  }
  return blocks;
}

// The block as a case file whose line numbers are the doc's, so a message
// points into docs/case-format.md.
std::string as_case_file(const Block& block) {
  if (block.kind.empty()) return std::string(block.line, '\n') + block.text;
  REQUIRE(block.kind == "cases");
  const std::string head = "title: t\nsource: s\ndefaults: {}\ncases:\n";
  REQUIRE(block.line >= 4);
  return head + std::string(block.line - 4, '\n') + block.text;
}

std::vector<harness::CaseFile> loaded_examples() {
  std::vector<harness::CaseFile> files;
  for (const Block& block : yaml_blocks()) {
    CAPTURE(block.line, block.kind);
    try {
      files.push_back(harness::parse_case_file(as_case_file(block), kDoc));
    } catch (const harness::Error& e) {
      FAIL_CHECK(e.what());
    }
  }
  return files;
}

std::vector<std::string> messages(const harness::CheckSummary& summary) {
  std::vector<std::string> out;
  for (const auto& disagreement : summary.disagreements) out.push_back(to_string(disagreement));
  return out;
}

/*** The key tables ***/

std::vector<std::string> cells(const std::string& row) {
  std::vector<std::string> out;
  std::stringstream stream(row.substr(1));
  for (std::string cell; std::getline(stream, cell, '|');) {
    const auto begin = cell.find_first_not_of(' ');
    out.push_back(begin == std::string::npos ? "" : cell.substr(begin, cell.find_last_not_of(' ') - begin + 1));
  }
  return out;
}

// The `backticked` words of a cell.
std::set<std::string> backticked(const std::string& cell) {
  std::set<std::string> out;
  for (auto open = cell.find('`'); open != std::string::npos; open = cell.find('`', open + 1)) {
    const auto close = cell.find('`', open + 1);
    if (close == std::string::npos) break;
    out.insert(cell.substr(open + 1, close - open - 1));
    open = close;
  }
  return out;
}

struct Table {
  std::string section;  ///< the heading above it
  std::vector<std::string> header;
  std::vector<std::vector<std::string>> rows;
};

std::vector<Table> tables() {
  std::vector<Table> out;
  std::string section;
  bool in_table = false;
  for (const auto& line : doc_lines()) {
    if (line.rfind("#", 0) == 0) section = line;
    if (line.rfind("|", 0) != 0) {
      in_table = false;
      continue;
    }
    if (!in_table) out.push_back({section, cells(line), {}});
    else if (line.find("---") == std::string::npos) out.back().rows.push_back(cells(line));
    in_table = true;
  }
  return out;
}

const Table& table(const std::string& section, const std::string& first_column) {
  static const std::vector<Table> all = tables();
  for (const Table& one : all)
    if (one.section == section && !one.header.empty() && one.header[0] == first_column) return one;
  FAIL("no table headed '" << first_column << "' under '" << section << "'");
  return all.front();
}

std::set<std::string> as_set(const std::vector<std::string>& words) { return {words.begin(), words.end()}; }

// The entries a case-table row's 'for' cell names: "all", "all but `x`", or
// a list of "solve entries" (those that solve, as the 'expect' table has
// them) and `entry` names.
std::set<std::string> entries_for(const std::string& cell, const harness::FormatKeys& keys) {
  std::set<std::string> all, solving;
  for (const auto& entry : keys.entries) {
    all.insert(entry.entry);
    if (as_set(entry.expect).count("solvable")) solving.insert(entry.entry);
  }
  if (cell == "all") return all;
  if (cell.rfind("all but ", 0) == 0) {
    for (const auto& left_out : backticked(cell)) all.erase(left_out);
    return all;
  }
  std::set<std::string> out;
  std::stringstream parts(cell);
  for (std::string part; std::getline(parts, part, ',');) {
    part.erase(0, part.find_first_not_of(' '));
    const auto named = part == "solve entries" ? solving : backticked(part);
    CAPTURE(cell);
    CHECK(named.size() > 0);
    out.insert(named.begin(), named.end());
  }
  return out;
}

}  // namespace

TEST_CASE("every yaml block of the case format doc is a whole file or a list of cases, and loads",
          "[case_format_doc]") {
  const auto blocks = yaml_blocks();
  CHECK(blocks.size() >= 3);
  for (const Block& block : blocks) {
    CAPTURE(block.line);
    CHECK((block.kind.empty() || block.kind == "cases"));
  }
  CHECK(loaded_examples().size() == blocks.size());
}

TEST_CASE("every case in the case format doc agrees with the references, sessions replayed",
          "[case_format_doc][process]") {
  harness::CheckOptions options;
  options.time_limits = false;  // the next test times them
  options.replay_session = [](const harness::Case&, const harness::SessionExpect& session) {
    const auto run = harness::run_helper_program(std::string(BINARY_DIR) + "/sudoku-helper", session.input);
    const auto result = harness::compare_transcript(run.output, session.input, session.screen);
    return harness::SessionReplay{result.mismatch ? std::optional(to_text(*result.mismatch)) : std::nullopt};
  };
  harness::CheckSummary summary;
  for (const auto& file : loaded_examples()) harness::check_case_file(file, options, summary);
  CHECK(messages(summary) == std::vector<std::string>{});
  CHECK(summary.not_replayed == 0);
  CHECK(summary.cases >= 6);
}

TEST_CASE("the case format doc's time_check examples hold when the references are timed", "[case_format_doc][slow]") {
  harness::CheckSummary summary;
  for (const auto& file : loaded_examples())
    for (const auto& one : file.cases)
      if (one.limits.time_check) harness::check_case(one, {}, summary);
  CHECK(messages(summary) == std::vector<std::string>{});
  CHECK(summary.timings >= 1);
}

TEST_CASE("each error the case format doc shows is a fixture's message", "[case_format_doc]") {
  const std::string fixtures = std::string(SOURCE_DIR) + "/tests/fixtures/cases/";
  std::set<std::string> found;  // "line:column: message"
  for (const auto& error : harness::load_case_files(harness::find_case_files({fixtures})).errors) {
    const std::string what = error.what();
    found.insert(what.substr(what.find(':', fixtures.size()) + 1));
  }
  const auto lines = doc_lines();
  const auto errors = std::find(lines.begin(), lines.end(), "## Errors");
  REQUIRE(errors != lines.end());
  const auto block = std::find(errors, lines.end(), "```");
  int shown = 0;
  for (auto line = block + 1; line != lines.end() && *line != "```"; ++line, ++shown) {
    CAPTURE(*line);
    REQUIRE(line->rfind("cases/x.yaml:", 0) == 0);
    CHECK(found.count(line->substr(13)) == 1);
  }
  CHECK(shown >= 7);
}

TEST_CASE("each place in cases/ the case format doc quotes is where that case starts", "[case_format_doc]") {
  // "cases/htdp.yaml:114:5: case 'solve BD6': ..."; cases/x.yaml stands for any file.
  const std::regex place(R"(cases/(\w+)\.yaml:(\d+):(\d+): case '([^']+)')");
  int quoted_places = 0;
  for (const auto& line : doc_lines())
    for (std::sregex_iterator it(line.begin(), line.end(), place), end; it != end; ++it) {
      const std::smatch& found = *it;
      if (found[1] == "x") continue;
      ++quoted_places;
      CAPTURE(found[0].str());
      const auto file = harness::load_case_file(std::string(SOURCE_DIR) + "/cases/" + found[1].str() + ".yaml");
      const auto named = std::find_if(file.cases.begin(), file.cases.end(),
                                      [&](const harness::Case& one) { return one.name == found[4].str(); });
      REQUIRE(named != file.cases.end());
      CHECK(named->loc.line == std::stoi(found[2]));
      CHECK(named->loc.column == std::stoi(found[3]));
    }
  CHECK(quoted_places >= 2);
}

TEST_CASE("the case format doc's key tables list exactly the keys the loader accepts", "[case_format_doc]") {
  const harness::FormatKeys keys = harness::format_keys();

  const Table& file = table("## A file", "key");
  std::set<std::string> file_keys;
  for (const auto& row : file.rows) {
    const auto named = backticked(row.front());
    file_keys.insert(named.begin(), named.end());
    if (named.count("defaults")) CHECK(backticked(row.back()) == as_set(keys.defaults));
  }
  CHECK(file_keys == as_set(keys.file));

  // Each key of the case table, for the entries its 'for' cell names.
  const Table& case_table = table("## A case", "key");
  REQUIRE(case_table.header.size() >= 3);
  REQUIRE(case_table.header[2] == "for");
  std::map<std::string, std::set<std::string>> documented;  // entry -> keys
  for (const auto& row : case_table.rows)
    for (const auto& entry : entries_for(row[2], keys))
      for (const auto& key : backticked(row.front())) documented[entry].insert(key);

  const Table& expect = table("## A case", "entry");
  REQUIRE(expect.header.size() >= 2);
  REQUIRE(expect.header[1] == "keys");
  std::map<std::string, std::set<std::string>> documented_expect;
  for (const auto& row : expect.rows)
    for (const auto& entry : backticked(row[0])) documented_expect[entry] = backticked(row[1]);

  for (const auto& entry : keys.entries) {
    CAPTURE(entry.entry);
    CHECK(documented[entry.entry] == as_set(entry.keys));
    CHECK(documented_expect[entry.entry] == as_set(entry.expect));
  }
  CHECK(documented.size() == keys.entries.size());
  CHECK(documented_expect.size() == keys.entries.size());
}
