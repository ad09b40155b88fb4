// Forks a thousand processes that sleep for ever, and ends with exit code 1
// at the first refused fork, as a careless program would. If all thousand
// start, it gives up (false).
#include <unistd.h>

#include <cstdlib>
#include <vector>

bool fillSudoku(std::vector<std::vector<int>>&) {
  for (int i = 0; i < 1000; ++i) {
    const pid_t child = fork();
    if (child == 0)
      for (;;) pause();
    if (child < 0) std::exit(1);
  }
  return false;
}
