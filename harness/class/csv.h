#pragma once
// CSV as the grade sheet, the exports and a roster need it: RFC 4180 fields,
// and text a spreadsheet never takes for a formula.
#include <string>
#include <string_view>
#include <vector>

namespace harness {

/// `text` a spreadsheet takes as text: a leading = + - @ tab or CR (a
/// formula to Excel, LibreOffice and Google Sheets) is preceded by a quote.
std::string spreadsheet_safe(const std::string& text);

/// One CSV field, quoted when it must be.
std::string csv_field(const std::string& text);

/// The byte that separates fields in `text`, as its header line shows: the one
/// of ',' ';' and tab found most often outside quotes there, ',' on a tie.
/// Excel writes ';' where the decimal mark is a comma, and tab for "Text".
char csv_delimiter(std::string_view text);

/// The rows of a CSV text as spreadsheets and LMSs write it: a UTF-8
/// byte-order mark (Excel's "CSV UTF-8", Moodle's downloads) dropped, the
/// delimiter csv_delimiter's, lines ended by LF, CRLF or CR, and RFC 4180
/// quoting (a field that starts with a quote may hold delimiters, quotes and
/// line breaks; a quote inside an unquoted field is text). Linear in the
/// text's size. Throws harness::Error at `path`:line:column for an unclosed
/// quote, and at `path` for UTF-16 text.
std::vector<std::vector<std::string>> parse_csv(const std::string& text, const std::string& path);

/// A row of parse_csv_rows: its fields and the line it starts on.
struct CsvRow {
  std::vector<std::string> fields;
  int line = 0;
};

/// parse_csv's rows with the line each starts on (a quoted line break makes
/// a row two lines long), for errors that name a row's line.
std::vector<CsvRow> parse_csv_rows(const std::string& text, const std::string& path);

/// One CSV line of `fields`, each made printable (a student's name may hold
/// control characters: shown as escapes, so every row is one line), safe
/// from formulas and quoted; ends in "\n".
std::string csv_line(const std::vector<std::string>& fields);

}  // namespace harness
