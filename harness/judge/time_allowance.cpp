#include "judge/time_allowance.h"

#include "lang/language.h"

namespace harness {

TimeAllowance time_allowance(const Program& program, const Case& c, double time_scale, bool warm) {
  TimeAllowance allowance;
  allowance.stated = c.limits.time;
  allowance.scale = time_scale;
  allowance.factor = program.time_factor;
  allowance.sanitized = program.sanitized;
  // A language is named only where its factor changes the limit, or could (its row says).
  if (program.language != nullptr && program.language->names_its_factor) {
    allowance.language = program.language->name;
    allowance.language_factor = program.language->time_factor;
  }
  if (!warm) allowance.startup = program.startup;
  return allowance;
}

void set_limit(CaseResult& result, const TimeAllowance& allowance) {
  result.limit = cpu_limit(allowance);
  result.limit_basis = limit_basis(allowance);
}

}  // namespace harness
