// sudoku-grade autograder --cases FILE --out ZIP: Gradescope's autograder
// zip for one assignment (docs/gradescope.md): `package --for gradescope`,
// kept under its first name.
#include <string>
#include <vector>

#include "cli/command.h"

namespace harness {

int run_autograder(int argc, char** argv) {
  std::vector<std::string> words = {"package", "--for", "gradescope"};
  for (int i = 1; i < argc; ++i) words.emplace_back(argv[i]);
  std::vector<char*> args;
  for (std::string& word : words) args.push_back(word.data());
  args.push_back(nullptr);
  return run_package(static_cast<int>(words.size()), args.data());
}

}  // namespace harness
