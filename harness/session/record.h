#pragma once
// Recording a session case from typed input alone: the helper runs on the
// first k typed lines for k = 0, 1, 2, ...; a run that finds no more input
// stops right before the read that would have taken line k+1, so its output
// is the screen up to that prompt. Putting the typed lines between these
// outputs gives the screen a terminal would have shown, exactly, without a
// terminal or timing. docs/sessions.md explains it.
#include <functional>
#include <string>
#include <string_view>

namespace harness {

/// One run of the program being recorded: what it wrote and how it ended.
struct RecordedRun {
  std::string output;
  int exit_code = 0;
  bool operator==(const RecordedRun& other) const {
    return output == other.output && exit_code == other.exit_code;
  }
};

using RunOnInput = std::function<RecordedRun(const std::string& input)>;

struct Recording {
  std::string screen;
  int lines_typed = 0;
  int lines_read = 0;   ///< the first k whose run ends like the run on all lines
  RecordedRun full;   ///< the run on all lines
};

/// Throws harness::Error when the runs do not extend each other (the program
/// is not deterministic, or writes more when its input ends).
Recording record_screen(const RunOnInput& run, std::string_view input);

/// A session case as the case files write it (cases/helper.yaml), a list item
/// indented to sit under `cases:`. Texts are literal block scalars when they
/// can be, double-quoted strings when not.
std::string session_case_yaml(std::string_view name, std::string_view input,
                              std::string_view screen);

/// The value after "key: " for `text`, for a key indented by `key_indent`:
/// "|2" (with '-' or '+' to keep the final newlines exactly) and the lines
/// indented by key_indent + 2; or a double-quoted string.
std::string yaml_text(std::string_view text, int key_indent);

}  // namespace harness
