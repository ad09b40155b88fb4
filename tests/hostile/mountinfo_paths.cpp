// Reads the box's mount table (/proc/self/mountinfo) for paths of the
// grader's machine: checkSudoku is true only when none of HOST_PATHS (a
// C++ array of strings, defined by the test: the compile cache, the run
// folders' name, the test's own folder) is in it. A bind mount shows its
// source's path on the host as the mount's root, so a program bound from the
// cache would give the cache's path away. The table goes to stderr, for the
// test's message.
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#ifndef HOST_PATHS
#define HOST_PATHS {"/nonexistent-host-path"}
#endif

bool checkSudoku(const std::vector<std::vector<int>>&) {
  std::ifstream in("/proc/self/mountinfo");
  std::ostringstream table;
  table << in.rdbuf();
  const std::string text = table.str();
  std::fprintf(stderr, "mountinfo:\n%s", text.c_str());
  if (text.empty()) return false;   // unread: no proof of anything
  for (const char* path : HOST_PATHS)
    if (text.find(path) != std::string::npos) {
      std::fprintf(stderr, "host path seen: %s\n", path);
      return false;
    }
  return true;
}
