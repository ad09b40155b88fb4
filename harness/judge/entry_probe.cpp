#include "judge/entry_probe.h"

#include <algorithm>
#include <thread>

#include <fmt/format.h>

#include "base/error.h"
#include "cache/cache_entry.h"
#include "judge/protocol.h"
#include "prepare/sanitize.h"
#include "run/process.h"
#include "verdict/classify.h"

namespace harness {
namespace {

namespace fs = std::filesystem;
using sudoku::Entry;
using sudoku::Takes;

// The listing's file in its cache entry (listing_entry).
constexpr const char* kListingFile = "entries";

// A probe asks for little: a defined entry answers a 4 x 4 grid at once, and
// a program that loops or floods is cut short instead of holding grade up.
// A runtime's start-up and memory (Racket's) come on top, as they do for a case.
Limits probe_limits(const Program& program) {
  Limits limits;
  limits.wall = limits.cpu = std::chrono::milliseconds(2000) + program.startup;
  limits.memory_bytes = (std::uint64_t{256} << 20) + program.runtime_bytes;
  limits.output_bytes = std::uint64_t{64} << 10;
  return limits;
}

RunFacts run(const Program& program, std::vector<std::string> argv, std::string stdin_text, const Sandbox* sandbox) {
  RunSpec spec;
  spec.argv = std::move(argv);
  spec.submission_dir = program.submission_dir;  // a language driver's files, at /submission
  spec.stdin_text = std::move(stdin_text);
  spec.limits = probe_limits(program);
  fit_heap(program, spec.argv, spec.limits);  // a JVM's -Xmx
  fit_sanitizer(program, spec);               // ASan cannot start under RLIMIT_AS
  spec.sandbox = sandbox;
  return run_with_limits(spec);
}

bool is_grid_entry(const sudoku::EntryRow& row) { return row.takes != Takes::TypedLines; }

bool same_screen_for_every_entry(const std::vector<RunFacts>& facts) {
  return !facts.empty() && !facts.front().stdout_text.empty() &&
         std::all_of(facts.begin(), facts.end(),
                     [&](const RunFacts& f) { return f.stdout_text == facts.front().stdout_text; });
}

std::optional<DefinedEntries> cannot_tell(std::string reason, std::string* why) {
  if (why) *why = std::move(reason);
  return std::nullopt;
}

// The driver's listing, one name a line, read as the driver's words or not at all.
std::optional<DefinedEntries> read_listing(const Program& program, std::string_view text, std::string* why) {
  DefinedEntries defined;
  defined.sessions = takes_sessions(program.kind);
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    const std::string_view name = text.substr(0, end);
    text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
    const sudoku::EntryRow* row = sudoku::find_entry(name);
    // Not the driver's words: a static initializer that wrote there first, or no driver at all.
    if (!row || !is_grid_entry(*row) ||
        std::find(defined.grid.begin(), defined.grid.end(), row->entry) != defined.grid.end())
      return cannot_tell(fmt::format("asked for its entries, the program answered '{}', not an entry's name",
                                     std::string(name.substr(0, 40))),
                         why);
    defined.grid.push_back(row->entry);
  }
  std::sort(defined.grid.begin(), defined.grid.end());
  return defined;
}

// One run of the driver's program: it lists the entries, one name a line.
// A bundle's listing (Python, Java, Racket) is kept beside it in the cache,
// as its runtime figures are: what it defines is fixed when it is built, and
// asking again costs a start of the runtime per grade (Racket with a
// teaching language: a second, more than all its cases' CPU).
std::optional<DefinedEntries> ask_driver(const Program& program, const Sandbox* sandbox, std::string* why) {
  const fs::path record = listing_entry(program);
  if (!record.empty()) {
    std::string damaged;
    if (const std::optional<std::string> kept = read_intact_file(record, kListingFile, damaged))
      if (std::optional<DefinedEntries> defined = read_listing(program, *kept, nullptr)) return defined;
  }
  std::vector<std::string> argv = program.argv;
  argv.emplace_back(sudoku::kListEntriesArgument);
  const RunFacts facts = run(program, argv, "", sandbox);
  if (const std::optional<Judgement> failed = classify(facts, probe_limits(program)))
    return cannot_tell(fmt::format("asked for its entries, the program failed: {}", failed->reason), why);
  std::optional<DefinedEntries> defined = read_listing(program, facts.stdout_text, why);
  if (defined && !record.empty()) {
    try {
      EntryStaging staging(record);
      write_files(staging.path(), {{kListingFile, facts.stdout_text}});
      staging.publish();
    } catch (const Fault&) {  // a cache it cannot write to: asked again next time
    }
  }
  return defined;
}

// A solved 9x9 board with two blanks: every bundled assignment's size, so a
// program written for 9x9 alone answers it (a 4x4 made such a program crash,
// and the crash read as "defines nothing"), and one quick to answer for any
// search. Two blanks in one row: count_solutions with limit 2 finds 1.
const validator::Rows kProbeGrid = {
    {0, 0, 3, 4, 5, 6, 7, 8, 9}, {4, 5, 6, 7, 8, 9, 1, 2, 3}, {7, 8, 9, 1, 2, 3, 4, 5, 6},
    {2, 1, 4, 3, 6, 5, 8, 9, 7}, {3, 6, 5, 8, 9, 7, 2, 1, 4}, {8, 9, 7, 2, 1, 4, 3, 6, 5},
    {5, 3, 1, 6, 4, 2, 9, 7, 8}, {6, 4, 2, 9, 7, 8, 5, 3, 1}, {9, 7, 8, 5, 3, 1, 6, 4, 2}};

// One run per grid entry, at once: a program that speaks the protocol
// answers the ones it has and refuses the others (NotImplemented, or an exit
// code of its own with a usage message).
std::optional<DefinedEntries> try_each_entry(const Program& program, const Sandbox* sandbox, std::string* why) {
  std::vector<const sudoku::EntryRow*> rows;
  for (const sudoku::EntryRow& row : sudoku::kEntries)
    if (is_grid_entry(row)) rows.push_back(&row);
  std::vector<RunFacts> facts(rows.size());
  std::vector<std::thread> runs;
  for (std::size_t i = 0; i < rows.size(); ++i)
    runs.emplace_back([&, i] {
      std::vector<std::string> argv = program.argv;
      argv.emplace_back(rows[i]->name);
      if (rows[i]->takes == Takes::GridAndLimit) argv.emplace_back("2");
      facts[i] = run(program, argv, write_grid(kProbeGrid), sandbox);
    });
  for (auto& thread : runs) thread.join();

  DefinedEntries defined;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    if (facts[i].end == RunFacts::End::SpawnFailed)
      return cannot_tell("the program could not be started: " + facts[i].spawn_error, why);
    if (classify(facts[i], probe_limits(program))) continue;  // a crash, a timeout: no answer
    const std::string_view first_line =
        std::string_view(facts[i].stdout_text).substr(0, facts[i].stdout_text.find('\n'));
    if (read_program_output(first_line, -1).kind == ProgramOutput::Kind::Answer) defined.grid.push_back(rows[i]->entry);
  }
  // A program that answers the protocol's entries has a main for them, not
  // for typed lines (a program doing both is graded with --cases naming its
  // assignment). One that answers none is interactive only when it shows
  // the same screen whatever entry it was asked for: a menu reads no
  // argument. A program that refuses every entry, or fails each its own way,
  // is no helper: nothing fits it, and grade says so rather than grading it
  // on sessions it never meant to answer.
  defined.sessions = defined.grid.empty() && same_screen_for_every_entry(facts);
  return defined;
}

}  // namespace

fs::path listing_entry(const Program& program) {
  if (program.submission_dir.empty() || program.submission_dir.filename() != "submission") return {};
  return program.submission_dir.parent_path().string() + kListingEntrySuffix;
}

bool DefinedEntries::defines(Entry entry) const {
  if (!is_grid_entry(sudoku::entry_row(entry))) return sessions;
  return std::find(grid.begin(), grid.end(), entry) != grid.end();
}

std::optional<DefinedEntries> probe_entries(const Program& program, const Sandbox* sandbox, std::string* why) {
  switch (program.kind) {
    case ProgramKind::Driver:
    case ProgramKind::DriverAndOwnMain: return ask_driver(program, sandbox, why);
    case ProgramKind::OwnMain: return try_each_entry(program, sandbox, why);
  }
  return cannot_tell("unknown kind of program", why);
}

}  // namespace harness
