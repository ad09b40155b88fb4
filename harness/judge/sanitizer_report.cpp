#include "judge/sanitizer_report.h"

#include <cstdint>
#include <cstdlib>
#include <vector>

#include <fmt/format.h>

#include "base/counted.h"

#include "driver/protocol_words.h"
#include "judge/protocol.h"

namespace harness {
namespace {

using Lines = std::vector<std::string_view>;

Lines split_lines(std::string_view text) {
  Lines lines;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    lines.push_back(line);
    start = end + 1;
  }
  return lines;
}

bool starts_with(std::string_view text, std::string_view prefix) { return text.substr(0, prefix.size()) == prefix; }
bool contains(std::string_view text, std::string_view part) { return text.find(part) != std::string_view::npos; }

// A number as the reports write it: "0x6030000002a0" or "32"; 0 when none.
std::uint64_t number(std::string_view text) {
  const std::string copy(text);
  return std::strtoull(copy.c_str(), nullptr, 0);
}

// The word after `marker` up to a space (or the end).
std::string_view word_after(std::string_view line, std::string_view marker) {
  const std::size_t at = line.find(marker);
  if (at == std::string_view::npos) return {};
  std::string_view rest = line.substr(at + marker.size());
  return rest.substr(0, rest.find(' '));
}

// A block of the grid, as the driver said it allocated it.
struct Buffer {
  int row = 0;  ///< 1-based; 0 for the block of rows
  std::uint64_t start = 0;
  std::uint64_t bytes = 0;
};

// "sudoku-driver: buffer rows 0x611000000180 216" / "... buffer row 5 0x603000000280 32".
std::vector<Buffer> driver_buffers(const Lines& lines) {
  std::vector<Buffer> buffers;
  for (std::string_view line : lines) {
    if (!starts_with(line, sudoku::kDriverBufferPrefix)) continue;
    std::vector<std::string_view> words;
    std::string_view rest = line.substr(sudoku::kDriverBufferPrefix.size());
    while (!rest.empty()) {
      const std::size_t space = rest.find(' ');
      words.push_back(rest.substr(0, space));
      rest = space == std::string_view::npos ? std::string_view{} : rest.substr(space + 1);
    }
    if (words.size() == 3 && words[0] == "rows") buffers.push_back({0, number(words[1]), number(words[2])});
    else if (words.size() == 4 && words[0] == "row")
      buffers.push_back({static_cast<int>(number(words[1])), number(words[2]), number(words[3])});
  }
  return buffers;
}

// "    #3 0x55cca4776f2d in FUNCTION FILE:LINE[:COL]": the function may hold
// spaces ("std::vector<int, std::allocator<int> >::size() const"), the file
// is the last word.
struct Frame {
  std::string_view function;
  std::string_view file;  ///< "src/sudoku.cpp:11", or "(program+0x16d90)" unsymbolized
};

std::optional<Frame> read_frame(std::string_view line) {
  const std::size_t hash = line.find_first_not_of(' ');
  if (hash == std::string_view::npos || line[hash] != '#') return std::nullopt;
  const std::size_t in = line.find(" in ", hash);
  if (in == std::string_view::npos) return std::nullopt;
  const std::string_view rest = line.substr(in + 4);
  const std::size_t last_space = rest.rfind(' ');
  if (last_space == std::string_view::npos) return Frame{rest, {}};
  return Frame{rest.substr(0, last_space), rest.substr(last_space + 1)};
}

// The submission's files are compiled as src/NAME (prepare/compile.cpp).
constexpr std::string_view kSourcePrefix = "src/";

// "src/sudoku.cpp:11:5" -> "sudoku.cpp:11": relative to the submission, without the column.
std::string student_location(std::string_view file) {
  if (!starts_with(file, kSourcePrefix)) return "";
  file.remove_prefix(kSourcePrefix.size());
  const std::size_t first_colon = file.find(':');
  if (first_colon == std::string_view::npos) return std::string(file);
  const std::size_t second_colon = file.find(':', first_colon + 1);
  return std::string(file.substr(0, second_colon));
}

// "checkSudoku(std::vector<...> const&)" -> "checkSudoku"; "void solve<9>(...)" -> "solve<9>".
std::string short_function(std::string_view function) {
  std::size_t depth = 0, cut = function.size();
  for (std::size_t i = 0; i < function.size(); ++i) {
    const char ch = function[i];
    if (ch == '<') ++depth;
    else if (ch == '>' && depth > 0) --depth;
    else if (ch == '(' && depth == 0 && !(i >= 8 && function.substr(i - 8, 8) == "operator")) {
      cut = i;
      break;
    }
  }
  std::string_view name = function.substr(0, cut);
  // A template function's return type comes first: the name is the last word outside <>.
  depth = 0;
  for (std::size_t i = name.size(); i-- > 0;) {
    if (name[i] == '>') ++depth;
    else if (name[i] == '<' && depth > 0) --depth;
    else if (name[i] == ' ' && depth == 0) {
      name.remove_prefix(i + 1);
      break;
    }
  }
  return std::string(name);
}

// The first stack after line `from`: its first frame in the student's files.
void find_student_frame(const Lines& lines, std::size_t from, SanitizerFinding& finding) {
  bool in_stack = false;
  for (std::size_t i = from; i < lines.size(); ++i) {
    const std::optional<Frame> frame = read_frame(lines[i]);
    if (!frame) {
      if (in_stack) return;  // the first stack ended; later ones are "freed by", "allocated by"
      continue;
    }
    in_stack = true;
    const std::string location = student_location(frame->file);
    if (location.empty()) continue;
    finding.function = short_function(frame->function);
    finding.location = location;
    return;
  }
}

// "0x6030000002a0 is located 0 bytes to the right of 32-byte region [0x603000000280,0x6030000002a0)"
struct Region {
  enum class Side { After, Before, Inside } side = Side::Inside;
  std::uint64_t start = 0;
  std::uint64_t bytes = 0;
  std::uint64_t distance = 0;
};

std::optional<Region> located_region(const Lines& lines, std::size_t from) {
  for (std::size_t i = from; i < lines.size(); ++i) {
    const std::string_view line = lines[i];
    const std::size_t located = line.find(" is located ");
    const std::size_t region = line.find("-byte region [");
    if (located == std::string_view::npos || region == std::string_view::npos) continue;
    Region r;
    r.distance = number(word_after(line, " is located "));
    if (contains(line, "to the right of") || contains(line, " after ")) r.side = Region::Side::After;
    else if (contains(line, "to the left of") || contains(line, " before ")) r.side = Region::Side::Before;
    std::size_t size_start = line.rfind(' ', region);
    r.bytes = number(line.substr(size_start + 1, region - size_start - 1));
    r.start = number(line.substr(region + 14, line.find(',', region) - region - 14));
    return r;
  }
  return std::nullopt;
}

// What allocated a block, by the first frames of "allocated by thread T0 here:"
// that are std::vector<int>'s constructors: a grid row's type, so its bytes
// are cells; its copy constructor, a row copied (a grid taken by value).
struct Allocation {
  bool int_vector = false;
  bool copy = false;
};

Allocation allocation_of(const Lines& lines, std::size_t from) {
  constexpr std::string_view kIntVector = "std::vector<int, std::allocator<int> >::vector(";
  Allocation out;
  std::size_t i = from;
  while (i < lines.size() && !contains(lines[i], "allocated by thread")) ++i;
  for (++i; i < lines.size(); ++i) {
    const std::optional<Frame> frame = read_frame(lines[i]);
    if (!frame) break;
    if (!starts_with(frame->function, kIntVector)) continue;
    out.int_vector = true;
    out.copy = contains(frame->function, "std::vector<int, std::allocator<int> > const&)");
    break;
  }
  return out;
}

// "row 5 (8 cells)" / "the last row" ...: what an overflow ran off, by the
// driver's buffers; a copy of a row by its length, a row when only one row
// of the board has that length (a copy holds no trace of which it copied).
std::string overflow_what(std::string_view verb, const Region& region, const std::vector<Buffer>& buffers,
                          const Allocation& allocation) {
  const bool after = region.side == Region::Side::After;
  const std::string_view side = after ? "past the end of" : "before the start of";
  for (const Buffer& b : buffers) {
    if (b.start != region.start) continue;
    if (b.row == 0) {
      const std::uint64_t rows = b.bytes / 24;  // sizeof(std::vector<int>) on this ABI
      return after ? fmt::format("{} past the last row (the board has {})", verb, rows)
                   : fmt::format("{} before the first row", verb);
    }
    return fmt::format("{} {} row {} ({})", verb, side, b.row, counted(b.bytes / sizeof(int), "cell"));
  }
  if (region.side == Region::Side::Inside) return fmt::format("{} inside a block it does not own", verb);
  if (allocation.int_vector) {
    const std::string cells = counted(region.bytes / sizeof(int), "cell");
    if (!allocation.copy) return fmt::format("{} {} a vector of its own ({})", verb, side, cells);
    int row = 0;
    for (const Buffer& b : buffers)
      if (b.row > 0 && b.bytes == region.bytes) row = row == 0 ? b.row : -1;
    return row > 0 ? fmt::format("{} {} a copy of row {} ({})", verb, side, row, cells)
                   : fmt::format("{} {} a copy of a row ({})", verb, side, cells);
  }
  return fmt::format("{} {} memory it allocated ({})", verb, side, counted(region.bytes, "byte"));
}

// "Address ... is located in stack of thread T0 at offset 68 in frame" ...
// "[32, 68) 'seen' (line 5) <== Memory access at offset 68 overflows this variable"
std::string stack_variable(const Lines& lines, std::size_t from) {
  for (std::size_t i = from; i < lines.size(); ++i) {
    if (!contains(lines[i], "<== Memory access at offset")) continue;
    const std::size_t open = lines[i].find('\'');
    const std::size_t close = lines[i].find('\'', open + 1);
    if (open != std::string_view::npos && close != std::string_view::npos)
      return std::string(lines[i].substr(open, close - open + 1));
  }
  return "";
}

std::string asan_what(std::string_view kind, const Lines& lines, std::size_t start, const std::vector<Buffer>& buffers,
                      SanitizerFinding& finding) {
  std::string_view verb = "reads";
  std::string_view access = "read";
  bool access_known = false;
  for (std::size_t i = start; i < lines.size() && !access_known; ++i) {
    if (starts_with(lines[i], "WRITE of size") || contains(lines[i], "caused by a WRITE memory access"))
      verb = "writes", access = "write", access_known = true;
    else if (starts_with(lines[i], "READ of size") || contains(lines[i], "caused by a READ memory access"))
      access_known = true;
  }
  if (kind == "heap-buffer-overflow" || kind == "global-buffer-overflow" || kind == "dynamic-stack-buffer-overflow") {
    if (const auto region = located_region(lines, start))
      return overflow_what(verb, *region, buffers, allocation_of(lines, start));
    return fmt::format("{} past the end of an array", verb);
  }
  if (kind == "stack-buffer-overflow" || kind == "stack-buffer-underflow") {
    const std::string variable = stack_variable(lines, start);
    return fmt::format("{} {} the local array{}", verb,
                       kind == "stack-buffer-overflow" ? "past the end of" : "before the start of",
                       variable.empty() ? "" : " " + variable);
  }
  if (kind == "container-overflow")
    return fmt::format("{} past the size of a vector (into the room it reserved)", verb);
  if (kind == "heap-use-after-free") return fmt::format("{} memory after it was freed", verb);
  if (kind == "stack-use-after-return") return fmt::format("{} a local variable after its function returned", verb);
  if (kind == "stack-use-after-scope") return fmt::format("{} a local variable after its block ended", verb);
  if (kind == "stack-overflow") return "runs out of stack (recursion too deep, or without end)";
  if (kind == "double-free" || contains(lines[start], "attempting double-free")) return "frees the same memory twice";
  if (kind == "alloc-dealloc-mismatch") {
    const std::string_view line = lines[start];
    const std::size_t open = line.find('(');
    const std::size_t close = line.find(')', open);
    return fmt::format("frees memory with the wrong kind of delete{}",
                       open == std::string_view::npos || close == std::string_view::npos
                           ? ""
                           : " " + std::string(line.substr(open, close - open + 1)));
  }
  if (kind == "new-delete-type-mismatch") return "deletes an object as a type of another size";
  if (kind == "attempting" || kind == "bad-free") return "frees memory that new did not allocate";
  if (kind == "SEGV") {
    for (std::size_t i = start; i < lines.size(); ++i)
      if (contains(lines[i], "address points to the zero page")) return fmt::format("{} through a null pointer", verb);
    return fmt::format("{}s an address it does not own (an invalid or dangling pointer)",
                       access == "read" ? "read" : "write");
  }
  if (kind == "allocation-size-too-big" || kind == "requested" || kind == "out" || kind == "allocator") {
    finding.memory_limit = true;
    return "asks for more memory at once than the limit";
  }
  return fmt::format("a memory error ({})", kind);
}

// UBSan's message, in the student's terms where it is not already.
std::string ubsan_what(std::string_view message) {
  if (contains(message, "null pointer")) return fmt::format("uses a null pointer ({})", message);
  if (starts_with(message, "execution reached the end of a value-returning function"))
    return "reaches the end of a function that returns a value without a return statement";
  if (message.size() > 160) return std::string(message.substr(0, 160)) + "...";
  return std::string(message);
}

// The report for the details: from its start, without the driver's lines and the shadow dump.
std::string report_text(const Lines& lines, std::size_t start) {
  Lines kept;
  bool in_shadow = false;
  for (std::size_t i = start; i < lines.size(); ++i) {
    const std::string_view line = lines[i];
    if (is_driver_line(line)) continue;
    if (starts_with(line, "Shadow bytes around the buggy address") || contains(line, "Process memory map follows"))
      in_shadow = true;
    else if (in_shadow && (contains(line, "ABORTING") || contains(line, "End of process memory map")))
      in_shadow = false;
    else if (!in_shadow) kept.push_back(line);
  }
  std::string out;
  const std::size_t shown = std::min<std::size_t>(kept.size(), kSanitizerReportLines);
  for (std::size_t i = 0; i < shown; ++i) out += cut_line(kept[i], kSanitizerReportWidth);
  if (kept.size() > shown) out += fmt::format("[... {} more lines]\n", kept.size() - shown);
  return out;
}

}  // namespace

std::optional<SanitizerFinding> read_sanitizer_report(std::string_view stderr_text) {
  const Lines lines = split_lines(stderr_text);
  const std::vector<Buffer> buffers = driver_buffers(lines);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const std::string_view line = lines[i];
    SanitizerFinding finding;
    if (contains(line, "ERROR: AddressSanitizer: ")) {
      const std::string_view kind = word_after(line, "ERROR: AddressSanitizer: ");
      finding.what = asan_what(kind, lines, i, buffers, finding);
      // The report's own frames start at its first line; a SEGV's come after a header of three.
      find_student_frame(lines, i + 1, finding);
      finding.report = report_text(lines, i > 0 && starts_with(lines[i - 1], "=====") ? i - 1 : i);
      return finding;
    }
    if (contains(line, "AddressSanitizer: hard rss limit exhausted")) {
      finding.memory_limit = true;
      // "hard rss limit exhausted (256Mb vs 273Mb)": the limit, then what the program held.
      const std::string_view numbers = line.substr(line.find('(') + 1);
      const std::uint64_t limit = number(numbers.substr(0, numbers.find("Mb")));
      const std::uint64_t held = number(word_after(numbers, " vs "));
      finding.what = fmt::format("uses more memory than the limit (the sanitizer measured {} MiB of {} MiB)", held,
                                 limit);
      finding.report = report_text(lines, i);
      return finding;
    }
    if (const std::size_t at = line.find(": runtime error: "); at != std::string_view::npos) {
      finding.what = ubsan_what(line.substr(at + 17));
      find_student_frame(lines, i + 1, finding);
      // UBSan names the place itself; a frame can only say it again.
      if (const std::string place = student_location(line.substr(0, at)); !place.empty()) finding.location = place;
      finding.report = report_text(lines, i);
      return finding;
    }
  }
  return std::nullopt;
}

std::string sanitizer_reason(const SanitizerFinding& finding) {
  std::string reason = finding.what;
  if (!finding.function.empty()) reason += " in " + finding.function;
  if (!finding.location.empty()) reason += (finding.function.empty() ? " at " : ", ") + finding.location;
  return reason;
}

}  // namespace harness
