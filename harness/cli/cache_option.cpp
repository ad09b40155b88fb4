#include "cli/cache_option.h"

#include <iostream>
#include <mutex>

#include "base/printable.h"

namespace harness {

CacheChoice use_cache(const std::string& flag, CompileOptions& compile, bool clear_line) {
  CacheChoice choice = choose_cache(flag);
  if (!choice.warning.empty()) std::cerr << "sudoku-grade: warning: " << printable_line(choice.warning) << "\n";
  compile.cache_dir = choice.dir;
  compile.warn = [clear_line](const std::string& line) {
    // Workers warn from their threads: each line goes out whole.
    static std::mutex mutex;
    const std::string text = std::string(clear_line ? "\r\033[K" : "") +
                             "sudoku-grade: warning: " + printable_line(line) + "\n";
    std::lock_guard<std::mutex> lock(mutex);
    std::cerr << text << std::flush;
  };
  return choice;
}

}  // namespace harness
