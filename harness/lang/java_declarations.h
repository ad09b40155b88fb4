#pragma once
/// What the Java build reads from a student's source before javac sees it.
/// Both scan line by line, in time and stack linear in the source: a source
/// is the student's, and may hold a line of a million spaces.
#include <string>
#include <string_view>

namespace harness {

/// The package a source declares, or "": the first line that is, after
/// spaces and tabs, `package NAME;` (a student's IDE adds one; the
/// assignment's class has none).
std::string declared_package(std::string_view source);

/// The public top-level class a source declares, or "": the first line that
/// starts, after spaces and tabs, with `public [final|abstract ...] class NAME`.
std::string public_class(std::string_view source);

}  // namespace harness
