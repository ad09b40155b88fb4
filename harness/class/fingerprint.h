#pragma once
// What a student's report was graded from: SHA-256 over the submission's
// files, the case files and the harness that graded them. A rerun of batch
// compares it with the report's, so an edited submission, an edited case
// file or a new harness is graded again and a report is reused only when
// nothing it came from has changed.
#include <filesystem>
#include <string>
#include <vector>

#include "cases/case.h"
#include "result/result.h"

namespace harness {

/// What besides the files decides a verdict: a report graded with another
/// time scale or language is not this run's.
struct FingerprintSettings {
  std::string harness_version;
  std::string grading;  ///< grading_settings(): e.g. "time-scale 1, language by the file, sandbox default"
};

/// The settings of batch that decide a verdict, as one line for
/// FingerprintSettings::grading. --sanitize adds ", sanitized" only when on,
/// so reports made before the flag existed keep their fingerprints.
std::string grading_settings(double time_scale, const std::string& language, const std::string& sandbox,
                             bool sanitized);

/// 64 lower-case hex digits. A folder counts every entry under it, by its
/// path relative to the folder: contents for files, the target for links
/// (never followed). An entry that cannot be read counts as its error, so
/// it differs from any content. Throws harness::Fault only when SHA-256 is
/// unavailable.
std::string submission_fingerprint(const std::filesystem::path& submission, const std::vector<CaseFile>& files,
                                   const FingerprintSettings& settings);

/// SHA-256 over the case files' names and bytes, in their order: the
/// identity of what a class was graded against, shown on its dashboard.
std::string case_files_fingerprint(const std::vector<CaseFile>& files);

/// Records in `result` what graded it, for the dashboard's header:
/// `harness_version`, case_files_fingerprint(files) and the time now (UTC,
/// to the second).
void stamp_graded_with(GradeResult& result, const std::vector<CaseFile>& files, const std::string& harness_version);

/// The assignment a set of case files is, for telling one --out from
/// another's: their file names, sorted, joined by ", " ("lesson.yaml").
std::string assignment_of(const std::vector<std::string>& case_file_paths);

}  // namespace harness
