#include "cache/cache_entry.h"

#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <map>

#include <fmt/format.h>

#include "base/error.h"
#include "base/fd.h"
#include "cache/sha256.h"

namespace harness {
namespace fs = std::filesystem;
namespace {

// The manifest's first line: a manifest of another form is garbled, so the
// entry is rebuilt rather than misread.
constexpr const char* kHeader = "sudoku-grade cache entry 1";

// A manifest larger than this is no manifest the grader wrote.
constexpr std::size_t kManifestCap = std::size_t{16} << 20;

// One line of a manifest.
struct Item {
  bool folder = false;
  unsigned mode = 0;  // permission bits (07777)
  std::string sha;    // files only
  std::string name;   // escaped: no space, no control byte
};

// A name as the manifest writes it: every byte that is not printable ASCII,
// and '%', as %XX, so a student's file name can neither break a line nor a field.
std::string escaped(const std::string& name) {
  std::string out;
  for (const unsigned char byte : name) {
    if (byte <= 0x20 || byte >= 0x7f || byte == '%') out += fmt::format("%{:02X}", byte);
    else out += static_cast<char>(byte);
  }
  return out;
}

std::string unescaped(const std::string& name) {
  std::string out;
  for (std::size_t i = 0; i < name.size(); ++i) {
    if (name[i] == '%' && i + 2 < name.size()) {
      out += static_cast<char>(std::stoi(name.substr(i + 1, 2), nullptr, 16));
      i += 2;
    } else {
      out += name[i];
    }
  }
  return out;
}

bool is_hex(const std::string& text, std::size_t length, bool upper) {
  if (text.size() != length) return false;
  return std::all_of(text.begin(), text.end(), [upper](char c) {
    return (c >= '0' && c <= '9') || (upper ? (c >= 'A' && c <= 'F') : (c >= 'a' && c <= 'f'));
  });
}

// A name as escaped() writes it: anything else is a garbled line.
bool is_escaped_name(const std::string& name) {
  if (name.empty()) return false;
  for (std::size_t i = 0; i < name.size(); ++i) {
    const unsigned char byte = static_cast<unsigned char>(name[i]);
    if (byte <= 0x20 || byte >= 0x7f) return false;
    if (byte == '%' && (i + 2 >= name.size() || !is_hex(name.substr(i + 1, 2), 2, true))) return false;
    if (byte == '%') i += 2;
  }
  return true;
}

std::string line_of(const Item& item) {
  if (item.folder) return fmt::format("d {:04o} {}", item.mode, item.name);
  return fmt::format("f {:04o} {} {}", item.mode, item.sha, item.name);
}

std::string text_of(const std::vector<Item>& items) {
  std::string text = std::string(kHeader) + "\n";
  for (const Item& item : items) text += line_of(item) + "\n";
  return text;
}

// The manifest's lines, or nullopt with the garbled line's number in `why`.
std::optional<std::vector<Item>> parse(const std::string& text, std::string& why) {
  std::vector<Item> items;
  std::size_t start = 0;
  int number = 0;
  while (start < text.size()) {
    const std::size_t end = text.find('\n', start);
    ++number;
    if (end == std::string::npos) {
      why = fmt::format("its manifest is garbled (line {} is not ended)", number);
      return std::nullopt;
    }
    const std::string line = text.substr(start, end - start);
    start = end + 1;
    if (number == 1) {
      if (line != kHeader) {
        why = "its manifest is garbled (line 1 is no manifest's header)";
        return std::nullopt;
      }
      continue;
    }
    std::vector<std::string> fields;
    for (std::size_t from = 0;;) {
      const std::size_t space = line.find(' ', from);
      fields.push_back(line.substr(from, space == std::string::npos ? std::string::npos : space - from));
      if (space == std::string::npos) break;
      from = space + 1;
    }
    Item item;
    item.folder = !fields.empty() && fields[0] == "d";
    const bool file = !fields.empty() && fields[0] == "f";
    const std::size_t expected = item.folder ? 3 : 4;
    bool good = (item.folder || file) && fields.size() == expected && fields[1].size() == 4 &&
                fields[1].find_first_not_of("01234567") == std::string::npos && is_escaped_name(fields.back()) &&
                (item.folder || is_hex(fields[2], 64, false));
    if (!good) {
      why = fmt::format("its manifest is garbled (line {})", number);
      return std::nullopt;
    }
    item.mode = static_cast<unsigned>(std::stoul(fields[1], nullptr, 8));
    if (file) item.sha = fields[2];
    item.name = fields.back();
    if (!items.empty() && items.back().name >= item.name) {
      why = fmt::format("its manifest is garbled (line {} is out of order)", number);
      return std::nullopt;
    }
    items.push_back(std::move(item));
  }
  if (number == 0) {
    why = "its manifest is empty";
    return std::nullopt;
  }
  return items;
}

// SHA-256 of what `fd` holds, read to its end; false with why on a read error.
bool hash_of(int fd, std::string& sha, std::string& bytes_out, bool keep, std::string& why) {
  Sha256 digest;
  char buffer[1 << 16];
  for (;;) {
    const ssize_t got = ::read(fd, buffer, sizeof buffer);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) {
      why = std::strerror(errno);
      return false;
    }
    if (got == 0) break;
    digest.update(std::string_view(buffer, static_cast<std::size_t>(got)));
    if (keep) bytes_out.append(buffer, static_cast<std::size_t>(got));
  }
  sha = digest.hex();
  return true;
}

// Every folder and file under the folder open at `dir`, into `items`
// (unsorted), their names after `prefix`; the manifest at the top is left
// out. False, with why, at a link, a device or fifo, or what cannot be read.
bool walk(int dir, const std::string& prefix, std::vector<Item>& items, std::string& why) {
  const int listed = ::fcntl(dir, F_DUPFD_CLOEXEC, 0);
  DIR* stream = listed < 0 ? nullptr : ::fdopendir(listed);
  if (!stream) {
    if (listed >= 0) ::close(listed);
    why = fmt::format("{} cannot be listed: {}", prefix.empty() ? "the entry" : prefix, std::strerror(errno));
    return false;
  }
  std::vector<std::string> names;
  while (const dirent* entry = ::readdir(stream)) {
    const std::string name = entry->d_name;
    if (name == "." || name == "..") continue;
    if (prefix.empty() && name == kManifestName) continue;
    names.push_back(name);
  }
  ::closedir(stream);
  for (const std::string& name : names) {
    const std::string path = prefix.empty() ? name : prefix + "/" + name;
    struct stat info {};
    if (::fstatat(dir, name.c_str(), &info, AT_SYMLINK_NOFOLLOW) < 0) {
      why = fmt::format("{} cannot be read: {}", escaped(path), std::strerror(errno));
      return false;
    }
    if (S_ISLNK(info.st_mode)) {
      why = fmt::format("{} is a symbolic link", escaped(path));
      return false;
    }
    if (S_ISDIR(info.st_mode)) {
      Fd sub{::openat(dir, name.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)};
      if (sub.fd < 0) {
        why = fmt::format("{} cannot be opened: {}", escaped(path), std::strerror(errno));
        return false;
      }
      items.push_back({true, static_cast<unsigned>(info.st_mode & 07777), "", escaped(path)});
      if (!walk(sub.fd, path, items, why)) return false;
      continue;
    }
    if (!S_ISREG(info.st_mode)) {
      why = fmt::format("{} is neither a file nor a folder", escaped(path));
      return false;
    }
    Fd file{::openat(dir, name.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)};
    struct stat opened {};
    if (file.fd < 0 || ::fstat(file.fd, &opened) < 0 || !S_ISREG(opened.st_mode)) {
      why = fmt::format("{} cannot be opened as a file: {}", escaped(path), std::strerror(errno));
      return false;
    }
    Item item{false, static_cast<unsigned>(opened.st_mode & 07777), "", escaped(path)};
    std::string unused, error;
    if (!hash_of(file.fd, item.sha, unused, false, error)) {
      why = fmt::format("{} cannot be read: {}", escaped(path), error);
      return false;
    }
    items.push_back(std::move(item));
  }
  return true;
}

std::vector<Item> sorted(std::vector<Item> items) {
  std::sort(items.begin(), items.end(), [](const Item& a, const Item& b) { return a.name < b.name; });
  return items;
}

// The first difference between what the manifest says and what is there, in one line.
std::string difference(const std::vector<Item>& said, const std::vector<Item>& found) {
  std::size_t i = 0, j = 0;
  while (i < said.size() || j < found.size()) {
    if (j == found.size() || (i < said.size() && said[i].name < found[j].name))
      return fmt::format("{} is missing", said[i].name);
    if (i == said.size() || found[j].name < said[i].name)
      return fmt::format("{} is not in the manifest", found[j].name);
    const Item& a = said[i++];
    const Item& b = found[j++];
    if (a.folder != b.folder)
      return fmt::format("{} is a {} where the manifest has a {}", b.name, b.folder ? "folder" : "file",
                         a.folder ? "folder" : "file");
    if (a.mode != b.mode) return fmt::format("{} has mode {:04o}, not {:04o}", b.name, b.mode, a.mode);
    if (a.sha != b.sha) return fmt::format("{} changed", b.name);
  }
  return "";
}

// Opens the entry's folder. Missing: fd -1 and why "". Else fd -1 and why, or the fd.
int open_entry(const fs::path& entry, std::string& why) {
  why.clear();
  const int fd = ::open(entry.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (fd >= 0) return fd;
  if (errno == ENOENT) return -1;
  struct stat info {};
  // O_DIRECTORY before O_NOFOLLOW: a link is ENOTDIR too.
  if (errno == ELOOP || (errno == ENOTDIR && ::lstat(entry.c_str(), &info) == 0 && S_ISLNK(info.st_mode)))
    why = "the entry is a symbolic link";
  else if (errno == ENOTDIR) why = "the entry is not a folder";
  else why = fmt::format("the entry cannot be opened: {}", std::strerror(errno));
  return -1;
}

// The manifest of the entry open at `dir`, parsed; nullopt with why.
std::optional<std::vector<Item>> read_manifest(int dir, std::string& why) {
  Fd file{::openat(dir, kManifestName, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)};
  if (file.fd < 0 && errno == ENOENT) {
    why = "its manifest is missing";
    return std::nullopt;
  }
  struct stat info {};
  if (file.fd < 0 || ::fstat(file.fd, &info) < 0 || !S_ISREG(info.st_mode)) {
    why = "its manifest is not a file";
    return std::nullopt;
  }
  if (static_cast<std::uint64_t>(info.st_size) > kManifestCap) {
    why = "its manifest is garbled (too large)";
    return std::nullopt;
  }
  std::string text(static_cast<std::size_t>(info.st_size), '\0');
  std::size_t have = 0;
  while (have < text.size()) {
    const ssize_t got = ::read(file.fd, text.data() + have, text.size() - have);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) break;
    have += static_cast<std::size_t>(got);
  }
  text.resize(have);
  return parse(text, why);
}

}  // namespace

bool EntryCheck::holds(const std::string& file) const { return std::binary_search(files.begin(), files.end(), file); }

EntryCheck check_entry(const fs::path& entry) {
  using State = EntryCheck::State;
  EntryCheck check;
  std::string why;
  Fd dir{open_entry(entry, why)};
  if (dir.fd < 0) return why.empty() ? EntryCheck{} : EntryCheck{State::Damaged, why, {}};
  const auto said = read_manifest(dir.fd, why);
  if (!said) return {State::Damaged, why, {}};
  std::vector<Item> found;
  try {
    if (!walk(dir.fd, "", found, why)) return {State::Damaged, why, {}};
  } catch (const Fault& e) {  // OpenSSL gave no SHA-256: nothing can be trusted
    return {State::Damaged, e.what(), {}};
  }
  found = sorted(std::move(found));
  if (std::string differs = difference(*said, found); !differs.empty()) return {State::Damaged, differs, {}};
  check.state = State::Intact;
  for (const Item& item : found)
    if (!item.folder) check.files.push_back(unescaped(item.name));
  std::sort(check.files.begin(), check.files.end());
  return check;
}

std::optional<std::string> read_intact_file(const fs::path& entry, const std::string& file, std::string& why) {
  Fd dir{open_entry(entry, why)};
  if (dir.fd < 0) return std::nullopt;
  const auto said = read_manifest(dir.fd, why);
  if (!said) return std::nullopt;
  const std::string name = escaped(file);
  const auto item = std::find_if(said->begin(), said->end(), [&](const Item& i) { return i.name == name; });
  if (item == said->end() || item->folder) {
    why = fmt::format("its manifest names no file {}", name);
    return std::nullopt;
  }
  Fd in{::openat(dir.fd, file.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)};
  if (in.fd < 0 && errno == ELOOP) {
    why = fmt::format("{} is a symbolic link", name);
    return std::nullopt;
  }
  struct stat info {};
  if (in.fd < 0 || ::fstat(in.fd, &info) < 0 || !S_ISREG(info.st_mode)) {
    why = fmt::format("{} is missing or not a file", name);
    return std::nullopt;
  }
  if ((info.st_mode & 07777) != item->mode) {
    why = fmt::format("{} has mode {:04o}, not {:04o}", name, info.st_mode & 07777, item->mode);
    return std::nullopt;
  }
  std::string sha, bytes, error;
  try {
    if (!hash_of(in.fd, sha, bytes, true, error)) {
      why = fmt::format("{} cannot be read: {}", name, error);
      return std::nullopt;
    }
  } catch (const Fault& e) {  // OpenSSL gave no SHA-256
    why = e.what();
    return std::nullopt;
  }
  if (sha != item->sha) {
    why = fmt::format("{} changed", name);
    return std::nullopt;
  }
  return bytes;
}

std::string manifest_of(const fs::path& folder) {
  Fd dir{::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)};
  if (dir.fd < 0) fault({folder.string()}, "cannot open the folder: {}", std::strerror(errno));
  std::vector<Item> items;
  std::string why;
  if (!walk(dir.fd, "", items, why)) fault({folder.string()}, "cannot make the cache entry's manifest: {}", why);
  return text_of(sorted(std::move(items)));
}

EntryStaging::EntryStaging(const fs::path& entry) : entry_(entry) {
  std::string temporary = entry.string() + ".tmp-XXXXXX";
  if (!::mkdtemp(temporary.data())) fault({temporary}, "cannot create a folder: {}", std::strerror(errno));
  path_ = temporary;
}

EntryStaging::~EntryStaging() {
  std::error_code ignored;
  if (!path_.empty()) fs::remove_all(path_, ignored);  // removes links, never what they point at
}

void EntryStaging::publish() {
  // The entry itself the grader's alone, as the cache is: a box is shown
  // what is in it (a mount), never given the path.
  ::chmod(path_.c_str(), 0700);
  std::error_code error;
  for (fs::recursive_directory_iterator it(path_, error), end; !error && it != end; it.increment(error)) {
    struct stat info {};
    if (::lstat(it->path().c_str(), &info) < 0 || S_ISLNK(info.st_mode)) continue;  // manifest_of refuses a link
    ::chmod(it->path().c_str(), S_ISDIR(info.st_mode) || (info.st_mode & S_IXUSR) ? 0755 : 0644);
  }
  if (error) fault({path_.string()}, "cannot list the cache entry: {}", error.message());
  const std::string manifest = manifest_of(path_);
  const fs::path manifest_path = path_ / kManifestName;
  {
    Fd out{::open(manifest_path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644)};
    if (out.fd < 0 || ::write(out.fd, manifest.data(), manifest.size()) != static_cast<ssize_t>(manifest.size()))
      fault({manifest_path.string()}, "cannot write the manifest: {}", std::strerror(errno));
  }
  for (int attempt = 0; attempt < 3; ++attempt) {
    if (::rename(path_.c_str(), entry_.c_str()) == 0) {
      path_.clear();
      return;
    }
    const int why = errno;
    if (why != ENOTEMPTY && why != EEXIST && why != ENOTDIR && why != EISDIR)
      fault({entry_.string()}, "cannot store the cache entry: {}", std::strerror(why));
    // A parallel grader stored it first: kept when whole. A damaged one (or a
    // file or link in its place) is swapped for this one in one step; this
    // folder's name then holds the damaged one, which the destructor removes.
    if (check_entry(entry_).state == EntryCheck::State::Intact) return;
    if (::renameat2(AT_FDCWD, path_.c_str(), AT_FDCWD, entry_.c_str(), RENAME_EXCHANGE) == 0) return;
    if (errno != ENOENT) fault({entry_.string()}, "cannot replace the damaged cache entry: {}", std::strerror(errno));
    // Removed meanwhile (a parallel grader swapped and removed it): try the rename again.
  }
  fault({entry_.string()}, "cannot store the cache entry: it keeps changing");
}

void write_files(const fs::path& folder, const std::vector<SourceFile>& files) {
  for (const SourceFile& file : files) {
    const fs::path target = folder / file.name;
    std::error_code error;
    fs::create_directories(target.parent_path(), error);
    std::ofstream out(target, std::ios::binary | std::ios::trunc);
    out.write(file.bytes.data(), static_cast<std::streamsize>(file.bytes.size()));
    if (error || !out.flush()) fault({target.string()}, "cannot write the file: {}", std::strerror(errno));
  }
}

}  // namespace harness
