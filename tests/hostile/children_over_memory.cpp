// Three children each touch 200 MiB and keep it: each is under its case's
// 256 MiB, all together far over. Once every child has touched its memory or
// died, it gives up (false).
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <vector>

bool solve(std::vector<std::vector<int>>&) {
  int ready[2];
  if (pipe(ready) < 0) return false;
  std::vector<pid_t> children;
  for (int i = 0; i < 3; ++i) {
    const pid_t child = fork();
    if (child == 0) {
      const std::size_t size = std::size_t{200} << 20;
      char* block = static_cast<char*>(std::malloc(size));
      if (block) std::memset(block, 1, size);
      if (write(ready[1], "x", 1) != 1) _exit(1);
      for (;;) pause();
    }
    if (child > 0) children.push_back(child);
  }
  close(ready[1]);
  // The kernel may kill some children for memory: they count as done.
  int touched = 0, died = 0;
  while (touched + died < static_cast<int>(children.size())) {
    pollfd readable{ready[0], POLLIN, 0};
    char byte;
    if (poll(&readable, 1, 20) > 0 && read(ready[0], &byte, 1) == 1) ++touched;
    while (waitpid(-1, nullptr, WNOHANG) > 0) ++died;
  }
  for (const pid_t child : children) kill(child, SIGKILL);
  while (wait(nullptr) > 0) {
  }
  return false;
}
