#pragma once
// The name a build is cached under: SHA-256 over a sequence of fields, each
// framed by its length, so that two different sequences never hash the same
// bytes (("ab", "c") is not ("a", "bc")). The name must change with anything
// that changes what the compiler makes (compile.cpp says what goes in), and
// no submission may be able to aim at another's name: hence a cryptographic
// hash, not FNV. What is stored under the name is checked at each use
// against the SHA-256 of its files (cache_entry.h).
#include <cstdint>
#include <string>
#include <string_view>

#include "cache/sha256.h"

namespace harness {

class BuildKey {
 public:
  /// One field: its length (8 bytes, little-endian), then its bytes.
  void add(std::string_view field);
  /// One field given in parts, for bytes too many to hold at once: its
  /// length, then add_part() with bytes that together are that long.
  void begin_field(std::uint64_t length);
  void add_part(std::string_view bytes) { digest_.update(bytes); }
  /// The key of the fields added so far: 64 lower-case hex digits.
  std::string hex() const { return digest_.hex(); }

 private:
  Sha256 digest_;
};

}  // namespace harness
