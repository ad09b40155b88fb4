// sudoku-grade merge OUT... [--out DIR]: one grade sheet from the outputs of
// sharded batch runs, the same bytes an unsharded run writes.
#include <unistd.h>

#include <iostream>

#include "base/printable.h"
#include "base/text_width.h"
#include "class/merge.h"
#include "cli/arguments.h"
#include "cli/class_options.h"
#include "cli/command.h"

namespace harness {

int run_merge(int argc, char** argv) {
  CLI::App app{
      "Combines the OUT folders of sharded 'batch --shard K/N' runs: every student's "
      "report is copied into one folder, with a grade sheet and class dashboard identical to an unsharded run's.",
      "merge"};
  std::vector<std::string> dirs;
  std::string out;
  app.add_option("dirs", dirs, "the batch output folders")->required();
  app.add_option("--out", out, "where the merged reports and grades.csv go (default: the first folder)");
  if (int code = parse_arguments(app, argc, argv); code >= 0) return code;
  const Merged merged = merge_shards({dirs.begin(), dirs.end()}, out.empty() ? dirs.front() : out);
  std::string missing;
  for (const auto& shard : merged.missing_shards) missing += (missing.empty() ? "" : ", ") + shard;
  for (const auto& path : merged.unreadable)
    std::cerr << "sudoku-grade merge: left out " << printable_line(path.string())
              << ": not a whole report; grade that student again with batch (its shard), then merge again\n";
  std::cout << fit_lines(
      "merged " + std::to_string(merged.students) + " students from " + std::to_string(dirs.size()) +
          " folder(s) into " + merged.sheet.string() + "\n" +
          class_record_summary(merged.standings, merged.settings, merged.sheet.parent_path().string(),
                               merged.missing_shards.empty()
                                   ? ""
                                   : "shard(s) " + missing + " not among the folders: merge every shard's"),
      console_width(STDOUT_FILENO));
  return merged.unreadable.empty() ? kExitOk : kExitFailed;
}

}  // namespace harness
