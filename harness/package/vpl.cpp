#include "package/vpl.h"

#include <sstream>

#include "base/read_file.h"
#include "package/autograder.h"

namespace harness {
namespace fs = std::filesystem;
namespace {

void replace_all(std::string& text, const std::string& word, const std::string& by) {
  for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + by.size()))
    text.replace(at, word.size(), by);
}

std::string shell_quoted(const std::string& word) {
  std::string out = "'";
  for (const char c : word) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

bool has_line(const std::string& text, const std::string& line) {
  std::istringstream lines(text);
  for (std::string each; std::getline(lines, each);)
    if (each == line) return true;
  return false;
}

}  // namespace

std::string vpl_script(const std::string& script_template, const std::string& mode, const std::string& case_name,
                       const std::string& cases_text) {
  std::string delimiter = "SUDOKU_GRADE_CASES";
  for (int n = 2; has_line(cases_text, delimiter); ++n) delimiter = "SUDOKU_GRADE_CASES_" + std::to_string(n);
  std::string cases = cases_text;
  if (!cases.empty() && cases.back() != '\n') cases += '\n';
  std::string script = script_template;
  // The text last: nothing in a case file is taken for one of the words.
  replace_all(script, "@MODE@", mode);
  replace_all(script, "@CASE_NAME@", shell_quoted(case_name));
  replace_all(script, "@DELIMITER@", delimiter);
  replace_all(script, "@CASES@\n", cases);
  return script;
}

std::vector<ZipEntry> vpl_entries(const fs::path& source_dir, const fs::path& case_file,
                                  const std::string& visible_text) {
  check_source_tree(source_dir);
  const std::string script = read_file(source_dir / "harness/package/vpl/vpl_action.sh");
  const std::string name = case_file.filename().string();
  return {{"vpl_evaluate.sh", vpl_script(script, "evaluate", name, read_file(case_file)), true},
          {"vpl_run.sh", vpl_script(script, "run", name, visible_text), true}};
}

}  // namespace harness
