#pragma once
// The JSON report (--json FILE): per case name, file, entry, verdict, points,
// max_points, time_ms, reason, hint, details, visibility, tags; per file and
// overall totals. Hidden cases keep their verdict and points, but their reason
// and details are left out unless show_hidden.
#include <nlohmann/json.hpp>

#include "judge/result.h"

namespace harness {

nlohmann::json json_report(const GradeResult& grade, bool show_hidden);

}  // namespace harness
