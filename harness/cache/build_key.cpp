#include "cache/build_key.h"

#include <cstdint>

namespace harness {

void BuildKey::add(std::string_view field) {
  begin_field(field.size());
  digest_.update(field);
}

void BuildKey::begin_field(std::uint64_t length) {
  char bytes[8];
  for (char& byte : bytes) {
    byte = static_cast<char>(length & 0xff);
    length >>= 8;
  }
  digest_.update(std::string_view(bytes, sizeof bytes));
}

}  // namespace harness
