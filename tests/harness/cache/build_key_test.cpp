#include "cache/build_key.h"

#include <catch2/catch.hpp>

using harness::BuildKey;

namespace {

std::string key_of(std::initializer_list<std::string_view> fields) {
  BuildKey key;
  for (auto field : fields) key.add(field);
  return key.hex();
}

}  // namespace

TEST_CASE("a build key is SHA-256 of its fields, each after its length as 8 little-endian bytes", "[build_key]") {
  // Known values (Python's hashlib over the same bytes): a plain or unframed hash gives others.
  CHECK(key_of({}) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  CHECK(key_of({""}) == "af5570f5a1810b7af78caf4bc70a660f0df51e42baf91d4de5b2328de0e83dfc");
  CHECK(key_of({"abc"}) == "ce91dc5eec0139adf091900d225971d6ad246a845bad791b5693a9d0d55dd391");
}

TEST_CASE("the same fields give the same key, and fields cut elsewhere give another", "[build_key]") {
  CHECK(key_of({"main.cpp", "int main() {}"}) == key_of({"main.cpp", "int main() {}"}));
  CHECK(key_of({"ab", "c"}) != key_of({"a", "bc"}));
  CHECK(key_of({"abc"}) != key_of({"abc", ""}));
  CHECK(key_of({std::string_view("a\0b", 3)}) != key_of({"a"}));
}

TEST_CASE("a key read so far can still be added to", "[build_key]") {
  BuildKey key;
  key.add("first");
  const std::string early = key.hex();
  CHECK(key.hex() == early);
  key.add("second");
  CHECK(key.hex() == key_of({"first", "second"}));
  CHECK(key.hex() != early);
}
