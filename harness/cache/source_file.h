#pragma once
/// A file as the grader read it, to hash into a key (build_key.h), copy into
/// a build folder or store in an entry (cache_entry.h).
#include <string>

namespace harness {

struct SourceFile {
  std::string name;  ///< relative to the submission (or the driver's folder), '/' between folders
  std::string bytes;
};

}  // namespace harness
