#include "prepare/driver_bundle.h"

#include <algorithm>

#include <fmt/format.h>

#include "base/error.h"
#include "cache/cache_entry.h"
#include "run/process.h"

namespace harness {
namespace fs = std::filesystem;

Prepared prepare_with_driver(const DriverLanguage& row, const DriverSteps& steps, const fs::path& submission,
                             const CompileOptions& options) {
  SourceFiles sources = read_source_files(submission, options.source_bytes);
  if (sources.over_cap) return source_cap_hit(options);
  const std::string main = steps.main_of(submission, sources);

  const Built<Toolchain> toolchain = find_toolchain(
      {row.name, row.driver_files, row.tools, row.package, row.build_tool}, options);
  if (!toolchain) return Prepared{std::nullopt, toolchain.failure()};

  try {
    const fs::path bundle = bundle_folder(row.cache_tag, *toolchain, sources.files, main);
    const std::string what = fmt::format("{} bundle of {}", row.name, submission.string());
    const bool from_cache = cached_entry(bundle, what, options).state == EntryCheck::State::Intact;
    if (!from_cache)
      if (const Done built = steps.build(bundle, BundleInputs{sources, main, *toolchain, options}); !built)
        return Prepared{std::nullopt, built.failure()};
    const Built<RuntimeFigures> figures = figures_for(bundle, what, options,
                                                      [&] { return steps.probe(bundle, main, options); });
    if (!figures) return Prepared{std::nullopt, figures.failure()};
    Program program = steps.program(bundle, main, *figures);
    if (*row.serve_argument && program.kind != ProgramKind::OwnMain) {
      program.serve_argv = program.argv;
      program.serve_argv.push_back(row.serve_argument);
    }
    program.from_cache = from_cache;
    program.submission_dir = bundle / "submission";
    program.startup = figures->startup;
    program.runtime_bytes = figures->runtime_bytes;
    return Prepared{std::move(program), {}};
  } catch (const PlacedError& e) {  // a submission prepared by no fault of its own is JE either way
    return judge_error(e.what());
  }
}

Built<std::chrono::milliseconds> time_driver_start(const DriverLanguage& row, RunSpec spec) {
  spec.argv.push_back(row.probe_argument);
  const RunFacts facts = run_with_limits(spec);
  if (facts.end != RunFacts::End::Exited || facts.exit_code != 0 || !facts.stdout_text.empty())
    return harness_failed(fmt::format("the {} driver does not start ({}, exit code {}): {}{}", row.name,
                                      to_string(facts.end), facts.exit_code, facts.spawn_error,
                                      first_lines(facts.stderr_text, 5)));
  return std::max(facts.wall, facts.cpu);
}

}  // namespace harness
