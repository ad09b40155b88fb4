// The language table: one row a language, each naming a driver that exists
// and answers the row's arguments, no two rows claiming a word, a tag or a
// file ending, and every list of languages the CLI shows read from it.
#include "lang/language.h"

#include <algorithm>
#include <set>

#include <CLI/CLI.hpp>
#include <catch2/catch.hpp>

#include "base/read_file.h"
#include "cli/grading_options.h"
#include "lang/submission_kind.h"

using namespace harness;
namespace fs = std::filesystem;

TEST_CASE("every language has one row, and no two rows share a word, a cache tag or a file ending", "[language]") {
  std::set<Language> languages;
  std::set<std::string> words, tags, endings, names;
  for (const LanguageRow& row : language_table()) {
    CAPTURE(row.word);
    CHECK(languages.insert(row.language).second);
    CHECK(words.insert(row.word).second);
    CHECK(names.insert(row.name).second);
    if (*row.cache_tag) CHECK(tags.insert(row.cache_tag).second);
    for (const char* ending : row.extensions) CHECK(endings.insert(ending).second);
    CHECK(&language_row(row.language) == &row);
    CHECK(language_named(row.word) == row.language);
    CHECK(std::string(to_string(row.language)) == row.word);
    for (const char* ending : row.extensions) CHECK(source_language(std::string("sudoku") + ending) == row.language);
    CHECK(row.time_factor >= 1.0);
    CHECK(row.prepare != nullptr);
  }
  for (Language language : {Language::Cpp, Language::Python, Language::Java, Language::Racket, Language::Executable})
    CHECK(languages.count(language) == 1);
  CHECK(language_row(Language::Racket).time_factor == 4);
  CHECK(std::string(language_row(Language::Racket).name) == "Racket");
  CHECK_FALSE(language_named("cobol"));
  CHECK_FALSE(source_language("sudoku.cob"));
}

TEST_CASE("every row's driver files are in harness/driver, and its driver answers the row's arguments", "[language]") {
  const fs::path drivers = fs::path(SOURCE_DIR) / "harness" / "driver";
  for (const LanguageRow& row : language_table()) {
    CAPTURE(row.word);
    for (const char* file : row.driver_files) {
      CAPTURE(file);
      CHECK(fs::is_regular_file(drivers / file));
    }
    // The driver's own text names what the row asks of it.
    const std::string driver = row.driver_files.empty() ? "" : read_file(drivers / row.driver_files.front());
    for (const char* argument : {row.serve_argument, row.probe_argument})
      if (*argument) CHECK_THAT(driver, Catch::Contains(argument));
    // A language with a warm runtime is probed, so its start-up is kept (runtime_figures.h).
    CHECK(!*row.serve_argument == !*row.probe_argument);
    for (const char* tool : row.tools) CHECK(fs::path(tool).is_absolute());
    if (row.build_tool)
      CHECK(std::find_if(row.tools.begin(), row.tools.end(),
                         [&](const char* tool) { return std::string(tool) == row.build_tool; }) != row.tools.end());
  }
  CHECK(language_row(Language::Executable).driver_files.empty());
}

TEST_CASE("the --language words, grade's help and the file-name errors are the table's", "[language]") {
  CHECK(language_words() == "cpp, python, java, racket, executable");
  CHECK(usual_extensions() == ".cpp, .py, .java, .rkt");
  CHECK(usual_extensions(" or ") == ".cpp, .py, .java or .rkt");
  CHECK(handed_in_words() ==
        "C++ sources, a Python module, Sudoku.java, a Racket file, or an executable speaking docs/protocol.md");
  CLI::App app;
  GradingFlags flags;
  add_grading_options(app, flags);
  CHECK_THAT(app.help(), Catch::Contains(language_words()));
  for (const LanguageRow& row : language_table()) {
    CAPTURE(row.word);
    CLI::App each;
    GradingFlags parsed;
    add_grading_options(each, parsed);
    CHECK_NOTHROW(each.parse(std::string("--language ") + row.word, false));
    CHECK(parsed.language == row.word);
  }
  CLI::App refusing;
  GradingFlags refused;
  add_grading_options(refusing, refused);
  CHECK_THROWS_AS(refusing.parse("--language cobol", false), CLI::ValidationError);
}
