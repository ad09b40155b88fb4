#include "cases/case_writer.h"

#include <algorithm>

#include <yaml-cpp/yaml.h>

#include "base/error.h"
#include "base/overloaded.h"
#include "base/printable.h"
#include "base/utf8.h"
#include "grid_format.h"

namespace harness {
namespace {

const char* reference_word(Reference reference) {
  return reference == Reference::FewestFirst ? "fewest_first" : "reading_order";
}

// A literal block ('|') reads back the same text when its lines hold no
// control character, it ends in one newline (the block's clip keeps one) and
// its first line starts with no space (the block takes its indentation from
// that line). U+0085, U+2028, U+2029 and a byte order mark read back too, but
// YAML 1.1 readers and editors take them for line breaks or nothing: escaped,
// they are seen.
bool fits_literal(std::string_view text) {
  if (text.size() < 2 || text.back() != '\n' || text[text.size() - 2] == '\n') return false;
  if (text.front() == ' ' || text.front() == '\n') return false;
  for (std::size_t i = 0; i < text.size();) {
    char32_t code = 0;
    const std::size_t length = utf8_length(text, i, code);
    if (length == 0) return false;
    const bool control = (code < 0x20 && code != '\n') || (code >= 0x7F && code <= 0x9F);
    if (control || code == 0x2028 || code == 0x2029 || code == 0xFEFF) return false;
    i += length;
  }
  return true;
}

// Every case's writing goes through here: the texts are checked, the keys
// the loader would fill in the same way are left out.
class CaseEmitter {
 public:
  CaseEmitter() { out_.SetBoolFormat(YAML::TrueFalseBool); }

  YAML::Emitter& out() { return out_; }

  void check() const {
    if (!out_.good()) fault({}, "internal error: the case file could not be written: {}", out_.GetLastError());
  }

  // A text as a literal block where it reads back the same (the last newline
  // is left to the block's clip, so no blank line follows it); else
  // double-quoted, since a plain scalar could read back as a number, a
  // boolean or null ("~", "true", "1e3"), which the loader refuses as text.
  void text(const std::string& owner, const char* key, const std::string& value) {
    if (const auto bad = first_invalid_utf8(value))
      fail({}, "{}: '{}' holds byte 0x{:02X} (at byte {}), which is not UTF-8: a case file holds UTF-8 text only",
           owner, key, static_cast<unsigned char>(value[*bad]), *bad);
    out_ << YAML::Key << key << YAML::Value;
    if (fits_literal(value)) out_ << YAML::Literal << value.substr(0, value.size() - 1);
    else out_ << YAML::DoubleQuoted << value;
  }

  // A grid as the bundled files write it: a block, one row per line.
  void grid(const char* key, const ref::Grid& value) {
    out_ << YAML::Key << key << YAML::Value << YAML::Literal;
    const std::string rows = ref::format_rows(value);
    out_ << rows.substr(0, rows.size() - 1);
  }

  template <typename T>
  void value(const char* key, const T& value) {
    out_ << YAML::Key << key << YAML::Value << value;
  }

  // `base` holds what the loader gives a case that leaves a key out: its
  // file's defaults, or the loader's own.
  void write_case(const Case& one, const Case& base, const std::string& comment);

 private:
  YAML::Emitter out_;
};

void CaseEmitter::write_case(const Case& one, const Case& base, const std::string& comment) {
  const std::string owner = "case '" + printable_line(one.name) + "'";
  out_ << YAML::BeginMap;
  text(owner, "name", one.name);
  value("entry", entry_name(one.entry));
  if (!comment.empty()) out_ << YAML::Comment(comment);
  // The entry's arguments, and the keys that sit beside them.
  std::visit(overloaded{
                 [&](const SolveExpect& solve) {
                   grid("puzzle", solve.puzzle);
                   if (solve.unchanged_on_false != sudoku::entry_row(one.entry).unchanged_on_false)
                     value("unchanged_on_false", solve.unchanged_on_false);
                 },
                 [&](const CountExpect& count) {
                   grid("puzzle", count.puzzle);
                   value("limit", count.limit);
                 },
                 [&](const CheckExpect& check) {
                   out_ << YAML::Key << "puzzle" << YAML::Value << YAML::BeginSeq;
                   for (const auto& row : check.board) out_ << YAML::Flow << row;
                   out_ << YAML::EndSeq;
                 },
                 [&](const SessionExpect& session) { text(owner, "input", session.input); },
             },
             one.expect);
  if (const auto& check = one.limits.time_check) {
    out_ << YAML::Key << "time_check" << YAML::Value << YAML::Flow << YAML::BeginMap;
    value("accepted", reference_word(check->accepted));
    if (check->too_slow) value("too_slow", reference_word(*check->too_slow));
    out_ << YAML::EndMap;
  }
  if (one.beyond_document) text(owner, "beyond_document", *one.beyond_document);
  if (one.points != base.points) value("points", one.points);
  if (one.visibility != base.visibility) value("visibility", to_string(one.visibility));
  if (one.limits.time != base.limits.time) value("time_limit_ms", one.limits.time.count());
  if (one.limits.memory_mb != base.limits.memory_mb) value("memory_limit_mb", one.limits.memory_mb);
  if (one.limits.processes != base.limits.processes) value("process_limit", one.limits.processes);
  if (!one.tags.empty()) out_ << YAML::Key << "tags" << YAML::Value << YAML::Flow << one.tags;

  out_ << YAML::Key << "expect" << YAML::Value << YAML::BeginMap;
  std::visit(overloaded{
                 [&](const SolveExpect& solve) {
                   value("solvable", solve.solvable);
                   if (solve.solution) grid("solution", *solve.solution);
                 },
                 [&](const CountExpect& count) { value("count", count.count); },
                 [&](const CheckExpect& check) { value("valid", check.valid); },
                 [&](const SessionExpect& session) { text(owner, "screen", session.screen); },
             },
             one.expect);
  out_ << YAML::EndMap << YAML::EndMap;
}

// The limits and points every case shares, for 'defaults'; where the cases
// differ, the loader's own.
Case shared_defaults(const std::vector<Case>& cases) {
  Case shared;
  if (cases.empty()) return shared;
  const Case& first = cases.front();
  const auto all = [&](auto field) {
    return std::all_of(cases.begin(), cases.end(), [&](const Case& c) { return field(c) == field(first); });
  };
  if (all([](const Case& c) { return c.limits.time; })) shared.limits.time = first.limits.time;
  if (all([](const Case& c) { return c.limits.memory_mb; })) shared.limits.memory_mb = first.limits.memory_mb;
  if (all([](const Case& c) { return c.limits.processes; })) shared.limits.processes = first.limits.processes;
  if (all([](const Case& c) { return c.points; })) shared.points = first.points;
  return shared;
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

std::string case_file_yaml(const CaseFile& file, const CaseFileComments& comments) {
  CaseEmitter emitter;
  YAML::Emitter& out = emitter.out();
  if (!comments.file.empty()) {
    std::string lines;
    for (const auto& line : comments.file) lines += (lines.empty() ? "" : "\n") + line;
    out << YAML::Comment(lines);
  }
  out << YAML::BeginMap;
  emitter.text("the file", "title", file.title);
  emitter.text("the file", "source", file.source);
  if (!file.language.empty()) emitter.value("language", file.language);
  // One document, one algorithm: every case of a loaded file has its file's.
  const Algorithm algorithm = file.cases.empty() ? Algorithm::ReadingOrder : file.cases.front().algorithm;
  emitter.value("algorithm", algorithm == Algorithm::BruteForce ? "brute_force" : "reading_order");
  const CaseFile loader_default;
  if (file.fresh_visibility != loader_default.fresh_visibility)
    emitter.value("fresh_visibility", to_string(file.fresh_visibility));
  if (file.hidden_details != loader_default.hidden_details)
    emitter.value("hidden_details", file.hidden_details == HiddenDetails::AfterPublished ? "after_published" : "never");
  const Case defaults = shared_defaults(file.cases);
  out << YAML::Key << "defaults" << YAML::Value << YAML::BeginMap;
  emitter.value("time_limit_ms", defaults.limits.time.count());
  emitter.value("memory_limit_mb", defaults.limits.memory_mb);
  emitter.value("process_limit", defaults.limits.processes);
  emitter.value("points", defaults.points);
  out << YAML::EndMap;
  out << YAML::Key << "cases" << YAML::Value << YAML::BeginSeq;
  for (std::size_t i = 0; i < file.cases.size(); ++i)
    emitter.write_case(file.cases[i], defaults, i < comments.cases.size() ? comments.cases[i] : "");
  out << YAML::EndSeq << YAML::EndMap;
  emitter.check();
  return std::string(out.c_str()) + "\n";
}

std::string case_item_yaml(const Case& one) {
  // Written as the only case of a file, so its indentation is a file's;
  // the line "cases:" is left for the file it goes in.
  const Case loader_defaults;
  CaseEmitter emitter;
  YAML::Emitter& out = emitter.out();
  out << YAML::BeginMap << YAML::Key << "cases" << YAML::Value << YAML::BeginSeq;
  emitter.write_case(one, loader_defaults, "");
  out << YAML::EndSeq << YAML::EndMap;
  emitter.check();
  const std::string text = out.c_str();
  return text.substr(text.find('\n') + 1) + "\n";
}

bool same_case_file(const CaseFile& a, const CaseFile& b) {
  if (a.title != b.title || a.source != b.source || a.language != b.language ||
      a.fresh_visibility != b.fresh_visibility || a.hidden_details != b.hidden_details ||
      a.cases.size() != b.cases.size())
    return false;
  for (std::size_t i = 0; i < a.cases.size(); ++i) {
    const Case& x = a.cases[i];
    const Case& y = b.cases[i];
    if (x.name != y.name || x.entry != y.entry || !same(x.expect, y.expect) || x.points != y.points ||
        x.visibility != y.visibility || !same(x.limits, y.limits) || x.tags != y.tags || x.algorithm != y.algorithm ||
        x.beyond_document != y.beyond_document)
      return false;
  }
  return true;
}

}  // namespace harness
