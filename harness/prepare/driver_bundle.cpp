#include "prepare/driver_bundle.h"

#include <algorithm>

#include <fmt/format.h>

#include "base/error.h"
#include "cache/cache_entry.h"
#include "prepare/explaining_build.h"
#include "run/process.h"

namespace harness {
namespace fs = std::filesystem;
namespace {

// What the explaining build is made from, kept past prepare_with_driver's
// return: the build runs when a case first fails, maybe never.
struct ExplainingInputs {
  SourceFiles sources;
  std::string main;
  Toolchain toolchain;
  CompileOptions options;
};

// The timed program run from the explaining bundle instead, built on first use.
std::shared_ptr<ExplainingBuild> explaining_build(const DriverLanguage& row, const DriverSteps& steps,
                                                  const SourceFiles& sources, const std::string& main,
                                                  const Toolchain& toolchain, const CompileOptions& options,
                                                  const Program& timed) {
  auto inputs = std::make_shared<ExplainingInputs>(ExplainingInputs{sources, main, toolchain, options});
  const fs::path bundle = bundle_folder(std::string(row.cache_tag) + "-explaining", toolchain, sources.files, main);
  const std::string what = fmt::format("{} explaining bundle of {}", row.name, main);
  return std::make_shared<ExplainingBuild>(
      [inputs, bundle, what, build = steps.explaining_build, timed]() -> std::optional<Program> {
        const CompileOptions& options = inputs->options;
        if (cached_entry(bundle, what, options).state != EntryCheck::State::Intact)
          if (!build(bundle, BundleInputs{inputs->sources, inputs->main, inputs->toolchain, options}))
            return std::nullopt;
        Program explaining = timed;
        explaining.submission_dir = bundle / "submission";
        explaining.serve_argv.clear();  // a failed case alone, as a process
        explaining.explaining.reset();
        return explaining;
      });
}

}  // namespace

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
    if (steps.explaining_build)
      program.explaining = explaining_build(row, steps, sources, main, *toolchain, options, program);
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
