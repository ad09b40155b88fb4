// A channel from one run to the next: each call first looks for a note an
// earlier run left in a folder every run can write (/tmp, /var/tmp,
// /dev/shm), then leaves one there itself, readable by anyone. checkSudoku is
// true only when no note was found, so graded on two cases one after the
// other (--jobs 1) the second is WA where a run's files outlive it: a hidden
// case's input could reach a visible case's output that way. Found notes are
// named on stderr. The test writes `#define NOTE "name"` before this file.
#include <sys/stat.h>

#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

bool checkSudoku(const std::vector<std::vector<int>>&) {
  bool none_found = true;
  for (const std::string folder : {"/tmp", "/var/tmp", "/dev/shm"}) {
    const std::string note = folder + "/" + NOTE;
    if (std::ifstream(note)) {
      std::fprintf(stderr, "note: found %s\n", note.c_str());
      none_found = false;
    }
    std::ofstream(note) << "the puzzle of an earlier run\n";
    chmod(note.c_str(), 0666);
  }
  return none_found;
}
