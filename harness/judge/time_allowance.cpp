#include "judge/time_allowance.h"

#include "lang/language.h"

namespace harness {

TimeAllowance time_allowance(const Program& program, const Case& c, double time_scale, bool warm) {
  TimeAllowance allowance;
  allowance.stated = c.limits.time;
  allowance.scale = time_scale;
  allowance.factor = program.time_factor;
  allowance.sanitized = program.sanitized;
  if (program.language != nullptr) allowance.language_word = program.language->word;
  // A language is named only where its factor changes the limit, or could (its row says).
  if (program.language != nullptr && program.language->names_its_factor) {
    allowance.language = program.language->name;
    allowance.language_factor = program.language->time_factor;
    // The case file's own factor for the language, measured on its document's
    // way of solving, takes the row's place (docs/protocol.md, "The factors, as measured").
    const auto own = c.limits.language_factors.find(program.language->word);
    if (own != c.limits.language_factors.end()) {
      allowance.factor = program.time_factor / program.language->time_factor * own->second;
      allowance.language_factor = own->second;
    }
  }
  if (!warm) allowance.startup = program.startup;
  return allowance;
}

void set_limit(CaseResult& result, const TimeAllowance& allowance) {
  result.limit = cpu_limit(allowance);
  result.limit_basis = limit_basis(allowance);
}

}  // namespace harness
