#include "cache/cache_entry.h"

#include <sys/stat.h>
#include <unistd.h>

#include <fstream>
#include <functional>
#include <sstream>

#include <catch2/catch.hpp>

#include "base/error.h"
#include "file_text.h"
#include "temp_dir.h"

using namespace harness;
namespace fs = std::filesystem;
using State = EntryCheck::State;

namespace {

void write(const fs::path& path, const std::string& bytes) {
  std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
}

std::size_t entries_in(const fs::path& folder) {
  std::size_t n = 0;
  for ([[maybe_unused]] const auto& entry : fs::directory_iterator(folder)) ++n;
  return n;
}

// A stored C++ build and a bundle, as the grader stores them.
void store(const fs::path& entry) {
  EntryStaging staging(entry);
  write(staging.path() / "with-driver", std::string(5000, 'P') + "program");
  ::chmod((staging.path() / "with-driver").c_str(), 0755);
  write_files(staging.path() / "submission", {{"src/sudoku.rkt", "#lang racket\n"}, {"driver.rkt", "d\n"}});
  staging.publish();
}

}  // namespace

TEST_CASE("an entry as stored is intact, and each change to it is found and named", "[cache_entry]") {
  struct Row {
    const char* change;
    std::function<void(const fs::path&)> make;
    State state;
    const char* why;
  };
  const std::vector<Row> rows = {
      {"none", [](const fs::path&) {}, State::Intact, ""},
      {"one byte changed",
       [](const fs::path& e) {
         std::fstream file(e / "with-driver", std::ios::in | std::ios::out | std::ios::binary);
         file.seekp(100);
         file.put('Q');
       },
       State::Damaged, "with-driver changed"},
      {"truncated", [](const fs::path& e) { fs::resize_file(e / "with-driver", 10); }, State::Damaged,
       "with-driver changed"},
      {"emptied", [](const fs::path& e) { write(e / "with-driver", ""); }, State::Damaged, "with-driver changed"},
      {"manifest missing", [](const fs::path& e) { fs::remove(e / kManifestName); }, State::Damaged,
       "its manifest is missing"},
      {"manifest garbled",
       [](const fs::path& e) {
         std::string text = text_of(e / kManifestName);
         text[text.find("f 0755") + 9] = 'z';  // a digest digit that is no hex
         write(e / kManifestName, text);
       },
       State::Damaged, "its manifest is garbled (line 6)"},  // the header, 4 lines of submission/, with-driver
      {"manifest of another form", [](const fs::path& e) { write(e / kManifestName, "sha256 abc\n"); }, State::Damaged,
       "its manifest is garbled (line 1 is no manifest's header)"},
      {"manifest cut mid-line",
       [](const fs::path& e) {
         const std::string text = text_of(e / kManifestName);
         write(e / kManifestName, text.substr(0, text.size() - 3));
       },
       State::Damaged, "its manifest is garbled (line 6 is not ended)"},
      {"product replaced by a symlink",
       [](const fs::path& e) {
         write(e.parent_path() / "elsewhere", text_of(e / "with-driver"));
         fs::remove(e / "with-driver");
         fs::create_symlink(e.parent_path() / "elsewhere", e / "with-driver");
       },
       State::Damaged, "with-driver is a symbolic link"},
      {"the entry replaced by a symlink to a copy",
       [](const fs::path& e) {
         fs::rename(e, e.parent_path() / "copy");
         fs::create_symlink(e.parent_path() / "copy", e);
       },
       State::Damaged, "the entry is a symbolic link"},
      {"a file added",
       [](const fs::path& e) {
         write_files(e / "submission/src", {{"compiled/sudoku_rkt.zo", "planted"}});
       },
       State::Damaged, "submission/src/compiled is not in the manifest"},
      {"a file removed", [](const fs::path& e) { fs::remove(e / "submission/driver.rkt"); }, State::Damaged,
       "submission/driver.rkt is missing"},
      {"the program no longer executable", [](const fs::path& e) { ::chmod((e / "with-driver").c_str(), 0644); },
       State::Damaged, "with-driver has mode 0644, not 0755"},
      {"a file added beside the others", [](const fs::path& e) { write(e / "submission/driver.zo", "planted"); },
       State::Damaged, "submission/driver.zo is not in the manifest"},
      {"a file made a folder",
       [](const fs::path& e) {
         fs::remove(e / "submission/driver.rkt");
         fs::create_directory(e / "submission/driver.rkt");
         ::chmod((e / "submission/driver.rkt").c_str(), 0755);
       },
       State::Damaged, "submission/driver.rkt is a folder where the manifest has a file"},
      {"a fifo in its place",
       [](const fs::path& e) {
         fs::remove(e / "submission/driver.rkt");
         ::mkfifo((e / "submission/driver.rkt").c_str(), 0644);
       },
       State::Damaged, "submission/driver.rkt is neither a file nor a folder"},
  };
  for (const Row& row : rows) {
    DYNAMIC_SECTION(row.change) {
      const TempDir temp("cache-entry-test");
      const fs::path entry = temp.path / "build-1";
      store(entry);
      row.make(entry);
      const EntryCheck check = check_entry(entry);
      CHECK(check.state == row.state);
      CHECK(check.why == row.why);
      if (row.state == State::Intact) {
        CHECK(check.files ==
              std::vector<std::string>{"submission/driver.rkt", "submission/src/sudoku.rkt", "with-driver"});
        CHECK(check.holds("with-driver"));
        CHECK_FALSE(check.holds(kManifestName));
      }
    }
  }
}

TEST_CASE("no entry at all is missing, not damaged", "[cache_entry]") {
  const TempDir temp("cache-entry-test");
  const EntryCheck check = check_entry(temp.path / "build-none");
  CHECK(check.state == State::Missing);
  CHECK(check.why.empty());
  std::string why = "unset";
  CHECK_FALSE(read_intact_file(temp.path / "build-none", "driver.o", why).has_value());
  CHECK(why.empty());
}

TEST_CASE("a file of an entry is read only when its bytes are the manifest's", "[cache_entry]") {
  const TempDir temp("cache-entry-test");
  const fs::path entry = temp.path / "driver-1";
  {
    EntryStaging staging(entry);
    write(staging.path() / "driver.o", "object bytes");
    staging.publish();
  }
  std::string why;
  CHECK(read_intact_file(entry, "driver.o", why) == std::optional<std::string>("object bytes"));
  CHECK(why.empty());
  CHECK_FALSE(read_intact_file(entry, "other.o", why).has_value());
  CHECK(why == "its manifest names no file other.o");

  write(entry / "driver.o", "object bytez");
  CHECK_FALSE(read_intact_file(entry, "driver.o", why).has_value());
  CHECK(why == "driver.o changed");
  fs::remove(entry / "driver.o");
  fs::create_symlink(temp.path / "anything", entry / "driver.o");
  CHECK_FALSE(read_intact_file(entry, "driver.o", why).has_value());
  CHECK(why == "driver.o is a symbolic link");
  fs::remove(entry / kManifestName);
  CHECK_FALSE(read_intact_file(entry, "driver.o", why).has_value());
  CHECK(why == "its manifest is missing");
}

TEST_CASE("a student's file name can neither break a manifest's line nor its fields", "[cache_entry]") {
  const TempDir temp("cache-entry-test");
  const fs::path entry = temp.path / "python-1";
  {
    EntryStaging staging(entry);
    write_files(staging.path(), {{"src/two words\nf 0644 " + std::string(64, 'a') + " x%.py", "x = 1\n"}});
    staging.publish();
  }
  CHECK_THAT(text_of(entry / kManifestName), Catch::Contains("src/two%20words%0Af%200644%20aaaa"));
  const EntryCheck check = check_entry(entry);
  CHECK(check.state == State::Intact);
  CHECK(check.files == std::vector<std::string>{"src/two words\nf 0644 " + std::string(64, 'a') + " x%.py"});
}

TEST_CASE("an entry appears whole under its name, readable by any uid, or not at all", "[cache_entry]") {
  const TempDir temp("cache-entry-test");
  const fs::path bundle = temp.path / "abc123";
  {
    EntryStaging staging(bundle);
    write_files(staging.path() / "submission", {{"src/deep/a.py", "x = 1\n"}, {"driver.py", "d\n"}});
    CHECK_FALSE(fs::exists(bundle));  // not before it is whole
    staging.publish();
  }
  CHECK(text_of(bundle / "submission/src/deep/a.py") == "x = 1\n");
  struct stat info {};
  REQUIRE(::stat(bundle.c_str(), &info) == 0);
  CHECK((info.st_mode & 0777) == 0700);
  REQUIRE(::stat((bundle / "submission/src/deep").c_str(), &info) == 0);
  CHECK((info.st_mode & 0777) == 0755);
  REQUIRE(::stat((bundle / "submission/driver.py").c_str(), &info) == 0);
  CHECK((info.st_mode & 0777) == 0644);
  CHECK(check_entry(bundle).state == State::Intact);

  // A parallel grader's copy came first, intact: it is kept, and the second leaves nothing behind.
  {
    EntryStaging second(bundle);
    write_files(second.path(), {{"other", "y"}});
    second.publish();
  }
  CHECK_FALSE(fs::exists(bundle / "other"));
  CHECK(entries_in(temp.path) == 1);

  // Not published (a failed build): the staging folder goes.
  { EntryStaging abandoned(temp.path / "def456"); }
  CHECK(entries_in(temp.path) == 1);
}

TEST_CASE("a damaged entry, or a file or link in its place, is replaced by the one built again", "[cache_entry]") {
  const TempDir temp("cache-entry-test");
  const fs::path entry = temp.path / "build-1";
  const auto rebuild = [&] {
    EntryStaging staging(entry);
    write(staging.path() / "with-driver", "good program");
    staging.publish();
  };
  rebuild();
  write(entry / "with-driver", "planted program");
  REQUIRE(check_entry(entry).state == State::Damaged);
  rebuild();
  CHECK(check_entry(entry).state == State::Intact);
  CHECK(text_of(entry / "with-driver") == "good program");
  CHECK(entries_in(temp.path) == 1);  // the damaged one removed

  fs::remove_all(entry);
  write(temp.path / "target", "a file of the grader's");
  fs::create_symlink(temp.path / "target", entry);
  rebuild();
  CHECK(check_entry(entry).state == State::Intact);
  CHECK(text_of(temp.path / "target") == "a file of the grader's");  // the link removed, never followed

  fs::remove_all(entry);
  write(entry, "a file where the folder goes");
  rebuild();
  CHECK(check_entry(entry).state == State::Intact);
  CHECK(entries_in(temp.path) == 2);  // the entry and the link's target
}

TEST_CASE("a staged entry holding a link is refused, not stored", "[cache_entry]") {
  const TempDir temp("cache-entry-test");
  const fs::path entry = temp.path / "build-1";
  EntryStaging staging(entry);
  fs::create_symlink("/etc/passwd", staging.path() / "with-driver");
  CHECK_THROWS_WITH(staging.publish(), Catch::Contains("with-driver is a symbolic link"));
  CHECK_FALSE(fs::exists(entry));
}
