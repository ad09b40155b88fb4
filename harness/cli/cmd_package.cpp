// sudoku-grade package --for gradescope|prairielearn|vpl CASES: what a
// platform needs to grade one assignment, as a zip (docs/gradescope.md,
// docs/prairielearn.md, docs/vpl.md). `autograder` is `package --for gradescope`.
#include <algorithm>
#include <filesystem>
#include <iostream>
#include <map>

#include <fmt/format.h>

#include "base/atomic_file.h"
#include "base/error.h"
#include "cases/case_loader.h"
#include "cases/case_writer.h"
#include "cli/arguments.h"
#include "cli/command.h"
#include "package/autograder.h"
#include "package/prairielearn.h"
#include "package/vpl.h"

namespace harness {
namespace {

struct Platform {
  const char* name;         ///< as people write it
  const char* default_out;  ///< the zip when --out is not given
  const char* doc;
  const char* next_step;  ///< what to do with the zip
};

const std::map<std::string, Platform>& platforms() {
  static const std::map<std::string, Platform> table = {
      {"gradescope", {"Gradescope", "autograder.zip", "docs/gradescope.md", "upload it as the autograder"}},
      {"prairielearn",
       {"PrairieLearn", "prairielearn.zip", "docs/prairielearn.md",
        "build and push image/, copy question/ into your course"}},
      {"vpl", {"VPL", "vpl.zip", "docs/vpl.md", "upload vpl_run.sh and vpl_evaluate.sh as execution files"}},
  };
  return table;
}

std::ptrdiff_t hidden_count(const CaseFile& file) {
  return std::count_if(file.cases.begin(), file.cases.end(),
                       [](const Case& c) { return c.visibility == Visibility::Hidden; });
}

// What the students will see of the hidden cases, said before the package is uploaded.
std::string hidden_cases_shown(const std::string& platform, const CaseFile& file) {
  const auto hidden = hidden_count(file);
  if (hidden == 0) return "";
  if (platform != "gradescope")
    return fmt::format(", {} hidden: {} shows their verdict, never why{}", hidden, platforms().at(platform).name,
                       file.hidden_details == HiddenDetails::AfterPublished
                           ? " (hidden_details: after_published is Gradescope's alone)"
                           : "");
  if (file.hidden_details == HiddenDetails::AfterPublished)
    return fmt::format(", {} hidden: Gradescope shows why they failed once grades are published "
                       "(hidden_details: after_published)",
                       hidden);
  return fmt::format(", {} hidden: Gradescope shows their verdict, never why (hidden_details: never)", hidden);
}

// The assignment's visible cases as a case file of their own (vpl_run.sh's), or "" when it has none.
std::string visible_cases_yaml(CaseFile file) {
  file.cases.erase(std::remove_if(file.cases.begin(), file.cases.end(),
                                  [](const Case& c) { return c.visibility == Visibility::Hidden; }),
                   file.cases.end());
  return file.cases.empty() ? "" : case_file_yaml(file);
}

}  // namespace

int run_package(int argc, char** argv) {
  CLI::App app{"Builds the zip a platform grades one assignment with, the harness in the box there: for "
               "gradescope, the autograder (setup.sh, run_autograder, the case file, the harness's source); for "
               "prairielearn, an external-grader image (Dockerfile, entrypoint, the source) and a question using "
               "it; for vpl, Moodle VPL's execution files vpl_evaluate.sh and vpl_run.sh. The same input makes "
               "the same bytes.",
               "package"};
  std::string platform = "gradescope", case_file, out, source_dir = SUDOKU_GRADE_SOURCE_DIR;
  app.add_option("--for", platform, "the platform: gradescope (default), prairielearn or vpl")
      ->check(CLI::IsMember({"gradescope", "prairielearn", "vpl"}));
  app.add_option("cases,--cases", case_file, "the assignment: one case file")->required();
  app.add_option("--out", out, "the zip to write (default: autograder.zip, prairielearn.zip or vpl.zip)");
  app.add_option("--source", source_dir, "the harness's source tree to pack (default: the one this was built from)");
  if (const int code = parse_arguments(app, argc, argv); code >= 0) return code;
  namespace fs = std::filesystem;
  const Platform& chosen = platforms().at(platform);
  if (out.empty()) out = chosen.default_out;
  if (fs::is_directory(case_file))
    fail({case_file}, "a folder: give the one case file of the assignment (a package grades against it alone)");
  // A case file that does not load is refused here, not on the platform at the first submission.
  const CaseFile loaded = load_cases_or_fail({case_file}).front();

  std::vector<ZipEntry> entries;
  if (platform == "gradescope") entries = autograder_entries(source_dir, case_file);
  else if (platform == "prairielearn") entries = prairielearn_entries(source_dir, case_file);
  else entries = vpl_entries(source_dir, case_file, visible_cases_yaml(loaded));
  const std::string zip = zip_archive(entries);
  write_file_atomically(out, zip);
  std::cout << "wrote " << out << " (" << (zip.size() + 1023) / 1024 << " KiB) for " << loaded.path << ": "
            << loaded.cases.size() << " cases" << hidden_cases_shown(platform, loaded) << "; " << chosen.next_step
            << " (" << chosen.doc << ")\n";
  return kExitOk;
}

}  // namespace harness
