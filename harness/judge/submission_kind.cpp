#include "judge/submission_kind.h"

#include <unistd.h>

namespace harness {

bool is_cpp_source(const std::filesystem::path& path) {
  const std::string extension = path.extension().string();
  return extension == ".cpp" || extension == ".cc" || extension == ".cxx";
}

SubmissionKind submission_kind(const std::filesystem::path& path) {
  std::error_code error;
  if (!std::filesystem::is_regular_file(path, error)) return SubmissionKind::NotASubmission;
  if (is_cpp_source(path)) return SubmissionKind::CppSource;
  if (::access(path.c_str(), X_OK) == 0) return SubmissionKind::Executable;
  return SubmissionKind::NotASubmission;
}

}  // namespace harness
