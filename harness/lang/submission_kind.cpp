#include "lang/submission_kind.h"

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <deque>
#include <fstream>
#include <map>
#include <set>

#include <fmt/format.h>

#include "base/error.h"
#include "base/spelling.h"
#include "base/student_file.h"
#include "driver/entries.h"
#include "lang/language_source.h"
#include "lang/linear_pattern.h"

namespace harness {
namespace fs = std::filesystem;
namespace {

// A script the kernel can run: the execute bit and a "#!" line, in a regular
// file reached through no link (base/student_file.h).
bool is_script(const fs::path& path) {
  if (::access(path.c_str(), X_OK) != 0) return false;
  StudentFile file(path);
  char start[2] = {};
  try {
    return file.is_open() && file.read(start, 2) == 2 && start[0] == '#' && start[1] == '!';
  } catch (const Error&) {
    return false;
  }
}

// Folders no student's source is in: version control, a Mac zip's resource
// forks, the runtimes' compiled files.
bool is_skipped_folder(const std::string& name) {
  return name.empty() || name[0] == '.' || name == "__MACOSX" || name == "__pycache__" || name == "compiled";
}

std::string joined(const std::vector<std::string>& words, const char* separator = ", ") {
  std::string text;
  for (const auto& word : words) text += (text.empty() ? "" : separator) + word;
  return text;
}

struct FolderTop {
  std::vector<fs::path> files;    // regular files at the top, sorted
  std::vector<fs::path> folders;  // subfolders, sorted, without the skipped ones
};

FolderTop folder_top(const fs::path& folder) {
  FolderTop top;
  std::error_code error;
  // Each entry by its own type (a link, a FIFO is neither a file nor a folder
  // here); a folder that cannot be listed to its end is what was listed.
  for (fs::directory_iterator it(folder, error), end; !error && it != end; it.increment(error)) {
    const fs::file_status status = it->symlink_status(error);
    if (error) break;
    if (fs::is_regular_file(status)) top.files.push_back(it->path());
    else if (fs::is_directory(status) && !is_skipped_folder(it->path().filename().string()))
      top.folders.push_back(it->path());
  }
  std::sort(top.files.begin(), top.files.end());
  std::sort(top.folders.begin(), top.folders.end());
  return top;
}

bool holds_sources(const FolderTop& top) {
  return std::any_of(top.files.begin(), top.files.end(),
                     [](const fs::path& file) { return source_language(file) || is_script(file); });
}

// The rename hints of the files in `folder` and under it, for a folder
// without sources: "rename hw3/Sudoku.CPP to Sudoku.cpp".
std::vector<std::string> rename_hints(const fs::path& folder) {
  std::vector<std::string> hints;
  std::error_code error;
  for (auto it = fs::recursive_directory_iterator(folder, error); !error && it != fs::recursive_directory_iterator();
       it.increment(error)) {
    // The entry's own type: a link is neither (fs::relative, which resolves links, is never asked either).
    const fs::file_status status = it->symlink_status(error);
    if (error) break;
    if (it.depth() > 3 || (fs::is_directory(status) && is_skipped_folder(it->path().filename().string()))) {
      it.disable_recursion_pending();
      continue;
    }
    if (!fs::is_regular_file(status)) continue;
    if (const auto name = rename_hint(it->path().filename().string()))
      hints.push_back(fmt::format("rename {} to {}", it->path().lexically_relative(folder).string(), *name));
  }
  std::sort(hints.begin(), hints.end());
  return hints;
}

std::string with_hints(std::string message, const std::vector<std::string>& hints) {
  return hints.empty() ? message : message + ": " + joined(hints, "; ");
}

// The folder that holds the sources: `folder` when its top does, else the
// one shallowest folder under it that does (an upload's hw3/src/).
fs::path source_root(const fs::path& folder, std::vector<std::string>& notes) {
  if (holds_sources(folder_top(folder))) return folder;
  std::deque<std::pair<fs::path, int>> queue{{folder, 0}};
  std::vector<fs::path> found;
  int found_depth = -1;
  while (!queue.empty()) {
    auto [at, depth] = queue.front();
    queue.pop_front();
    if (found_depth >= 0 && depth > found_depth) break;
    const FolderTop top = folder_top(at);
    if (depth > 0 && holds_sources(top)) {
      found.push_back(at);
      found_depth = depth;
      continue;
    }
    if (depth < 4)
      for (const auto& sub : top.folders) queue.emplace_back(sub, depth + 1);
  }
  if (found.empty())
    fail({folder.string()}, "{}",
         with_hints(fmt::format("the folder holds no {} files", usual_extensions(" or ")), rename_hints(folder)));
  if (found.size() > 1) {
    std::vector<std::string> names;
    for (const auto& path : found) names.push_back(path.lexically_relative(folder).string() + "/");
    fail({folder.string()}, "the folder holds no sources at its top, and {} folders under it do ({}): hand in one",
         found.size(), joined(names));
  }
  const std::string where = found.front().lexically_relative(folder).string();
  notes.push_back(fmt::format("graded the files in {}/: the folder's top holds no sources", where));
  return found.front();
}

// Through no link, and no more than a compile would take (CompileOptions::source_bytes' default):
// a larger file is read as empty, and its compile says why.
std::string text_of(const fs::path& file) {
  return read_student_file(file, std::uint64_t{64} << 20).value_or(std::string());
}

// A name as a pattern's literal: the entries' names hold `?` (Racket's valid-board?).
std::string pattern_escaped(std::string_view word) {
  std::string escaped;
  for (char c : word) {
    if (std::string_view("\\^$.|?*+()[]{}").find(c) != std::string_view::npos) escaped += '\\';
    escaped += c;
  }
  return escaped;
}

std::vector<std::string> entry_names(const LanguageRow& language) {
  std::vector<std::string> names;
  for (const auto& row : sudoku::kEntries)
    if (row.entry != sudoku::Entry::Session) names.emplace_back(row.name);
  for (const char* name : language.sources.more_entries) names.emplace_back(name);  // Racket's checkSudoku
  return names;
}

// The note that says which of a folder's several files was graded as the
// program and which as its modules.
std::string program_note(const std::string& program, const std::vector<TopFile>& files) {
  std::vector<std::string> modules;
  for (const auto& file : files)
    if (file.name != program) modules.push_back(file.name);
  return fmt::format("graded {} as the program; {} as its module{}", program, joined(modules),
                     modules.size() == 1 ? "" : "s");
}

// Which of a folder's top-level `files` of the row's language is the program
// (SubmissionLayout::program), and a note saying so when there were several.
// Throws harness::Error, naming them, when the rule tells none.
std::string chosen_program(const fs::path& root, const LanguageRow& row, const std::vector<TopFile>& files,
                           std::vector<std::string>& notes) {
  const auto program = program_among(row.language, files);
  if (!program) {
    std::vector<std::string> names;
    for (const auto& file : files) names.push_back(file.name);
    fail({root.string()},
         "the folder holds {} {} files ({}) and none is the program: name it {}, or make it the only one "
         "no other imports (docs/protocol.md, \"A folder of several files\")",
         files.size(), row.name, joined(names), row.sources.usual_programs.front());
  }
  if (files.size() > 1) notes.push_back(program_note(*program, files));
  return *program;
}

// A student's own test file (test_x.py, x_test.py, x-test.rkt, tests.py) is no program.
bool is_test_file(const std::string& name) {
  const std::string stem = fs::path(name).stem().string();
  return stem.rfind("test_", 0) == 0 || stem.rfind("test-", 0) == 0 ||
         (stem.size() > 5 &&
          (stem.compare(stem.size() - 5, 5, "_test") == 0 || stem.compare(stem.size() - 5, 5, "-test") == 0)) ||
         stem == "tests" || stem == "test";
}

// Each language's definition patterns, compiled once for every file of a class.
const std::vector<LinearPattern>& definition_patterns(Language language) {
  static const std::map<Language, std::vector<LinearPattern>> patterns = [] {
    std::map<Language, std::vector<LinearPattern>> all;
    for (const LanguageRow& row : language_table())
      if (row.sources.definition)
        for (const std::string& name : entry_names(row))
          all[row.language].emplace_back(row.sources.definition(pattern_escaped(name)));
    return all;
  }();
  static const std::vector<LinearPattern> none;
  const auto found = patterns.find(language);
  return found == patterns.end() ? none : found->second;
}

}  // namespace

bool defines_an_entry(Language language, std::string_view text) {
  // The code as the language's lexer reads it, its comments blanked: the same
  // reader as the near-miss hints' and the similarity check's, so a definition
  // or a main commented out is none here either.
  const std::string code = code_of(text, language);
  // A type (or its & or *) before the name, and a parameter list after it;
  // `return solve(g)` and `x = solve(g)` are calls.
  static const std::set<std::string_view> not_types{"return", "else", "new", "throw", "case", "co_return", "not"};
  const SourceRules& rules = language_row(language).sources;
  for (const LinearPattern& definition : definition_patterns(language)) {
    if (rules.typed) {
      for (const PatternMatch& m : definition.all_in(code))
        if (!not_types.count(m[1])) return true;
    } else if (definition.found_in(code)) {
      return true;
    }
  }
  return rules.defines_main && rules.defines_main(code);
}

std::string c_like_definition(const std::string& name) {
  return "([A-Za-z_][A-Za-z_0-9]*|[>\\]&*])[ \\t\\r\\n&*]+" + name + "[ \\t]*\\(";
}

bool defines_c_like_main(std::string_view text) {
  static const LinearPattern c_like_main("[A-Za-z_>\\]][ \\t]+main[ \\t]*\\(");
  return c_like_main.found_in(text);
}

std::optional<std::string> program_among(Language language, const std::vector<TopFile>& files) {
  const SourceRules& rules = language_row(language).sources;
  if (files.empty() || !rules.imports) return std::nullopt;
  std::vector<const TopFile*> candidates;
  for (const auto& file : files)
    if (!is_test_file(file.name)) candidates.push_back(&file);
  if (candidates.empty())
    for (const auto& file : files) candidates.push_back(&file);
  if (candidates.size() == 1) return candidates.front()->name;
  // The one no other file imports: the others are its modules.
  std::set<std::string> imported;
  for (const auto& file : files)
    for (const auto& name : rules.imports(file.text))
      if (name != file.name) imported.insert(name);
  std::vector<std::string> roots;
  for (const TopFile* file : candidates)
    if (!imported.count(file->name)) roots.push_back(file->name);
  if (roots.size() == 1) return roots.front();
  for (const std::string name : rules.usual_programs)
    for (const TopFile* file : candidates)
      if (file->name == name) return name;
  return std::nullopt;
}

std::optional<std::string> rename_hint(const std::string& file_name) {
  if (source_language(file_name)) return std::nullopt;
  const std::string lower = lower_case(file_name);
  for (const LanguageRow& row : language_table())
    for (const std::string ending : row.extensions) {
      // Sudoku.CPP: the ending in another case.
      if (lower.size() > ending.size() && lower.compare(lower.size() - ending.size(), ending.size(), ending) == 0)
        return file_name.substr(0, file_name.size() - ending.size()) + ending;
      // sudoku.cpp.txt: an ending added after the source's.
      if (const auto at = lower.rfind(ending + "."); at != std::string::npos && at > 0)
        return file_name.substr(0, at) + ending;
    }
  return std::nullopt;
}

void refuse_a_linked_submission(const fs::path& path) {
  // "alice/" names the link's target: the link is "alice".
  fs::path named = path;
  while (named.has_relative_path() && named.filename().empty()) named = named.parent_path();
  std::error_code error;
  if (fs::is_symlink(fs::symlink_status(named, error)))
    fail({path.string()}, "a symbolic link, which the grader never follows: hand in the file or folder itself");
}

SubmissionLayout submission_layout(const fs::path& path) {
  refuse_a_linked_submission(path);
  SubmissionLayout layout;
  layout.root = path;
  std::error_code error;
  if (fs::is_directory(path, error)) {
    layout.root = source_root(path, layout.notes);
    const FolderTop top = folder_top(layout.root);
    std::map<Language, std::vector<TopFile>> sources;
    std::vector<std::string> scripts, left_out;
    for (const auto& file : top.files) {
      const std::string name = file.filename().string();
      const auto language = source_language(file);
      if (is_script(file)) scripts.push_back(name);
      if (language) sources[*language].push_back({name, text_of(file)});
      else if (!is_script(file) && file.extension() != ".h" && file.extension() != ".hpp") left_out.push_back(name);
    }
    std::vector<Language> defining;
    for (const auto& [language, files] : sources)
      if (std::any_of(files.begin(), files.end(),
                      [language = language](const TopFile& file) { return defines_an_entry(language, file.text); }))
        defining.push_back(language);
    // A program of its own: a #! .py file, or a #! file beside sources that define no entry.
    std::vector<std::string> programs;
    for (const auto& name : scripts)
      if (const auto language = source_language(name);
          (language && language_row(*language).sources.script_is_a_program) || defining.empty())
        programs.push_back(name);
    if (programs.size() > 1)
      fail({layout.root.string()},
           "the folder holds {} programs of their own (#! and the execute bit: {}): hand in one", programs.size(),
           joined(programs));
    if (programs.size() == 1) {
      layout.language = own_program_language();
      layout.program = programs.front();
      std::vector<std::string> others;
      for (const auto& file : top.files)
        if (file.filename() != layout.program) others.push_back(file.filename().string());
      layout.notes.push_back(
          fmt::format("graded {} as a program of its own (#! and the execute bit), run in its folder{}", layout.program,
                      others.empty() ? "" : " beside " + joined(others)));
      return layout;
    }
    if (sources.empty())
      fail(
          {layout.root.string()}, "{}",
          with_hints(fmt::format("the folder holds no {} files", usual_extensions(" or ")), rename_hints(layout.root)));
    if (sources.size() == 1) {
      layout.language = sources.begin()->first;
    } else {
      std::vector<std::string> names;
      for (const auto& [language, files] : sources) names.emplace_back(to_string(language));
      if (defining.size() != 1) {
        fail({layout.root.string()}, "the folder holds sources of {}, {}: choose one with --language",
             joined(names, " and "),
             defining.empty() ? "and none defines an entry of the assignments"
                              : "and both define entries of the assignments");
      }
      layout.language = defining.front();
      for (const auto& [language, files] : sources)
        if (language != layout.language)
          for (const auto& file : files) left_out.push_back(file.name);
      std::sort(left_out.begin(), left_out.end());
      layout.notes.push_back(
          fmt::format("graded the {} files: the other sources define no entry", language_row(layout.language).name));
    }
    // A file named near a source is left out too, but said apart, with its name to be.
    std::vector<std::string> misnamed;
    left_out.erase(std::remove_if(left_out.begin(), left_out.end(),
                                  [&](const std::string& name) {
                                    const auto hint = rename_hint(name);
                                    if (hint) misnamed.push_back(fmt::format("rename {} to {}", name, *hint));
                                    return hint.has_value();
                                  }),
                   left_out.end());
    if (!left_out.empty())
      layout.notes.push_back(fmt::format("left out, as no source of the program: {}", joined(left_out)));
    if (!misnamed.empty())
      layout.notes.push_back(fmt::format("left out, as its name is no source's: {}", joined(misnamed, "; ")));
    const auto& files = sources[layout.language];
    if (language_row(layout.language).sources.imports && !files.empty())
      layout.program = chosen_program(layout.root, language_row(layout.language), files, layout.notes);
    return layout;
  }
  if (!fs::is_regular_file(path, error)) fail({path.string()}, "no such submission");
  if (const auto language = source_language(path)) {
    // A Python file made to run by itself speaks the protocol itself.
    layout.language = language_row(*language).sources.script_is_a_program && is_script(path) ? own_program_language()
                                                                                             : *language;
    return layout;
  }
  layout.language = own_program_language();
  if (::access(path.c_str(), X_OK) == 0) return layout;  // an executable
  const auto hint = rename_hint(path.filename().string());
  fail({path.string()}, "neither a source file ({}) nor an executable{}", usual_extensions(),
       hint ? "; rename it " + *hint : "");
}

SubmissionLayout submission_layout(const fs::path& path, Language language) {
  const LanguageRow& row = language_row(language);
  std::error_code error;
  const bool folder = fs::is_directory(path, error);
  if (row.extensions.empty()) {
    // A program of its own: a file as it is; a folder's, by the rules, as without --language.
    if (!folder) return SubmissionLayout{language, path, {}, {}};
    SubmissionLayout layout = submission_layout(path);
    if (layout.language != language || layout.program.empty())
      fail({path.string()}, "the folder holds no program of its own (a file with #! and the execute bit)");
    return layout;
  }
  SubmissionLayout layout{language, path, {}, {}};
  if (!folder || !row.sources.imports) return layout;
  std::vector<TopFile> files;
  for (const auto& file : folder_top(path).files)
    if (source_language(file) == language) files.push_back({file.filename().string(), text_of(file)});
  if (files.empty()) fail({path.string()}, "the folder holds no {} file at its top", row.extensions.front());
  layout.program = chosen_program(path, row, files, layout.notes);
  return layout;
}

Language submission_language(const fs::path& path) { return submission_layout(path).language; }

std::optional<Language> submission_language_if_any(const fs::path& path) {
  try {
    return submission_language(path);
  } catch (const Error&) {
    return std::nullopt;
  }
}

}  // namespace harness
