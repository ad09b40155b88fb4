#pragma once
// A file descriptor closed when its owner goes: what open() returned, or -1.
#include <unistd.h>

namespace harness {

struct Fd {
  int fd = -1;
  ~Fd() { reset(); }
  void reset() {
    if (fd >= 0) ::close(fd);
    fd = -1;
  }
};

}  // namespace harness
