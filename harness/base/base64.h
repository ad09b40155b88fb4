#pragma once
// Bytes as base64 (RFC 4648, with padding): a picture in a data URI, which
// PrairieLearn's results.json takes as an image's url.
#include <string>
#include <string_view>

namespace harness {

/// `bytes` in the standard alphabet, '=' padded to a multiple of 4.
std::string base64(std::string_view bytes);

}  // namespace harness
