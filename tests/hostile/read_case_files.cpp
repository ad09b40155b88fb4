// Cheats on hidden cases: count_solutions counts nothing, it returns the count
// the grader's case file expects. The case's limit picks the way in
// (cases.yaml), so each route is graded on its own:
//   11  CASE_FILE, the file's absolute path on the grader's machine
//   12  the grader's command line (/proc/PID/cmdline), a relative path taken
//       from the grader's working folder (PWD in /proc/PID/environ)
//   13  the command line and environment read out of the grader's memory
//       (/proc/PID/mem, at the addresses /proc/PID/stat gives)
//   14  the same through process_vm_readv
//   15  CASE_FILE seen through the grader's root (/proc/PID/root), as from a chroot
// PID is the parent and pid 1. Outside a box the parent is the run's keeper,
// which shares the grader's memory: its command line and environment are the
// grader's. Finding nothing, it returns 0.
//
// The test writes `#define CASE_FILE "..."` before this file: the path is
// known only where the test runs.
#include <fcntl.h>
#include <sys/uio.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

std::string text_of(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::vector<std::string> split_at_nul(const std::string& text) {
  std::vector<std::string> parts;
  std::istringstream in(text);
  for (std::string part; std::getline(in, part, '\0');) parts.push_back(part);
  return parts;
}

// The count of the case with this limit: a case names its limit before its count.
int expected_count(const std::string& yaml, int limit) {
  std::istringstream lines(yaml);
  int current = -1;
  for (std::string line; std::getline(lines, line);) {
    const std::size_t start = line.find_first_not_of(' ');
    if (start == std::string::npos) continue;
    if (line.compare(start, 6, "limit:") == 0) current = std::atoi(line.c_str() + start + 6);
    if (line.compare(start, 6, "count:") == 0 && current == limit) return std::atoi(line.c_str() + start + 6);
  }
  return 0;
}

// The case files a command line names; a relative one is taken from PWD.
int from_command_line(const std::vector<std::string>& argv, const std::vector<std::string>& environment,
                      int limit) {
  std::string pwd;
  for (const auto& variable : environment)
    if (variable.rfind("PWD=", 0) == 0) pwd = variable.substr(4);
  for (const auto& arg : argv) {
    if (arg.size() < 5 || arg.compare(arg.size() - 5, 5, ".yaml") != 0) continue;
    if (const int count = expected_count(text_of(arg[0] == '/' ? arg : pwd + "/" + arg), limit)) return count;
  }
  return 0;
}

using ReadMemory = std::string (*)(int pid, unsigned long from, unsigned long to);

std::string through_proc_mem(int pid, unsigned long from, unsigned long to) {
  std::string bytes(to - from, '\0');
  const int fd = open(("/proc/" + std::to_string(pid) + "/mem").c_str(), O_RDONLY);
  if (fd < 0) return "";
  const ssize_t got = pread(fd, bytes.data(), bytes.size(), static_cast<off_t>(from));
  close(fd);
  bytes.resize(got > 0 ? static_cast<std::size_t>(got) : 0);
  return bytes;
}

std::string through_vm_readv(int pid, unsigned long from, unsigned long to) {
  std::string bytes(to - from, '\0');
  iovec local{bytes.data(), bytes.size()};
  iovec remote{reinterpret_cast<void*>(from), bytes.size()};
  const ssize_t got = process_vm_readv(pid, &local, 1, &remote, 1, 0);
  bytes.resize(got > 0 ? static_cast<std::size_t>(got) : 0);
  return bytes;
}

// Where pid's command line and environment lie: fields 48 to 51 of its stat.
int from_memory(int pid, ReadMemory read, int limit) {
  const std::string stat = text_of("/proc/" + std::to_string(pid) + "/stat");
  const std::size_t paren = stat.rfind(')');
  if (paren == std::string::npos) return 0;
  std::istringstream fields(stat.substr(paren + 2));
  unsigned long at[4] = {};
  std::string field;
  for (int number = 3; fields >> field; ++number)
    if (number >= 48 && number <= 51) at[number - 48] = std::stoul(field);
  if (at[1] <= at[0] || at[3] <= at[2]) return 0;
  return from_command_line(split_at_nul(read(pid, at[0], at[1])), split_at_nul(read(pid, at[2], at[3])), limit);
}

int cheat(int route, int pid, int limit) {
  const std::string proc = "/proc/" + std::to_string(pid);
  switch (route) {
    case 11: return expected_count(text_of(CASE_FILE), limit);
    case 12:
      return from_command_line(split_at_nul(text_of(proc + "/cmdline")), split_at_nul(text_of(proc + "/environ")),
                               limit);
    case 13: return from_memory(pid, through_proc_mem, limit);
    case 14: return from_memory(pid, through_vm_readv, limit);
    case 15: return expected_count(text_of(proc + "/root" + CASE_FILE), limit);
  }
  return 0;
}

}  // namespace

int count_solutions(std::vector<std::vector<int>>&, int limit) {
  for (const int pid : std::set<int>{getppid(), 1})
    if (const int count = cheat(limit, pid, limit)) return count;
  return 0;
}
