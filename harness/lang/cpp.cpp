// C++'s module: its row, and its submissions compiled by prepare/compile.h
// (with the C++ driver, unless a file defines main, or both).
#include "lang/language_programs.h"
#include "lang/language_source.h"
#include "prepare/compile.h"

namespace harness {

Prepared prepare_cpp(const SubmissionLayout& layout, const CompileOptions& options) {
  const LanguageRow& row = language_row(Language::Cpp);
  return compile_cpp(layout.root, options, {row.cache_tag, row.extensions});
}

LanguageRow cpp_row() {
  return {Language::Cpp,
          "cpp",
          "build",
          "C++",
          "C++ sources",
          {".cpp", ".cc", ".cxx"},
          {kCppDriverFile, "sudoku.h", "entries.h", "protocol_words.h"},
          {},
          nullptr,
          "g++",
          1.0,  // the basis: the cases' limits are set in C++ (protocol.md, "The factors")
          "",
          "",
          prepare_cpp,
          {c_like_definition, true, {}, defines_c_like_main, nullptr, {}, false},
          &cpp_source(),
          false};
}

}  // namespace harness
