#include "prepare/object_symbols.h"

#include <set>
#include <string>
#include <vector>

namespace harness {
namespace {

struct Symbol {
  std::string file;
  char type = '?';
  std::string name;
};

// "a.o:0000000000000010 T main", "lib/driver.o:                 w _Z5solve...".
// Read from the right: a file name may hold spaces and colons, a symbol's
// name and its type letter never do, and the address holds no colon.
bool parse_line(std::string_view line, Symbol& symbol) {
  while (!line.empty() && (line.back() == ' ' || line.back() == '\r')) line.remove_suffix(1);
  const std::size_t name_at = line.rfind(' ');
  if (name_at == std::string_view::npos || name_at < 2 || line[name_at - 2] != ' ') return false;
  const std::string_view prefix = line.substr(0, name_at - 2);
  const std::size_t colon = prefix.rfind(':');
  if (colon == std::string_view::npos) return false;
  symbol.file = std::string(prefix.substr(0, colon));
  symbol.type = line[name_at - 1];
  symbol.name = std::string(line.substr(name_at + 1));
  return true;
}

// A definition that links: text (T), or weak (W: an inline function the
// student's own code called, a template's instance).
bool defines(char type) { return type == 'T' || type == 'W'; }

}  // namespace

ObjectSymbols read_object_symbols(std::string_view nm_output, std::string_view driver_object) {
  std::vector<Symbol> symbols;
  std::set<std::string> driver_weak;  // the entries, as the driver asks for them
  while (!nm_output.empty()) {
    const std::size_t end = nm_output.find('\n');
    const std::string_view line = nm_output.substr(0, end);
    nm_output.remove_prefix(end == std::string_view::npos ? nm_output.size() : end + 1);
    Symbol symbol;
    if (!parse_line(line, symbol)) continue;
    if (symbol.file == driver_object) {
      if (symbol.type == 'w') driver_weak.insert(symbol.name);
    } else {
      symbols.push_back(std::move(symbol));
    }
  }
  ObjectSymbols found;
  for (const Symbol& symbol : symbols) {
    if (symbol.name == "main" && (found.naming_main.empty() || found.naming_main.back() != symbol.file))
      found.naming_main.push_back(symbol.file);
    if (!defines(symbol.type)) continue;
    if (symbol.name == "main" && symbol.type == 'T') found.main = true;
    if (driver_weak.count(symbol.name)) found.entry = true;
  }
  return found;
}

}  // namespace harness
