// The grader's readers of student source outside the box on any bytes: the
// layout rules (lang/submission_kind.h) and the near-miss hints
// (judge/source_definitions.h); the first byte picks the language. Each
// definition's name lies in the text on the line it names; the readers never
// crash, whatever the nesting or the bytes (std::regex overflowed the stack).
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "judge/source_definitions.h"
#include "lang/submission_kind.h"

using namespace harness;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const Language languages[] = {Language::Cpp, Language::Java, Language::Python, Language::Racket};
  const Language language = languages[data[0] % 4];
  const std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
  (void)defines_an_entry(language, text);
  if (language == Language::Python || language == Language::Racket) {
    const char* ending = language == Language::Python ? ".py" : ".rkt";
    (void)program_among(language, {{std::string("a") + ending, text}, {std::string("b") + ending, text}});
  }
  int lines = 1;
  for (const char c : text) lines += c == '\n';
  for (const SourceDefinition& d : definitions_in(text, language, "f")) {
    if (d.name.empty() || d.line < 1 || d.line > lines || text.find(d.name) == std::string::npos) __builtin_trap();
  }
  return 0;
}
