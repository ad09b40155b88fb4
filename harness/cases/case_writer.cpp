#include "cases/case_writer.h"

#include <yaml-cpp/yaml.h>

#include "base/overloaded.h"
#include "grid_format.h"

namespace harness {
namespace {

const char* reference_word(Reference reference) {
  return reference == Reference::FewestFirst ? "fewest_first" : "reading_order";
}

// Every string double-quoted: a plain scalar could read back as a number, a
// boolean or null ("~", "true", "1e3"), which the loader refuses as text.
void text(YAML::Emitter& out, const char* key, const std::string& value) {
  out << YAML::Key << key << YAML::Value << YAML::DoubleQuoted << value;
}

// A grid as the bundled files write it: a block, one row per line.
void grid(YAML::Emitter& out, const char* key, const ref::Grid& value) {
  out << YAML::Key << key << YAML::Value << YAML::Literal << ref::format_rows(value);
}

void board(YAML::Emitter& out, const std::vector<std::vector<int>>& rows) {
  out << YAML::Key << "puzzle" << YAML::Value << YAML::BeginSeq;
  for (const auto& row : rows) out << YAML::Flow << row;
  out << YAML::EndSeq;
}

void write_case(YAML::Emitter& out, const Case& one) {
  out << YAML::BeginMap;
  text(out, "name", one.name);
  out << YAML::Key << "entry" << YAML::Value << entry_name(one.entry);
  // The entry's arguments, and the keys that sit beside them.
  std::visit(overloaded{
                 [&](const SolveExpect& solve) {
                   grid(out, "puzzle", solve.puzzle);
                   out << YAML::Key << "unchanged_on_false" << YAML::Value << solve.unchanged_on_false;
                 },
                 [&](const CountExpect& count) {
                   grid(out, "puzzle", count.puzzle);
                   out << YAML::Key << "limit" << YAML::Value << count.limit;
                 },
                 [&](const CheckExpect& check) { board(out, check.board); },
                 [&](const SessionExpect& session) { text(out, "input", session.input); },
             },
             one.expect);
  if (const auto& check = one.limits.time_check) {
    out << YAML::Key << "time_check" << YAML::Value << YAML::Flow << YAML::BeginMap;
    out << YAML::Key << "accepted" << YAML::Value << reference_word(check->accepted);
    if (check->too_slow) out << YAML::Key << "too_slow" << YAML::Value << reference_word(*check->too_slow);
    out << YAML::EndMap;
  }
  if (one.beyond_document) text(out, "beyond_document", *one.beyond_document);
  out << YAML::Key << "points" << YAML::Value << one.points;
  out << YAML::Key << "visibility" << YAML::Value << to_string(one.visibility);
  out << YAML::Key << "time_limit_ms" << YAML::Value << one.limits.time.count();
  out << YAML::Key << "memory_limit_mb" << YAML::Value << one.limits.memory_mb;
  out << YAML::Key << "process_limit" << YAML::Value << one.limits.processes;
  if (!one.tags.empty()) out << YAML::Key << "tags" << YAML::Value << YAML::Flow << one.tags;

  out << YAML::Key << "expect" << YAML::Value << YAML::BeginMap;
  std::visit(overloaded{
                 [&](const SolveExpect& solve) {
                   out << YAML::Key << "solvable" << YAML::Value << solve.solvable;
                   if (solve.solution) grid(out, "solution", *solve.solution);
                 },
                 [&](const CountExpect& count) { out << YAML::Key << "count" << YAML::Value << count.count; },
                 [&](const CheckExpect& check) { out << YAML::Key << "valid" << YAML::Value << check.valid; },
                 [&](const SessionExpect& session) { text(out, "screen", session.screen); },
             },
             one.expect);
  out << YAML::EndMap << YAML::EndMap;
}

bool same(const std::optional<TimeCheck>& a, const std::optional<TimeCheck>& b) {
  if (!a || !b) return !a && !b;
  return a->accepted == b->accepted && a->too_slow == b->too_slow;
}

bool same(const CaseLimits& a, const CaseLimits& b) {
  return a.time == b.time && a.memory_mb == b.memory_mb && a.processes == b.processes &&
         same(a.time_check, b.time_check);
}

bool same(const Expect& a, const Expect& b) {
  if (a.index() != b.index()) return false;
  return std::visit(overloaded{
                        [&](const SolveExpect& x) {
                          const auto& y = std::get<SolveExpect>(b);
                          return x.puzzle == y.puzzle && x.solvable == y.solvable && x.solution == y.solution &&
                                 x.unchanged_on_false == y.unchanged_on_false;
                        },
                        [&](const CountExpect& x) {
                          const auto& y = std::get<CountExpect>(b);
                          return x.puzzle == y.puzzle && x.limit == y.limit && x.count == y.count;
                        },
                        [&](const CheckExpect& x) {
                          const auto& y = std::get<CheckExpect>(b);
                          return x.board == y.board && x.valid == y.valid;
                        },
                        [&](const SessionExpect& x) {
                          const auto& y = std::get<SessionExpect>(b);
                          return x.input == y.input && x.screen == y.screen;
                        },
                    },
                    a);
}

}  // namespace

std::string case_file_yaml(const CaseFile& file) {
  YAML::Emitter out;
  out.SetBoolFormat(YAML::TrueFalseBool);
  out << YAML::BeginMap;
  text(out, "title", file.title);
  text(out, "source", file.source);
  // One document, one algorithm: every case of a loaded file has its file's.
  const Algorithm algorithm = file.cases.empty() ? Algorithm::ReadingOrder : file.cases.front().algorithm;
  out << YAML::Key << "algorithm" << YAML::Value
      << (algorithm == Algorithm::BruteForce ? "brute_force" : "reading_order");
  out << YAML::Key << "fresh_visibility" << YAML::Value << to_string(file.fresh_visibility);
  out << YAML::Key << "hidden_details" << YAML::Value
      << (file.hidden_details == HiddenDetails::AfterPublished ? "after_published" : "never");
  out << YAML::Key << "defaults" << YAML::Value << YAML::Flow << YAML::BeginMap << YAML::EndMap;
  out << YAML::Key << "cases" << YAML::Value << YAML::BeginSeq;
  for (const Case& one : file.cases) write_case(out, one);
  out << YAML::EndSeq << YAML::EndMap;
  return std::string(out.c_str()) + "\n";
}

bool same_case_file(const CaseFile& a, const CaseFile& b) {
  if (a.title != b.title || a.source != b.source || a.fresh_visibility != b.fresh_visibility ||
      a.hidden_details != b.hidden_details || a.cases.size() != b.cases.size())
    return false;
  for (std::size_t i = 0; i < a.cases.size(); ++i) {
    const Case& x = a.cases[i];
    const Case& y = b.cases[i];
    if (x.name != y.name || x.entry != y.entry || !same(x.expect, y.expect) || x.points != y.points ||
        x.visibility != y.visibility || !same(x.limits, y.limits) || x.tags != y.tags ||
        x.algorithm != y.algorithm || x.beyond_document != y.beyond_document)
      return false;
  }
  return true;
}

}  // namespace harness
