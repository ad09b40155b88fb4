// Says who it runs as: checkSudoku is true only when no uid or gid of the
// process is 0 and it holds no capability at all (effective, permitted,
// inheritable, ambient), whatever user namespace it is in: the ids are the
// kernel's (getresuid), the capability sets /proc/self/status's. One line to
// stderr names them all, for the test's message.
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

namespace {

// The hex mask of a /proc/self/status line such as "CapEff:\t0000000000000000".
std::string status_field(const std::string& name) {
  std::ifstream status("/proc/self/status");
  for (std::string line; std::getline(status, line);)
    if (line.compare(0, name.size() + 1, name + ":") == 0) return line.substr(line.find_first_not_of(" \t", name.size() + 1));
  return "?";
}

bool no_capability(const std::string& mask) { return mask.find_first_not_of('0') == std::string::npos; }

}  // namespace

bool checkSudoku(const std::vector<std::vector<int>>&) {
  uid_t ruid, euid, suid;
  gid_t rgid, egid, sgid;
  if (getresuid(&ruid, &euid, &suid) != 0 || getresgid(&rgid, &egid, &sgid) != 0) return false;
  const std::string eff = status_field("CapEff"), prm = status_field("CapPrm"), inh = status_field("CapInh"),
                    amb = status_field("CapAmb");
  std::fprintf(stderr, "identity: uid=%u,%u,%u gid=%u,%u,%u CapEff=%s CapPrm=%s CapInh=%s CapAmb=%s\n", ruid, euid,
               suid, rgid, egid, sgid, eff.c_str(), prm.c_str(), inh.c_str(), amb.c_str());
  const bool no_root = ruid != 0 && euid != 0 && suid != 0 && rgid != 0 && egid != 0 && sgid != 0;
  return no_root && no_capability(eff) && no_capability(prm) && no_capability(inh) && no_capability(amb);
}
