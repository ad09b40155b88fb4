// The language table (lang/language.h): each row from its language's module.
#include "lang/language.h"
#include "lang/language_programs.h"

namespace harness {

const std::vector<LanguageRow>& language_table() {
  static const std::vector<LanguageRow> table = {cpp_row(), python_row(), java_row(), racket_row(), executable_row()};
  return table;
}

}  // namespace harness
