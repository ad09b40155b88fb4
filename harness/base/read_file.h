#pragma once
// Reading a whole file or stream into memory, bytes as they are: the one way
// the harness reads its inputs (case files, typed input, grade sheets, grids).
#include <filesystem>
#include <iosfwd>
#include <optional>
#include <string>

namespace harness {

/// The file's bytes. Throws harness::Error "PATH: cannot read the file: REASON".
std::string read_file(const std::filesystem::path& path);

/// The file's bytes, or nullopt when it cannot be opened (missing, a folder,
/// no permission): for callers to whom an unreadable file is an answer.
std::optional<std::string> read_file_if_readable(const std::filesystem::path& path);

/// Everything left in `in` (stdin, say).
std::string read_stream(std::istream& in);

}  // namespace harness
