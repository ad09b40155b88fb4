#pragma once
// batch's class flags (--roster, --deadline, --late-*, --overrides,
// --lms-title, --extensions) read into the class settings, every file read and checked
// before any student is graded.
#include <filesystem>
#include <string>
#include <vector>

#include "cases/case.h"
#include "class/class_settings.h"
#include "report/standing.h"

namespace harness {

struct ClassFlags {
  std::string roster;
  std::string roster_columns;
  std::string deadline;
  double late_penalty = 0;
  double late_cap = 100;
  bool late_given = false;  ///< --late-penalty or --late-cap was given
  std::string overrides;
  std::string lms_title;
  double lms_max = 100;
  std::string extensions;  ///< --extensions FILE
};

/// Throws harness::Error naming the flag or the file (with its line) for a
/// roster, deadline or overrides file that cannot be used. The roster and
/// the overrides come from their flags only, never from the class folder,
/// whose every entry is a student's. `class_files` gets the files the flags
/// named, which are no students should they lie in the class folder.
ClassSettings class_settings_from_flags(const ClassFlags& flags, const std::vector<CaseFile>& files,
                                        std::vector<std::filesystem::path>& class_files);

/// What batch says of the class record after the sheet, one line each, ""
/// without settings: who is missing or not on the roster, who is late, how
/// many overrides applied, where the exports are, or `no_exports`: why
/// there are none. Names shown as escapes.
std::string class_record_summary(const std::vector<Standing>& standings, const ClassSettings& settings,
                                 const std::string& out, const std::string& no_exports = "");

}  // namespace harness
