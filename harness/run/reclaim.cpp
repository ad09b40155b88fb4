#include "run/reclaim.h"

#include <filesystem>
#include <mutex>
#include <string>
#include <system_error>
#include <vector>

#include "run/cgroup.h"
#include "run/leftovers.h"

namespace harness {

void reclaim_leftovers() {
  static std::once_flag once;
  std::call_once(once, [] {
    std::error_code error;
    const auto temp = std::filesystem::temp_directory_path(error);
    std::vector<std::string> folders{"/tmp"};
    if (!error) folders.insert(folders.begin(), temp.string());
    reclaim_leftover_folders(folders);
    reclaim_leftover_cgroups();
  });
}

}  // namespace harness
