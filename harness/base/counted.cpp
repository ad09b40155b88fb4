#include "base/counted.h"

#include "base/thousands.h"

namespace harness {

std::string counted(std::int64_t n, std::string_view one, std::string_view many) {
  std::string out = with_thousands(n) + " ";
  if (n == 1) return out.append(one);
  if (many.empty()) return out.append(one).append("s");
  return out.append(many);
}

}  // namespace harness
