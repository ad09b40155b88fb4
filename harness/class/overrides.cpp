#include "class/overrides.h"

#include <algorithm>
#include <cmath>
#include <filesystem>

#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

#include "base/error.h"
#include "base/spelling.h"
#include "cases/yaml_aliases.h"
#include "cases/yaml_load.h"

namespace harness {
namespace {

std::string text_of(const YAML::Node& node, const char* key, const std::string& path) {
  if (!node.IsScalar() || node.Scalar().empty()) fail(loc_of(path, node.Mark()), "'{}' must be some text", key);
  return node.Scalar();
}

double number_of(const YAML::Node& node, const char* key, const std::string& path) {
  try {
    const double value = node.IsScalar() ? node.as<double>() : -1;
    if (value >= 0 && std::isfinite(value)) return value;
  } catch (const YAML::Exception&) {
  }
  fail(loc_of(path, node.Mark()), "'{}' must be a number of points, 0 or more", key);
}

}  // namespace

bool Override::operator==(const Override& o) const {
  return student == o.student && case_name == o.case_name && file == o.file && points == o.points &&
         comment == o.comment && author == o.author && note == o.note && where == o.where;
}

std::vector<Override> parse_overrides(const std::string& text, const std::string& path) {
  const YAML::Node root = load_yaml(text, path);
  if (root.IsNull()) return {};
  if (!root.IsSequence())
    fail(loc_of(path, root.Mark()), "expected a list of overrides, each '- student: NAME' with case or total");
  const std::vector<std::string> keys = {"student", "case", "total", "points", "comment", "author", "note"};
  std::vector<Override> overrides;
  for (const auto& item : root) {
    const SourceLoc at = loc_of(path, item.Mark());
    if (!item.IsMap()) fail(at, "an override is a mapping: student, case or total, points, comment, author, note");
    for (const auto& pair : item) {
      const std::string key = pair.first.Scalar();
      if (std::find(keys.begin(), keys.end(), key) == keys.end()) {
        const auto near = closest_name(key, keys);
        fail(loc_of(path, pair.first.Mark()), "unknown key '{}'{}", key,
             near ? fmt::format(" (did you mean '{}'?)", *near) : std::string());
      }
    }
    for (const char* needed : {"student", "comment", "author"})
      if (!item[needed]) fail(at, "this override has no '{}'", needed);
    Override o;
    o.where = fmt::format("{}:{}:{}", path, at.line, at.column);
    o.student = text_of(item["student"], "student", path);
    o.comment = text_of(item["comment"], "comment", path);
    o.author = text_of(item["author"], "author", path);
    if (item["note"]) o.note = text_of(item["note"], "note", path);
    if (item["case"] && item["total"]) fail(at, "an override is of a case or of the total, not both");
    if (item["case"]) {
      o.case_name = text_of(item["case"], "case", path);
      if (!item["points"]) fail(at, "this override of a case has no 'points'");
      o.points = number_of(item["points"], "points", path);
    } else if (item["total"]) {
      if (item["points"])
        fail(loc_of(path, item["points"].Mark()), "'points' go with 'case': give the new total as 'total'");
      o.points = number_of(item["total"], "total", path);
    } else {
      fail(at, "this override has neither 'case' (with 'points') nor 'total'");
    }
    overrides.push_back(std::move(o));
  }
  return overrides;
}

void check_overrides(std::vector<Override>& overrides, const std::set<std::string>& students,
                     const std::vector<CaseFile>& files) {
  for (Override& o : overrides) {
    const SourceLoc at{o.where, 0, 0};
    if (!students.count(o.student)) {
      const auto near = closest_name(o.student, {students.begin(), students.end()});
      fail(at, "no student '{}' in the class or roster{}", o.student,
           near ? fmt::format(" (did you mean '{}'?)", *near) : std::string());
    }
    if (o.case_name.empty()) continue;
    std::vector<std::pair<const CaseFile*, const Case*>> found;
    std::vector<std::string> names;
    for (const auto& file : files)
      for (const auto& c : file.cases) {
        const std::string qualified = std::filesystem::path(file.path).filename().string() + ": " + c.name;
        names.push_back(c.name);
        if (c.name == o.case_name || qualified == o.case_name) found.push_back({&file, &c});
      }
    if (found.empty()) {
      const auto near = closest_name(o.case_name, names);
      fail(at, "no case '{}' in the case files{}", o.case_name,
           near ? fmt::format(" (did you mean '{}'?)", *near) : std::string());
    }
    if (found.size() > 1)
      fail(at, "case '{}' is in {} and {}: write it 'FILE: NAME'", o.case_name, found[0].first->path,
           found[1].first->path);
    if (o.points > found[0].second->points)
      fail(at, "case '{}' is worth {} points, not {}", o.case_name, found[0].second->points, o.points);
    o.file = found[0].first->path;
    o.case_name = found[0].second->name;
  }
}

}  // namespace harness
