#include "report/json.h"

#include <cstdint>
#include <limits>

#include <nlohmann/json.hpp>

namespace harness {
namespace {

using nlohmann::json;

json picture_of(const GridPicture& picture) {
  json marks = json::array();
  for (const Mark& m : picture.marks) marks.push_back({m.row, m.col});
  return {{"puzzle", picture.puzzle}, {"grid", picture.grid}, {"marks", marks}};
}

json report_of(const GradeResult& grade) {
  json cases = json::array(), files = json::array();
  for (const auto& file : grade.files) {
    files.push_back(
        {{"path", file.path}, {"title", file.title}, {"points", file.points()}, {"max_points", file.max_points()}});
    for (const auto& c : file.cases) {
      cases.push_back({{"name", c.name},
                       {"file", file.path},
                       {"entry", entry_name(c.entry)},
                       {"verdict", to_string(c.verdict)},
                       {"points", c.points},
                       {"max_points", c.max_points},
                       {"time_ms", c.time.count()},
                       {"reason", c.reason},
                       {"hint", c.hint},
                       {"details", c.details},
                       {"visibility", to_string(c.visibility)},
                       {"tags", c.tags}});
      // Absent without a grid, so a report from before pictures reads back unchanged.
      if (c.picture) cases.back()["picture"] = picture_of(*c.picture);
      // Absent for a case that did not run, as in a report from before limits were shown.
      if (c.limit.count() > 0) {
        cases.back()["limit_ms"] = c.limit.count();
        cases.back()["limit_basis"] = c.limit_basis;
      }
    }
  }
  json report = {{"submission", grade.submission},       {"points", grade.points()}, {"max_points", grade.max_points()},
                 {"all_accepted", grade.all_accepted()}, {"files", files},           {"cases", cases}};
  // Absent when unknown, so a report written before sandboxes reads back unchanged.
  if (!grade.sandbox.empty()) report["sandbox"] = grade.sandbox;
  if (!grade.fingerprint.empty()) report["fingerprint"] = grade.fingerprint;
  if (!grade.notes.empty()) report["notes"] = grade.notes;
  // What graded it: absent when unknown, so a report written before them reads back unchanged.
  if (!grade.language.empty()) report["language"] = grade.language;
  if (!grade.harness_version.empty()) report["harness_version"] = grade.harness_version;
  if (!grade.cases_fingerprint.empty()) report["cases_fingerprint"] = grade.cases_fingerprint;
  if (!grade.graded_at.empty()) report["graded_at"] = grade.graded_at;
  if (!grade.submitted_at.empty()) report["submitted"] = {{"time", grade.submitted_at}, {"from", grade.submitted_from}};
  if (const auto& failure = grade.build_failure)
    report["build_failure"] = {{"verdict", to_string(failure->verdict)},
                               {"reason", failure->reason},
                               {"hint", failure->hint},
                               {"details", failure->details}};
  return report;
}

std::optional<Entry> entry_named(std::string_view name) {
  if (const sudoku::EntryRow* row = sudoku::find_entry(name)) return row->entry;
  return std::nullopt;
}

// Thrown for a value the writer could not have written; the reader takes it as no report.
struct NotOurs {};

// nlohmann's get<int>() casts whatever number it finds: a fraction is cut, and
// 1e121 is undefined behaviour (the fuzzer found it, tests/fuzz/corpus/report_json/).
// Only an integer that fits is read.
template <class Int>
Int integer(const json& value) {
  if (value.is_number_unsigned()) {
    const auto n = value.get<std::uint64_t>();
    if (n <= static_cast<std::uint64_t>(std::numeric_limits<Int>::max())) return static_cast<Int>(n);
  } else if (value.is_number_integer()) {
    const auto n = value.get<std::int64_t>();
    if (n >= std::numeric_limits<Int>::min() && n <= std::numeric_limits<Int>::max()) return static_cast<Int>(n);
  }
  throw NotOurs{};
}

std::vector<int> integers(const json& list) {
  std::vector<int> out;
  for (const auto& value : list.get_ref<const json::array_t&>()) out.push_back(integer<int>(value));
  return out;
}

std::vector<std::vector<int>> rows(const json& list) {
  std::vector<std::vector<int>> out;
  for (const auto& row : list.get_ref<const json::array_t&>()) out.push_back(integers(row));
  return out;
}

std::optional<GridPicture> picture_from(const json& p) {
  GridPicture picture{rows(p.at("puzzle")), rows(p.at("grid")), {}};
  for (const auto& m : p.at("marks")) {
    const auto cell = integers(m);
    if (cell.size() != 2) return std::nullopt;
    picture.marks.push_back({cell[0], cell[1]});
  }
  return picture;
}

// A missing key or a wrong type throws (nlohmann's at() and get<>()), and the
// caller takes that as no report.
std::optional<CaseResult> case_of(const json& c) {
  CaseResult out;
  out.name = c.at("name").get<std::string>();
  const auto entry = entry_named(c.at("entry").get<std::string>());
  const auto verdict = verdict_named(c.at("verdict").get<std::string>());
  const std::string visibility = c.at("visibility").get<std::string>();
  const bool hidden = visibility == to_string(Visibility::Hidden);
  if (!entry || !verdict || (!hidden && visibility != to_string(Visibility::Visible))) return std::nullopt;
  out.entry = *entry;
  out.verdict = *verdict;
  out.visibility = hidden ? Visibility::Hidden : Visibility::Visible;
  out.tags = c.at("tags").get<std::vector<std::string>>();
  out.reason = c.at("reason").get<std::string>();
  out.hint = c.at("hint").get<std::string>();
  out.details = c.at("details").get<std::string>();
  if (c.contains("picture")) {
    out.picture = picture_from(c.at("picture"));
    if (!out.picture) return std::nullopt;
  }
  out.points = integer<int>(c.at("points"));
  out.max_points = integer<int>(c.at("max_points"));
  out.time = std::chrono::milliseconds(integer<std::int64_t>(c.at("time_ms")));
  // Absent from a report written before limits were shown: read as unknown.
  if (c.contains("limit_ms")) out.limit = std::chrono::milliseconds(integer<std::int64_t>(c.at("limit_ms")));
  if (c.contains("limit_basis")) out.limit_basis = c.at("limit_basis").get<std::string>();
  return out;
}

std::optional<GradeResult> grade_of(const json& report) {
  GradeResult grade;
  grade.submission = report.at("submission").get<std::string>();
  grade.sandbox = report.value("sandbox", std::string());
  grade.fingerprint = report.value("fingerprint", std::string());
  grade.notes = report.value("notes", std::vector<std::string>());
  grade.language = report.value("language", std::string());
  grade.harness_version = report.value("harness_version", std::string());
  grade.cases_fingerprint = report.value("cases_fingerprint", std::string());
  grade.graded_at = report.value("graded_at", std::string());
  if (report.contains("submitted")) {
    grade.submitted_at = report.at("submitted").at("time").get<std::string>();
    grade.submitted_from = report.at("submitted").at("from").get<std::string>();
  }
  if (report.contains("build_failure")) {
    const json& failure = report.at("build_failure");
    const auto verdict = verdict_named(failure.at("verdict").get<std::string>());
    if (!verdict) return std::nullopt;
    grade.build_failure = Judgement{*verdict, failure.at("reason").get<std::string>(),
                                    failure.at("hint").get<std::string>(), failure.at("details").get<std::string>()};
  }
  for (const auto& file : report.at("files"))
    grade.files.push_back({file.at("path").get<std::string>(), file.at("title").get<std::string>(), {}});
  // The writer lists the cases file by file, in the files' order.
  std::size_t f = 0;
  for (const auto& c : report.at("cases")) {
    const std::string path = c.at("file").get<std::string>();
    while (f < grade.files.size() && grade.files[f].path != path) ++f;
    auto read = case_of(c);
    if (f == grade.files.size() || !read) return std::nullopt;
    grade.files[f].cases.push_back(std::move(*read));
  }
  return grade;
}

}  // namespace

std::string json_report_text(const GradeResult& grade) {
  return report_of(grade).dump(2, ' ', false, json::error_handler_t::replace) + "\n";
}

std::optional<GradeResult> grade_result_from_json(std::string_view text) {
  const json report = json::parse(text, nullptr, false);
  if (report.is_discarded()) return std::nullopt;
  try {
    auto grade = grade_of(report);
    // What the reader does not keep (an extra key, a total that disagrees with
    // the cases, a fraction where a count belongs) would not survive writing
    // back: such a report is not one we wrote.
    if (!grade || report_of(*grade) != report) return std::nullopt;
    return grade;
  } catch (const json::exception&) {
    return std::nullopt;
  } catch (const NotOurs&) {
    return std::nullopt;
  }
}

}  // namespace harness
