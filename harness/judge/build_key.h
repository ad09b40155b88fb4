#pragma once
// The name a build is cached under: SHA-256 over a sequence of fields, each
// framed by its length, so that two different sequences never hash the same
// bytes (("ab", "c") is not ("a", "bc")). A cached program is trusted by its
// name alone, so the name must change with anything that changes what the
// compiler makes (compile.cpp says what goes in), and no submission may be
// able to aim at another's name: hence a cryptographic hash, not FNV.
#include <memory>
#include <string>
#include <string_view>

struct evp_md_ctx_st;   // OpenSSL's EVP_MD_CTX, kept out of this header: OpenSSL is judge/'s alone

namespace harness {

class BuildKey {
 public:
  /// Throws harness::Error when OpenSSL cannot give SHA-256.
  BuildKey();
  ~BuildKey();
  BuildKey(const BuildKey&) = delete;
  BuildKey& operator=(const BuildKey&) = delete;

  /// One field: its length (8 bytes, little-endian), then its bytes.
  void add(std::string_view field);
  /// The key of the fields added so far: 64 lower-case hex digits.
  std::string hex() const;

 private:
  std::unique_ptr<evp_md_ctx_st, void (*)(evp_md_ctx_st*)> context_;
};

}  // namespace harness
