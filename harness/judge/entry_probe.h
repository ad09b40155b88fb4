#pragma once
// Which entries a submission defines, learned by running its program in its
// box: what `grade` reads to choose the assignment a submission fits. The
// rules (docs/protocol.md, "The entry probe"):
//  - A program with the driver (ProgramKind::Driver, DriverAndOwnMain): one
//    run, `PROGRAM --entries`. The driver names the entries whose weak
//    declarations the student's code defined, calling none of them.
//  - A program of its own (OwnMain: C++ with a main and no entry, or any
//    executable): one run per grid entry on a tiny 4 x 4 grid (count_solutions
//    with limit 2), at once. It defines the entry when that run exits 0 with a
//    first line the protocol reads as an answer (True, False, an integer),
//    right or wrong. NotImplemented does not define it, nor does a crash, a
//    timeout or an interactive program's menu: a helper that only talks
//    defines no grid entry.
//  - Sessions: a C++ file with main and functions (DriverAndOwnMain) can take
//    them, and a program of its own that answers no grid entry (an
//    interactive program); one that speaks the protocol has its main for
//    that, and a Driver program has none.
// Every run is student code, so every run is in the box given, under the
// probe's own small limits (2 s, 256 MiB, 64 KiB of output).
#include <optional>
#include <string>
#include <vector>

#include "build/program.h"
#include "driver/entries.h"
#include "run/sandbox.h"

namespace harness {

struct DefinedEntries {
  std::vector<sudoku::Entry> grid;   ///< the grid entries defined, in the entry table's order
  bool sessions = false;             ///< a main of the student's own reads typed lines
  /// Whether `entry` is defined; for Entry::Session, `sessions`.
  bool defines(sudoku::Entry entry) const;
};

/// The entries `program` defines, or nullopt when the probe cannot tell, with
/// the reason in one line in `why` (when given): the program could not be
/// started, or asked for its entries the driver's program failed (a static
/// initializer that crashes or loops) or answered something else than entry
/// names. `sandbox`: the box of every run; nullptr: none (as --sandbox off).
std::optional<DefinedEntries> probe_entries(const Program& program, const Sandbox* sandbox,
                                            std::string* why = nullptr);

}  // namespace harness
