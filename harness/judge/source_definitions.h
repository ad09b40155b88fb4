#pragma once
/// What a submission's sources define, as a person reads them: functions
/// (methods, defines) by name, with the line that declares them. Read from the
/// text, not compiled: for naming a near miss when an entry is missing
/// (judge/near_miss.h), never for deciding a verdict. Comments are skipped;
/// an unusual layout can hide a definition, which then goes unnamed.
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "lang/language.h"

namespace harness {

struct SourceDefinition {
  std::string name;
  std::string declared;      ///< as written, on one line: "bool solve(Grid g)", "def Solve(grid)"
  std::vector<std::string> parameters;   ///< each as written: "Grid g", "grid", "int[][] sudoku"
  std::string file;          ///< as handed in: "sudoku.cpp", "src/Sudoku.java"
  int line = 0;
  std::string owner;         ///< Java: the class it is in; Python: a class it is a method of
  bool is_static = false;    ///< C++: `static` (internal linkage); Java: a static method
  bool is_private = false;   ///< Java
};

/// The definitions in `text`, a source of `language`, named as `file`. Pure.
std::vector<SourceDefinition> definitions_in(std::string_view text, Language language, const std::string& file);

/// Every definition in the submission's sources of `language` (a file, or a
/// folder's files with the language's endings, named relative to it).
std::vector<SourceDefinition> submission_definitions(const std::filesystem::path& submission, Language language);

}  // namespace harness
