#include "lang/source_scanner.h"

namespace harness {

std::string_view longest_operator(const SourceScanner& scanner, const std::vector<std::string_view>& operators) {
  for (std::string_view op : operators)
    if (scanner.starts_with(op)) return op;
  return {};
}

}  // namespace harness
