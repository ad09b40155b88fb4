#pragma once
// The JSON report (--json FILE): per case name, file, entry, verdict, points,
// max_points, time_ms, reason, hint, details, visibility, tags; per file and
// overall totals. A redacted case (report/redact.h) has an empty reason, hint
// and details.
#include <nlohmann/json.hpp>

#include "judge/result.h"

namespace harness {

nlohmann::json json_report(const GradeResult& grade);

}  // namespace harness
