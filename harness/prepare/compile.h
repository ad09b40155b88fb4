#pragma once
/// A C++ submission (a .cpp file or a folder of them) compiled, each step in
/// the box, and linked with the driver unless it defines main, or both.
/// The design (where each step runs, its limits, the cache): docs/protocol.md,
/// "How a C++ submission is compiled" and "A file with main and functions".
#include <filesystem>
#include <vector>

#include "prepare/compile_options.h"

namespace harness {

/// What the compile reads of C++'s row (lang/cpp.cpp): plain values.
struct CppLanguage {
  const char* cache_tag;                ///< its builds are CACHE/TAG-KEY
  std::vector<const char*> extensions;  ///< a source's endings: the files compiled
};

/// C++ sources (a .cpp file or a folder of them) compiled into programs: the
/// row's prepare (lang/language_programs.h prepare_cpp).
Prepared compile_cpp(const std::filesystem::path& submission, const CompileOptions& options, const CppLanguage& cpp);

}  // namespace harness
