#include "class/csv.h"

#include "base/error.h"
#include "base/printable.h"

namespace harness {

std::string spreadsheet_safe(const std::string& text) {
  // OWASP's CSV injection advice: a cell a spreadsheet would read as a
  // formula starts with a quote instead, which the spreadsheet shows as text.
  if (!text.empty() && std::string("=+-@\t\r").find(text.front()) != std::string::npos) return "'" + text;
  return text;
}

std::string csv_field(const std::string& text) {
  if (text.find_first_of(",\"\r\n") == std::string::npos) return text;
  std::string out = "\"";
  for (char ch : text) out += ch == '"' ? std::string("\"\"") : std::string(1, ch);
  return out + "\"";
}

namespace {

constexpr std::string_view kUtf8Bom = "\xEF\xBB\xBF";

std::string_view without_bom(std::string_view text) {
  return text.substr(0, kUtf8Bom.size()) == kUtf8Bom ? text.substr(kUtf8Bom.size()) : text;
}

}  // namespace

char csv_delimiter(std::string_view text) {
  text = without_bom(text);
  std::size_t commas = 0, semicolons = 0, tabs = 0;
  bool quoted = false, field_start = true;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char ch = text[i];
    if (quoted) {
      if (ch == '"' && i + 1 < text.size() && text[i + 1] == '"') ++i;  // a quote inside the quotes
      else if (ch == '"') quoted = false;
      continue;
    }
    if (ch == '\n' || ch == '\r') break;
    if (ch == '"' && field_start) quoted = true;
    commas += ch == ',', semicolons += ch == ';', tabs += ch == '\t';
    field_start = ch == ',' || ch == ';' || ch == '\t';
  }
  if (semicolons > commas && semicolons >= tabs) return ';';
  if (tabs > commas && tabs > semicolons) return '\t';
  return ',';
}

std::vector<CsvRow> parse_csv_rows(const std::string& text, const std::string& path) {
  if (text.rfind("\xFF\xFE", 0) == 0 || text.rfind("\xFE\xFF", 0) == 0)
    fail({path}, "UTF-16 text (Excel's \"Unicode Text\"): save it as \"CSV UTF-8\" instead");
  const std::string_view in = without_bom(text);
  const char delimiter = csv_delimiter(in);
  enum class At { FieldStart, Unquoted, Quoted, AfterQuote } at = At::FieldStart;
  std::vector<CsvRow> rows;
  CsvRow row{{}, 1};
  std::string field;
  bool any = false;  // the row has a byte: an empty last line is no row
  int line = 1, quote_line = 0, quote_column = 0;
  std::size_t line_start = 0;
  const auto end_row = [&] {
    row.fields.push_back(std::move(field));
    rows.push_back(std::move(row));
    field.clear(), row = CsvRow{{}, line}, at = At::FieldStart, any = false;
  };
  for (std::size_t i = 0; i < in.size(); ++i) {
    const char ch = in[i];
    const bool line_end = ch == '\n' || (ch == '\r' && (i + 1 == in.size() || in[i + 1] != '\n'));
    if (at == At::Quoted) {
      if (ch == '"' && i + 1 < in.size() && in[i + 1] == '"') field += '"', ++i;
      else if (ch == '"') at = At::AfterQuote;
      else field += ch;
      if (line_end) ++line, line_start = i + 1;
      continue;
    }
    if (ch == '\r' && !line_end) continue;  // CRLF: the LF ends the line
    if (line_end) {
      ++line, line_start = i + 1;
      end_row();
      continue;
    }
    any = true;
    if (ch == delimiter) {
      row.fields.push_back(std::move(field));
      field.clear(), at = At::FieldStart;
    } else if (ch == '"' && at == At::FieldStart) {
      at = At::Quoted, quote_line = line, quote_column = static_cast<int>(i - line_start) + 1;
    } else {
      // A quote inside an unquoted field, or text after a closing quote, is kept as text, as spreadsheets do.
      field += ch;
      if (at == At::FieldStart) at = At::Unquoted;
    }
  }
  if (at == At::Quoted) fail({path, quote_line, quote_column}, "a quoted field is never closed");
  if (any) end_row();
  return rows;
}

std::vector<std::vector<std::string>> parse_csv(const std::string& text, const std::string& path) {
  std::vector<std::vector<std::string>> rows;
  for (auto& row : parse_csv_rows(text, path)) rows.push_back(std::move(row.fields));
  return rows;
}

std::string csv_line(const std::vector<std::string>& fields) {
  std::string out;
  for (std::size_t i = 0; i < fields.size(); ++i)
    out += (i ? "," : "") + csv_field(spreadsheet_safe(printable_line(fields[i])));
  return out + "\n";
}

}  // namespace harness
