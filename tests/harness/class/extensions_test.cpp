// Per-student deadlines: the file read as a table of texts, each error at its
// file:line:column, and an unknown student refused with the nearest name.
#include "class/extensions.h"

#include <catch2/catch.hpp>

#include "class/submission_time.h"

using namespace harness;

namespace {

// The class deadline: 23:59 on 20 October 2026 in Berlin (21:59Z, summer time).
const ZonedTime kClassDeadline{{2026, 10, 20, 23, 59, 0}, {TimeZoneSpec::Kind::Named, 0, "Europe/Berlin"}};

std::string error_of(const std::string& text) {
  try {
    parse_extensions(text, "ext.yaml", kClassDeadline);
  } catch (const std::exception& e) {
    return e.what();
  }
  return "no error";
}

}  // namespace

TEST_CASE("an extension is a student's deadline as --deadline takes one, in the class deadline's zone, or +N days",
          "[extensions]") {
  struct Row {
    const char* value;
    const char* utc;
  };
  const Row rows[] = {
      {"2026-10-22 23:59", "2026-10-22T21:59:00Z"},                   // Berlin's summer time, like the class's
      {"2026-10-27 23:59", "2026-10-27T22:59:00Z"},                   // Berlin's winter time: the zone, not its offset
      {"2026-10-22 23:59 America/New_York", "2026-10-23T03:59:00Z"},  // a zone of its own
      {"2026-10-22T20:00Z", "2026-10-22T20:00:00Z"},
      {"+1 day", "2026-10-21T21:59:00Z"},
      {"+2 days", "2026-10-22T21:59:00Z"},
      {"+7 days", "2026-10-27T22:59:00Z"},  // still 23:59 in Berlin after the change: 169 hours, not 168
      {"\"+0 days\"", nullptr},
  };
  for (const Row& row : rows) {
    INFO(row.value);
    const std::string text = std::string("extensions:\n  eve: ") + row.value + "\n";
    if (!row.utc) {
      CHECK_THAT(error_of(text), Catch::StartsWith("ext.yaml:2:8: 'eve': '+0 days'"));
      continue;
    }
    const auto extensions = parse_extensions(text, "ext.yaml", kClassDeadline);
    REQUIRE(extensions.size() == 1);
    CHECK(extensions[0].student == "eve");
    CHECK(utc_text(extensions[0].deadline) == row.utc);
    CHECK(extensions[0].where == "ext.yaml:2:3");
  }
  CHECK(parse_extensions("", "ext.yaml", kClassDeadline).empty());
  CHECK(parse_extensions("extensions:\n", "ext.yaml", kClassDeadline).empty());
}

TEST_CASE("an extensions file that cannot be used is an error at its file:line:column", "[extensions]") {
  struct Row {
    const char* text;
    const char* error;
  };
  const Row rows[] = {
      {"extension:\n  eve: +2 days\n", "ext.yaml:1:1: unknown key 'extension' (did you mean 'extensions'?)"},
      {"- eve: +2 days\n", "ext.yaml:1:1: expected 'extensions:'"},
      {"extensions:\n  - eve\n", "ext.yaml:2:3: 'extensions' maps a student to a deadline"},
      {"extensions:\n  eve: friday\n", "ext.yaml:2:8: 'eve': 'friday': expected a date and time"},
      {"extensions:\n  eve: 2026-10-22 23:59 Europe/Berln\n",
       "ext.yaml:2:8: 'eve': '2026-10-22 23:59 Europe/Berln': unknown time zone 'Europe/Berln' (did you mean "
       "'Europe/Berlin'?)"},
      {"extensions:\n  eve: [1]\n", "ext.yaml:2:8: 'eve': a deadline"},
      {"extensions:\n  eve: +2 days\n  eve: +3 days\n",
       "ext.yaml:3:3: 'eve' has an extension already, at ext.yaml:2:3"},
      {"extensions:\n  eve: 2026-10-19 23:59\n",
       "ext.yaml:2:8: 'eve': 2026-10-19T21:59:00Z is before the class deadline 2026-10-20T21:59:00Z"},
      {"extensions:\n  eve: '2026\n", "ext.yaml:2:"},
  };
  for (const Row& row : rows) {
    INFO(row.text);
    CHECK_THAT(error_of(row.text), Catch::StartsWith(row.error));
  }
}

TEST_CASE("an extension for no student of the class is an error with the nearest name", "[extensions]") {
  const auto extensions = parse_extensions("extensions:\n  eve: +2 days\n  Bob: +1 day\n", "ext.yaml", kClassDeadline);
  CHECK_NOTHROW(check_extensions(extensions, {"eve", "Bob", "ann"}));
  CHECK_THROWS_WITH(check_extensions(extensions, {"eve", "bob"}),
                    "ext.yaml:3:3: no student 'Bob' in the class or roster (did you mean 'bob'?)");
}
