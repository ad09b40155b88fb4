#pragma once
// SHA-256 through OpenSSL, the one place judge/ calls it: the names builds
// are cached under (build_key.h) and the check of what the cache holds
// (cache_entry.h).
#include <memory>
#include <string>
#include <string_view>

struct evp_md_ctx_st;  // OpenSSL's EVP_MD_CTX, kept out of this header: OpenSSL is judge/'s alone

namespace harness {

class Sha256 {
 public:
  /// Throws harness::Fault when OpenSSL cannot give SHA-256.
  Sha256();
  ~Sha256();
  Sha256(const Sha256&) = delete;
  Sha256& operator=(const Sha256&) = delete;

  void update(std::string_view bytes);
  /// The digest of the bytes so far: 64 lower-case hex digits. More may be added after.
  std::string hex() const;

 private:
  std::unique_ptr<evp_md_ctx_st, void (*)(evp_md_ctx_st*)> context_;
};

/// SHA-256 of `bytes`, in hex.
std::string sha256_hex(std::string_view bytes);

}  // namespace harness
