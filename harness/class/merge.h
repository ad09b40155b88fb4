#pragma once
// `merge`: the OUT folders of sharded batch runs made one, with the grade
// sheet and class pages an unsharded run writes, byte for byte.
#include <cstddef>
#include <filesystem>
#include <vector>

#include "class/class_settings.h"
#include "report/standing.h"

namespace harness {

struct Merged {
  std::size_t students = 0;
  std::filesystem::path sheet;  ///< TARGET/grades.csv
  /// Reports that could not be read (torn, empty, foreign): left where they
  /// are, out of the merge; their students must be graded again.
  std::vector<std::filesystem::path> unreadable;
  ClassSettings settings;           ///< the shards' (.class.json)
  std::vector<Standing> standings;  ///< the sheet's rows
  /// Shards of the split ("2/3") not among the folders: the merge is not
  /// the whole class, so it wrote no LMS export. Empty: it wrote them.
  std::vector<std::string> missing_shards;
};

/// Copies every report of `dirs` into `target` (made if need be; a folder of
/// `dirs` itself is fine), then writes its grades.csv, class pages and,
/// when `dirs` hold every shard of the split, the LMS exports.
/// Every folder is read first: a student in two folders with other verdicts
/// or points throws harness::Error before anything is written.
Merged merge_shards(const std::vector<std::filesystem::path>& dirs, const std::filesystem::path& target);

}  // namespace harness
