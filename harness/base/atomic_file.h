#pragma once
// Writing a report so that no reader (a later run, a merge, a CI step) ever
// sees half of it: the text goes to PATH.tmp, is flushed to disk, and is then
// renamed over PATH. A crash or power loss leaves either the old file, the
// new one, or a stray PATH.tmp that nothing reads; a failed write (a full
// disk) removes its PATH.tmp and leaves the old file as it was.
#include <string>

#include "base/error.h"

namespace harness {

/// A file the harness could not write (a full disk, a read-only folder): the
/// fault of the grader's machine, not of its input, so exit 3, not 2.
class WriteError : public Fault {
 public:
  WriteError(SourceLoc loc, const std::string& message, int error_number)
      : Fault(std::move(loc), message), error_number(error_number) {}
  int error_number;  ///< errno of the call that failed
  /// The disk (or its mount) refuses every file, not just this one: ENOSPC,
  /// EDQUOT, EROFS, EIO. A batch then stops taking students.
  bool every_file_would_fail() const;
};

/// Throws WriteError naming the path and the failed call.
void write_file_atomically(const std::string& path, const std::string& text);

/// The temporary name write_file_atomically uses for `path`.
std::string temporary_name(const std::string& path);

}  // namespace harness
