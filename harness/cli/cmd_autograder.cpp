// sudoku-grade autograder --cases FILE --out ZIP: Gradescope's autograder
// zip for one assignment (docs/gradescope.md).
#include <algorithm>
#include <filesystem>
#include <iostream>

#include <fmt/format.h>

#include "base/atomic_file.h"
#include "base/error.h"
#include "cases/case_loader.h"
#include "cli/arguments.h"
#include "cli/command.h"
#include "package/autograder.h"

namespace harness {
namespace {

// What the students will see of the hidden cases, said before the zip is uploaded.
std::string hidden_cases_shown(const CaseFile& file) {
  const auto hidden = std::count_if(file.cases.begin(), file.cases.end(),
                                    [](const Case& c) { return c.visibility == Visibility::Hidden; });
  if (hidden == 0) return "";
  if (file.hidden_details == HiddenDetails::AfterPublished)
    return fmt::format(", {} hidden: Gradescope shows why they failed once grades are published "
                       "(hidden_details: after_published)",
                       hidden);
  return fmt::format(", {} hidden: Gradescope shows their verdict, never why (hidden_details: never)", hidden);
}

}  // namespace

int run_autograder(int argc, char** argv) {
  CLI::App app{"Builds the zip to upload as a Gradescope programming assignment's autograder: setup.sh "
               "(installs the packages and builds the harness from the source tree in the zip), "
               "run_autograder (grades each submission against the case file, writes results.json) "
               "and the case file. The same input makes the same bytes.",
               "autograder"};
  std::string case_file, out, source_dir = SUDOKU_GRADE_SOURCE_DIR;
  app.add_option("--cases", case_file, "the assignment: one case file")->required();
  app.add_option("--out", out, "the zip to write")->required();
  app.add_option("--source", source_dir, "the harness's source tree to pack (default: the one this was built from)");
  if (const int code = parse_arguments(app, argc, argv); code >= 0) return code;
  namespace fs = std::filesystem;
  if (fs::is_directory(case_file))
    fail({case_file}, "a folder: give the one case file of the assignment (run_autograder grades against it alone)");
  // A case file that does not load is refused here, not on Gradescope at the first submission.
  const CaseFile loaded = load_cases_or_fail({case_file}).front();

  const std::string zip = zip_archive(autograder_entries(source_dir, case_file));
  write_file_atomically(out, zip);
  std::cout << "wrote " << out << " (" << (zip.size() + 1023) / 1024 << " KiB) for " << loaded.path << ": "
            << loaded.cases.size() << " cases" << hidden_cases_shown(loaded)
            << "; upload it as the autograder (docs/gradescope.md)\n";
  return kExitOk;
}

}  // namespace harness
