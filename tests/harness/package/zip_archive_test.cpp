// The zip's bytes read back by a reader of the test's own (the central
// directory as PKWARE's APPNOTE lays it out), not by libzip, which wrote them.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <ctime>
#include <optional>
#include <string>
#include <vector>

#include "base/error.h"
#include "package/zip_archive.h"

using harness::zip_archive;
using harness::ZipEntry;

namespace {

std::uint32_t little(const std::string& bytes, std::size_t at, int width) {
  std::uint32_t value = 0;
  for (int i = width - 1; i >= 0; --i) value = value << 8 | static_cast<unsigned char>(bytes.at(at + i));
  return value;
}

std::uint32_t crc32_of(const std::string& bytes) {
  std::uint32_t crc = 0xFFFFFFFFu;
  for (unsigned char byte : bytes) {
    crc ^= byte;
    for (int bit = 0; bit < 8; ++bit) crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
  }
  return ~crc;
}

struct Listed {
  std::string name;
  unsigned made_by_system, dos_time, dos_date, extra_length, mode;
  unsigned local_time, local_date, local_extra_length;  ///< the entry's own header's
  std::uint32_t crc, size;
};

// The central directory's records, in their order.
std::vector<Listed> central_directory(const std::string& zip) {
  const std::size_t end = zip.size() - 22;  // no archive comment
  REQUIRE(little(zip, end, 4) == 0x06054b50u);
  const unsigned count = little(zip, end + 10, 2);
  std::size_t at = little(zip, end + 16, 4);
  std::vector<Listed> listed;
  for (unsigned i = 0; i < count; ++i) {
    REQUIRE(little(zip, at, 4) == 0x02014b50u);
    Listed entry;
    entry.made_by_system = little(zip, at + 5, 1);
    entry.dos_time = little(zip, at + 12, 2);
    entry.dos_date = little(zip, at + 14, 2);
    entry.crc = little(zip, at + 16, 4);
    entry.size = little(zip, at + 24, 4);
    const unsigned name_length = little(zip, at + 28, 2);
    entry.extra_length = little(zip, at + 30, 2);
    const unsigned comment_length = little(zip, at + 32, 2);
    entry.mode = little(zip, at + 38, 4) >> 16;
    entry.name = zip.substr(at + 46, name_length);
    const std::size_t local = little(zip, at + 42, 4);
    REQUIRE(little(zip, local, 4) == 0x04034b50u);
    entry.local_time = little(zip, local + 10, 2);
    entry.local_date = little(zip, local + 12, 2);
    entry.local_extra_length = little(zip, local + 28, 2);
    listed.push_back(entry);
    at += 46 + name_length + entry.extra_length + comment_length;
  }
  return listed;
}

// Sets TZ for the scope: the zip's dates must not depend on it.
struct TimeZone {
  std::optional<std::string> old;
  explicit TimeZone(const char* zone) {
    if (const char* tz = std::getenv("TZ")) old = tz;
    setenv("TZ", zone, 1);
    tzset();
  }
  ~TimeZone() {
    if (old) setenv("TZ", old->c_str(), 1);
    else unsetenv("TZ");
    tzset();
  }
};

const std::vector<ZipEntry> kEntries = {
    {"setup.sh", "#!/bin/sh\necho set up\n", true},
    {"cases/lesson.yaml", "title: x\n", false},
    {"b/empty", "", false},
    {"a/long.txt", std::string(100000, 'z') + "end", false},
};

}  // namespace

TEST_CASE("a zip lists its entries sorted, each with its bytes, its mode, the earliest date and no extra field",
          "[zip_archive]") {
  const std::vector<Listed> listed = central_directory(zip_archive(kEntries));
  REQUIRE(listed.size() == 4);
  const std::vector<std::string> names = {listed[0].name, listed[1].name, listed[2].name, listed[3].name};
  CHECK(names == std::vector<std::string>{"a/long.txt", "b/empty", "cases/lesson.yaml", "setup.sh"});
  for (const Listed& entry : listed) {
    const ZipEntry& given = *std::find_if(kEntries.begin(), kEntries.end(),
                                          [&](const ZipEntry& e) { return e.name == entry.name; });
    CHECK(entry.crc == crc32_of(given.content));
    CHECK(entry.size == given.content.size());
    CHECK(entry.mode == (given.executable ? 0100755u : 0100644u));
    CHECK(entry.made_by_system == 3);                   // unix: the mode is read
    CHECK(entry.dos_date == (0u << 9 | 1u << 5 | 1u));  // 1980-01-01
    CHECK(entry.dos_time == 0);
    CHECK((entry.local_date == entry.dos_date && entry.local_time == 0));
    // No extended timestamp (or other field) of the moment of packing.
    CHECK((entry.extra_length == 0 && entry.local_extra_length == 0));
  }
}

TEST_CASE("the same entries make the same bytes in any order and any time zone", "[zip_archive]") {
  const std::string first = zip_archive(kEntries);
  std::vector<ZipEntry> reversed(kEntries.rbegin(), kEntries.rend());
  CHECK(zip_archive(reversed) == first);
  {
    const TimeZone far_east("XST-14");  // UTC+14
    CHECK(zip_archive(kEntries) == first);
  }
  {
    const TimeZone far_west("YST12");  // UTC-12
    CHECK(zip_archive(kEntries) == first);
  }
  std::vector<ZipEntry> changed = kEntries;
  changed[1].content += "#\n";
  CHECK(zip_archive(changed) != first);  // the comparison can fail
}

TEST_CASE("a zip refuses names that would unpack outside its folder, twice-given names and no entries",
          "[zip_archive]") {
  struct Row {
    std::vector<ZipEntry> entries;
    std::string error;
  };
  const std::vector<Row> rows = {
      {{}, "cannot make a zip of no files"},
      {{{"", "x", false}}, "a zip entry needs a name"},
      {{{"/etc/passwd", "x", false}}, "zip entry '/etc/passwd': names are relative and '/'-separated"},
      {{{"a\\b", "x", false}}, "zip entry 'a\\b': names are relative and '/'-separated"},
      {{{"a/../../b", "x", false}}, "zip entry 'a/../../b': every part of a name is a file or folder name"},
      {{{"a//b", "x", false}}, "zip entry 'a//b': every part of a name is a file or folder name"},
      {{{"a/", "x", false}}, "zip entry 'a/': every part of a name is a file or folder name"},
      {{{"a", "x", false}, {"a", "y", false}}, "zip entry 'a' is given twice"},
  };
  for (const Row& row : rows) {
    INFO(row.error);
    try {
      zip_archive(row.entries);
      FAIL("no error");
    } catch (const harness::Error& e) {
      CHECK(std::string(e.what()) == row.error);
    }
  }
}
