#pragma once
// The JUnit XML report (--junit FILE), in the shape GitHub, GitLab and Jenkins
// read: <testsuites> with one <testsuite> per case file and one <testcase> per
// case. A case the student failed is a <failure message=REASON type=VERDICT>;
// a fault on the harness's side (JE) is an <error>; times are in seconds.
// A redacted case (report/redact.h) is a failure without a reason or body.
// Each <testsuite> carries the sandbox as <property name="sandbox"> when known.
#include <string>
#include <string_view>

#include "judge/result.h"

namespace harness {

std::string junit_report(const GradeResult& grade);

/// `text` made safe inside XML 1.0 character data or a quoted attribute:
/// first base/printable.h's printable_text (control characters, U+FFFE and
/// U+FFFF as visible escapes, so a reviewer sees what the program printed
/// instead of XML 1.0's forbidden characters silently gone; invalid UTF-8 as
/// U+FFFD), then & < > " ' escaped. Newlines and tabs in attributes become
/// &#10; and &#9; so a multi-line reason survives attribute normalisation.
std::string xml_escaped(std::string_view text, bool attribute);

}  // namespace harness
