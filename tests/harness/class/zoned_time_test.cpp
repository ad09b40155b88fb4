// A deadline as an instructor writes it, made an instant with the offset in
// force at that instant: tables at both of 2026's daylight-saving changes in
// Europe/Berlin (29 March, 25 October) and America/New_York (8 March,
// 1 November), by a named zone and by the local one (TZ, set here and put
// back), whatever this machine's zone is.
#include "class/zoned_time.h"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <ctime>
#include <map>
#include <optional>
#include <string>

#include "class/submission_time.h"

using namespace harness;

namespace {

// TZ for one scope, then as it was (unset if it was).
class ScopedTz {
 public:
  explicit ScopedTz(const char* zone) {
    if (const char* old = std::getenv("TZ")) before_ = old;
    ::setenv("TZ", zone, 1);
    ::tzset();
  }
  ~ScopedTz() {
    if (before_) ::setenv("TZ", before_->c_str(), 1);
    else ::unsetenv("TZ");
    ::tzset();
  }
  ScopedTz(const ScopedTz&) = delete;
  ScopedTz& operator=(const ScopedTz&) = delete;

 private:
  std::optional<std::string> before_;
};

// The instant of `text` as --deadline reads it, as utc_text writes it; or "error: why".
std::string deadline_utc(const std::string& text) {
  std::string why;
  const auto time = parse_zoned_time(text, why);
  return time ? utc_text(instant_of(*time)) : "error: " + why;
}

struct Row {
  const char* text;
  const char* utc;
};

// Each zone's changes of 2026, written with the zone's name after the time; the
// same rows are read again in the local zone, with the name cut off.
const std::map<std::string, std::vector<Row>> kChanges = {
    {"Europe/Berlin",
     {
         {"2026-10-20 23:59", "2026-10-20T21:59:00Z"},  // summer time (+02:00), though set in winter
         {"2026-12-01 23:59", "2026-12-01T22:59:00Z"},  // winter time (+01:00)
         // 29 March: 02:00 CET becomes 03:00 CEST, so 02:00-02:59 is never read.
         {"2026-03-29 01:59", "2026-03-29T00:59:00Z"},
         {"2026-03-29 02:00", "2026-03-29T01:00:00Z"},  // skipped: the instant the clock jumps over it
         {"2026-03-29 02:30", "2026-03-29T01:00:00Z"},
         {"2026-03-29 03:00", "2026-03-29T01:00:00Z"},
         {"2026-03-29 03:01", "2026-03-29T01:01:00Z"},
         // 25 October: 03:00 CEST becomes 02:00 CET, so 02:00-02:59 is read twice.
         {"2026-10-25 01:59", "2026-10-24T23:59:00Z"},
         {"2026-10-25 02:00", "2026-10-25T01:00:00Z"},  // repeated: the later (CET), not 00:00Z (CEST)
         {"2026-10-25 02:30", "2026-10-25T01:30:00Z"},
         {"2026-10-25 02:59:59", "2026-10-25T01:59:59Z"},
         {"2026-10-25 03:00", "2026-10-25T02:00:00Z"},
     }},
    {"America/New_York",
     {
         {"2026-03-07 23:59", "2026-03-08T04:59:00Z"},  // EST (-05:00)
         {"2026-03-08 02:30", "2026-03-08T07:00:00Z"},  // skipped: 02:00 EST became 03:00 EDT at 07:00Z
         {"2026-03-08 03:30", "2026-03-08T07:30:00Z"},  // EDT (-04:00)
         {"2026-11-01 01:30", "2026-11-01T06:30:00Z"},  // repeated: the later (EST), not 05:30Z (EDT)
         {"2026-11-01 00:59", "2026-11-01T04:59:00Z"},
         {"2026-11-01 02:00", "2026-11-01T07:00:00Z"},
     }},
};

}  // namespace

TEST_CASE("a deadline in a named zone takes the offset in force at its own date, at both changes of the year",
          "[zoned_time]") {
  for (const auto& [zone, rows] : kChanges)
    for (const Row& row : rows) {
      const std::string text = std::string(row.text) + " " + zone;
      INFO(text);
      CHECK(deadline_utc(text) == row.utc);
    }
}

TEST_CASE("a deadline without a zone is the local zone's (TZ) at the deadline's date, not today's", "[zoned_time]") {
  // The POSIX form of Berlin's rules too: the C library reads every form TZ takes.
  for (const char* tz : {"Europe/Berlin", "CET-1CEST,M3.5.0,M10.5.0/3"}) {
    ScopedTz scoped(tz);
    for (const Row& row : kChanges.at("Europe/Berlin")) {
      INFO(tz << ": " << row.text);
      CHECK(deadline_utc(row.text) == row.utc);
    }
  }
  {
    ScopedTz scoped("America/New_York");
    for (const Row& row : kChanges.at("America/New_York")) {
      INFO(row.text);
      CHECK(deadline_utc(row.text) == row.utc);
    }
  }
  // The zone is the deadline's, whatever the date today: the same text in summer and in winter.
  ScopedTz scoped("Europe/Berlin");
  CHECK(deadline_utc("2026-10-20 23:59") != deadline_utc("2026-10-20 23:59+01:00"));
  CHECK(deadline_utc("2026-10-20 23:59") == deadline_utc("2026-10-20 23:59+02:00"));
}

TEST_CASE("instant_of on a zone's offsets: a reading once, twice (the later) or never (the jump)", "[zoned_time]") {
  // A made-up zone: +01:00 until 1,000,000 s, +02:00 until 2,000,000 s, then +01:00 again.
  const OffsetAt offsets = [](std::int64_t t) -> std::int64_t { return t < 1000000 || t >= 2000000 ? 3600 : 7200; };
  // Readings as WallTime of the wall seconds given (1970-01-01 plus that many seconds).
  const auto reading = [](std::int64_t wall) {
    WallTime w{1970, 1, 1, 0, 0, 0};
    w = days_later(w, static_cast<int>(wall / 86400));
    w.hour = static_cast<int>(wall % 86400 / 3600), w.minute = static_cast<int>(wall % 3600 / 60);
    w.second = static_cast<int>(wall % 60);
    return w;
  };
  struct Case {
    std::int64_t wall, instant;
  };
  const Case cases[] = {
      {500000 + 3600, 500000},        // once
      {1000000 + 3600 - 1, 999999},   // the last reading before the jump
      {1000000 + 3600, 1000000},      // skipped: 1,003,600 .. 1,007,199 are never read
      {1000000 + 5400, 1000000},      //
      {1000000 + 7200, 1000000},      // read first at the jump
      {1000000 + 7201, 1000001},      //
      {2000000 + 3600, 2000000},      // twice (at 1,996,400 and 2,000,000): the later
      {2000000 + 7199, 2003599},      // twice: the later
      {2000000 + 7200, 2003600},      // once again
      {2000000 + 3600 - 1, 1996399},  // just before the repeated hour: once
  };
  for (const Case& c : cases) {
    INFO(c.wall);
    CHECK(instant_of(reading(c.wall), offsets) == c.instant);
  }
}

TEST_CASE("parse_zoned_time reads the usual ways of writing a time, and says what is wrong with the rest",
          "[zoned_time]") {
  ScopedTz scoped("Europe/Paris");  // the local zone: +01:00 on 1 December
  struct TextRow {
    const char* text;
    const char* utc_or_error;
  };
  const TextRow rows[] = {
      {"2026-12-01T12:00:00Z", "2026-12-01T12:00:00Z"},
      {"2026-12-01T12:00Z", "2026-12-01T12:00:00Z"},
      {"2026-12-01T13:00:00+01:00", "2026-12-01T12:00:00Z"},
      {"2026-12-01T07:30-04:30", "2026-12-01T12:00:00Z"},
      {"2026-12-01 13:00", "2026-12-01T12:00:00Z"},
      {"2026-12-01T13:00:00", "2026-12-01T12:00:00Z"},
      {"2026-12-01 13:00 UTC", "2026-12-01T13:00:00Z"},
      {"2026-12-01 13:00 Asia/Kolkata", "2026-12-01T07:30:00Z"},
      {"2026-12-01", "error: expected a date and time"},
      {"2026-02-31T12:00Z", "error: no such date or time of day"},
      {"2026-12-01T24:00Z", "error: no such date or time of day"},
      {"2026-12-01T12:00+1", "error: an offset is written +HH:MM"},
      {"2026-12-01T12:00+01", "error: an offset is written +HH:MM"},
      {"2026-12-01T12:00Z trailing", "error: expected a date and time"},
      {"2026-12-01T1:00Z", "error: expected a date and time"},
      {"2026-12-01T+1:00Z", "error: expected a date and time"},
      {"2026-12-01 23:59 Europe/Berln", "error: unknown time zone 'Europe/Berln' (did you mean 'Europe/Berlin'?)"},
      {"2026-12-01 23:59 Mars/Olympus", "error: unknown time zone 'Mars/Olympus', e.g. Europe/Berlin"},
      {"2026-12-01 23:59 ", "error: expected a date and time"},
      {"tomorrow", "error: expected a date and time"},
  };
  for (const TextRow& row : rows) {
    INFO(row.text);
    CHECK_THAT(deadline_utc(row.text), Catch::StartsWith(row.utc_or_error));
  }
}

TEST_CASE("days_later counts calendar days, so a day across a change is 23 or 25 hours", "[zoned_time]") {
  CHECK(days_later({2026, 10, 22, 23, 59, 0}, 5) == WallTime{2026, 10, 27, 23, 59, 0});
  CHECK(days_later({2026, 12, 30, 8, 0, 0}, 3) == WallTime{2027, 1, 2, 8, 0, 0});
  CHECK(days_later({2028, 2, 28, 8, 0, 0}, 1) == WallTime{2028, 2, 29, 8, 0, 0});
  // Five days after 23:59 on 22 October in Berlin is 23:59 on the 27th: 121 hours, not 120, across the change.
  ZonedTime deadline{{2026, 10, 22, 23, 59, 0}, {TimeZoneSpec::Kind::Named, 0, "Europe/Berlin"}};
  const std::int64_t before = instant_of(deadline);
  deadline.wall = days_later(deadline.wall, 5);
  CHECK(instant_of(deadline) - before == 121 * 3600);
  // And a day across March's change is 23 hours.
  deadline.wall = {2026, 3, 28, 23, 59, 0};
  const std::int64_t saturday = instant_of(deadline);
  deadline.wall = days_later(deadline.wall, 1);
  CHECK(instant_of(deadline) - saturday == 23 * 3600);
}
