#pragma once
// An environment variable set for one scope, put back as it was after it.
// Tests of what a report says (not where it wraps) read it at a wide
// COLUMNS: off a terminal the console is 80 columns, and a path as long as
// the checkout's would move a wrap from one machine to the next.
#include <cstdlib>
#include <optional>
#include <string>

class ScopedEnv {
 public:
  ScopedEnv(std::string name, const std::string& value) : name_(std::move(name)) {
    if (const char* was = std::getenv(name_.c_str())) was_ = was;
    ::setenv(name_.c_str(), value.c_str(), 1);
  }
  ~ScopedEnv() {
    if (was_) ::setenv(name_.c_str(), was_->c_str(), 1);
    else ::unsetenv(name_.c_str());
  }
  ScopedEnv(const ScopedEnv&) = delete;
  ScopedEnv& operator=(const ScopedEnv&) = delete;

 private:
  std::string name_;
  std::optional<std::string> was_;
};
