#pragma once
// The programs of a submission in one of the documents' own languages,
// called through the driver the harness ships for that language
// (harness/driver/): the student hands in what the document asks for (a
// Python module, Sudoku.java, a DrRacket file), not a program. Each makes
// a Program whose argv runs the language's runtime on the driver, with the
// student's files and the driver in a read-only folder of the cache shown
// at /submission (Program::submission_dir), built in the box when the
// language compiles (javac, raco make), a failure of which is CE. Their rows
// of the language table (build/language.h) name these tools and files.
#include <filesystem>

#include "build/compile_options.h"

namespace harness {

/// The runtimes and compilers, by absolute path: a box's PATH is its own.
inline constexpr const char* kPython = "/usr/bin/python3";
inline constexpr const char* kJava = "/usr/bin/java";
inline constexpr const char* kJavac = "/usr/bin/javac";
inline constexpr const char* kRacket = "/usr/bin/racket";
inline constexpr const char* kRaco = "/usr/bin/raco";

/// The drivers' files, in harness/driver/.
inline constexpr const char* kCppDriverFile = "driver.cpp";
inline constexpr const char* kPythonDriverFile = "sudoku_driver.py";
inline constexpr const char* kPythonCheckFile = "python_check.py";   // the syntax check, at prepare time
inline constexpr const char* kJavaDriverFile = "SudokuDriver.java";
inline constexpr const char* kRacketDriverFile = "racket_driver.rkt";
inline constexpr const char* kRacketMakeFile = "racket_make.rkt";    // raco make, with errortrace

/// A .py module, or a folder holding one.
Prepared prepare_python(const std::filesystem::path& submission, const CompileOptions& options);
/// Sudoku.java (and any other classes), or a folder holding them.
Prepared prepare_java(const std::filesystem::path& submission, const CompileOptions& options);
/// A .rkt file: #lang racket, or saved by DrRacket in an HtDP language.
Prepared prepare_racket(const std::filesystem::path& submission, const CompileOptions& options);
/// A program speaking docs/protocol.md itself, run as it is. Throws
/// harness::Error for a folder.
Prepared prepare_executable(const std::filesystem::path& submission, const CompileOptions& options);

}  // namespace harness
