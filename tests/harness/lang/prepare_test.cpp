#include "lang/prepare.h"

#include <fstream>
#include <string>

#include <catch2/catch.hpp>

#include "base/error.h"
#include "lang/language.h"
#include "temp_dir.h"

using harness::Language;
namespace fs = std::filesystem;

namespace {

// What prepare_program says of `folder`, which is no submission it can grade.
std::string refusal(const fs::path& folder, std::optional<Language> language) {
  harness::CompileOptions options;
  options.language = language;
  try {
    harness::prepare_program(folder, options);
  } catch (const harness::Error& e) {
    return e.what();
  }
  return "(prepared)";
}

}  // namespace

TEST_CASE("with --language or without, a folder's program is told by one rule, in the same words",
          "[prepare][submission_kind]") {
  const TempDir temp_dir("prepare-program-rule");
  struct Row {
    Language language;
    const char* folder;
    std::vector<const char*> files;
    const char* said;
  };
  const Row rows[] = {
      {Language::Python,
       "python",
       {"a.py", "b.py"},
       "the folder holds 2 Python files (a.py, b.py) and none is the program: name it main.py, or make it the only "
       "one no other imports (docs/protocol.md, \"A folder of several files\")"},
      {Language::Racket,
       "racket",
       {"a.rkt", "b.rkt"},
       "the folder holds 2 Racket files (a.rkt, b.rkt) and none is the program: name it main.rkt, or make it the "
       "only one no other imports (docs/protocol.md, \"A folder of several files\")"},
  };
  for (const Row& row : rows) {
    CAPTURE(row.folder);
    const fs::path folder = temp_dir.path / row.folder;
    fs::create_directories(folder);
    for (const char* name : row.files)
      std::ofstream(folder / name) << (row.language == Language::Racket ? "#lang racket\n" : "x = 1\n");
    const std::string expected = folder.string() + ": " + row.said;
    CHECK(refusal(folder, std::nullopt) == expected);
    CHECK(refusal(folder, row.language) == expected);
  }
}
