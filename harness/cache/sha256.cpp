#include "cache/sha256.h"

#include <openssl/evp.h>

#include <fmt/format.h>

#include "base/error.h"

namespace harness {

Sha256::Sha256() : context_(EVP_MD_CTX_new(), EVP_MD_CTX_free) {
  if (!context_ || EVP_DigestInit_ex(context_.get(), EVP_sha256(), nullptr) != 1)
    fault({}, "OpenSSL cannot compute SHA-256");
}

Sha256::~Sha256() = default;

void Sha256::update(std::string_view bytes) { EVP_DigestUpdate(context_.get(), bytes.data(), bytes.size()); }

std::string Sha256::hex() const {
  // On a copy, so the digest can be read and still be added to.
  std::unique_ptr<EVP_MD_CTX, void (*)(EVP_MD_CTX*)> copy(EVP_MD_CTX_new(), EVP_MD_CTX_free);
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int size = 0;
  if (!copy || EVP_MD_CTX_copy_ex(copy.get(), context_.get()) != 1 ||
      EVP_DigestFinal_ex(copy.get(), digest, &size) != 1)
    fault({}, "OpenSSL failed to finish a SHA-256");
  std::string text;
  for (unsigned int i = 0; i < size; ++i) text += fmt::format("{:02x}", digest[i]);
  return text;
}

std::string sha256_hex(std::string_view bytes) {
  Sha256 digest;
  digest.update(bytes);
  return digest.hex();
}

}  // namespace harness
