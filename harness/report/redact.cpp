#include "report/redact.h"

#include <algorithm>

namespace harness {
namespace {

void redact(FileResult& file) {
  int hidden = 0;
  for (auto& c : file.cases) {
    if (c.visibility != Visibility::Hidden) continue;
    c.name = hidden_case_name(++hidden);
    c.reason.clear();
    c.hint.clear();
    c.details.clear();
    c.picture.reset();
    c.time = kHiddenTime;
    c.redacted = true;
  }
}

}  // namespace

std::string hidden_case_name(int n) { return "hidden case " + std::to_string(n); }

GradeResult redacted_for(GradeResult grade, Audience audience) {
  if (audience == Audience::Instructor) return grade;
  for (auto& file : grade.files) redact(file);
  return grade;
}

bool gradescope_shows_hidden_details(HiddenDetails file_says, std::string_view visibility) {
  return file_says == HiddenDetails::AfterPublished && (visibility == "after_published" || visibility == "hidden");
}

GradeResult redacted_for_gradescope(GradeResult grade, const std::vector<CaseFile>& files,
                                    std::string_view visibility) {
  for (auto& file : grade.files) {
    const auto source = std::find_if(files.begin(), files.end(),
                                     [&](const CaseFile& f) { return f.path == file.path; });
    if (source == files.end() || !gradescope_shows_hidden_details(source->hidden_details, visibility)) redact(file);
  }
  return grade;
}

}  // namespace harness
