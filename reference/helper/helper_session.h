#pragma once
// The helper's conversation: the menu, choosing or typing in a puzzle,
// put / clear / check / hint / solve / show / quit, with every message and
// check the document's sessions show. Reads whole lines from `in` and writes
// prompts without a newline, as a terminal program does.
#include <iosfwd>
#include <string>

namespace ref::helper {

enum class HelperEnd {
  Quit,        ///< the user chose quit; "Bye." was written
  EndOfInput,  ///< a prompt found no more input (the document's program stops there too)
};

struct HelperRun {
  HelperEnd end = HelperEnd::Quit;
  std::string last_prompt;  ///< the prompt that found no input, for EndOfInput
};

HelperRun run_helper(std::istream& in, std::ostream& out);

}  // namespace ref::helper
