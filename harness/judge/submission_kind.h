#pragma once
// What a path handed in as a submission is to the grader: C++ source to
// compile, or a program to run as it is. The one place that says which file
// names are C++, so grading and batch's listing of students agree.
#include <filesystem>

namespace harness {

enum class SubmissionKind {
  CppSource,        ///< .cpp, .cc or .cxx: compiled (with the driver unless it has a main)
  Executable,       ///< any other file with the execute bit: run as it is
  NotASubmission,   ///< neither: a folder, a README, a missing path
};

/// By the name alone: .cpp, .cc or .cxx. Pure.
bool is_cpp_source(const std::filesystem::path& path);

/// The kind of the file at `path`; the name decides first, so a .cpp file
/// with the execute bit is still source. Folders are NotASubmission here:
/// a folder of sources is a submission made of several files.
SubmissionKind submission_kind(const std::filesystem::path& path);

}  // namespace harness
