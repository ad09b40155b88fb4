#include "cli/sandbox_option.h"

#include <iostream>

#include "run/sandbox_probe.h"

namespace harness {

void add_sandbox_option(CLI::App& app, std::string& level) {
  level = "auto";
  app.add_option("--sandbox", level,
                 "the box student code runs in: strict (the full box or no grading), auto (the "
                 "strongest this machine allows, default), off (trusted code only)")
      ->check(CLI::IsMember({"strict", "auto", "off"}));
}

std::shared_ptr<const Sandbox> sandbox_for(const std::string& level) {
  const SandboxLevel chosen = level == "strict" ? SandboxLevel::Strict
                              : level == "off"  ? SandboxLevel::Off
                                                : SandboxLevel::Auto;
  auto sandbox = probe_sandbox(chosen);
  if (chosen == SandboxLevel::Auto && !sandbox->missing().empty())
    std::cerr << "sudoku-grade: warning: the sandbox lacks what this machine cannot give: " << sandbox->description()
              << "\n";
  return sandbox;
}

}  // namespace harness
