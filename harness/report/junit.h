#pragma once
// The JUnit XML report (--junit FILE), in the shape GitHub, GitLab and Jenkins
// read: <testsuites> with one <testsuite> per case file and one <testcase> per
// case. A case the student failed is a <failure message=REASON type=VERDICT>
// whose body starts "VERDICT: reason", then the hint and the grid (GitLab
// shows only the body); a fault on the harness's side (JE) is an <error>;
// times are in seconds. A redacted case (report/redact.h) says only that its
// reason is not shown. A submission that did not build is one failing
// testcase in a first suite, "build", with the compiler's first errors; the
// cases it kept from running are <skipped>.
// Each <testsuite> carries the sandbox as <property name="sandbox"> when known.
#include <string>
#include <string_view>

#include "result/result.h"

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
