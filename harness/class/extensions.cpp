#include "class/extensions.h"

#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

#include "base/error.h"
#include "base/spelling.h"
#include "cases/yaml_aliases.h"
#include "cases/yaml_load.h"
#include "class/submission_time.h"

namespace harness {
namespace {

// "+3 days", "+1 day": calendar days after the class deadline; nullopt when the text is not of that form.
std::optional<int> days_after(const std::string& text) {
  if (text.size() < 2 || text[0] != '+') return std::nullopt;
  std::size_t at = 1;
  int days = 0;
  while (at < text.size() && text[at] >= '0' && text[at] <= '9' && days < 10000) days = days * 10 + (text[at++] - '0');
  const std::string unit = text.substr(at);
  if (at == 1 || days == 0 || (unit != " days" && unit != " day")) return std::nullopt;
  return days;
}

}  // namespace

std::vector<Extension> parse_extensions(const std::string& text, const std::string& path,
                                        const ZonedTime& class_deadline) {
  const YAML::Node root = load_yaml(text, path);
  if (root.IsNull()) return {};
  if (!root.IsMap())
    fail(loc_of(path, root.Mark()), "expected 'extensions:', a student's deadline on each line under it");
  for (const auto& pair : root)
    if (pair.first.Scalar() != "extensions") {
      const auto near = closest_name(pair.first.Scalar(), {"extensions"});
      fail(loc_of(path, pair.first.Mark()), "unknown key '{}'{}", pair.first.Scalar(),
           near ? fmt::format(" (did you mean '{}'?)", *near) : std::string(": the file holds 'extensions:'"));
    }
  const YAML::Node list = root["extensions"];
  if (!list || list.IsNull()) return {};
  if (!list.IsMap())
    fail(loc_of(path, list.Mark()), "'extensions' maps a student to a deadline: '  eve: 2026-12-03 23:59' or "
                                    "'  eve: +2 days'");
  const std::int64_t class_instant = instant_of(class_deadline);
  std::vector<Extension> extensions;
  for (const auto& pair : list) {
    const std::string student = pair.first.Scalar();
    const SourceLoc at = loc_of(path, pair.second.Mark());
    if (!pair.first.IsScalar() || student.empty()) fail(loc_of(path, pair.first.Mark()), "a student's name, please");
    for (const auto& e : extensions)
      if (e.student == student)
        fail(loc_of(path, pair.first.Mark()), "'{}' has an extension already, at {}", student, e.where);
    if (!pair.second.IsScalar() || pair.second.Scalar().empty())
      fail(at, "'{}': a deadline, as --deadline takes one ('2026-12-03 23:59'), or '+N days'", student);
    const std::string value = pair.second.Scalar();
    ZonedTime deadline = class_deadline;
    if (const auto days = days_after(value)) {
      deadline.wall = days_later(class_deadline.wall, *days);
    } else {
      std::string why;
      const auto parsed = parse_zoned_time(value, why);
      if (!parsed) fail(at, "'{}': '{}': {}; or +N days", student, value, why);
      deadline.wall = parsed->wall;
      // Without a zone, the class deadline's: the instructor wrote both on one clock.
      if (parsed->zone.kind != TimeZoneSpec::Kind::Local) deadline.zone = parsed->zone;
    }
    const SourceLoc entry = loc_of(path, pair.first.Mark());
    Extension e{student, instant_of(deadline), fmt::format("{}:{}:{}", path, entry.line, entry.column)};
    if (e.deadline < class_instant)
      fail(at, "'{}': {} is before the class deadline {}: an extension gives more time", student, utc_text(e.deadline),
           utc_text(class_instant));
    extensions.push_back(std::move(e));
  }
  return extensions;
}

void check_extensions(const std::vector<Extension>& extensions, const std::set<std::string>& students) {
  for (const Extension& e : extensions)
    if (!students.count(e.student)) {
      const auto near = closest_name(e.student, {students.begin(), students.end()});
      fail({e.where, 0, 0}, "no student '{}' in the class or roster{}", e.student,
           near ? fmt::format(" (did you mean '{}'?)", *near) : std::string());
    }
}

}  // namespace harness
