#include "class/class_settings.h"

#include <algorithm>
#include <cmath>

#include <nlohmann/json.hpp>

#include "base/error.h"

namespace harness {
using nlohmann::json;

std::filesystem::path class_settings_path(const std::filesystem::path& out) { return out / ".class.json"; }

std::string class_settings_json(const ClassSettings& settings) {
  json out = {{"lms_title", settings.lms_title}, {"lms_max", settings.lms_max}, {"overrides", json::array()}};
  if (const auto& roster = settings.roster) {
    json students = json::array();
    for (const auto& s : roster->students)
      students.push_back({{"folder", s.folder},
                          {"id", s.id},
                          {"name", s.name},
                          {"email", s.email},
                          {"fields", s.fields},
                          {"line", s.line}});
    // Not the roster's path, nor the overrides' folder: shards given them by other paths still merge.
    out["roster"] = {{"students", students}};
  }
  if (const auto& late = settings.late)
    out["late"] = {
        {"deadline", late->deadline}, {"percent_per_day", late->percent_per_day}, {"cap_percent", late->cap_percent}};
  for (const auto& o : settings.overrides)
    out["overrides"].push_back({{"student", o.student},
                                {"case", o.case_name},
                                {"file", o.file},
                                {"points", o.points},
                                {"comment", o.comment},
                                {"author", o.author},
                                {"note", o.note},
                                {"where", std::filesystem::path(o.where).filename().string()}});
  // Only when there are some: a .class.json of a batch without extensions reads the same as before them.
  for (const auto& e : settings.extensions)
    out["extensions"].push_back({{"student", e.student},
                                 {"deadline", e.deadline},
                                 {"where", std::filesystem::path(e.where).filename().string()}});
  return out.dump(2, ' ', false, json::error_handler_t::replace) + "\n";
}

ClassSettings class_settings_from_json(const std::string& text, const std::string& path) {
  try {
    const json in = json::parse(text);
    ClassSettings settings;
    settings.lms_title = in.at("lms_title").get<std::string>();
    // A record written before --lms-max was scaled to the default.
    settings.lms_max = in.value("lms_max", 100.0);
    if (in.contains("roster")) {
      Roster roster{"", {}};
      for (const auto& s : in.at("roster").at("students"))
        roster.students.push_back({s.at("folder").get<std::string>(), s.at("id").get<std::string>(),
                                   s.at("name").get<std::string>(), s.at("email").get<std::string>(),
                                   s.at("fields").get<std::map<std::string, std::string>>(), s.at("line").get<int>()});
      settings.roster = std::move(roster);
    }
    if (in.contains("late"))
      settings.late = LatePolicy{in.at("late").at("deadline").get<std::int64_t>(),
                                 in.at("late").at("percent_per_day").get<double>(),
                                 in.at("late").at("cap_percent").get<double>()};
    for (const auto& o : in.at("overrides"))
      settings.overrides.push_back({o.at("student").get<std::string>(), o.at("case").get<std::string>(),
                                    o.at("file").get<std::string>(), o.at("points").get<double>(),
                                    o.at("comment").get<std::string>(), o.at("author").get<std::string>(),
                                    o.at("where").get<std::string>(), o.value("note", std::string())});
    if (in.contains("extensions"))
      for (const auto& e : in.at("extensions"))
        settings.extensions.push_back({e.at("student").get<std::string>(), e.at("deadline").get<std::int64_t>(),
                                       e.at("where").get<std::string>()});
    return settings;
  } catch (const json::exception& e) {
    fail({path}, "not the class settings batch writes: {}", e.what());
  }
}

std::int64_t deadline_of(const ClassSettings& settings, const std::string& student) {
  for (const auto& e : settings.extensions)
    if (e.student == student) return e.deadline;
  return settings.late->deadline;
}

double late_penalty_percent(const LatePolicy& policy, std::int64_t late_seconds) {
  if (late_seconds <= 0) return 0;
  const double days = std::ceil(static_cast<double>(late_seconds) / 86400.0);
  return std::min(policy.cap_percent, days * policy.percent_per_day);
}

}  // namespace harness
