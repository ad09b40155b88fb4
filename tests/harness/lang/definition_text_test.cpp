#include "lang/definition_text.h"

#include <catch2/catch.hpp>

#include <string>

#include "lang/language_source.h"

using namespace harness;

// code_of (lang/language_source.h): the text as the definition readers see it.
TEST_CASE("comments are blanked where the lexer found them, lines kept, strings left alone") {
  CHECK(code_of("int a; // b\n/* c\nd */ int e;", Language::Cpp) == "int a;     \n    \n     int e;");
  CHECK(code_of("char* u = \"http://x\"; // y", Language::Cpp) == "char* u = \"http://x\";     ");
  CHECK(code_of("s = '#' # t\n", Language::Python) == "s = '#'    \n");
  CHECK(code_of("String s = \"/* no */\";", Language::Java) == "String s = \"/* no */\";");
  // Racket's three kinds, and a datum comment holding a comment of its own.
  CHECK(code_of("(a) ; b\n#| c |# #;(d #| e |#) \"; f\"", Language::Racket) ==
        "(a)    \n" + std::string(7 + 1 + 13 + 1, ' ') + "\"; f\"");
}

TEST_CASE("a language without a lexer has its text read as it is") {
  CHECK(code_of("#!/bin/sh\n# solve\n", Language::Executable) == "#!/bin/sh\n# solve\n");
}

TEST_CASE("an unclosed comment is blanked to the end, a long run in linear time") {
  const std::string run(1 << 20, 'x');
  const std::string code = code_of("int a; /*" + run, Language::Cpp);
  CHECK(code == "int a; " + std::string(run.size() + 2, ' '));
}
