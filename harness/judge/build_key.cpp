#include "judge/build_key.h"

#include <openssl/evp.h>

#include <cstdint>

#include <fmt/format.h>

#include "base/error.h"

namespace harness {

BuildKey::BuildKey() : context_(EVP_MD_CTX_new(), EVP_MD_CTX_free) {
  if (!context_ || EVP_DigestInit_ex(context_.get(), EVP_sha256(), nullptr) != 1)
    fail({}, "OpenSSL cannot compute SHA-256 for the compile cache's key");
}

BuildKey::~BuildKey() = default;

void BuildKey::add(std::string_view field) {
  unsigned char length[8];
  std::uint64_t size = field.size();
  for (unsigned char& byte : length) {
    byte = static_cast<unsigned char>(size & 0xff);
    size >>= 8;
  }
  EVP_DigestUpdate(context_.get(), length, sizeof length);
  EVP_DigestUpdate(context_.get(), field.data(), field.size());
}

std::string BuildKey::hex() const {
  // On a copy, so the key can be read and still be added to.
  std::unique_ptr<EVP_MD_CTX, void (*)(EVP_MD_CTX*)> copy(EVP_MD_CTX_new(), EVP_MD_CTX_free);
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int size = 0;
  if (!copy || EVP_MD_CTX_copy_ex(copy.get(), context_.get()) != 1 ||
      EVP_DigestFinal_ex(copy.get(), digest, &size) != 1)
    fail({}, "OpenSSL failed to finish the compile cache's SHA-256");
  std::string text;
  for (unsigned int i = 0; i < size; ++i) text += fmt::format("{:02x}", digest[i]);
  return text;
}

}  // namespace harness
