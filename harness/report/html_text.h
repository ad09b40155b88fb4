#pragma once
// Text made safe in a web page (the HTML report, report/html.h). Everything
// there came from a student or their program: the student's name (a file
// name they chose), the reason quoting what the program printed, the
// compiler's words. It must reach the reader as text, never as markup, a
// link or a script.
#include <string>
#include <string_view>

namespace harness {

/// `text` as HTML character data or a quoted attribute value: first
/// base/printable.h (printable_line, or printable_text when `multiline`, which
/// keeps '\n' and '\t' for a <pre>), so no control character or invalid
/// UTF-8 reaches the page, then & < > " ' as &amp; &lt; &gt; &quot; &#39;.
std::string html_escaped(std::string_view text, bool multiline = false);

/// A hint in HTML: html_escaped, each of its code spans (report/code_spans.h)
/// in <code>, so "`a < b`" is "<code>a &lt; b</code>".
std::string html_with_code_spans(std::string_view text);

/// One segment of a relative URL's path: every byte but the unreserved
/// A-Z a-z 0-9 - . _ ~ percent-encoded (RFC 3986), so "a b#?.html" stays one
/// file's name and cannot become a scheme ("javascript:"), a query or a
/// fragment.
std::string url_segment_escaped(std::string_view segment);

/// A file name for a student's page, made of A-Z a-z 0-9 - _ only and never
/// empty: the student's name when it is made of those (at most 64 of
/// them), else the characters of it that are, cut to 40 ("student" when
/// none), then "-" and 8 hex digits of a hash of the whole name, so "a b" and
/// "a_b" get two pages. No extension.
std::string page_file_stem(std::string_view student);

}  // namespace harness
