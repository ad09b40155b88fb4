#include "report/case_time.h"

#include "base/thousands.h"

namespace harness {

std::string limit_words(const CaseResult& c) {
  if (c.limit.count() <= 0) return "";
  return ", limit " + limit_value(c);
}

std::string limit_value(const CaseResult& c) {
  // The basis says the case file's limit and what it was made of; without
  // one the limit is the case file's own.
  return c.limit_basis.empty() ? duration_words(c.limit) : c.limit_basis;
}

std::string case_time(const CaseResult& c) {
  if (c.redacted) {
    if (c.limit.count() <= 0) return "not shown";
    return (c.verdict == Verdict::TLE ? "over the limit of " : "within the limit of ") + limit_value(c);
  }
  return with_thousands(c.time.count()) + " ms" + limit_words(c);
}

}  // namespace harness
