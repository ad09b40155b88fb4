#pragma once
// The loader's message for a case file given as text, for tests that assert
// messages verbatim; a text that loads fails the test.
#include <catch2/catch.hpp>

#include <string>

#include "cases/case_loader.h"

inline std::string parse_error(const std::string& text) {
  try {
    harness::parse_case_file(text, "t.yaml");
  } catch (const harness::Error& e) {
    return e.what();
  }
  FAIL("no error from: " << text);
  return "";
}
