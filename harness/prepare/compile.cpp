#include "prepare/compile.h"

#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <limits>
#include <sstream>

#include <fmt/format.h>

#include "base/error.h"
#include "base/read_file.h"
#include "cache/build_key.h"
#include "cache/cache_dir.h"
#include "cache/cache_entry.h"
#include "prepare/build_folder.h"
#include "prepare/build_step.h"
#include "prepare/driver_product.h"
#include "prepare/object_symbols.h"
#include "prepare/program.h"
#include "prepare/sanitize.h"

namespace harness {
namespace fs = std::filesystem;
namespace {

Prepared failed(Judgement judgement) { return Prepared{std::nullopt, std::move(judgement)}; }

// The files a build keeps in its cache folder, by kind. The pair of
// DriverAndOwnMain has names of its own, so a build stopped between its two
// takes leaves a file no lookup mistakes for a whole build of another kind.
struct StoredNames {
  const char* grid;     ///< the program grid entries run
  const char* session;  ///< the program sessions run; "" for none
};

StoredNames stored_names(ProgramKind kind) {
  switch (kind) {
    case ProgramKind::Driver: return {"with-driver", ""};
    case ProgramKind::OwnMain: return {"own-main", "own-main"};
    case ProgramKind::DriverAndOwnMain: return {"both-with-driver", "both-own-main"};
  }
  return {"", ""};
}

Prepared ready(const fs::path& build_dir, ProgramKind kind, bool from_cache) {
  const StoredNames names = stored_names(kind);
  Program program;
  program.argv = {(build_dir / names.grid).string()};
  if (*names.session) program.session_argv = {(build_dir / names.session).string()};
  program.kind = kind;
  program.from_cache = from_cache;
  return Prepared{std::move(program), {}};
}

void add_list(BuildKey& key, const std::vector<std::string>& items) {
  key.add(std::to_string(items.size()));
  for (const auto& item : items) key.add(item);
}

// What the compiler makes of the same bytes depends on which compiler and which flags.
void add_toolchain(BuildKey& key, const CompileOptions& options, const std::string& version) {
  key.add(options.compiler);
  key.add(version);
  add_list(key, options.flags);
}

struct Inputs {
  const SourceFiles& submission;
  const SourceFiles& driver;
  const std::string& version;
  const CppLanguage& cpp;
};

// By the name alone: one of the row's endings.
bool is_cpp_source(const CppLanguage& cpp, const std::string& name) {
  const std::string extension = fs::path(name).extension().string();
  return std::any_of(cpp.extensions.begin(), cpp.extensions.end(),
                     [&](const char* ending) { return extension == ending; });
}

// The driver's object for this compiler and these flags, compiled once into
// the cache, in a build folder of its own: no student's build ever runs
// where the object every other student links is made. Its bytes, checked
// against the entry's manifest as they are read (a damaged entry is made
// again), or JE.
Built<std::string> driver_object(const fs::path& cache, const Inputs& in, const CompileOptions& options) {
  BuildKey key;
  key.add("driver object");
  key.add(kCacheEntryForm);
  add_toolchain(key, options, in.version);
  add_files(key, in.driver.files);
  std::vector<std::string> argv = {options.compiler};
  argv.insert(argv.end(), options.flags.begin(), options.flags.end());
  argv.insert(argv.end(), {"-c", "driver/driver.cpp", "-o", "driver.o"});
  return driver_product({cache / ("driver-" + key.hex()), "driver.o", "C++ driver's object",
                         "the driver does not compile", "the driver's object", in.driver.files, argv, "driver.o"},
                        options);
}

// The student's main, renamed in the copies of its objects linked with the
// driver: a name no student writes (a double underscore is the
// implementation's), so the rename cannot collide with the student's own.
constexpr const char* kRenamedMain = "__sudoku_grade_student_main";

std::vector<std::string> with_toolchain(const CompileOptions& options, bool linking) {
  std::vector<std::string> argv = {options.compiler};
  argv.insert(argv.end(), options.flags.begin(), options.flags.end());
  if (linking) argv.insert(argv.end(), options.link_flags.begin(), options.link_flags.end());
  return argv;
}

// Links `objects` into "program" and takes it to `destination`, or fails (CE, JE).
Done link_and_take(const std::vector<std::string>& objects, const fs::path& destination, const BuildFolder& folder,
                   const CompileOptions& options) {
  std::vector<std::string> link = with_toolchain(options, true);
  link.insert(link.end(), objects.begin(), objects.end());
  link.insert(link.end(), {"-o", "program"});
  // A link error (a missing helper, a duplicate symbol) is the student's: CE.
  if (const Done step = student_step(run_step(link, folder, options), options.limits); !step) return step.failure();
  // A build that leaves a link (to a grader's file, which the runner would
  // then show in the next box) is no compiler's doing: JE, for a person to look at.
  if (const Done taken = folder.take("program", destination); !taken)
    return harness_failed("the compiled program was not stored: " + taken.failure().reason);
  return done();
}

// A cache miss: compile, read what the objects define, link, store the
// programs as one entry. Throws harness::Error for what the harness could not
// set up (a build folder, a copy).
Prepared build(const fs::path& cache, const fs::path& build_dir, const Inputs& in, const CompileOptions& options) {
  // The driver's object is ready before the student's build starts: nothing
  // is copied into a build folder once a tool has run there.
  const Built<std::string> driver = driver_object(cache, in, options);
  if (!driver) return failed(driver.failure());

  BuildFolder folder = build_folder_for(options);
  folder.put("src", in.submission.files);
  folder.put("driver", in.driver.files);
  folder.put("lib", {{"driver.o", *driver}});
  const std::string driver_o = "lib/driver.o";

  std::vector<std::string> compile = with_toolchain(options, false);
  compile.insert(compile.end(), {"-I", "driver", "-c"});
  std::vector<std::string> objects;
  for (const auto& file : in.submission.files) {
    if (file.name.find('/') != std::string::npos || !is_cpp_source(in.cpp, file.name)) continue;
    compile.push_back("src/" + file.name);
    // g++ -c writes each object here, named after its source. Every tool
    // after it gets the object as "./NAME.o": a student's -o.cpp makes -o.o,
    // and @x.cpp makes @x.o, which bare would be an option or a response file
    // to nm, objcopy and the link (g++ knows no "--" to end its options).
    objects.push_back("./" + fs::path(file.name).replace_extension(".o").string());
  }
  if (const Done step = student_step(run_step(compile, folder, options), options.limits); !step)
    return failed(step.failure());

  // The driver's object too: its weak references are the entries' symbols.
  std::vector<std::string> nm = {"nm", "-A", "-g"};
  nm.insert(nm.end(), objects.begin(), objects.end());
  nm.push_back(driver_o);
  const RunFacts listed = run_step(nm, folder, options);
  if (const Done step = harness_step("nm failed", listed, options.limits); !step) return failed(step.failure());
  const ObjectSymbols symbols = read_object_symbols(listed.stdout_text, driver_o);
  const ProgramKind kind = !symbols.main   ? ProgramKind::Driver
                           : symbols.entry ? ProgramKind::DriverAndOwnMain
                                           : ProgramKind::OwnMain;

  const StoredNames names = stored_names(kind);
  // Made only now: a build that fails leaves nothing in the cache.
  EntryStaging staging(build_dir);
  // The student's own program, as written: the sessions' (and, without
  // entries, every case's).
  if (*names.session)
    if (const Done linked = link_and_take(objects, staging.path() / names.session, folder, options); !linked)
      return failed(linked.failure());
  if (kind != ProgramKind::OwnMain) {
    // The functions with the driver: each object that names main is copied
    // with main renamed, so the driver's main is the program's and the
    // student's never runs. Only that one symbol changes: static
    // initializers and every other function stay as compiled.
    std::vector<std::string> linked = objects;
    for (std::size_t i = 0; kind == ProgramKind::DriverAndOwnMain && i < linked.size(); ++i) {
      if (std::find(symbols.naming_main.begin(), symbols.naming_main.end(), linked[i]) == symbols.naming_main.end())
        continue;
      const std::string renamed = "lib/main-renamed-" + std::to_string(i) + ".o";
      const std::vector<std::string> objcopy = {"objcopy", "--redefine-sym", std::string("main=") + kRenamedMain,
                                                linked[i], renamed};
      if (const Done step = harness_step("objcopy failed", run_step(objcopy, folder, options), options.limits); !step)
        return failed(step.failure());
      linked[i] = renamed;
    }
    linked.push_back(driver_o);
    if (const Done taken = link_and_take(linked, staging.path() / names.grid, folder, options); !taken)
      return failed(taken.failure());
  }
  staging.publish();
  return ready(build_dir, kind, false);
}

}  // namespace

namespace {

// A sanitized build: sanitize.h's flags, and no -static (gcc's libasan
// cannot be linked statically). Its programs run as sanitize.h says, and
// are slower and bigger by its factors.
CompileOptions sanitized(CompileOptions options) {
  const std::vector<std::string> added = sanitize_flags();
  options.flags.insert(options.flags.end(), added.begin(), added.end());
  options.link_flags.erase(std::remove(options.link_flags.begin(), options.link_flags.end(), "-static"),
                           options.link_flags.end());
  options.sanitize = false;
  return options;
}

}  // namespace

Prepared compile_cpp(const fs::path& submission, const CompileOptions& options, const CppLanguage& cpp) {
  if (options.sanitize) {
    Prepared prepared = compile_cpp(submission, sanitized(options), cpp);
    if (prepared.program) {
      prepared.program->sanitized = true;
      prepared.program->time_factor *= kSanitizeTimeFactor;
      prepared.program->runtime_bytes += kSanitizeRuntimeBytes;
    }
    return prepared;
  }
  std::error_code ec;
  const fs::path path = fs::absolute(submission, ec);
  const bool folder = fs::is_directory(path);
  const SourceFiles sources = read_source_files(path, options.source_bytes);
  if (sources.over_cap) return source_cap_hit(options);
  if (folder && std::none_of(sources.files.begin(), sources.files.end(), [&](const SourceFile& f) {
        return f.name.find('/') == std::string::npos && is_cpp_source(cpp, f.name);
      }))
    fail({submission.string()}, "the folder holds no .cpp files");

  const fs::path cache = options.cache_dir.empty() ? default_cache_dir() : options.cache_dir;
  const fs::path driver_dir = options.driver_dir.empty() ? default_driver_dir() : options.driver_dir;
  if (!is_regular(driver_dir / "driver.cpp"))
    return judge_error(fmt::format("the driver is not at {}", (driver_dir / "driver.cpp").string()));
  if (std::optional<std::string> why = why_not_private(cache)) return judge_error(*why);
  const Built<std::string> version = tool_identity(options.compiler);
  if (!version) return failed(version.failure());

  // One file is built under one name, whatever the student called it: the
  // key then holds its bytes and extension only, so byte-identical copies
  // (alice.cpp, bob.cpp) share an entry; messages get the student's name back.
  SourceFiles built = sources;
  std::string own_stem;
  if (!folder && built.files.size() == 1 && is_cpp_source(cpp, built.files[0].name)) {
    const fs::path own = built.files[0].name;
    own_stem = own.stem().string();
    built.files[0].name = kBuiltSourceStem + own.extension().string();
  }
  const auto with_own_names = [&](Prepared prepared) {
    if (prepared.program) prepared.program->own_source_stem = own_stem;
    else prepared.failure.details = own_source_names(std::move(prepared.failure.details), own_stem);
    return prepared;
  };

  try {
    const SourceFiles driver = read_source_files(driver_dir, std::numeric_limits<std::uint64_t>::max());
    BuildKey key;
    key.add("build");
    key.add(kCacheEntryForm);
    add_toolchain(key, options, *version);
    add_list(key, options.link_flags);
    add_files(key, built.files);
    add_files(key, driver.files);
    const fs::path build_dir = cache / (std::string(cpp.cache_tag) + "-" + key.hex());
    const EntryCheck found = cached_entry(build_dir, "C++ build of " + submission.string(), options);
    for (ProgramKind kind : {ProgramKind::DriverAndOwnMain, ProgramKind::Driver, ProgramKind::OwnMain}) {
      const StoredNames names = stored_names(kind);
      if (found.holds(names.grid) && (!*names.session || found.holds(names.session)))
        return with_own_names(ready(build_dir, kind, true));
    }
    return with_own_names(build(cache, build_dir, Inputs{built, driver, *version, cpp}, options));
  } catch (const PlacedError& e) {  // a submission prepared by no fault of its own is JE either way
    return judge_error(e.what());
  }
}

}  // namespace harness
