#include "package/zip_archive.h"

#include <sys/stat.h>
#include <zip.h>

#include <algorithm>
#include <ctime>
#include <memory>

#include "base/error.h"

namespace harness {
namespace {

// libzip takes an mtime as a time_t and stores it as the DOS date of that
// moment in the local time zone. The time_t of local 1980-01-01 00:00 comes
// back as that very date in any zone, so the bytes do not depend on TZ.
std::time_t earliest_zip_date() {
  std::tm midnight{};
  midnight.tm_year = 80;
  midnight.tm_mday = 1;
  midnight.tm_isdst = -1;
  return std::mktime(&midnight);
}

void check_name(const std::string& name) {
  if (name.empty()) fail({}, "a zip entry needs a name");
  if (name.front() == '/' || name.find('\\') != std::string::npos)
    fail({}, "zip entry '{}': names are relative and '/'-separated", name);
  std::size_t start = 0;
  while (start <= name.size()) {
    const std::size_t end = std::min(name.find('/', start), name.size());
    const std::string part = name.substr(start, end - start);
    if (part.empty() || part == "." || part == "..")
      fail({}, "zip entry '{}': every part of a name is a file or folder name", name);
    start = end + 1;
  }
}

struct SourceFree {
  void operator()(zip_source_t* source) const { zip_source_free(source); }
};
using SourcePtr = std::unique_ptr<zip_source_t, SourceFree>;

[[noreturn]] void fail_with(const char* what, zip_error_t* error) {
  fault({}, "cannot make the zip: {}: {}", what, zip_error_strerror(error));
}

// The bytes libzip wrote into the in-memory source.
std::string bytes_of(zip_source_t* written) {
  if (zip_source_open(written) < 0) fail_with("reading it back", zip_source_error(written));
  std::string bytes;
  char chunk[1 << 16];
  zip_int64_t got;
  while ((got = zip_source_read(written, chunk, sizeof chunk)) > 0) bytes.append(chunk, static_cast<std::size_t>(got));
  const bool failed = got < 0;
  zip_source_close(written);
  if (failed) fail_with("reading it back", zip_source_error(written));
  return bytes;
}

}  // namespace

std::string zip_archive(std::vector<ZipEntry> entries) {
  if (entries.empty()) fail({}, "cannot make a zip of no files");
  for (const ZipEntry& entry : entries) check_name(entry.name);
  std::sort(entries.begin(), entries.end(), [](const ZipEntry& a, const ZipEntry& b) { return a.name < b.name; });
  for (std::size_t i = 1; i < entries.size(); ++i)
    if (entries[i].name == entries[i - 1].name) fail({}, "zip entry '{}' is given twice", entries[i].name);

  zip_error_t error;
  zip_error_init(&error);
  SourcePtr target(zip_source_buffer_create(nullptr, 0, 0, &error));
  if (!target) fail_with("an in-memory buffer", &error);
  zip_t* archive = zip_open_from_source(target.get(), ZIP_TRUNCATE, &error);
  if (archive == nullptr) fail_with("opening it", &error);
  zip_source_keep(target.get());  // zip_close frees its source; the bytes are read from it after

  const std::time_t date = earliest_zip_date();
  for (const ZipEntry& entry : entries) {
    // freep 0: the entries outlive zip_close, which is when libzip reads them.
    zip_source_t* content = zip_source_buffer(archive, entry.content.data(), entry.content.size(), 0);
    const zip_int64_t index = content ? zip_file_add(archive, entry.name.c_str(), content, ZIP_FL_ENC_UTF_8) : -1;
    if (index < 0) {
      if (content) zip_source_free(content);
      const std::string reason = zip_strerror(archive);
      zip_discard(archive);
      fault({}, "cannot add '{}' to the zip: {}", entry.name, reason);
    }
    const auto at = static_cast<zip_uint64_t>(index);
    const zip_uint32_t mode = S_IFREG | (entry.executable ? 0755u : 0644u);
    if (zip_file_set_mtime(archive, at, date, 0) < 0 ||
        zip_file_set_external_attributes(archive, at, 0, ZIP_OPSYS_UNIX, mode << 16) < 0 ||
        zip_set_file_compression(archive, at, ZIP_CM_DEFLATE, 9) < 0) {
      const std::string reason = zip_strerror(archive);
      zip_discard(archive);
      fault({}, "cannot set the date, mode or compression of '{}': {}", entry.name, reason);
    }
  }
  if (zip_close(archive) < 0) {
    const std::string reason = zip_strerror(archive);
    zip_discard(archive);
    fault({}, "cannot make the zip: {}", reason);
  }
  return bytes_of(target.get());
}

}  // namespace harness
