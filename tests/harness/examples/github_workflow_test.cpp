// A lint of examples/github-workflow.yml, which no test can run on GitHub:
// read with yaml-cpp, its steps are checked against this repository - git is
// installed before checkout when the job runs in a container (Debian's images
// have none, and checkout without git cannot fetch submodules), the scripts
// it runs exist, and grade names exactly one case file that loads, with
// flags grade knows. (actionlint, which checks GitHub's schema, is not
// packaged for Debian 12; this checks what the schema cannot: our paths.)
// Each check is also shown to fail, on workflows as broken as the old one.
#include <catch2/catch.hpp>

#include <yaml-cpp/yaml.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "base/error.h"
#include "cases/case_loader.h"
#include "cli/command.h"
#include "command_run.h"
#include "file_text.h"

namespace fs = std::filesystem;

namespace {

const fs::path kSource = SOURCE_DIR;

// ${NAME} and $NAME replaced by the job's env, as the runner's shell would.
std::string expanded(std::string text, const std::map<std::string, std::string>& env) {
  const std::regex variable(R"(\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*))");
  std::string out;
  auto last = text.cbegin();
  for (auto it = std::sregex_iterator(text.begin(), text.end(), variable); it != std::sregex_iterator(); ++it) {
    out.append(last, (*it)[0].first);
    const std::string name = (*it)[1].matched ? (*it)[1].str() : (*it)[2].str();
    const auto value = env.find(name);
    out += value != env.end() ? value->second : (*it)[0].str();
    last = (*it)[0].second;
  }
  return out.append(last, text.cend());
}

// Words as the shell splits them, quotes taken off (no nesting, no escapes: the workflow uses none).
std::vector<std::string> words_of(const std::string& line) {
  std::vector<std::string> words;
  std::string word;
  bool in_word = false;
  char quote = 0;
  for (char c : line) {
    if (quote) {
      if (c == quote) quote = 0;
      else word += c;
    } else if (c == '"' || c == '\'') {
      quote = c;
      in_word = true;
    } else if (c == ' ' || c == '\t') {
      if (in_word) words.push_back(word);
      word.clear();
      in_word = false;
    } else {
      word += c;
      in_word = true;
    }
  }
  if (in_word) words.push_back(word);
  return words;
}

// A path the workflow names, in this repository: the harness's folder is its top.
fs::path in_repository(const std::string& path, const std::string& harness_folder) {
  const std::string prefix = harness_folder + "/";
  return path.rfind(prefix, 0) == 0 ? kSource / path.substr(prefix.size()) : fs::path{};
}

// What keeps grade's flags honest: the words its --help shows.
std::string grade_help() {
  static const std::string help = run_command(harness::run_grade, {"grade", "--help"}).out;
  return help;
}

// The grade command's problems: one --cases naming a case file that loads, flags grade has.
void check_grade_command(const std::vector<std::string>& words, const std::string& harness_folder,
                         std::vector<std::string>& problems) {
  int cases_flags = 0;
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string& word = words[i];
    if (word.rfind("--", 0) != 0) continue;
    const bool listed = grade_help().find("  " + word + " ") != std::string::npos ||
                        grade_help().find("," + word + " ") != std::string::npos;
    if (!listed) problems.push_back("grade has no flag " + word);
    if (word != "--cases") continue;
    ++cases_flags;
    const bool one_value = i + 1 < words.size() && words[i + 1].rfind("--", 0) != 0 &&
                           (i + 2 >= words.size() || words[i + 2].rfind("--", 0) == 0);
    if (!one_value) {
      problems.push_back("--cases takes one case file here");
      continue;
    }
    const fs::path file = in_repository(words[i + 1], harness_folder);
    if (!fs::is_regular_file(file)) {
      problems.push_back("--cases " + words[i + 1] + " is no case file of the harness");
      continue;
    }
    try {
      harness::load_case_file(file.string());
    } catch (const harness::Error& e) {
      problems.push_back(std::string("--cases does not load: ") + e.what());
    }
  }
  if (cases_flags != 1) problems.push_back("grade names " + std::to_string(cases_flags) + " --cases, not one");
}

// Every problem of the workflow, one line each; none for one that would work.
std::vector<std::string> workflow_problems(const std::string& text) {
  std::vector<std::string> problems;
  const YAML::Node workflow = YAML::Load(text);
  if (!workflow["jobs"] || !workflow["jobs"].IsMap()) return {"no jobs"};
  for (const auto& job_item : workflow["jobs"]) {
    const std::string job_name = job_item.first.as<std::string>();
    const YAML::Node job = job_item.second;
    const auto problem = [&](const std::string& what) { problems.push_back("job " + job_name + ": " + what); };
    std::map<std::string, std::string> env;
    for (const YAML::Node& level : {workflow["env"], job["env"]})
      if (level && level.IsMap())
        for (const auto& pair : level) env[pair.first.as<std::string>()] = pair.second.as<std::string>();
    const std::string harness_folder = env.count("HARNESS") ? env["HARNESS"] : "";
    if (harness_folder.empty()) problem("no env HARNESS naming the harness's folder");

    bool git_installed = false, checked_out = false, graded = false;
    const YAML::Node steps = job["steps"];
    if (!steps || !steps.IsSequence()) {
      problem("no steps");
      continue;
    }
    for (const YAML::Node& step : steps) {
      if (step["uses"]) {
        const std::string uses = step["uses"].as<std::string>();
        if (uses.rfind("actions/checkout@", 0) != 0) continue;
        if (job["container"] && !git_installed)
          problem("runs in the container " + job["container"].as<std::string>() +
                  " and checks out before any step installs git");
        if (!step["with"] || !step["with"]["submodules"] || !step["with"]["submodules"].as<bool>())
          problem("checkout does not fetch submodules (the harness is one)");
        checked_out = true;
        continue;
      }
      if (!step["run"]) continue;
      const std::string run = expanded(step["run"].as<std::string>(), env);
      if (std::regex_search(run, std::regex(R"(apt-get install[^\n]*\sgit(\s|$))"))) git_installed = true;
      std::istringstream lines(run);
      for (std::string line; std::getline(lines, line);) {
        const std::vector<std::string> words = words_of(line);
        if (words.empty()) continue;
        const fs::path program = in_repository(words[0], harness_folder);
        if (!program.empty() && words[0].find("/build/") == std::string::npos && !fs::is_regular_file(program))
          problem("runs " + words[0] + ", which the harness does not have");
        if (words.size() >= 2 && fs::path(words[0]).filename() == "sudoku-grade" && words[1] == "grade") {
          if (!checked_out) problem("grades before checking out");
          check_grade_command(words, harness_folder, problems);
          graded = true;
        }
      }
    }
    if (!graded) problem("no step runs sudoku-grade grade");
  }
  return problems;
}

// The shipped workflow with one part replaced: each failing row breaks one thing.
std::string shipped_with(const std::string& from, const std::string& to) {
  std::string text = text_of(kSource / "examples/github-workflow.yml");
  const std::size_t at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("examples/github-workflow.yml installs git before checkout and grades one assignment", "[github_workflow]") {
  CHECK(workflow_problems(text_of(kSource / "examples/github-workflow.yml")).empty());
}

TEST_CASE("the workflow lint finds what broke the old workflow", "[github_workflow]") {
  struct Row {
    std::string from, to;
    std::vector<std::string> problems;
  };
  const std::string install =
      "        run: apt-get update -qq && apt-get install -y -qq --no-install-recommends git ca-certificates\n";
  const std::vector<Row> rows = {
      // The old workflow: no git in debian:12, and every assignment graded.
      {install,
       "        run: echo no git\n",
       {"job grade: runs in the container debian:12 and checks out before any step installs git"}},
      {"--cases \"${CASES}\"",
       "--cases ${HARNESS}/cases",
       {"--cases sudoku-grade/cases is no case file of the harness"}},
      {"--cases \"${CASES}\"",
       "--cases sudoku-grade/cases/lesson.yaml sudoku-grade/cases/java.yaml",
       {"--cases takes one case file here"}},
      {"--cases \"${CASES}\"", "", {"grade names 0 --cases, not one"}},
      {"--cases \"${CASES}\"", "--cases \"${CASES}\" --cases \"${CASES}\"", {"grade names 2 --cases, not one"}},
      {"--cases \"${CASES}\"",
       "--cases sudoku-grade/tests/fixtures/cases/unknown_entry.yaml",
       {"--cases does not load: "}},
      {"--junit", "--junit-xml", {"grade has no flag --junit-xml"}},
      {"${HARNESS}/scripts/setup.sh",
       "${HARNESS}/scripts/install.sh",
       {"job grade: runs sudoku-grade/scripts/install.sh, which the harness does not have"}},
      {"          submodules: true\n", "", {"job grade: checkout does not fetch submodules (the harness is one)"}},
  };
  for (const Row& row : rows) {
    const std::string text = shipped_with(row.from, row.to);
    INFO(row.from << " -> " << row.to);
    const std::vector<std::string> found = workflow_problems(text);
    REQUIRE(found.size() == row.problems.size());
    for (std::size_t i = 0; i < found.size(); ++i) CHECK_THAT(found[i], Catch::StartsWith(row.problems[i]));
  }
  // Without a container the runner has git: no step needs to install it.
  const std::string no_container = shipped_with("    container: debian:12\n", "");
  CHECK(workflow_problems(no_container.substr(0, no_container.find(install)) + "        run: echo no git\n" +
                          no_container.substr(no_container.find(install) + install.size()))
            .empty());
  // Checkout moved after the grade step.
  const std::string checkout = "      - uses: actions/checkout@v4\n        with:\n          submodules: true\n";
  const std::string late = shipped_with(checkout, "");
  CHECK(workflow_problems(late + checkout) == std::vector<std::string>{"job grade: grades before checking out"});
}
