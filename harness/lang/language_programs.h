#pragma once
// Each language's module (lang/<language>.cpp): its row of the table and how
// a submission in it is prepared. C++ is compiled (prepare/compile.h); the
// documents' own languages are called through the driver the harness ships
// for each (harness/driver/): the student hands in what the document asks for
// (a Python module, Sudoku.java, a DrRacket file), not a program. Each makes a
// Program whose argv runs the language's runtime on the driver, with the
// student's files and the driver in a read-only folder of the cache shown at
// /submission (Program::submission_dir), built in the box when the language
// compiles (javac, raco make), a failure of which is CE.
#include <filesystem>

#include "lang/language.h"
#include "lang/submission_kind.h"
#include "prepare/compile_options.h"
#include "prepare/driver_bundle.h"

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
inline constexpr const char* kPythonCheckFile = "python_check.py";  // the syntax check, at prepare time
inline constexpr const char* kJavaDriverFile = "SudokuDriver.java";
inline constexpr const char* kRacketDriverFile = "racket_driver.rkt";
inline constexpr const char* kRacketMakeFile = "racket_make.rkt";  // raco make, plain or with errortrace

/// Each module's row (language_table.cpp lists them).
LanguageRow cpp_row();
LanguageRow python_row();
LanguageRow java_row();
LanguageRow racket_row();
LanguageRow executable_row();

/// C++ sources: a .cpp file or a folder of them.
Prepared prepare_cpp(const SubmissionLayout& layout, const CompileOptions& options);
/// A .py module, or a folder holding one (SubmissionLayout::program).
Prepared prepare_python(const SubmissionLayout& layout, const CompileOptions& options);
/// Sudoku.java (and any other classes), or a folder holding them.
Prepared prepare_java(const SubmissionLayout& layout, const CompileOptions& options);
/// A .rkt file: #lang racket, or saved by DrRacket in an HtDP language; or a folder holding them.
Prepared prepare_racket(const SubmissionLayout& layout, const CompileOptions& options);
/// A program speaking docs/protocol.md itself, run as it is: a file, or a
/// folder's program of its own (SubmissionLayout::program).
Prepared prepare_executable(const SubmissionLayout& layout, const CompileOptions& options);

/// The same, for a path: its layout decided for that language, as --language does.
inline Prepared prepare_cpp(const std::filesystem::path& path, const CompileOptions& options) {
  return prepare_cpp(submission_layout(path, Language::Cpp), options);
}
inline Prepared prepare_python(const std::filesystem::path& path, const CompileOptions& options) {
  return prepare_python(submission_layout(path, Language::Python), options);
}
inline Prepared prepare_java(const std::filesystem::path& path, const CompileOptions& options) {
  return prepare_java(submission_layout(path, Language::Java), options);
}
inline Prepared prepare_racket(const std::filesystem::path& path, const CompileOptions& options) {
  return prepare_racket(submission_layout(path, Language::Racket), options);
}

/// What prepare/driver_bundle.h reads of a row.
inline DriverLanguage driver_language(const LanguageRow& row) {
  return {row.name,       row.cache_tag, row.driver_files,   row.tools,
          row.build_tool, row.package,   row.serve_argument, row.probe_argument};
}

}  // namespace harness
