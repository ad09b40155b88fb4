#include "cases/case_loader.h"

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <map>
#include <utility>

#include "base/overloaded.h"
#include "base/read_file.h"
#include "base/utf8.h"
#include "cases/yaml_aliases.h"
#include "cases/yaml_load.h"
#include "cases/yaml_reader.h"

namespace harness {
namespace {

/*** The schema ***/

const std::vector<std::string> kFileKeys = {"title",        "source",           "language",
                                            "algorithm",    "fresh_visibility", "hidden_details",
                                            "time_factors", "defaults",         "cases"};
const std::vector<std::string> kDefaultKeys = {"time_limit_ms", "memory_limit_mb", "process_limit", "points",
                                               "fresh_process"};
const std::vector<std::string> kCommonKeys = {"name",       "entry",         "expect",          "points",
                                              "visibility", "time_limit_ms", "memory_limit_mb", "process_limit",
                                              "tags",       "fresh_process", "document_cpu_ms"};
const std::vector<std::string> kEntryKeys = {"puzzle",     "limit",          "input", "unchanged_on_false",
                                             "time_check", "beyond_document"};
const std::vector<std::string> kExpectKeys = {"solvable", "solution", "count", "valid", "screen"};
const std::vector<std::string> kReferences = {"fewest_first", "reading_order"};
const std::vector<std::string> kAlgorithms = {"reading_order", "brute_force"};  // Algorithm's order
const std::vector<std::string> kTags = {"big"};
const std::vector<std::string> kHiddenDetails = {"never", "after_published"};  // HiddenDetails' order
constexpr std::int64_t kMaxLimit = 1000000;

std::vector<std::string> with(std::vector<std::string> base, const std::vector<std::string>& more) {
  base.insert(base.end(), more.begin(), more.end());
  return base;
}

// The entry names in the table's order, as 'entry' may spell them.
std::vector<std::string> entry_names() {
  std::vector<std::string> names;
  for (const sudoku::EntryRow& row : sudoku::kEntries) names.push_back(row.name);
  return names;
}

// The keys, beyond the common ones, that each entry takes: its arguments,
// then the options of its check.
std::vector<std::string> entry_keys(Entry entry) {
  const sudoku::EntryRow& row = sudoku::entry_row(entry);
  std::vector<std::string> keys;
  switch (row.takes) {
    case sudoku::Takes::Grid: keys = {"puzzle"}; break;
    case sudoku::Takes::GridAndLimit: keys = {"puzzle", "limit"}; break;
    case sudoku::Takes::ConstBoard: keys = {"puzzle"}; break;
    case sudoku::Takes::TypedLines: keys = {"input"}; break;
  }
  if (row.check == sudoku::Check::Solution) keys = with(keys, {"unchanged_on_false", "time_check"});
  // The entries a document's algorithm answers (cases/yardstick.h).
  if (row.check == sudoku::Check::Solution || row.check == sudoku::Check::Count) keys = with(keys, {"beyond_document"});
  return keys;
}

std::vector<std::string> expect_keys(Entry entry) {
  switch (sudoku::entry_row(entry).check) {
    case sudoku::Check::Solution: return {"solvable", "solution"};
    case sudoku::Check::Count: return {"count"};
    case sudoku::Check::BoardVerdict: return {"valid"};
    case sudoku::Check::Screen: return {"screen"};
  }
  return {};
}

// " (only count_solutions takes it)", or "" for a key no entry takes.
std::string entries_taking(const std::string& key) {
  std::vector<std::string> takers;
  for (const sudoku::EntryRow& row : sudoku::kEntries) {
    const auto keys = with(entry_keys(row.entry), expect_keys(row.entry));
    if (std::find(keys.begin(), keys.end(), key) != keys.end()) takers.push_back(row.name);
  }
  if (takers.empty()) return "";
  return " (only " + joined(takers) + (takers.size() == 1 ? " takes" : " take") + " it)";
}

CaseLimits read_limits(const Reader& in, const YAML::Node& map, CaseLimits limits) {
  if (const YAML::Node node = map["time_limit_ms"])
    limits.time = std::chrono::milliseconds(in.integer(node, "time_limit_ms", 1, 600000));
  if (const YAML::Node node = map["memory_limit_mb"]) limits.memory_mb = in.integer(node, "memory_limit_mb", 1, 65536);
  if (const YAML::Node node = map["process_limit"])
    limits.processes = static_cast<int>(in.integer(node, "process_limit", 1, 4096));
  return limits;
}

TimeCheck read_time_check(const Reader& in, const YAML::Node& node) {
  if (!node.IsMap())
    fail(in.at(node), "'time_check' must be a map with 'accepted' and 'too_slow', found {}", described(node));
  in.check_keys(node, {"accepted", "too_slow"}, {}, "'time_check'");
  const std::string owner = "'time_check'";
  TimeCheck check{static_cast<Reference>(in.choice(in.require(node, "accepted", owner), "accepted", kReferences)),
                  std::nullopt};
  if (const YAML::Node too_slow = node["too_slow"])
    check.too_slow = static_cast<Reference>(in.choice(too_slow, "too_slow", kReferences));
  return check;
}

/*** The file's own language factors (docs/case-format.md, "Time factors") ***/

// The --language words whose limits a factor scales: C++ is what the limits
// are set in, and an executable has no factor (lang/language.h's rows say the
// same: tests/harness/lang/language_test.cpp holds the two lists together).
const std::vector<std::string> kFactorLanguages = {"python", "java", "racket"};

std::map<std::string, double> read_time_factors(const Reader& in, const YAML::Node& node) {
  if (!node.IsMap() || node.size() == 0)
    fail(in.at(node), "'time_factors' must be a map of languages to factors (python: 2), found {}", described(node));
  std::map<std::string, double> factors;
  for (const auto& pair : node) {
    const std::string language = pair.first.Scalar();
    if (std::find(kFactorLanguages.begin(), kFactorLanguages.end(), language) == kFactorLanguages.end())
      fail(in.at(pair.first), "'time_factors' has no language '{}'{}: it takes {}", language,
           did_you_mean(language, kFactorLanguages), joined(kFactorLanguages));
    double factor = 0;
    try {
      factor = pair.second.as<double>();
    } catch (const YAML::Exception&) {
      fail(in.at(pair.second), "the time factor of {} must be a number, found {}", language, described(pair.second));
    }
    if (!(factor >= 0.1 && factor <= 100))
      fail(in.at(pair.second), "the time factor of {} must be from 0.1 to 100, found {}", language,
           pair.second.Scalar());
    factors[language] = factor;
  }
  return factors;
}

// A case's 'document_cpu_ms': the document-style program's CPU time on it, by language.
std::map<std::string, std::chrono::milliseconds> read_document_cpu(const Reader& in, const YAML::Node& node) {
  if (!node.IsMap() || node.size() == 0)
    fail(in.at(node), "'document_cpu_ms' must be a map of languages to milliseconds (python: 120), found {}",
         described(node));
  std::map<std::string, std::chrono::milliseconds> times;
  for (const auto& pair : node) {
    const std::string language = pair.first.Scalar();
    if (std::find(kFactorLanguages.begin(), kFactorLanguages.end(), language) == kFactorLanguages.end())
      fail(in.at(pair.first), "'document_cpu_ms' has no language '{}'{}: it takes {}", language,
           did_you_mean(language, kFactorLanguages), joined(kFactorLanguages));
    times[language] = std::chrono::milliseconds(in.integer(pair.second, "document_cpu_ms", 0, 600000));
  }
  return times;
}

/*** The yardstick's keys (docs/case-format.md, "The document's algorithm") ***/

// A reason is required: the key exempts the case from its document's
// algorithm, and the next person to edit the case must know why.
std::string read_beyond_document(const Reader& in, const YAML::Node& node) {
  std::string reason = in.text(node, "beyond_document");
  if (reason.find_first_not_of(" \t\n") == std::string::npos)
    fail(in.at(node), "'beyond_document' must say why the case asks more than its document");
  return reason;
}

Algorithm read_algorithm(const Reader& in, const YAML::Node& root) {
  const YAML::Node node = root["algorithm"];
  if (!node) return Algorithm::ReadingOrder;
  return static_cast<Algorithm>(in.choice(node, "algorithm", kAlgorithms));
}

// The alternative for a check kind: Expect's order is sudoku::Check's (case.h).
template <std::size_t... kinds>
Expect blank_expect(sudoku::Check check, std::index_sequence<kinds...>) {
  static const Expect blanks[] = {Expect(std::in_place_index<kinds>)...};
  return blanks[static_cast<std::size_t>(check)];
}

Expect read_expect(const Reader& in, const YAML::Node& map, Entry entry, const std::string& owner) {
  const YAML::Node expect = in.require(map, "expect", owner);
  if (!expect.IsMap()) fail(in.at(expect), "'expect' must be a map, found {}", described(expect));
  in.check_keys(expect, expect_keys(entry), kExpectKeys, fmt::format("the 'expect' of a '{}' case", entry_name(entry)));
  const std::string expect_owner = owner + "'s 'expect'";
  const sudoku::EntryRow& row = sudoku::entry_row(entry);

  Expect out = blank_expect(row.check, std::make_index_sequence<std::variant_size_v<Expect>>());
  std::visit(overloaded{
                 [&](SolveExpect& solve) {
                   solve.puzzle = in.grid(in.require(map, "puzzle", owner), "puzzle");
                   solve.solvable = in.boolean(in.require(expect, "solvable", expect_owner), "solvable");
                   if (const YAML::Node node = expect["solution"]) {
                     if (!solve.solvable) fail(in.at(node), "'solution' given but 'solvable' is false");
                     solve.solution = in.grid(node, "solution");
                     if (solve.solution->size() != solve.puzzle.size())
                       fail(in.at(node), "'solution' is {0}x{0} but the puzzle is {1}x{1}", solve.solution->size(),
                            solve.puzzle.size());
                   }
                   solve.unchanged_on_false = row.unchanged_on_false;
                   if (const YAML::Node node = map["unchanged_on_false"])
                     solve.unchanged_on_false = in.boolean(node, "unchanged_on_false");
                 },
                 [&](CountExpect& count) {
                   count.puzzle = in.grid(in.require(map, "puzzle", owner), "puzzle");
                   count.limit = in.integer(in.require(map, "limit", owner), "limit", 1, kMaxLimit);
                   const YAML::Node node = in.require(expect, "count", expect_owner);
                   count.count = in.integer(node, "count", 0, kMaxLimit);
                   if (count.count > count.limit)
                     fail(in.at(node), "'count' {} is more than 'limit' {}: {} never returns more", count.count,
                          count.limit, entry_name(entry));
                 },
                 [&](CheckExpect& check) {
                   check.board = in.board(in.require(map, "puzzle", owner), "puzzle");
                   check.valid = in.boolean(in.require(expect, "valid", expect_owner), "valid");
                 },
                 [&](SessionExpect& session) {
                   session.input = in.text(in.require(map, "input", owner), "input");
                   session.screen = in.text(in.require(expect, "screen", expect_owner), "screen");
                 },
             },
             out);
  return out;
}

Case read_case(const Reader& in, const YAML::Node& map, std::size_t number, const Case& defaults) {
  if (!map.IsMap()) fail(in.at(map), "case {} must be a map, found {}", number, described(map));
  const std::string unnamed = fmt::format("case {}", number);
  // Unknown keys first, so a misspelt 'name' or 'entry' is reported as such.
  for (const auto& key : kExpectKeys)
    if (const YAML::Node misplaced = map[key]) fail(in.at(misplaced), "key '{}' belongs under 'expect'", key);
  in.check_keys(map, with(kCommonKeys, kEntryKeys), {"algorithm", "hidden_details", "time_factors"},
                "a case, but to its file");
  Case out = defaults;
  out.loc = in.at(map);
  out.name = in.text(in.require(map, "name", unnamed), "name");
  if (out.name.empty()) fail(in.at(map["name"]), "'name' must not be empty");
  const std::string owner = "case '" + out.name + "'";
  out.entry = static_cast<Entry>(in.choice(in.require(map, "entry", owner), "entry", entry_names()));
  in.check_keys(map, with(kCommonKeys, entry_keys(out.entry)), kEntryKeys,
                fmt::format("a '{}' case", entry_name(out.entry)));
  out.expect = read_expect(in, map, out.entry, owner);

  if (const YAML::Node node = map["points"]) out.points = static_cast<int>(in.integer(node, "points", 0, 1000));
  if (const YAML::Node node = map["visibility"])
    out.visibility = static_cast<Visibility>(
        in.choice(node, "visibility", {to_string(Visibility::Visible), to_string(Visibility::Hidden)}));
  out.limits = read_limits(in, map, defaults.limits);
  if (const YAML::Node node = map["time_check"]) out.limits.time_check = read_time_check(in, node);
  if (const YAML::Node node = map["beyond_document"]) out.beyond_document = read_beyond_document(in, node);
  if (const YAML::Node node = map["fresh_process"]) out.fresh_process = in.boolean(node, "fresh_process");
  if (const YAML::Node node = map["document_cpu_ms"]) out.document_cpu = read_document_cpu(in, node);
  if (const YAML::Node node = map["tags"]) {
    if (!node.IsSequence()) fail(in.at(node), "'tags' must be a list, found {}", described(node));
    for (const auto& tag : node) out.tags.push_back(kTags[in.choice(tag, "tags", kTags)]);
  }
  return out;
}

Case read_defaults(const Reader& in, const YAML::Node& node) {
  if (!node.IsMap()) fail(in.at(node), "'defaults' must be a map, found {}", described(node));
  in.check_keys(node, kDefaultKeys, kCommonKeys, "'defaults'");
  Case defaults;
  defaults.limits = read_limits(in, node, defaults.limits);
  if (const YAML::Node points = node["points"])
    defaults.points = static_cast<int>(in.integer(points, "points", 0, 1000));
  if (const YAML::Node fresh = node["fresh_process"]) defaults.fresh_process = in.boolean(fresh, "fresh_process");
  return defaults;
}

CaseFile read_case_file(Reader& in, const std::string& text, const std::string& path) {
  const YAML::Node root = load_yaml(text, path);
  const char* shape = "a map with 'title', 'source', 'defaults' and 'cases'";
  if (!root.IsDefined() || root.IsNull()) fail({path, 1, 1}, "the file is empty; expected {}", shape);
  if (!root.IsMap()) fail(in.at(root), "expected {}, found {}", shape, described(root));
  in.check_keys(root, kFileKeys, with(kCommonKeys, kEntryKeys), "the file's top level");

  CaseFile out;
  out.path = path;
  out.title = in.text(in.require(root, "title", "the file"), "title");
  out.source = in.text(in.require(root, "source", "the file"), "source");
  // The languages a document can be written in: those a student hands in
  // source of (an executable is no document's language).
  if (const YAML::Node node = root["language"]) {
    const std::vector<std::string> languages = {"cpp", "python", "java", "racket"};
    out.language = languages[in.choice(node, "language", languages)];
  }
  Case defaults = read_defaults(in, in.require(root, "defaults", "the file"));
  defaults.algorithm = read_algorithm(in, root);
  if (const YAML::Node node = root["time_factors"]) defaults.limits.language_factors = read_time_factors(in, node);
  if (const YAML::Node node = root["fresh_visibility"])
    out.fresh_visibility = static_cast<Visibility>(
        in.choice(node, "fresh_visibility", {to_string(Visibility::Visible), to_string(Visibility::Hidden)}));
  if (const YAML::Node node = root["hidden_details"])
    out.hidden_details = static_cast<HiddenDetails>(in.choice(node, "hidden_details", kHiddenDetails));
  const YAML::Node cases = in.require(root, "cases", "the file");
  if (!cases.IsSequence() || cases.size() == 0)
    fail(in.at(cases), "'cases' must be a non-empty list of cases, found {}", described(cases));

  std::map<std::string, int> first_line;
  for (std::size_t i = 0; i < cases.size(); ++i) {
    in.reading_case(i);
    Case one = read_case(in, cases[i], i + 1, defaults);
    if (auto [it, fresh] = first_line.emplace(one.name, one.loc.line); !fresh)
      fail(in.at(cases[i]["name"]), "duplicate case name '{}' (first used at line {})", one.name, it->second);
    out.cases.push_back(std::move(one));
  }
  return out;
}

}  // namespace

CaseFile parse_case_file(const std::string& text, const std::string& path) {
  // YAML is Unicode; yaml-cpp would pass other bytes through, and a name or a
  // screen holding them could neither be shown as written nor written back.
  if (const auto bad = first_invalid_utf8(text)) {
    const std::string_view before(text.data(), *bad);
    const std::size_t newline = before.rfind('\n');
    const auto line = static_cast<int>(std::count(before.begin(), before.end(), '\n')) + 1;
    const auto column = static_cast<int>(newline == std::string_view::npos ? *bad + 1 : *bad - newline);
    fail({path, line, column}, "byte 0x{:02X} is not UTF-8: save the file as UTF-8",
         static_cast<unsigned char>(text[*bad]));
  }
  // Anchors and aliases are scanned first: the scan has the clearer message
  // for an alias without its anchor, and the reader needs it to place errors.
  const YamlAliases aliases(text, path);
  Reader in(path, aliases, entries_taking);
  try {
    return read_case_file(in, text, path);
  } catch (const Error& e) {
    const std::string note = aliases.note_at(e.loc);
    if (note.empty()) throw;
    throw Error(e.loc, e.message + note);
  }
}

FormatKeys format_keys() {
  FormatKeys out{kFileKeys, kDefaultKeys, {}};
  for (const sudoku::EntryRow& row : sudoku::kEntries)
    out.entries.push_back({row.name, with(kCommonKeys, entry_keys(row.entry)), expect_keys(row.entry)});
  return out;
}

CaseFile load_case_file(const std::string& path) { return parse_case_file(read_file(path), path); }

std::vector<std::string> find_case_files(const std::vector<std::string>& paths) {
  namespace fs = std::filesystem;
  std::vector<std::string> files;
  for (const auto& path : paths) {
    std::error_code error;
    if (!fs::is_directory(path, error)) {
      if (!fs::exists(path, error)) fail({path, 0, 0}, "no such file or directory");
      files.push_back(path);
      continue;
    }
    std::vector<std::string> found;
    for (const auto& item : fs::directory_iterator(path, error)) {
      const std::string extension = item.path().extension().string();
      if (item.is_regular_file() && (extension == ".yaml" || extension == ".yml"))
        found.push_back((fs::path(path) / item.path().filename()).string());
    }
    if (found.empty()) fail({path, 0, 0}, "no case files (*.yaml) in this directory");
    std::sort(found.begin(), found.end());
    files.insert(files.end(), found.begin(), found.end());
  }
  // A file graded twice would count its points twice, and its results could
  // not be told apart in a report (they carry the same path).
  std::map<fs::path, std::string> first_named;
  for (const auto& file : files) {
    std::error_code error;
    const auto [it, fresh] = first_named.emplace(fs::weakly_canonical(file, error), file);
    if (!fresh) fail({file, 0, 0}, "this case file is named twice (first as {})", it->second);
  }
  return files;
}

LoadedCases load_case_files(const std::vector<std::string>& files) {
  LoadedCases out;
  for (const auto& path : files) {
    try {
      out.files.push_back(load_case_file(path));
    } catch (const Error& e) {
      out.errors.push_back(e);
    } catch (const std::exception& e) {
      // A yaml-cpp failure outside parsing must still name its file, not end the run.
      out.errors.emplace_back(SourceLoc{path, 0, 0}, e.what());
    }
  }
  return out;
}

std::vector<CaseFile> load_cases_or_fail(const std::vector<std::string>& paths) {
  LoadedCases loaded = load_case_files(find_case_files(paths));
  for (const auto& error : loaded.errors) std::cerr << "sudoku-grade: error: " << error.what() << "\n";
  if (!loaded.errors.empty()) fail({}, "{} case file(s) could not be read; nothing was graded", loaded.errors.size());
  return std::move(loaded.files);
}

}  // namespace harness
