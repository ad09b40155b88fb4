#include "lang/source_scanner.h"

namespace harness {

std::string_view longest_operator(const SourceScanner& scanner, const std::vector<std::string_view>& operators) {
  // The first byte before the whole compare: most bytes start no operator,
  // and a megabyte of them is a million calls.
  const char first = scanner.peek();
  for (std::string_view op : operators)
    if (op.front() == first && scanner.starts_with(op)) return op;
  return {};
}

}  // namespace harness
