#include "session/record.h"

#include "base/error.h"
#include "session/transcript.h"

namespace harness {

Recording record_screen(const RunOnInput& run, std::string_view input) {
  const std::vector<std::string> typed = typed_lines(input);
  std::string all;
  for (const auto& line : typed) all += line + "\n";
  Recording recording;
  recording.lines_typed = static_cast<int>(typed.size());
  recording.full = run(all);

  std::string given;   // the first k lines
  std::string before;  // the output of the run on k - 1 lines
  for (std::size_t k = 0;; ++k) {
    const RecordedRun part = k == typed.size() ? recording.full : run(given);
    if (part.output.compare(0, before.size(), before) != 0)
      fail({},
           "the output with {} typed lines does not start with the output with {}: "
           "the program must be deterministic and write nothing more when its input ends",
           k, k - 1);
    recording.screen += part.output.substr(before.size());
    if (part == recording.full) {
      recording.lines_read = static_cast<int>(k);
      break;
    }
    recording.screen += typed[k] + "\n";
    given += typed[k] + "\n";
    before = part.output;
  }
  // Holds by construction; checked so a recording is never stored unverified.
  if (!compare_transcript(recording.full.output, all, recording.screen).matches)
    fault({}, "internal error: the recorded screen does not match the program's output");
  return recording;
}

}  // namespace harness
