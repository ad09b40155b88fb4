#include "cli/grading_options.h"

#include "cli/cache_option.h"
#include "cli/sandbox_option.h"
#include "lang/language.h"

namespace harness {

void add_grading_options(CLI::App& app, GradingFlags& flags) {
  app.add_option("--time-scale", flags.time_scale, "multiply every time limit (default 1)")
      ->check(CLI::Range(0.01, 100.0));
  app.add_option("--cache", flags.cache, "where compiled submissions are kept");
  add_sandbox_option(app, flags.sandbox);
  std::vector<std::string> words;
  for (const LanguageRow& row : language_table()) words.push_back(row.word);
  app.add_option(
         "--language", flags.language,
         "grade as this language, whatever the file says: " + language_words() + " (docs/protocol.md, 'Which driver')")
      ->check(CLI::IsMember(words));
  app.add_flag("--sanitize", flags.sanitize,
               "C++: build with AddressSanitizer and UBSan, so a read past a row's end, a use after free or "
               "an overflow is RTE naming the line; time limits x4 (docs/student.md, docs/instructor.md)");
}

Grading grading_from(const GradingFlags& flags, bool clear_line) {
  Grading grading;
  GradeOptions& options = grading.options;
  grading.cache = use_cache(flags.cache, options.compile, clear_line);
  if (!flags.language.empty()) options.compile.language = language_named(flags.language);
  options.compile.sanitize = flags.sanitize;
  options.time_scale = flags.time_scale;
  options.sandbox = sandbox_for(flags.sandbox);
  return grading;
}

FingerprintSettings fingerprint_settings(const GradingFlags& flags) {
  return {SUDOKU_GRADE_VERSION, grading_settings(flags.time_scale, flags.language, flags.sandbox, flags.sanitize)};
}

}  // namespace harness
