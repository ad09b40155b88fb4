#pragma once
// The JUnit XML report (--junit FILE), in the shape GitHub, GitLab and Jenkins
// read: <testsuites> with one <testsuite> per case file and one <testcase> per
// case. A case the student failed is a <failure message=REASON type=VERDICT>;
// a fault on the harness's side (JE) is an <error>; times are in seconds.
// A redacted case (report/redact.h) is a failure without a reason or body.
#include <string>
#include <string_view>

#include "judge/result.h"

namespace harness {

std::string junit_report(const GradeResult& grade);

/// `text` made safe inside XML 1.0 character data or a quoted attribute:
/// & < > " ' escaped, invalid UTF-8 replaced by U+FFFD, and the characters
/// XML 1.0 forbids (control bytes other than tab, newline and carriage
/// return; U+FFFE, U+FFFF) dropped. Newlines in attributes become &#10; so
/// a multi-line reason survives attribute normalisation.
std::string xml_escaped(std::string_view text, bool attribute);

}  // namespace harness
