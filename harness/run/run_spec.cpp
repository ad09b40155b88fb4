#include "run/run_spec.h"

#include <string.h>

#include <fmt/format.h>

namespace harness {

const char* to_string(RunFacts::End end) {
  switch (end) {
    case RunFacts::End::Exited: return "exited";
    case RunFacts::End::Signaled: return "signaled";
    case RunFacts::End::WallTimeout: return "wall-timeout";
    case RunFacts::End::SpawnFailed: return "spawn-failed";
  }
  return "?";
}

std::string signal_name(int signal) {
  const char* abbrev = sigabbrev_np(signal);
  if (!abbrev) return fmt::format("signal {}", signal);
  return fmt::format("SIG{}", abbrev);
}

std::vector<std::string> with_variables(const std::vector<std::string>& base,
                                        const std::vector<std::string>& overrides) {
  const auto name_of = [](const std::string& variable) { return variable.substr(0, variable.find('=')); };
  std::vector<std::string> merged;
  for (const auto& variable : base) {
    bool replaced = false;
    for (const auto& o : overrides) replaced = replaced || name_of(o) == name_of(variable);
    if (!replaced) merged.push_back(variable);
  }
  merged.insert(merged.end(), overrides.begin(), overrides.end());
  return merged;
}

}  // namespace harness
