// The language table's rows (build/language.h). Apart from language.cpp's
// lookups: each row names its prepare function, and so this file sits above
// the builds, which read the words and endings below it.
#include "build/compile.h"
#include "build/language.h"
#include "build/language_programs.h"

namespace harness {

const std::vector<LanguageRow>& language_table() {
  // The time factors: the cases' limits are C++ yardsticks. Racket's 4: the
  // document's own Racket (htdp.yaml allows BD6 2 s, 30 times the C++ brute
  // force's 65 ms; the Racket, on lists, checking the whole board at each
  // step, needs 3.8 s of CPU, 4.6 s compiled with errortrace) is left nearly
  // twice what it needs (docs/protocol.md, "The Racket driver").
  static const std::vector<LanguageRow> table = {
      {Language::Cpp, "cpp", "build", "C++", "C++ sources", {".cpp", ".cc", ".cxx"},
       {kCppDriverFile, "sudoku.h", "entries.h", "protocol_words.h"}, {}, nullptr, "g++", 1.0, "", "", prepare_cpp,
       false},
      {Language::Python, "python", "python", "Python", "a Python module", {".py"}, {kPythonDriverFile, kPythonCheckFile},
       {kPython}, kPython, "python3", 1.0, "--serve", "--startup", prepare_python},
      {Language::Java, "java", "java", "Java", "Sudoku.java", {".java"}, {kJavaDriverFile}, {kJava, kJavac}, kJavac,
       "default-jdk-headless", 1.0, "--serve", "--startup", prepare_java},
      {Language::Racket, "racket", "racket", "Racket", "a Racket file", {".rkt"}, {kRacketDriverFile, kRacketMakeFile},
       {kRacket, kRaco}, kRacket, "racket", 4.0, "--serve", "--has-main", prepare_racket},
      {Language::Executable, "executable", "", "Executable", "an executable speaking docs/protocol.md", {}, {}, {},
       nullptr, "", 1.0, "", "", prepare_executable, false},
  };
  return table;
}

}  // namespace harness
