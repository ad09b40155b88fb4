#include "report/json.h"

namespace harness {

nlohmann::json json_report(const GradeResult& grade) {
  nlohmann::json cases = nlohmann::json::array(), files = nlohmann::json::array();
  for (const auto& file : grade.files) {
    files.push_back({{"path", file.path}, {"title", file.title}, {"points", file.points()},
                     {"max_points", file.max_points()}});
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
                       {"visibility", c.visibility == Visibility::Hidden ? "hidden" : "visible"},
                       {"tags", c.tags}});
    }
  }
  return {{"submission", grade.submission}, {"points", grade.points()},
          {"max_points", grade.max_points()}, {"all_accepted", grade.all_accepted()},
          {"files", files},                 {"cases", cases}};
}

}  // namespace harness
