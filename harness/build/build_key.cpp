#include "build/build_key.h"

#include <cstdint>

namespace harness {

void BuildKey::add(std::string_view field) {
  char length[8];
  std::uint64_t size = field.size();
  for (char& byte : length) {
    byte = static_cast<char>(size & 0xff);
    size >>= 8;
  }
  digest_.update(std::string_view(length, sizeof length));
  digest_.update(field);
}

}  // namespace harness
