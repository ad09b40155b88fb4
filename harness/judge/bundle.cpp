#include "judge/bundle.h"

#include <stdlib.h>
#include <sys/stat.h>

#include <cerrno>
#include <cstring>
#include <fstream>

#include "base/error.h"

namespace harness {
namespace fs = std::filesystem;

BundleStaging::BundleStaging(const fs::path& bundle) : bundle_(bundle) {
  std::string temporary = bundle.string() + ".tmp-XXXXXX";
  if (!::mkdtemp(temporary.data())) fail({temporary}, "cannot create a folder: {}", std::strerror(errno));
  path_ = temporary;
}

BundleStaging::~BundleStaging() {
  std::error_code ignored;
  if (!path_.empty()) fs::remove_all(path_, ignored);
}

void BundleStaging::publish() {
  ::chmod(path_.c_str(), 0755);
  for (const auto& entry : fs::recursive_directory_iterator(path_))
    ::chmod(entry.path().c_str(), entry.is_directory() ? 0755 : 0644);
  if (::rename(path_.c_str(), bundle_.c_str()) == 0) {
    path_.clear();
    return;
  }
  const int why = errno;
  if (why != ENOTEMPTY && why != EEXIST) fail({bundle_.string()}, "cannot store the bundle: {}", std::strerror(why));
}

void write_files(const fs::path& folder, const std::vector<SourceFile>& files) {
  for (const SourceFile& file : files) {
    const fs::path target = folder / file.name;
    std::error_code error;
    fs::create_directories(target.parent_path(), error);
    std::ofstream out(target, std::ios::binary | std::ios::trunc);
    out.write(file.bytes.data(), static_cast<std::streamsize>(file.bytes.size()));
    if (error || !out.flush()) fail({target.string()}, "cannot write the file: {}", std::strerror(errno));
  }
}

}  // namespace harness
