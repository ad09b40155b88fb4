// The executable's module: a program speaking docs/protocol.md itself, run
// as it is, in any language; its row has no endings and no driver.
#include <string>

#include "lang/language_programs.h"
#include "prepare/program.h"

namespace harness {
namespace {
constexpr const char* kEnv = "/usr/bin/env";  // in the box as on the host (a system program)
}  // namespace

Prepared prepare_executable(const SubmissionLayout& layout, const CompileOptions&) {
  if (layout.program.empty()) return Prepared{own_main_program({layout.root.string()}, true), {}};
  // A folder's program of its own runs where it is, beside its files (its
  // modules, its data): the folder is shown at /submission, and env starts
  // the program by its #! line, as a shell would.
  Program program = own_main_program({kEnv, std::string(kSubmissionPath) + "/" + layout.program}, true);
  program.submission_dir = layout.root;
  return Prepared{program, {}};
}

LanguageRow executable_row() {
  return {Language::Executable,
          "executable",
          "",
          "Executable",
          "an executable speaking docs/protocol.md",
          {},
          {},
          {},
          nullptr,
          "",
          1.0,
          "",
          "",
          prepare_executable,
          {nullptr, false, {}, nullptr, nullptr, {}, false},
          nullptr,
          false};
}

}  // namespace harness
