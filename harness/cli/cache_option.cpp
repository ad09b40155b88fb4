#include "cli/cache_option.h"

#include <iostream>

#include "base/printable.h"

namespace harness {

CacheChoice cache_for(const std::string& flag) {
  CacheChoice choice = choose_cache(flag);
  if (!choice.warning.empty()) std::cerr << "sudoku-grade: warning: " << printable_line(choice.warning) << "\n";
  return choice;
}

}  // namespace harness
