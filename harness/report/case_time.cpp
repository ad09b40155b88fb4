#include "report/case_time.h"

#include "base/thousands.h"

namespace harness {

std::string limit_words(const CaseResult& c) {
  if (c.limit.count() <= 0) return "";
  std::string words = " of " + with_thousands(c.limit.count());
  if (!c.limit_basis.empty()) words += " (" + c.limit_basis + ")";
  return words;
}

std::string case_time(const CaseResult& c) {
  if (c.redacted) {
    if (c.limit.count() <= 0) return "not shown";
    return (c.verdict == Verdict::TLE ? "over the limit" : "within the limit") + limit_words(c);
  }
  return with_thousands(c.time.count()) + " ms" + limit_words(c);
}

}  // namespace harness
