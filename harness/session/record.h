#pragma once
// Recording a session case from typed input alone: the helper runs on the
// first k typed lines for k = 0, 1, 2, ...; a run that finds no more input
// stops right before the read that would have taken line k+1, so its output
// is the screen up to that prompt. Putting the typed lines between these
// outputs gives the screen a terminal would have shown, exactly, without a
// terminal or timing. docs/sessions.md explains it. cli/cmd_record.cpp
// writes the case with cases/case_writer.
#include <functional>
#include <string>
#include <string_view>

namespace harness {

/// One run of the program being recorded: what it wrote and how it ended.
struct RecordedRun {
  std::string output;
  int exit_code = 0;
  bool operator==(const RecordedRun& other) const { return output == other.output && exit_code == other.exit_code; }
};

using RunOnInput = std::function<RecordedRun(const std::string& input)>;

struct Recording {
  std::string screen;
  int lines_typed = 0;
  int lines_read = 0;  ///< the first k whose run ends like the run on all lines
  RecordedRun full;    ///< the run on all lines
};

/// Throws harness::Error when the runs do not extend each other (the program
/// is not deterministic, or writes more when its input ends).
Recording record_screen(const RunOnInput& run, std::string_view input);

}  // namespace harness
