#pragma once
/// The languages a submission is graded in, one row each, after problemtools'
/// languages.yaml: a language's name, its source files, how it is built and
/// run; and what this grader adds (its driver in harness/driver/, its warm
/// runtime, its time factor). Every list of languages (the --language words,
/// grade's help, the file-name rule) is read from here. Each row is one
/// module, lang/<language>.cpp, with its prepare function: adding a language
/// is adding a module and a driver (docs/architecture.md, "Adding a fifth language").
#include <filesystem>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace harness {

struct CompileOptions;  // prepare/compile_options.h
struct Prepared;
struct SubmissionLayout;  // lang/submission_kind.h
struct LanguageSource;    // lang/language_source.h

/// Declared opaque in prepare/compile_options.h (CompileOptions::language): its type stays int.
enum class Language : int {
  Cpp,         ///< compiled, with the C++ driver unless it has a main
  Python,      ///< a module of functions, called by the Python driver
  Java,        ///< Sudoku.java (and more classes), called by the Java driver
  Racket,      ///< #lang racket or a DrRacket HtDP file, called by the Racket driver
  Executable,  ///< a program speaking docs/protocol.md itself
};

/// The language's word ("racket"), and back: its row's.
const char* to_string(Language language);
std::optional<Language> language_named(std::string_view word);

/// By the name alone: a C++ row's ending (.cpp, .cc, .cxx). Pure.
bool is_cpp_source(const std::filesystem::path& path);

/// The language whose row claims the file's ending, or nullopt. Pure.
std::optional<Language> source_language(const std::filesystem::path& path);

/// The language of a program speaking docs/protocol.md itself: the row without endings.
Language own_program_language();

/// How the layout rules (lang/submission_kind.h) read a language's sources:
/// row data, so the rules name no language.
struct SourceRules {
  /// A definition of the entry named `name` (already escaped for a pattern),
  /// as a lang/linear_pattern.h pattern; null when the language defines none by its text.
  std::string (*definition)(const std::string& name);
  /// Whether group 1 of a definition is the word before the name, which must
  /// then be a type (C++, Java: `return solve(g)` is a call).
  bool typed;
  /// Entries its driver calls beyond driver/entries.h's names ("valid-board?").
  std::vector<const char*> more_entries;
  /// Whether a source's text defines a program's main; null: none does.
  bool (*defines_main)(std::string_view text);
  /// The top-level files a source imports ("rules.py", "board.rkt"); null
  /// when a folder's files are one program, with none to choose among them.
  std::set<std::string> (*imports)(const std::string& text);
  /// The program's usual names among a folder's files, the first the one advised.
  std::vector<const char*> usual_programs;
  /// Whether a file of it with #! and the execute bit is a program of its own.
  bool script_is_a_program;
};

struct LanguageRow {
  Language language;
  const char* word;                       ///< "racket": the --language word
  const char* cache_tag;                  ///< "racket": its builds are CACHE/TAG-KEY ("build" for C++'s)
  const char* name;                       ///< "Racket": for people, beside a time ("Racket gets 4x")
  const char* handed_in;                  ///< "a Racket file": what a student hands in, for grade's help
  std::vector<const char*> extensions;    ///< the source files' endings, the usual first; none: an executable
  std::vector<const char*> driver_files;  ///< in harness/driver/, each a field of the cache key
  std::vector<const char*> tools;         ///< by absolute path (a box's PATH is its own): the runtime first
  /// The build tool whose identity (build_step.h tool_identity) is a field
  /// of the cache key, in place of a `--version` run; null: none, or
  /// CompileOptions::compiler (C++).
  const char* build_tool;
  const char* package;  ///< what scripts/setup.sh installs the tools with
  /// Each case's time limit is multiplied by it (Program::time_factor), as
  /// DOMjudge's per-language factor: the yardsticks are C++'s.
  double time_factor;
  /// The driver's argument that keeps one runtime answering case after case
  /// (docs/protocol.md, "One warm runtime per submission"); "" when none.
  const char* serve_argument;
  /// The driver's argument for the start-up probe (docs/protocol.md, "Fair
  /// time"), whose figures are kept with the bundle (runtime_figures.h); "" when none.
  const char* probe_argument;
  /// The submission's programs, from its layout (lang/prepare.h prepare_program's contract).
  Prepared (*prepare)(const SubmissionLayout& layout, const CompileOptions& options);
  SourceRules sources;  ///< how the layout rules read its sources
  /// How its source text reads (its lexer, its definitions, its near misses'
  /// words: lang/<language>_source.cpp); null: no text (an executable).
  const LanguageSource* text = nullptr;
  /// Whether a limit's basis names the language and its factor ("2,000 x
  /// Python 1"): where the factor changes the limit, or could. Not C++, in
  /// whose times the limits are set, nor an executable, which has no factor.
  bool names_its_factor = true;
};

/// Every row, C++ first and the executable last (the order of --language's
/// words): lang/language_table.cpp, from each language's module.
const std::vector<LanguageRow>& language_table();

/// The row of `language`.
const LanguageRow& language_row(Language language);

/// "cpp, python, java, racket, executable": the words, joined by `separator`.
std::string language_words(const char* separator = ", ");

/// "C++ sources, a Python module, ..., or an executable speaking
/// docs/protocol.md": what a student hands in, in each language.
std::string handed_in_words();

/// ".cpp, .py, .java, .rkt": each source language's usual ending, the last
/// after `last` (" or ": ".cpp, .py, .java or .rkt").
std::string usual_extensions(const char* last = ", ");

}  // namespace harness
