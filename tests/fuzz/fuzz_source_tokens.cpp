// The languages' lexers (lang/) and the similarity check on any bytes (a student's file may be
// anything): the first byte picks the language. Each token lies inside the
// text, in order, on the line its start is on; and a file compared with
// itself is one whole match.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "lang/language_source.h"
#include "similar/class_similarity.h"

using namespace harness;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const Language languages[] = {Language::Cpp, Language::Java, Language::Python, Language::Racket};
  const Language language = languages[data[0] % 4];
  const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
  std::uint32_t last_begin = 0;
  for (const Token& t : tokens_of(text, language)) {
    if (t.begin < last_begin || t.begin > t.end || t.end > text.size() || t.text.empty()) __builtin_trap();
    int line = 1;
    for (std::size_t i = 0; i < t.begin; ++i) line += text[i] == '\n';
    if (line != t.line) __builtin_trap();
    last_begin = t.begin;
  }
  SimilaritySettings settings;
  settings.min_match = 4;
  const StudentSources one{"a", {ComparedFile{"f", std::string(text), language}}};
  const ClassSimilarity s = class_similarity({one, StudentSources{"b", one.files}}, {}, settings);
  if (s.tokens[0] >= 4 && s.tokens[0] >= 2 * static_cast<std::size_t>(settings.kgram) &&
      (s.pairs.empty() || s.pairs[0].similarity != 1.0))
    __builtin_trap();
  return 0;
}
