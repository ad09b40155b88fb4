// The C++ driver: a main() linked with a student's functions so they speak docs/protocol.md;
// what it does and guards against: docs/protocol.md, "What the C++ driver does". It is compiled
// with the student's code, so it includes only the standard library and its own folder's headers.
#include <elf.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <ucontext.h>
#include <unistd.h>

#include <cxxabi.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <iostream>
#include <string>
#include <typeinfo>
#include <vector>

#include "entries.h"
#include "protocol_words.h"
#include "sudoku.h"

__attribute__((weak)) bool fillSudoku(std::vector<std::vector<int>>& sudoku);
__attribute__((weak)) bool solve(std::vector<std::vector<int>>& grid);
__attribute__((weak)) bool solve_fast(std::vector<std::vector<int>>& grid);
__attribute__((weak)) int count_solutions(std::vector<std::vector<int>>& grid, int limit);
__attribute__((weak)) bool checkSudoku(const std::vector<std::vector<int>>& sudoku);
// The Java assignment's shape, checkSudoku(sudoku, printErrors): called with
// true, as its SudokuTest calls it, when the one-parameter shape is not there.
__attribute__((weak)) bool checkSudoku(const std::vector<std::vector<int>>& sudoku, bool printErrors);

namespace {

using Grid = std::vector<std::vector<int>>;
using sudoku::Entry;

// The answer's own copy of stdout, set before any static initializer of the
// student's code can print: fd 1 becomes stderr for everything the student runs.
int answer_fd = -1;

__attribute__((constructor(101))) void keep_stdout_for_the_answer() {
  answer_fd = fcntl(1, F_DUPFD_CLOEXEC, 3);
  if (answer_fd >= 0 && dup2(2, 1) < 0) answer_fd = -1;
}

// ---------------------------------------------------------------------------
// A stack overflow told from other SIGSEGVs: the handler runs on a stack of
// its own, sees whether the fault was on the main stack's guard region, and
// if so names the function that recursed on stderr (kDriverRecursionPrefix)
// before the SIGSEGV ends the program as it would have. Only async-signal-safe
// calls in the handler: no malloc, no stdio; the name is read from the
// program's own symbol table through /proc/self/exe.
extern "C" char __executable_start;
extern "C" char etext;

std::uintptr_t stack_top = 0;   // near the top of the main stack: an address in the first frames
std::uintptr_t stack_room = 0;  // RLIMIT_STACK, or 0 when unlimited
alignas(16) char fault_stack[64 * 1024];

// Whether the fault at `address` is the main stack's overflow: below its top,
// within its limit and the kernel's guard gap (256 pages), or with no limit,
// within a MiB of the stack pointer.
bool stack_overflow(std::uintptr_t address, std::uintptr_t sp) {
  constexpr std::uintptr_t kGuardGap = 1u << 20;
  if (address >= stack_top) return false;
  if (stack_room > 0) return stack_top - address <= stack_room + kGuardGap;
  return sp != 0 && address + kGuardGap >= sp && address <= sp + kGuardGap;
}

void put(const char* text, std::size_t size) {
  while (size > 0) {
    const ssize_t n = write(2, text, size);
    if (n <= 0) return;
    text += n;
    size -= static_cast<std::size_t>(n);
  }
}

bool read_at(int fd, void* into, std::size_t size, off_t at) {
  return pread(fd, into, size, at) == static_cast<ssize_t>(size);
}

// The function symbol (mangled) that holds `address`, from /proc/self/exe's
// symbol table, written to stderr; nothing when there is none.
void put_function_at(std::uintptr_t address) {
  const int fd = open("/proc/self/exe", O_RDONLY | O_CLOEXEC);
  if (fd < 0) return;
  Elf64_Ehdr header;
  if (read_at(fd, &header, sizeof header, 0) && header.e_shentsize == sizeof(Elf64_Shdr)) {
    // A position-independent program's symbols are relative to where it was loaded.
    if (header.e_type == ET_DYN) address -= reinterpret_cast<std::uintptr_t>(&__executable_start);
    for (unsigned i = 0; i < header.e_shnum; ++i) {
      Elf64_Shdr table, names;
      if (!read_at(fd, &table, sizeof table, header.e_shoff + i * sizeof table) || table.sh_type != SHT_SYMTAB ||
          !read_at(fd, &names, sizeof names, header.e_shoff + table.sh_link * sizeof names))
        continue;
      Elf64_Sym symbols[256];
      for (std::uint64_t done = 0; done < table.sh_size; done += sizeof symbols) {
        const std::size_t want = std::min<std::uint64_t>(sizeof symbols, table.sh_size - done);
        if (pread(fd, symbols, want, table.sh_offset + done) != static_cast<ssize_t>(want)) break;
        for (std::size_t k = 0; k < want / sizeof(Elf64_Sym); ++k) {
          const Elf64_Sym& symbol = symbols[k];
          if (ELF64_ST_TYPE(symbol.st_info) != STT_FUNC || address < symbol.st_value ||
              address >= symbol.st_value + symbol.st_size)
            continue;
          char name[512];
          const ssize_t got = pread(fd, name, sizeof name - 1, names.sh_offset + symbol.st_name);
          if (got > 0) {
            name[got] = '\0';
            put(name, std::strlen(name));
          }
          close(fd);
          return;
        }
      }
    }
  }
  close(fd);
}

// The recursing function: the return address that repeats most among the
// words above the stack pointer (every frame of the recursion holds it), or
// the faulting instruction's when none does.
std::uintptr_t recursing_code(std::uintptr_t sp, std::uintptr_t pc) {
  const auto code_start = reinterpret_cast<std::uintptr_t>(&__executable_start);
  const auto code_end = reinterpret_cast<std::uintptr_t>(&etext);
  std::uintptr_t seen[64] = {};
  int counts[64] = {};
  int kinds = 0;
  if (sp == 0 || sp >= stack_top) return pc;
  // The stack pointer may already be past the mapped stack (a large frame):
  // the scan starts at the first page mincore says is mapped.
  const std::uintptr_t page = static_cast<std::uintptr_t>(sysconf(_SC_PAGESIZE));
  std::uintptr_t from = sp & ~(page - 1);
  unsigned char resident = 0;
  for (int n = 0; n < 1024 && from < stack_top && mincore(reinterpret_cast<void*>(from), page, &resident) != 0; ++n)
    from += page;
  if (from >= stack_top) return pc;
  if (from < sp) from = sp;
  const auto* word = reinterpret_cast<const std::uintptr_t*>(from);
  for (int n = 0; n < 8192 && reinterpret_cast<std::uintptr_t>(word + 1) <= stack_top; ++n, ++word) {
    const std::uintptr_t value = *word;
    if (value < code_start || value >= code_end) continue;
    int k = 0;
    while (k < kinds && seen[k] != value) ++k;
    if (k == kinds) {
      if (kinds == 64) continue;
      seen[kinds++] = value;
    }
    ++counts[k];
  }
  int best = -1;
  for (int k = 0; k < kinds; ++k)
    if (counts[k] >= 3 && (best < 0 || counts[k] > counts[best])) best = k;
  return best < 0 ? pc : seen[best] - 1;  // the call, not the instruction after it
}

void on_fault(int signal_number, siginfo_t* info, void* context) {
  std::uintptr_t sp = 0, pc = 0;
#if defined(__x86_64__)
  sp = static_cast<std::uintptr_t>(static_cast<ucontext_t*>(context)->uc_mcontext.gregs[REG_RSP]);
  pc = static_cast<std::uintptr_t>(static_cast<ucontext_t*>(context)->uc_mcontext.gregs[REG_RIP]);
#elif defined(__aarch64__)
  sp = static_cast<std::uintptr_t>(static_cast<ucontext_t*>(context)->uc_mcontext.sp);
  pc = static_cast<std::uintptr_t>(static_cast<ucontext_t*>(context)->uc_mcontext.pc);
#endif
  if (stack_overflow(reinterpret_cast<std::uintptr_t>(info->si_addr), sp)) {
    const std::string_view prefix = sudoku::kDriverRecursionPrefix;
    put("\n", 1);
    put(prefix.data(), prefix.size());
    put_function_at(recursing_code(sp, pc));
    put("\n", 1);
  }
  // The fault again, now with the default action: the program dies by it, as without this handler.
  signal(signal_number, SIG_DFL);
}

// Under AddressSanitizer its own handler reports a stack overflow (judge/sanitizer_report.h).
void watch_for_stack_overflow() {
#if !defined(__SANITIZE_ADDRESS__)
  int here = 0;
  stack_top = reinterpret_cast<std::uintptr_t>(&here);
  rlimit limit{};
  if (getrlimit(RLIMIT_STACK, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY) stack_room = limit.rlim_cur;
  stack_t alternate{};
  alternate.ss_sp = fault_stack;
  alternate.ss_size = sizeof fault_stack;
  if (sigaltstack(&alternate, nullptr) != 0) return;
  struct sigaction action {};
  action.sa_sigaction = on_fault;
  action.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sigemptyset(&action.sa_mask);
  sigaction(SIGSEGV, &action, nullptr);
#endif
}

// The harness called the driver wrongly: its bug, which it checks for before
// the run (judge/case_input.h), so the exit code is not read as one.
[[noreturn]] void usage_error(const std::string& message) {
  std::string line = "sudoku-driver: " + message + "\n";
  if (write(2, line.data(), line.size()) < 0) {
  }
  std::_Exit(sudoku::kDriverUsageExit);
}

// Rows as the protocol writes them: digits together ("530070000") or numbers
// separated by white space; blank lines are not rows.
Grid read_grid() {
  Grid grid;
  std::string line;
  while (std::getline(std::cin, line)) {
    std::vector<std::string> words;
    std::string word;
    for (char ch : line + " ") {
      if (ch == ' ' || ch == '\t' || ch == '\r') {
        if (!word.empty()) words.push_back(word);
        word.clear();
      } else {
        word += ch;
      }
    }
    if (words.empty()) continue;
    std::vector<int> row;
    const bool digits_together = words.size() == 1 && words[0].size() > 1;
    for (const std::string& w : words) {
      // A sign only in the spaced form: checkSudoku boards may hold -1 on purpose.
      for (std::size_t i = 0; i < w.size(); ++i)
        if ((w[i] < '0' || w[i] > '9') && !(w[i] == '-' && i == 0 && w.size() > 1 && !digits_together))
          usage_error("grid line '" + line + "' is not a row of numbers");
      if (digits_together)
        for (char ch : w) row.push_back(ch - '0');
      else row.push_back(std::atoi(w.c_str()));
    }
    grid.push_back(row);  // a copy: its block holds exactly the row's cells
  }
  grid.shrink_to_fit();
  return grid;
}

// Digits together when the grid is small and every value is a digit, else
// numbers separated by spaces, so whatever the function left is shown as it is.
std::string format_grid(const Grid& grid, std::size_t size) {
  std::string text;
  for (const auto& row : grid) {
    bool digits = size <= 9;
    for (int value : row) digits = digits && value >= 0 && value <= 9;
    for (std::size_t c = 0; c < row.size(); ++c) {
      if (!digits && c > 0) text += ' ';
      text += std::to_string(row[c]);
    }
    text += '\n';
  }
  return text;
}

void write_all(int fd, const std::string& text) {
  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t put = write(fd, text.data() + done, text.size() - done);
    if (put <= 0) std::_Exit(sudoku::kDriverUsageExit);
    done += put;
  }
}

// One of the driver's lines on stderr, after a newline of its own
// (protocol_words.h, kDriverLineStart), so it starts a line whatever the
// student printed last.
void say(const std::string& lines) { write_all(2, std::string(sudoku::kDriverLineStart) + lines); }

std::string type_name(const std::type_info& type) {
  int status = 0;
  char* name = abi::__cxa_demangle(type.name(), nullptr, nullptr, &status);
  std::string text = status == 0 && name ? name : type.name();
  std::free(name);
  return text;
}

// An exception left the student's function: its account on stderr, exit 1.
[[noreturn]] void raised(const std::string& entry, const std::string& account) {
  std::cout.flush();
  std::fflush(stdout);
  say(std::string(sudoku::kDriverExceptionPrefix) + entry + "\n" + account + "\n");
  std::_Exit(1);
}

// A weak declaration the student did not define has a null address.
bool defined(Entry entry) {
  switch (entry) {
    case Entry::FillSudoku: return fillSudoku;
    case Entry::Solve: return solve;
    case Entry::SolveFast: return solve_fast;
    case Entry::CountSolutions: return count_solutions;
    case Entry::CheckSudoku:
      return static_cast<bool (*)(const Grid&)>(checkSudoku) || static_cast<bool (*)(const Grid&, bool)>(checkSudoku);
    case Entry::Session: return false;
  }
  return false;
}

// Calls the student's function; returns the answer's first line.
std::string call(Entry entry, Grid& grid, int limit) {
  switch (entry) {
    case Entry::FillSudoku: return fillSudoku(grid) ? "True" : "False";
    case Entry::Solve: return solve(grid) ? "True" : "False";
    case Entry::SolveFast: return solve_fast(grid) ? "True" : "False";
    case Entry::CountSolutions: return std::to_string(count_solutions(grid, limit));
    case Entry::CheckSudoku:
      if (static_cast<bool (*)(const Grid&)>(checkSudoku)) return checkSudoku(grid) ? "True" : "False";
      return checkSudoku(grid, true) ? "True" : "False";
    case Entry::Session: break;
  }
  return "";
}

#if defined(__SANITIZE_ADDRESS__)
// Where each buffer of the grid is, for the harness to name the row a
// sanitizer report's address belongs to.
void tell_buffers(const Grid& grid) {
  char line[128];
  std::string text;
  std::snprintf(line, sizeof line, "%srows %p %zu\n", std::string(sudoku::kDriverBufferPrefix).c_str(),
                static_cast<const void*>(grid.data()), grid.capacity() * sizeof(grid[0]));
  text += line;
  for (std::size_t r = 0; r < grid.size(); ++r) {
    std::snprintf(line, sizeof line, "%srow %zu %p %zu\n", std::string(sudoku::kDriverBufferPrefix).c_str(), r + 1,
                  static_cast<const void*>(grid[r].data()), grid[r].capacity() * sizeof(int));
    text += line;
  }
  say(text);
}
#endif

// The entry probe's answer: what the weak declarations resolved to, read
// without calling anything, so a function that loops or crashes still counts.
int list_entries() {
  std::string names;
  for (const sudoku::EntryRow& row : sudoku::kEntries)
    if (row.takes != sudoku::Takes::TypedLines && defined(row.entry)) names += std::string(row.name) + "\n";
  write_all(answer_fd, names);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) usage_error("usage: driver ENTRY [ARGS...] < grid, or driver --entries");
  if (answer_fd < 0) usage_error("cannot set the streams up");
  const std::string name = argv[1];
  if (name == sudoku::kListEntriesArgument) return list_entries();
  const sudoku::EntryRow* row = sudoku::find_entry(name);
  // A session is a program's own main reading typed lines: nothing to call here.
  if (!row || row->takes == sudoku::Takes::TypedLines) usage_error("unknown entry '" + name + "'");
  int limit = 0;
  if (row->takes == sudoku::Takes::GridAndLimit) {
    if (argc < 3) usage_error(name + " needs its limit");
    limit = std::atoi(argv[2]);
  }
  Grid grid = read_grid();
  const std::size_t size = grid.size();

  if (!defined(row->entry)) {
    write_all(answer_fd, std::string(sudoku::kNotImplementedLine) + "\n");
    return 0;
  }

#if defined(__SANITIZE_ADDRESS__)
  tell_buffers(grid);
#endif
  watch_for_stack_overflow();
  // What a static initializer printed goes before the marker.
  std::cout.flush();
  std::fflush(stdout);
  say(std::string(sudoku::kDriverCallingPrefix) + name + "\n");
  std::string value;
  try {
    value = call(row->entry, grid, limit);
  } catch (const std::exception& e) {
    // An exception out of the student's function, in their terms: its type
    // and what(), every line of it (protocol_words.h), rather than
    // terminate's abort. The harness quotes the first line.
    raised(name, type_name(typeid(e)) + ": " + e.what());
  } catch (...) {
    const std::type_info* type = abi::__cxa_current_exception_type();
    raised(name, type ? type_name(*type) : std::string("an exception"));
  }
  // The student's buffered prints belong on stderr, before the answer is out.
  std::cout.flush();
  std::fflush(stdout);

  write_all(answer_fd, value + "\n" + format_grid(grid, size));
  return 0;
}
