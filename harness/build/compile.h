#pragma once
// From a submission path to a runnable program.
//  - a .cpp/.cc file, or a folder of them: compiled with g++ -std=c++17 -O2.
//    Sources that do not define main() are linked with the driver
//    (harness/driver/driver.cpp), which turns the student's functions into a
//    program speaking docs/protocol.md. Sources that define main() and no
//    entry are a program of their own. Sources that define both make two
//    programs (ProgramKind::DriverAndOwnMain): the functions linked with the
//    driver, the student's main renamed away in a copy of its objects
//    (objcopy --redefine-sym), for the grid cases; and the student's own
//    program, for the sessions. nm says which (object_symbols.h).
//  - any other file with the execute bit (a script with a shebang): run as it is.
// Which is which: build/submission_kind.h; other languages: build/language_programs.h.
//
// A compile of student code is hostile (a header naming a grader's file, a
// template bomb, a build that leaves a link where the program should be), so:
//  - Every step (the compiler, nm, objcopy, the links) runs in the box of
//    CompileOptions::sandbox, in a build folder of its own (build_folder.h)
//    that the box sees as /box: the submission's files are copied in under
//    src/ (for a folder, every regular file of it, headers too; links are
//    never followed) and the driver's under driver/, and every argv names
//    them relative to it, so the same command works boxed and unboxed. A
//    single-file submission sees only itself: never its neighbours, which in
//    a batch are other students.
//  - Each step has limits of its own (CompileOptions::limits): memory for
//    all of its processes together, wall and cpu time, the size of each file
//    it writes. One it hits is CE, saying which, in the student's terms
//    ("the compiler ran out of memory (the 1024 MiB limit for compiling)").
//  - The program is taken out of the build folder only as a regular file and
//    copied into the grader's cache (folders 0700), which no box ever sees.
//  - The build folder holds at most Limits::work_bytes (build_folder.h): a
//    compile that writes more is CE, "the compiler wrote more than 512 MiB
//    of files".
//
// Builds are cached under the cache dir by SHA-256 (build_key.h) over every
// file of the submission and of the driver's folder (names and contents),
// the compiler's name and version (`--version`, asked once per process), the
// flags and the link flags; grading the same submission twice compiles once.
// The two programs of a file with main and functions share that one key, in
// one cache entry (cache_entry.h), CACHE/build-KEY/, checked against its
// manifest each time it is taken. The driver's object is compiled once per
// compiler and flags, in a build folder of its own, before the student's
// compile, so no student's build ever writes where the object every other
// student links is made; it is kept as CACHE/driver-KEY/driver.o, its bytes
// checked each time they are copied into a build.
//
// The driver's folder is found at run time, first match wins: the option,
// $SUDOKU_GRADE_DRIVER_DIR, a "driver" folder next to the running executable
// (an installed layout), then the source tree this harness was built from.
#include <filesystem>

#include "build/compile_options.h"

namespace harness {

/// prepare_program for C++ sources (a .cpp file or a folder of them).
Prepared prepare_cpp(const std::filesystem::path& submission, const CompileOptions& options);

}  // namespace harness
