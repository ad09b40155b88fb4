#pragma once
// A time as an instructor writes one ("2026-10-20 23:59 Europe/Berlin"): a
// clock's reading and the zone whose clock it is, made an instant with the
// offset in force at that instant, never today's. Named zones come from the
// system's tz database (Debian's tzdata, read by libdate-tz); the local zone
// (TZ, else /etc/localtime) from the C library, which reads every form TZ
// takes. docs/instructor.md, "A deadline in a time zone".
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

namespace harness {

/// A clock's reading, in no zone yet.
struct WallTime {
  int year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0;
  bool operator==(const WallTime& o) const;
};

/// Whose clock a wall time is read on.
struct TimeZoneSpec {
  enum class Kind { Offset, Named, Local };
  Kind kind = Kind::Local;
  std::int64_t offset = 0;  ///< Offset: seconds east of UTC ("Z" is 0)
  std::string name;         ///< Named: the IANA name ("Europe/Berlin")
};

struct ZonedTime {
  WallTime wall;
  TimeZoneSpec zone;
};

/// Reads "2026-10-20 23:59", "2026-10-20T23:59:00", each optionally followed
/// by "Z", an offset ("+01:00") or, after a space, an IANA zone
/// ("2026-10-20 23:59 Europe/Berlin"). Without either it is the local zone's.
/// nullopt with `why` set for anything else, in a line: a date that does not
/// exist, a zone the tz database does not know (with the nearest name it does).
std::optional<ZonedTime> parse_zoned_time(const std::string& text, std::string& why);

/// Seconds east of UTC in force at an instant (seconds since 1970-01-01T00:00:00Z).
using OffsetAt = std::function<std::int64_t(std::int64_t)>;

/// The zone's offsets. A Named zone must be one parse_zoned_time accepted.
OffsetAt offsets_of(const TimeZoneSpec& zone);

/// The instant at which the clock of a zone with `offset_at` reads `wall`.
/// At a daylight-saving change a reading may happen twice (the hour repeated
/// in autumn) or never (the hour skipped in spring). The rule is one: a
/// deadline passes when the zone's clock has read past it, not before. So a
/// repeated reading is its later instant, and a skipped one the instant the
/// clock jumps over it (it read earlier just before, later just after): what
/// a student can check on the clock and an instructor can defend, where the
/// earlier instant would make a student late while every clock in the zone
/// still read before the deadline. Transitions are taken to be over a day
/// apart, as every zone has them.
std::int64_t instant_of(const WallTime& wall, const OffsetAt& offset_at);

/// instant_of on the zone's own offsets.
std::int64_t instant_of(const ZonedTime& time);

/// The same clock reading `days` calendar days later (a day may be 23 or 25 hours long).
WallTime days_later(const WallTime& wall, int days);

}  // namespace harness
