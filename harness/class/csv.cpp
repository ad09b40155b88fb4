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

std::vector<std::vector<std::string>> parse_csv(const std::string& text, const std::string& path) {
  std::vector<std::vector<std::string>> rows;
  std::vector<std::string> row;
  std::string field;
  bool quoted = false, any = false;
  int line = 1, quote_line = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char ch = text[i];
    if (quoted) {
      if (ch == '"' && i + 1 < text.size() && text[i + 1] == '"') field += '"', ++i;
      else if (ch == '"') quoted = false;
      else field += ch, line += ch == '\n';
      continue;
    }
    any = true;
    if (ch == '"') quoted = true, quote_line = line;
    else if (ch == ',') row.push_back(std::move(field)), field.clear();
    else if (ch == '\r') continue;
    else if (ch == '\n') {
      row.push_back(std::move(field));
      rows.push_back(std::move(row));
      field.clear(), row.clear(), any = false, ++line;
    } else field += ch;
  }
  if (quoted) fail({path, quote_line, 0}, "a quoted field is never closed");
  if (any) row.push_back(std::move(field)), rows.push_back(std::move(row));
  return rows;
}

std::string csv_line(const std::vector<std::string>& fields) {
  std::string out;
  for (std::size_t i = 0; i < fields.size(); ++i)
    out += (i ? "," : "") + csv_field(spreadsheet_safe(printable_line(fields[i])));
  return out + "\n";
}

}  // namespace harness
