#include <catch2/catch.hpp>

#include "base/base64.h"

TEST_CASE("base64 encodes RFC 4648's test vectors, padded", "[base64]") {
  // RFC 4648, section 10.
  const std::pair<const char*, const char*> vectors[] = {{"", ""},
                                                         {"f", "Zg=="},
                                                         {"fo", "Zm8="},
                                                         {"foo", "Zm9v"},
                                                         {"foob", "Zm9vYg=="},
                                                         {"fooba", "Zm9vYmE="},
                                                         {"foobar", "Zm9vYmFy"}};
  for (const auto& [bytes, encoded] : vectors) {
    INFO(bytes);
    CHECK(harness::base64(bytes) == encoded);
  }
}

TEST_CASE("base64 takes every byte value, high bits and NUL included", "[base64]") {
  CHECK(harness::base64(std::string("\0\xff\xfe", 3)) == "AP/+");
  CHECK(harness::base64(std::string("\xfb\xff", 2)) == "+/8=");
}
