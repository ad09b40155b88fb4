#pragma once
/// Which language's way a submission path is graded in, and which of its files
/// is the program: the one place that maps a path to a language (a file's
/// ending to its row by lang/language.h), so grading, the entry probe, batch's
/// listing of students and Gradescope's autograder agree. The rules:
/// docs/protocol.md, "Which driver" and "A folder of several files".
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "lang/language.h"

namespace harness {

/// What a submission path holds, by the rules.
struct SubmissionLayout {
  Language language = own_program_language();
  /// What is graded: the path itself, or the one folder under it that holds
  /// the sources (an upload's `hw3/src/`).
  std::filesystem::path root;
  /// The program's file in `root` when `root` is a folder and the program is
  /// one of its files (a `#!` program, Python's main.py among its modules,
  /// Racket's): its name; empty when the language has no choice to make (a
  /// file, C++, Java). Decided here, once, with or without --language.
  std::string program;
  /// What the rules decided that the student should read, one line each:
  /// "graded main.py as the program; board.py, puzzles.py as its modules".
  std::vector<std::string> notes;
};

/// Throws harness::Error when `path` itself is a symbolic link: the grader,
/// often root, never reaches a submission through one (`sudoku.cpp ->
/// /etc/shadow` would be compiled and its first line shown in the compile
/// error). Links inside a folder are the student's content, never followed.
void refuse_a_linked_submission(const std::filesystem::path& path);

/// The layout of `path`. Throws harness::Error saying why when it is no
/// submission (a link, refuse_a_linked_submission; missing, no sources, with a rename hint where a file's name is
/// near a source's; neither a source nor an executable; two languages that
/// both define entries; a program that cannot be told among several files).
SubmissionLayout submission_layout(const std::filesystem::path& path);

/// The layout of `path` graded as `language` (--language): the rules that
/// find the language skipped, the rest kept, so the program is told by the
/// same rule and in the same words as without it. No link is refused here
/// (prepare_program does that first).
SubmissionLayout submission_layout(const std::filesystem::path& path, Language language);

/// submission_layout(path).language.
Language submission_language(const std::filesystem::path& path);

/// submission_language, or nullopt instead of an error (batch's listing).
std::optional<Language> submission_language_if_any(const std::filesystem::path& path);

/// Whether `text`, a source of `language`, defines (by its code, comments
/// as the language's lexer finds them left out) a function named as an entry
/// of some assignment (driver/entries.h, with Racket's names), or a
/// program's main. Pure.
bool defines_an_entry(Language language, std::string_view text);

/// A source file as a folder's rule reads it: its name at the folder's top and its text.
struct TopFile {
  std::string name;
  std::string text;
};

/// Which of a folder's top-level `files` of `language` is the program, for a
/// language whose row has SourceRules::imports (Python, Racket): the only one
/// that is no test file (test_*.py, *_test.py); else the only one no other
/// imports (requires); else by the row's usual names (main.py, __main__.py,
/// sudoku.py). Nullopt when the rule tells none, or the language has none. Pure.
std::optional<std::string> program_among(Language language, const std::vector<TopFile>& files);

/// What the rows of C-like languages (C++, Java) share: a definition of the
/// entry `name` (escaped for a pattern), group 1 the word before it; and
/// whether a text defines main. Pure.
std::string c_like_definition(const std::string& name);
bool defines_c_like_main(std::string_view text);

/// The name `file_name` should have to be a source: "Sudoku.CPP" ->
/// "Sudoku.cpp", "sudoku.cpp.txt" -> "sudoku.cpp"; nullopt when it is one
/// already or is near none. Pure.
std::optional<std::string> rename_hint(const std::string& file_name);

}  // namespace harness
