#pragma once
// The helper document's sessions as stored in tests/fixtures/sessions/
// (written by scripts/extract_sessions.py), read byte for byte.
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>
#include <string>

inline std::string session_fixture(const std::string& name) {
  std::ifstream file(std::string(SOURCE_DIR) + "/tests/fixtures/sessions/" + name, std::ios::binary);
  REQUIRE(file);
  std::ostringstream text;
  text << file.rdbuf();
  return text.str();
}
