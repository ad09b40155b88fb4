#pragma once
// CSV as the grade sheet, the exports and a roster need it: RFC 4180 fields,
// and text a spreadsheet never takes for a formula.
#include <string>
#include <vector>

namespace harness {

/// `text` a spreadsheet takes as text: a leading = + - @ tab or CR (a
/// formula to Excel, LibreOffice and Google Sheets) is preceded by a quote.
std::string spreadsheet_safe(const std::string& text);

/// One CSV field, quoted when it must be.
std::string csv_field(const std::string& text);

/// The rows of a CSV text (RFC 4180: quoted fields may hold commas, quotes
/// and line breaks). Throws harness::Error at `path`:line for an unclosed quote.
std::vector<std::vector<std::string>> parse_csv(const std::string& text, const std::string& path);

/// One CSV line of `fields`, each made printable (a student's name may hold
/// control characters: shown as escapes, so every row is one line), safe
/// from formulas and quoted; ends in "\n".
std::string csv_line(const std::vector<std::string>& fields);

}  // namespace harness
