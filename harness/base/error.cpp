#include "base/error.h"

namespace harness {

std::string to_prefix(const SourceLoc& loc) {
  if (loc.path.empty() && loc.line == 0) return "";
  std::string out = loc.path;
  if (loc.line > 0) {
    out += (out.empty() ? "line " : ":") + std::to_string(loc.line);
    if (loc.column > 0) out += ":" + std::to_string(loc.column);
  }
  return out + ": ";
}

}  // namespace harness
