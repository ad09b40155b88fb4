#pragma once
// Writing a report so that no reader (a later run, a merge, a CI step) ever
// sees half of it: the text goes to PATH.tmp, is flushed to disk, and is then
// renamed over PATH. A crash or power loss leaves either the old file, the
// new one, or a stray PATH.tmp that nothing reads.
#include <string>

namespace harness {

/// Throws harness::Error naming the path and the failed call.
void write_file_atomically(const std::string& path, const std::string& text);

/// The temporary name write_file_atomically uses for `path`.
std::string temporary_name(const std::string& path);

}  // namespace harness
