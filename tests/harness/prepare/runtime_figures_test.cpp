// The runtime probe's figures kept beside a bundle: read back instead of
// measured again, and never misread.
#include "prepare/runtime_figures.h"

#include <fstream>

#include <catch2/catch.hpp>

#include "cache/cache_entry.h"
#include "temp_dir.h"

using namespace harness;
namespace fs = std::filesystem;
using namespace std::chrono_literals;

TEST_CASE("runtime figures are read back as written, and any other text is no record", "[runtime_figures]") {
  const RuntimeFigures figures{327ms, 141557760, true};
  CHECK(figures_text(figures) ==
        "sudoku-grade runtime figures 1\nstartup_ms 327\nruntime_bytes 141557760\nown_main 1\n");
  CHECK(figures_from_text(figures_text(figures)) == figures);
  CHECK(figures_from_text(figures_text({0ms, 0, false})) == RuntimeFigures{0ms, 0, false});
  for (const char* text : {
           "",
           "sudoku-grade runtime figures 2\nstartup_ms 327\nruntime_bytes 0\nown_main 1\n",
           "sudoku-grade runtime figures 1\nstartup_ms 327\nruntime_bytes 0\nown_main 1",  // not ended
           "sudoku-grade runtime figures 1\nstartup_ms -3\nruntime_bytes 0\nown_main 1\n",
           "sudoku-grade runtime figures 1\nstartup_ms 3x\nruntime_bytes 0\nown_main 1\n",
           "sudoku-grade runtime figures 1\nstartup_ms 3\nruntime_bytes 0\nown_main 2\n",
           "sudoku-grade runtime figures 1\nruntime_bytes 0\nstartup_ms 3\nown_main 1\n",   // order
           "sudoku-grade runtime figures 1\nstartup_ms  3\nruntime_bytes 0\nown_main 1\n",  // spacing
           "sudoku-grade runtime figures 1\nstartup_ms 3\nruntime_bytes 0\nown_main 1\nmore 1\n",
           "sudoku-grade runtime figures 1\nstartup_ms 99999999999999999999\nruntime_bytes 0\nown_main 1\n",
       }) {
    INFO(text);
    CHECK_FALSE(figures_from_text(text).has_value());
  }
}

TEST_CASE("a bundle's figures are measured once, then read from the cache without measuring", "[runtime_figures]") {
  TempDir cache("runtime-figures");
  const fs::path bundle = cache.path / "racket-0123";
  CompileOptions options;
  std::vector<std::string> warnings;
  options.warn = [&](const std::string& line) { warnings.push_back(line); };
  int measured = 0;
  const auto measure = [&]() -> harness::Built<RuntimeFigures> {
    ++measured;
    return RuntimeFigures{400ms + std::chrono::milliseconds(measured), 1024u * static_cast<unsigned>(measured), true};
  };
  bool from_cache = true;
  const auto first = figures_for(bundle, "bundle", options, measure, &from_cache);
  REQUIRE(first);
  CHECK_FALSE(from_cache);
  CHECK(measured == 1);
  CHECK(check_entry(figures_entry(bundle)).state == EntryCheck::State::Intact);
  const auto second = figures_for(bundle, "bundle", options, measure, &from_cache);
  CHECK(from_cache);
  CHECK(measured == 1);
  CHECK(*second == *first);
  CHECK(warnings.empty());

  SECTION("a damaged record is warned of and measured again") {
    fs::permissions(figures_entry(bundle) / "figures", fs::perms::owner_all);
    std::ofstream(figures_entry(bundle) / "figures", std::ios::app) << "x";
    const auto again = figures_for(bundle, "bundle", options, measure, &from_cache);
    CHECK_FALSE(from_cache);
    CHECK(measured == 2);
    REQUIRE(warnings.size() == 1);
    CHECK_THAT(warnings[0], Catch::Contains("runtime figures of the bundle failed its check"));
    CHECK(*figures_for(bundle, "bundle", options, measure) == *again);
    CHECK(measured == 2);
  }
}

TEST_CASE("a probe that failed or was cut short keeps nothing, so the next grade asks again", "[runtime_figures]") {
  TempDir cache("runtime-figures-unsettled");
  const fs::path bundle = cache.path / "python-0123";
  const CompileOptions options;
  int measured = 0;
  const auto failed = figures_for(bundle, "bundle", options, [&]() -> harness::Built<RuntimeFigures> {
    ++measured;
    return harness::harness_failed("the probe did not run");
  });
  CHECK_FALSE(failed);
  CHECK(failed.failure().reason == "the probe did not run");
  CHECK_FALSE(fs::exists(figures_entry(bundle)));
  RuntimeFigures cut_short{1000ms, 0, false};
  cut_short.settled = false;
  const auto unsettled = [&]() -> harness::Built<RuntimeFigures> {
    ++measured;
    return cut_short;
  };
  CHECK(*figures_for(bundle, "bundle", options, unsettled) == cut_short);
  CHECK(*figures_for(bundle, "bundle", options, unsettled) == cut_short);
  CHECK(measured == 3);
  CHECK_FALSE(fs::exists(figures_entry(bundle)));
}
