# Fails when a harness file outside lang/ names a language (Language::Racket
# and its kind): what a language is and how its text reads is lang/'s, one
# row per language, so adding a language touches lang/ and driver/ only
# (docs/architecture.md, "Adding a language"). Code elsewhere asks the row
# (lang/language_source.h source_knowledge) for what it needs to know.
get_filename_component(DIR "${DIR}" ABSOLUTE)
set(exempt "^lang/")

set(problems "")
file(GLOB_RECURSE sources RELATIVE ${DIR} ${DIR}/*.h ${DIR}/*.cpp)
list(SORT sources)
foreach(shown IN LISTS sources)
  if(shown MATCHES "${exempt}")
    continue()
  endif()
  file(STRINGS ${DIR}/${shown} lines REGEX "Language::(Cpp|Python|Java|Racket|Executable)")
  foreach(line IN LISTS lines)
    string(STRIP "${line}" line)
    string(APPEND problems "\n  ${shown}: ${line}")
  endforeach()
endforeach()
if(problems)
  message(FATAL_ERROR "harness files outside lang/ name a language (ask lang/language_source.h instead):${problems}")
endif()
message(STATUS "no harness file outside lang/ names a language")
