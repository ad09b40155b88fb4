#pragma once
// What a C++ submission's objects define, as far as choosing how to link them
// goes: its own main, and any of the entries the driver calls. Read from
// `nm -A -g` over the student's objects and the driver's, so the entries'
// symbols are the driver's own weak references (driver.cpp): the exact
// mangled names it looks up, signature included, never a list kept here.
// A function named like an entry but with another signature (or in a
// namespace) is therefore no entry, as the driver would answer NotImplemented.
#include <string>
#include <string_view>
#include <vector>

namespace harness {

struct ObjectSymbols {
  bool main = false;   ///< a student object defines main
  bool entry = false;  ///< a student object defines a symbol the driver refers to weakly
  /// The student's objects that define main or refer to it (a call to main
  /// from another file): the ones whose main is renamed when the functions
  /// are linked with the driver, in nm's order.
  std::vector<std::string> naming_main;
};

/// `nm_output`: `nm -A -g` over every object, lines "FILE:ADDRESS TYPE NAME"
/// (the address blank for an undefined symbol). `driver_object` is the
/// driver's FILE as nm names it; every other file is the student's.
ObjectSymbols read_object_symbols(std::string_view nm_output, std::string_view driver_object);

}  // namespace harness
