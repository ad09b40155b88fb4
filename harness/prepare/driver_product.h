#pragma once
/// The harness's own driver built once into the cache (the C++ driver's
/// object, the Java driver's class, the Racket driver's compiled form), in a
/// build folder of its own: no student's build ever runs where the product
/// every other student's build takes is made. A failure is the harness's: JE.
#include <filesystem>
#include <string>
#include <vector>

#include "cache/source_file.h"
#include "prepare/built.h"
#include "prepare/compile_options.h"

namespace harness {

struct DriverProduct {
  std::filesystem::path entry;      ///< CACHE/NAME-KEY, the key over the tool's identity and the driver
  std::string file;                 ///< the product's name in the entry ("driver.o")
  std::string cached_words;         ///< the entry, for a damaged entry's warning ("C++ driver's object")
  std::string failed_words;         ///< the build's JE when the step fails ("the driver does not compile")
  std::string take_words;           ///< the JE when the product cannot be taken ("the driver's object")
  std::vector<SourceFile> sources;  ///< written into the build folder's driver/
  std::vector<std::string> argv;    ///< the one build step, run in the folder
  std::string made;                 ///< where the step leaves the product, in the folder
  bool cap_address_space = true;    ///< false for a step that is itself a JVM (javac)
};

/// The product's bytes: from the entry, checked against its manifest as they
/// are read (a damaged entry is made again), else built and stored; JE when
/// the build fails. Throws harness::Error when the cache cannot be written.
Built<std::string> driver_product(const DriverProduct& product, const CompileOptions& options);

}  // namespace harness
