#include "report/redact.h"

namespace harness {

GradeResult redacted_for(GradeResult grade, Audience audience) {
  if (audience == Audience::Instructor) return grade;
  for (auto& file : grade.files) {
    for (auto& c : file.cases) {
      if (c.visibility != Visibility::Hidden) continue;
      c.reason.clear();
      c.hint.clear();
      c.details.clear();
      c.picture.reset();
      c.redacted = true;
    }
  }
  return grade;
}

}  // namespace harness
