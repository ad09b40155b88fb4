// sudoku-grade grade SUBMISSION [--cases PATH...]: the main job.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <thread>

#include "case_loader.h"
#include "command.h"
#include "grade.h"
#include "report_json.h"
#include "report_text.h"

namespace harness {
namespace {

// The bundled cases: ./cases when run from a checkout, else the source tree's.
std::vector<std::string> default_cases() {
  if (std::filesystem::is_directory("cases")) return {"cases"};
  return {std::string(SUDOKU_GRADE_SOURCE_DIR) + "/cases"};
}

// Written under a temporary name, then renamed: a reader never sees half a report.
void write_file_atomically(const std::string& path, const std::string& text) {
  const std::string temporary = path + ".tmp";
  {
    std::ofstream out(temporary, std::ios::binary);
    out << text;
    if (!out.flush()) fail({path}, "cannot write the report");
  }
  std::filesystem::rename(temporary, path);
}

std::vector<CaseFile> load_cases_or_fail(const std::vector<std::string>& paths) {
  LoadedCases loaded = load_case_files(find_case_files(paths));
  for (const auto& error : loaded.errors) std::cerr << "sudoku-grade: error: " << error.what() << "\n";
  if (!loaded.errors.empty())
    fail({}, "{} case file(s) could not be read; nothing was graded", loaded.errors.size());
  return std::move(loaded.files);
}

}  // namespace

int run_grade(int argc, char** argv) {
  CLI::App app{"Grades a submission - a .cpp file, a folder of .cpp files, or an executable "
               "speaking docs/protocol.md - against case files.",
               "grade"};
  std::string submission, json_path;
  std::vector<std::string> case_paths;
  GradeOptions options;
  options.jobs = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  bool show_hidden = false;
  std::string cache_dir;
  app.add_option("submission", submission, "the student's .cpp file, folder or executable")->required();
  app.add_option("--cases", case_paths, "case files or folders (default: the bundled cases/)");
  app.add_option("--jobs,-j", options.jobs, "cases run at once (default: the number of cores)")
      ->check(CLI::Range(1, 256));
  app.add_option("--time-scale", options.time_scale, "multiply every time limit (default 1)")
      ->check(CLI::Range(0.01, 100.0));
  app.add_option("--json", json_path, "also write the report as JSON to this file");
  app.add_flag("--show-hidden", show_hidden, "show hidden cases' reasons (for instructors)");
  app.add_option("--cache", cache_dir, "where compiled submissions are kept");
  if (int code = parse_arguments(app, argc, argv); code >= 0) return code;
  if (!cache_dir.empty()) options.compile.cache_dir = cache_dir;

  const std::vector<CaseFile> files = load_cases_or_fail(case_paths.empty() ? default_cases() : case_paths);
  const GradeResult result = grade_submission(submission, files, options);
  std::cout << text_report(result, {want_color(), show_hidden});
  if (!json_path.empty()) write_file_atomically(json_path, json_report(result, show_hidden).dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n");
  if (result.has_judge_error()) return kExitUsage;
  return result.all_accepted() ? kExitOk : kExitFailed;
}

}  // namespace harness
