#include "helper_session.h"

#include <sstream>

#include <catch2/catch.hpp>

using ref::helper::HelperEnd;
using ref::helper::run_helper;

namespace {

struct Talk {
  std::string screen;  // the output only: typed lines are not echoed
  ref::helper::HelperRun run;
};

Talk talk(const std::string& typed) {
  std::istringstream in(typed);
  std::ostringstream out;
  Talk result;
  result.run = run_helper(in, out);
  result.screen = out.str();
  return result;
}

bool shows(const Talk& t, const std::string& line) {
  return t.screen.find("\n" + line + "\n") != std::string::npos ||
         t.screen.find("> " + line + "\n") != std::string::npos;
}

bool ends_with(const std::string& text, const std::string& end) {
  return text.size() >= end.size() && text.compare(text.size() - end.size(), end.size(), end) == 0;
}

const char kTypeIn4[] = "1\n4\n4\n";  // new puzzle, type one in, size 4

}  // namespace

TEST_CASE("The solver tells the document's five numbers of placements", "[helper_session]") {
  CHECK(shows(talk("1\n1\n6\n8\n"), "Solved, trying 12 numbers along the way."));
  CHECK(shows(talk("1\n2\n6\n8\n"), "Solved, trying 51 numbers along the way."));
  CHECK(shows(talk("1\n2\n2\n5 5 5\n6\n8\n"), "Solved, trying 50 numbers along the way."));
  CHECK(shows(talk("1\n3\n6\n8\n"), "Solved, trying 150 numbers along the way."));
  CHECK(shows(talk("1\n4\n9\n.253.4179\n.3.....6.\n.7.2.1.83\n982.4..5.\n564..78..\n317825946\n"
                   "24.5..69.\n75......8\n.98......\n6\n8\n"),
              "Solved, trying 114 numbers along the way."));
  auto open = talk(std::string(kTypeIn4) + "1...\n....\n....\n....\n6\n8\n");
  CHECK(shows(open, "Solved, trying 19 numbers along the way."));
  CHECK(shows(open, "There is more than one solution; this is the first one found."));
}

TEST_CASE("Quit says goodbye, and the end of input stops at the prompt that found it", "[helper_session]") {
  auto quit = talk("8\n");
  CHECK(quit.run.end == HelperEnd::Quit);
  CHECK(ends_with(quit.screen, "8) quit\nchoice> Bye.\n"));
  auto ended = talk("1\n");
  CHECK(ended.run.end == HelperEnd::EndOfInput);
  CHECK(ended.run.last_prompt == "puzzle> ");
  CHECK(ends_with(ended.screen, "  4) type one in\npuzzle> "));
  CHECK(talk("").run.last_prompt == "choice> ");
}

TEST_CASE("A solved board is checked as solved, and a put that completes it is praised", "[helper_session]") {
  auto t = talk("1\n1\n6\n4\n5\n3\n1 2\n4\n2\n1 2 3\n8\n");
  CHECK(shows(t, "No clashes, and every cell is filled: the puzzle is solved."));
  CHECK(shows(t, "Every cell is filled."));
  CHECK(shows(t, "Row 1, column 2 is empty again."));
  CHECK(shows(t, "No clashes so far; 1 cells to go."));
  CHECK(t.screen.find("Row 1, column 2 is now 3.\nThe puzzle is complete - well done!\n") != std::string::npos);
}

TEST_CASE("A board with a dead cell is named by hint, check and solve", "[helper_session]") {
  auto t = talk(std::string(kTypeIn4) + "12..\n..34\n....\n....\n5\n4\n6\n8\n");
  CHECK(shows(t, "Puzzle taken."));
  CHECK(shows(t, "Row 1, column 3 has no possible number: something put in is wrong."));
  CHECK(shows(t, "No clashes, but the board can no longer be completed: some number put in is "
                 "wrong. 12 cells are empty."));
  CHECK(shows(t, "No solution from here: some number put in is wrong (0 numbers tried)."));
}

TEST_CASE("Hint names a number with one place when no cell has one candidate", "[helper_session]") {
  auto t = talk(std::string(kTypeIn4) + "....\n...1\n2...\n.1..\n5\n8\n");
  CHECK(shows(t, "In row 1, 1 fits only at row 1, column 1."));
}

TEST_CASE("Clashes are named when put, and hint and solve refuse until fixed", "[helper_session]") {
  auto t = talk("1\n1\n2\n1 2 1\n5\n6\n4\n8\n");
  CHECK(t.screen.find("Row 1, column 2 is now 1.\nIt clashes: Row 1 has two 1s (columns 1 and 2)."
                      "\nIt clashes: Box 1 has two 1s (cells 1-1 and 1-2).\n") != std::string::npos);
  CHECK(t.screen.find("Fix the clashes first - check lists them.\n\n1) new puzzle") != std::string::npos);
  CHECK(shows(t, "Row 1 has two 1s (columns 1 and 2)."));
}

TEST_CASE("A clear takes a third number and ignores it, and a put needs a number from 1", "[helper_session]") {
  auto t = talk("1\n1\n2\n1 2 3\n3\n1 2 4\n2\n1 2 0\n1 2 5\n\n8\n");
  CHECK(shows(t, "Row 1, column 2 is empty again."));
  CHECK(shows(t, "Type row column number, each from 1 to 4, like 3 4 2."));
}

TEST_CASE("A typed row is refused with the size's own example", "[helper_session]") {
  auto t = talk(std::string(kTypeIn4) + "1..5\n1.x.\n\n8\n");
  CHECK(t.screen.find("row 1> A row is 4 digits from 1 to 4 or dots, like \"1..4\".\n"
                      "row 1> A row is 4 digits from 1 to 4 or dots, like \"1..4\".\n"
                      "row 1> Cancelled.\n") != std::string::npos);
}

TEST_CASE("Lines ending in CR LF are read like lines ending in LF", "[helper_session]") {
  CHECK(talk("1\r\n1\r\n6\r\n8\r\n").screen == talk("1\n1\n6\n8\n").screen);
}
