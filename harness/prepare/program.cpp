#include "prepare/program.h"

#include <algorithm>
#include <string_view>

namespace harness {
namespace {

bool is_session(sudoku::Entry entry) { return sudoku::entry_row(entry).takes == sudoku::Takes::TypedLines; }

}  // namespace

Program own_main_program(std::vector<std::string> argv, bool from_cache) {
  Program program;
  program.session_argv = argv;
  program.argv = std::move(argv);
  program.kind = ProgramKind::OwnMain;
  program.from_cache = from_cache;
  return program;
}

void fit_heap(const Program& program, std::vector<std::string>& argv, Limits& limits) {
  if (program.heap_flag.empty() || argv.empty()) return;
  limits.cap_address_space = false;
  if (limits.memory_bytes == 0) return;
  const std::uint64_t heap_mb = std::max<std::uint64_t>((limits.memory_bytes >> 20) * 3 / 4, 1);
  argv.insert(argv.begin() + 1, program.heap_flag + std::to_string(heap_mb) + "m");
}

std::string own_source_names(std::string text, const std::string& own_stem) {
  if (own_stem.empty() || own_stem == kBuiltSourceStem) return text;
  const std::string_view built = kBuiltSourceStem;
  std::string out;
  std::size_t from = 0;
  for (std::size_t at; (at = text.find(built, from)) != std::string::npos; from = at + built.size()) {
    if (out.empty()) out.reserve(text.size());
    out.append(text, from, at - from);
    out += own_stem;
  }
  if (from == 0) return text;
  out.append(text, from, std::string::npos);
  return out;
}

bool takes_sessions(ProgramKind kind) { return kind != ProgramKind::Driver; }

bool runs_driver(ProgramKind kind, sudoku::Entry entry) {
  switch (kind) {
    case ProgramKind::Driver: return true;
    case ProgramKind::OwnMain: return false;
    case ProgramKind::DriverAndOwnMain: return !is_session(entry);
  }
  return false;
}

const std::vector<std::string>& argv_for(const Program& program, sudoku::Entry entry) {
  return is_session(entry) ? program.session_argv : program.argv;
}

}  // namespace harness
