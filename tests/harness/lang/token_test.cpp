// The four lexers, as tables: what a copier changes (names, literals,
// comments, layout) must not change the tokens, and what they keep must.
#include "lang/language_source.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "hostile_source.h"

using namespace harness;

namespace {

std::string forms(std::string_view text, Language language) {
  std::string out;
  for (const Token& t : tokens_of(text, language)) out += (out.empty() ? "" : " ") + t.text;
  return out;
}

}  // namespace

TEST_CASE("C++ tokens: names and literals are alike, keywords and operators as written") {
  CHECK(forms("int x = 42; // the answer\n", Language::Cpp) == "int ID = NUM ;");
  CHECK(forms("bool solve(Grid& g) { return g[0][1] >= 1'000; }", Language::Cpp) ==
        "bool ID ( ID & ID ) { return ID [ NUM ] [ NUM ] >= NUM ; }");
  CHECK(forms("a <<= b->c; x <=> y;", Language::Cpp) == "ID <<= ID -> ID ; ID <=> ID ;");
  CHECK(forms("1.5e-3 + .5f + 0x1Fu", Language::Cpp) == "NUM + NUM + NUM");
}

TEST_CASE("C++ tokens: comments and layout leave nothing, strings of every kind are one literal") {
  CHECK(forms("/* a\n comment */ int/**/x;", Language::Cpp) == "int ID ;");
  CHECK(forms("f(\"a \\\" b\", 'c', u8\"d\", L'e');", Language::Cpp) == "ID ( STR , STR , STR , STR ) ;");
  // A raw string holding quotes and what looks like a comment is one literal.
  CHECK(forms("s = R\"x(say \"hi\" /* )\" )x\";", Language::Cpp) == "ID = STR ;");
  CHECK(forms("int\n   x\n=\n1\n;", Language::Cpp) == forms("int x=1;", Language::Cpp));
}

TEST_CASE("C++ tokens: #include lines are left out, other directives are a token and their line") {
  CHECK(forms("#include <vector>\n  #  include \"grid.h\"\nint x;", Language::Cpp) == "int ID ;");
  CHECK(forms("#define N 9\nint a[N];", Language::Cpp) == "#define ID NUM int ID [ ID ] ;");
  CHECK(forms("int x = a # b;", Language::Cpp) == "int ID = ID # ID ;");  // not at a line's start
}

TEST_CASE("Java tokens: text blocks, annotations and Java's own operators") {
  CHECK(forms("String s = \"\"\"\n  a \"quoted\" \"\" block\n  \"\"\";", Language::Java) == "ID ID = STR ;");
  CHECK(forms("@Override public boolean f() { x >>>= 2; return true; }", Language::Java) ==
        "@ ID public boolean ID ( ) { ID >>>= NUM ; return true ; }");
  CHECK(forms("int[][] grid = new int[9][9];", Language::Java) == "int [ ] [ ] ID = new int [ NUM ] [ NUM ] ;");
}

TEST_CASE("Python tokens: blocks are INDENT and DEDENT, blank and comment lines are not") {
  const char* text = "def solve(grid):\n"
                     "    # find a blank\n"
                     "\n"
                     "    for r in range(9):\n"
                     "        if grid[r] == 0:\n"
                     "            return r\n"
                     "    return None\n";
  CHECK(forms(text, Language::Python) ==
        "def ID ( ID ) : INDENT for ID in range ( NUM ) : INDENT if ID [ ID ] == NUM : INDENT return ID DEDENT "
        "DEDENT return None DEDENT");
  // Inside brackets and after a backslash a line goes on: no block.
  CHECK(forms("x = [1,\n        2]\ny = 1 + \\\n    2\n", Language::Python) == "ID = [ NUM , NUM ] ID = NUM + NUM");
  // Tabs and spaces of one width are one block.
  CHECK(forms("if a:\n\tb\nif c:\n        d\n", Language::Python) ==
        "if ID : INDENT ID DEDENT if ID : INDENT ID DEDENT");
}

TEST_CASE("Python tokens: strings with prefixes and triple quotes are one literal, builtins keep their name") {
  CHECK(forms("s = f'{x}' + rb\"\\\"\" + '''a\n'b'\n''' + \"\"\"c\"\"\"", Language::Python) ==
        "ID = STR + STR + STR + STR");
  CHECK(forms("print(len(self.cells), 3.5e+2, 0xff)", Language::Python) == "print ( len ( self . ID ) , NUM , NUM )");
  CHECK(forms("a //= b ** c; d := e", Language::Python) == "ID //= ID ** ID ; ID := ID");
}

TEST_CASE("Racket tokens: brackets of every shape, comments of every kind, a run of closers as one") {
  CHECK(forms("#lang racket\n(define (solve b) [cond [(empty? b) #f]])", Language::Racket) ==
        "( define ( ID ID ) ( cond ( ( empty? ID ) #f )");
  CHECK(forms("; line\n#| block #| nested |# still |# (f 1) #;(g 2 (h)) (k \"s\" #\\( 'x)", Language::Racket) ==
        "( ID NUM ) ( ID STR STR ' ID )");
  CHECK(forms("(define x 10) ; )))\n(+ x -2.5 1/3 #e1.5)", Language::Racket) ==
        "( define ID NUM ) ( + ID NUM NUM NUM )");
  // DrRacket's saved header is left out.
  CHECK(forms(";; header\n#reader(lib \"htdp-beginner-reader.ss\" \"lang\")((modname s) (read-case-sensitive #t))\n"
              "(define k 1)",
              Language::Racket) == "( define ID NUM )");
}

TEST_CASE("Racket tokens: a datum comment in front of another skips two data, and a made-up depth does not overflow") {
  CHECK(forms("#; #; (a) (b) (c)", Language::Racket) == "( ID )");
  std::string deep;
  for (int i = 0; i < 100000; ++i) deep += "#;";
  deep += "(x)";
  CHECK_NOTHROW(tokens_of(deep, Language::Racket));
}

TEST_CASE("Tokens keep where they were written") {
  const std::vector<Token> tokens = tokens_of("int a;\n  return b;", Language::Cpp);
  REQUIRE(tokens.size() == 6);
  CHECK(tokens[3].text == "return");
  CHECK(tokens[3].line == 2);
  CHECK(tokens[3].begin == 9);
  CHECK(tokens[3].end == 15);
  const std::vector<Token> racket = tokens_of("(f (g))\n", Language::Racket);
  REQUIRE(racket.size() == 5);
  CHECK(racket.back().begin == 5);  // "))" is one token, from the first closer to the last
  CHECK(racket.back().end == 7);
}

TEST_CASE("Text that is no valid program still lexes, as far as it goes") {
  for (Language language : {Language::Cpp, Language::Java, Language::Python, Language::Racket}) {
    for (const char* text : {"\"open string", "/* open comment", "R\"x(open raw", "'''open", "#| open", "\\", "#",
                             "\xff\xfe\x00\x01", ")))))", "#;", "#\\"}) {
      CAPTURE(to_string(language), text);
      CHECK_NOTHROW(tokens_of(text, language));
    }
  }
  CHECK(tokens_of("anything", Language::Executable).empty());
}

TEST_CASE("A block's end is put where the code before it ends, on that line") {
  const std::vector<Token> tokens = tokens_of("def f():\n    return '''a\nb'''\nx = 1\n", Language::Python);
  // def ID ( ) : INDENT return STR DEDENT ID = NUM
  REQUIRE(tokens.size() == 12);
  CHECK(tokens[8].text == "DEDENT");
  CHECK(tokens[8].begin == tokens[7].end);
  CHECK(tokens[8].begin == tokens[8].end);
  CHECK(tokens[8].line == 3);  // the string's last line, not its first (2) nor the next code's (4)
}

TEST_CASE("Every lexer reads hostile source whole: megabyte lines, nesting 10^5 deep, NUL bytes, invalid UTF-8",
          "[slow]") {
  // The similarity check's reader of a student's text outside the box (issue
  // 36): each text must lex without a crash, every token inside the text and
  // in order, with the definition after it still seen.
  for (const hostile_source::Text& hostile : hostile_source::texts())
    for (const Language language : {Language::Cpp, Language::Java, Language::Python, Language::Racket}) {
      INFO(hostile.what << " in " << to_string(language));
      const std::string text = hostile.text + "\nsolve_after_it\n";
      const std::vector<Token> tokens = tokens_of(text, language);
      std::uint32_t last_end = 0;
      bool in_order = true;
      for (const Token& t : tokens) {
        in_order = in_order && t.begin >= last_end && t.begin <= t.end && t.end <= text.size();
        last_end = t.end;
      }
      CHECK(in_order);
      REQUIRE_FALSE(tokens.empty());
      CHECK(tokens.back().text == kNameToken);
      CHECK(tokens.back().end == text.size() - 1);
    }
}
