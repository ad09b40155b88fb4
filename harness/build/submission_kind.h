#pragma once
/// Which language's way a submission path is graded in: the one place that maps file
/// names to languages, so grading, the entry probe and batch's listing of students
/// agree. The rule: docs/protocol.md, "Which driver".
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace harness {

enum class Language {
  Cpp,          ///< compiled, with the C++ driver unless it has a main
  Python,       ///< a module of functions, called by the Python driver
  Java,         ///< Sudoku.java (and more classes), called by the Java driver
  Racket,       ///< #lang racket or a DrRacket HtDP file, called by the Racket driver
  Executable,   ///< a program speaking docs/protocol.md itself
};

/// "cpp", "python", "java", "racket", "executable": the --language words.
const char* to_string(Language language);
std::optional<Language> language_named(std::string_view word);

/// By the name alone: .cpp, .cc or .cxx. Pure.
bool is_cpp_source(const std::filesystem::path& path);

/// The language a source file's name says (C++, Python, Java, Racket), or
/// nullopt. Pure.
std::optional<Language> source_language(const std::filesystem::path& path);

/// The language `path` is graded in, by docs/protocol.md's rule. Throws
/// harness::Error saying why when it is no submission (missing, no sources,
/// neither a source nor an executable) or a folder of two languages.
Language submission_language(const std::filesystem::path& path);

/// submission_language, or nullopt instead of an error (batch's listing).
std::optional<Language> submission_language_if_any(const std::filesystem::path& path);

}  // namespace harness
