#pragma once
// Student-derived text in Markdown (Gradescope's "md" output, GitHub's job
// summary): made printable first (base/printable.h), then unable to become
// markup. A reason quoting a program's output must not turn into an image
// (a request to any address when the page is viewed), a link, a heading or
// a table cell of its own.
#include <string>
#include <string_view>

namespace harness {

/// One line of prose: printable_line, then every ASCII punctuation
/// character that Markdown (CommonMark, GitHub's tables) can read as markup
/// backslash-escaped, which CommonMark renders as the character itself.
std::string markdown_inline(std::string_view text);

/// A hint in Markdown: its prose as markdown_inline, each of its code spans
/// (report/code_spans.h) as a CommonMark code span of printable_line's text,
/// inside which nothing is escaped, since nothing there is markup (a
/// backslash would show).
std::string markdown_with_code_spans(std::string_view text);

/// A fenced code block holding `text` (printable_text) verbatim, so a grid
/// keeps its columns: the fence is one backtick longer than the longest run
/// of backticks inside, at least three, so no line of the text can close it.
std::string markdown_code_block(std::string_view text);

}  // namespace harness
