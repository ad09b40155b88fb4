#include "class/zoned_time.h"

#include <cstdlib>
#include <ctime>
#include <vector>

#include <date/date.h>
#include <date/tz.h>
#include <fmt/format.h>

#include "base/spelling.h"

namespace harness {
namespace {

// `count` digits at `at`, and nothing else: sscanf's %2d took "+1" and " 1" for numbers.
bool digits(const std::string& text, std::size_t& at, std::size_t count, int& value) {
  if (at + count > text.size()) return false;
  value = 0;
  for (std::size_t i = at; i < at + count; ++i) {
    if (text[i] < '0' || text[i] > '9') return false;
    value = value * 10 + (text[i] - '0');
  }
  at += count;
  return true;
}

bool literal(const std::string& text, std::size_t& at, char c) {
  if (at >= text.size() || text[at] != c) return false;
  ++at;
  return true;
}

std::int64_t days_since_epoch(const WallTime& wall) {
  const date::year_month_day ymd{date::year{wall.year}, date::month{static_cast<unsigned>(wall.month)},
                                 date::day{static_cast<unsigned>(wall.day)}};
  return date::sys_days{ymd}.time_since_epoch().count();
}

// The wall time read as if it were UTC: the instant's seconds plus the offset.
std::int64_t wall_seconds(const WallTime& wall) {
  return days_since_epoch(wall) * 86400 + wall.hour * 3600 + wall.minute * 60 + wall.second;
}

const date::time_zone* find_zone(const std::string& name) {
  try {
    return date::locate_zone(name);
  } catch (const std::runtime_error&) {
    return nullptr;
  }
}

std::string unknown_zone(const std::string& name) {
  std::vector<std::string> names;
  try {
    for (const auto& zone : date::get_tzdb().zones) names.push_back(std::string(zone.name()));
  } catch (const std::runtime_error& e) {
    return fmt::format("unknown time zone '{}': the tz database could not be read ({}; Debian: apt-get install tzdata)",
                       name, e.what());
  }
  const auto near = closest_name(name, names);
  return fmt::format("unknown time zone '{}'{}", name,
                     near ? fmt::format(" (did you mean '{}'?)", *near) : std::string(", e.g. Europe/Berlin"));
}

}  // namespace

bool WallTime::operator==(const WallTime& o) const {
  return year == o.year && month == o.month && day == o.day && hour == o.hour && minute == o.minute &&
         second == o.second;
}

std::optional<ZonedTime> parse_zoned_time(const std::string& text, std::string& why) {
  why = "expected a date and time, e.g. 2026-12-01 23:59, '2026-12-01 23:59 Europe/Berlin', 2026-12-01T23:59+01:00 or "
        "2026-12-01T22:59Z";
  ZonedTime time;
  WallTime& w = time.wall;
  std::size_t at = 0;
  if (!digits(text, at, 4, w.year) || !literal(text, at, '-') || !digits(text, at, 2, w.month) ||
      !literal(text, at, '-') || !digits(text, at, 2, w.day) || at >= text.size() ||
      (text[at] != 'T' && text[at] != ' ') || !digits(text, ++at, 2, w.hour) || !literal(text, at, ':') ||
      !digits(text, at, 2, w.minute))
    return std::nullopt;
  if (at < text.size() && text[at] == ':' && !(++at, digits(text, at, 2, w.second))) return std::nullopt;
  const date::year_month_day ymd{date::year{w.year}, date::month{static_cast<unsigned>(w.month)},
                                 date::day{static_cast<unsigned>(w.day)}};
  if (!ymd.ok() || w.hour > 23 || w.minute > 59 || w.second > 59) {
    why = "no such date or time of day";
    return std::nullopt;
  }
  const std::string rest = text.substr(at);
  if (rest.empty()) return time;
  if (rest == "Z") {
    time.zone = {TimeZoneSpec::Kind::Offset, 0, ""};
    return time;
  }
  if (rest[0] == '+' || rest[0] == '-') {
    std::size_t o = 1;
    int hours = 0, minutes = 0;
    if (!digits(rest, o, 2, hours) || !literal(rest, o, ':') || !digits(rest, o, 2, minutes) || o != rest.size() ||
        hours > 14 || minutes > 59) {
      why = "an offset is written +HH:MM (2026-12-01T23:59+01:00)";
      return std::nullopt;
    }
    time.zone = {TimeZoneSpec::Kind::Offset, (rest[0] == '-' ? -1 : 1) * (hours * 3600 + minutes * 60), ""};
    return time;
  }
  const std::string name = rest.substr(1);
  if (rest[0] != ' ' || name.empty()) return std::nullopt;
  if (!find_zone(name)) {
    why = unknown_zone(name);
    return std::nullopt;
  }
  time.zone = {TimeZoneSpec::Kind::Named, 0, name};
  return time;
}

OffsetAt offsets_of(const TimeZoneSpec& zone) {
  switch (zone.kind) {
    case TimeZoneSpec::Kind::Offset: return [offset = zone.offset](std::int64_t) { return offset; };
    case TimeZoneSpec::Kind::Named:
      return [found = date::locate_zone(zone.name)](std::int64_t seconds) {
        return static_cast<std::int64_t>(
            found->get_info(date::sys_seconds{std::chrono::seconds{seconds}}).offset.count());
      };
    case TimeZoneSpec::Kind::Local: break;
  }
  // The C library's, read from TZ at each call: a test that sets TZ sees its zone.
  return [](std::int64_t seconds) {
    tzset();
    const std::time_t t = static_cast<std::time_t>(seconds);
    std::tm tm{};
    localtime_r(&t, &tm);
    return static_cast<std::int64_t>(tm.tm_gmtoff);
  };
}

std::int64_t instant_of(const WallTime& wall, const OffsetAt& offset_at) {
  const std::int64_t as_utc = wall_seconds(wall);
  // The offsets a day either side: a reading near a change is under one of them, or under neither (skipped).
  const std::int64_t before = offset_at(as_utc - 86400), after = offset_at(as_utc + 86400);
  std::optional<std::int64_t> latest;
  for (const std::int64_t offset : {before, after})
    if (const std::int64_t t = as_utc - offset; offset_at(t) == offset && (!latest || t > *latest)) latest = t;
  if (latest) return *latest;
  // Skipped: the clock jumps from `before` to `after` at an instant in (as_utc - after, as_utc - before]; find it.
  std::int64_t low = as_utc - after, high = as_utc - before;  // offset_at(low) == before, offset_at(high) == after
  if (low > high) std::swap(low, high);
  while (high - low > 1) {
    const std::int64_t mid = low + (high - low) / 2;
    (offset_at(mid) == before ? low : high) = mid;
  }
  return high;
}

std::int64_t instant_of(const ZonedTime& time) { return instant_of(time.wall, offsets_of(time.zone)); }

WallTime days_later(const WallTime& wall, int days) {
  const date::year_month_day ymd{date::sys_days{date::days{days_since_epoch(wall) + days}}};
  WallTime later = wall;
  later.year = static_cast<int>(ymd.year());
  later.month = static_cast<int>(static_cast<unsigned>(ymd.month()));
  later.day = static_cast<int>(static_cast<unsigned>(ymd.day()));
  return later;
}

}  // namespace harness
