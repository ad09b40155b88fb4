#pragma once
// What a path handed in as a submission is to the grader: which language's
// way it is graded in. The one place that says which file names belong to
// which language, so grading, the entry probe and batch's listing of
// students agree. docs/protocol.md, "Which driver", states the rule:
//
//  - a file: .cpp/.cc/.cxx is C++; .py is a Python module, unless it has the
//    execute bit and starts with "#!" (then it is a program speaking the
//    protocol itself, as examples/python/sudoku.py is); .java is a Java
//    class; .rkt is a Racket file; any other file with the execute bit is a
//    program of its own (Executable);
//  - a folder: the language of the sources directly in it (.cpp, .py,
//    .java, .rkt); sources of two languages are ambiguous: --language says.
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

/// The language `path` is graded in, by the rule above. Throws
/// harness::Error saying why when it is no submission (missing, no sources,
/// neither a source nor an executable) or a folder of two languages.
Language submission_language(const std::filesystem::path& path);

/// submission_language, or nullopt instead of an error (batch's listing).
std::optional<Language> submission_language_if_any(const std::filesystem::path& path);

}  // namespace harness
