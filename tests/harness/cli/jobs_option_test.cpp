// --jobs is one option for grade, batch, audit and similar: its default (the
// number of cores), its range and its help are written once, in jobs_option.
#include "cli/jobs_option.h"

#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include <catch2/catch.hpp>

using namespace harness;

namespace {

int parsed(const std::string& words) {
  CLI::App app{"test", "grade"};
  int jobs = 0;
  add_jobs_option(app, jobs, "cases run at once");
  app.parse(words, false);
  return jobs;
}

}  // namespace

TEST_CASE("without --jobs, as many at once as the machine has cores, at least one", "[jobs_option]") {
  const int cores = static_cast<int>(std::thread::hardware_concurrency());
  CHECK(default_jobs() == (cores > 0 ? cores : 1));
  CHECK(parsed("") == default_jobs());
}

TEST_CASE("the jobs option, -j or --jobs, takes 1 to 256", "[jobs_option]") {
  CHECK(parsed("--jobs 3") == 3);
  CHECK(parsed("-j 1") == 1);
  CHECK(parsed("-j 256") == 256);
  CHECK_THROWS_AS(parsed("-j 0"), CLI::ValidationError);
  CHECK_THROWS_AS(parsed("--jobs 257"), CLI::ValidationError);
}

TEST_CASE("every command takes --jobs and its default from jobs_option, none writes its own", "[jobs_option]") {
  const std::filesystem::path cli = std::filesystem::path(SOURCE_DIR) / "harness" / "cli";
  int users = 0;
  for (const auto& entry : std::filesystem::directory_iterator(cli)) {
    const std::string name = entry.path().filename().string();
    if (name.rfind("jobs_option.", 0) == 0) continue;
    std::ifstream in(entry.path());
    std::stringstream text;
    text << in.rdbuf();
    INFO(name);
    CHECK(text.str().find("hardware_concurrency") == std::string::npos);
    CHECK(text.str().find("\"--jobs") == std::string::npos);
    if (text.str().find("add_jobs_option(") != std::string::npos) ++users;
  }
  CHECK(users == 4);  // grade, batch, audit, similar
}
