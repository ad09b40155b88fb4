#include "package/prairielearn.h"

#include <cstdint>

#include <fmt/format.h>

#include "base/read_file.h"
#include "package/autograder.h"

namespace harness {
namespace fs = std::filesystem;
namespace {

constexpr const char* kPrairieLearnScripts = "harness/package/prairielearn";
// The image's folder (Dockerfile): where the entrypoint is and the harness is built.
constexpr const char* kEntrypoint = "/sudoku-grade/entrypoint";

// FNV-1a, 64 bits, from a given start: not for secrecy, only a name that follows the bytes.
std::uint64_t fnv1a(const std::string& bytes, std::uint64_t hash) {
  for (const unsigned char byte : bytes) hash = (hash ^ byte) * 0x100000001b3ULL;
  return hash;
}

// A version-4-shaped UUID (RFC 4122 bits set) whose other bits come from the bytes.
std::string uuid_of(const std::string& bytes) {
  const std::uint64_t high = fnv1a(bytes, 0xcbf29ce484222325ULL);
  const std::uint64_t low = fnv1a(bytes, high ^ 0x9e3779b97f4a7c15ULL);
  const std::uint64_t h = (high & 0xffffffffffff0fffULL) | 0x4000ULL;
  const std::uint64_t l = (low & 0x3fffffffffffffffULL) | 0x8000000000000000ULL;
  return fmt::format("{:08x}-{:04x}-{:04x}-{:04x}-{:012x}", h >> 32, (h >> 16) & 0xffff, h & 0xffff, l >> 48,
                     l & 0xffffffffffffULL);
}

// A JSON string of text we chose or a case file's name (printable ASCII expected; escaped all the same).
std::string json_quoted(const std::string& text) {
  std::string out = "\"";
  for (const unsigned char c : text) {
    if (c == '"' || c == '\\') out += {'\\', static_cast<char>(c)};
    else if (c < 0x20) out += fmt::format("\\u{:04x}", c);
    else out += static_cast<char>(c);
  }
  return out + "\"";
}

}  // namespace

std::string prairielearn_info_json(const std::string& case_name, const std::string& case_text) {
  return fmt::format("{{\n"
                     "  \"uuid\": \"{}\",\n"
                     "  \"title\": {},\n"
                     "  \"topic\": \"Autograder\",\n"
                     "  \"tags\": [\"code\", \"sudoku-grade\"],\n"
                     "  \"type\": \"v3\",\n"
                     "  \"singleVariant\": true,\n"
                     "  \"gradingMethod\": \"External\",\n"
                     "  \"externalGradingOptions\": {{\n"
                     "    \"image\": \"YOUR-DOCKER-HUB-NAME/sudoku-grade\",\n"
                     "    \"entrypoint\": \"{}\",\n"
                     "    \"timeout\": 120\n"
                     "  }}\n"
                     "}}\n",
                     uuid_of(case_text), json_quoted("Sudoku solver: " + case_name), kEntrypoint);
}

std::vector<ZipEntry> prairielearn_entries(const fs::path& source_dir, const fs::path& case_file) {
  check_source_tree(source_dir);
  const fs::path scripts = source_dir / kPrairieLearnScripts;
  const std::string case_text = read_file(case_file);
  const std::string case_name = case_file.filename().string();
  std::vector<ZipEntry> entries = {
      {"image/Dockerfile", read_file(scripts / "Dockerfile"), false},
      {"image/entrypoint", read_file(scripts / "entrypoint"), true},
      {"image/setup.sh", read_file(source_dir / "harness/package/gradescope/setup.sh"), true},
      {"question/info.json", prairielearn_info_json(case_name, case_text), false},
      {"question/question.html", read_file(scripts / "question.html"), false},
      {"question/tests/" + case_name, case_text, false},
  };
  for (ZipEntry& entry : source_tree_entries(source_dir, "image/sudoku-grade")) entries.push_back(std::move(entry));
  return entries;
}

}  // namespace harness
