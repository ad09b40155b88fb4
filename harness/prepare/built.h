#pragma once
/// What a step of preparing a submission gives back when it can fail: its
/// value, or the Judgement that stops the build there (CE: the student's
/// doing; JE: the harness's, saying what failed on its side). prepare/'s one
/// failure convention (docs/architecture.md, "Failures in prepare/"): no
/// out-parameter, no nullopt that means success, no empty string that means fine.
#include <optional>
#include <utility>
#include <variant>

#include "verdict/verdict.h"

namespace harness {

template <class T = std::monostate>
class Built {
 public:
  Built(T value) : value_(std::move(value)) {}                // implicit, as std::optional's
  Built(Judgement failure) : failure_(std::move(failure)) {}  // implicit: `return Judgement{...};`

  explicit operator bool() const { return value_.has_value(); }
  const T& operator*() const { return *value_; }
  T& operator*() { return *value_; }
  const T* operator->() const { return &*value_; }
  /// Why there is no value (CE or JE); a default Judgement when there is one.
  const Judgement& failure() const { return failure_; }

 private:
  std::optional<T> value_;
  Judgement failure_;
};

/// A step that gives nothing but may fail.
using Done = Built<>;
inline Done done() { return Done(std::monostate{}); }

/// The JE of a step the harness could not take, in `why`'s words.
inline Judgement harness_failed(std::string why) { return Judgement{Verdict::JE, std::move(why)}; }

}  // namespace harness
