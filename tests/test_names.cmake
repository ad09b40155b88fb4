# Fails when a test's name would not reach Catch2 whole from ctest: a ';'
# splits the name into two in CMake's list that catch_discover_tests makes
# (two names that match no test), and a leading '-' is read as an option.
get_filename_component(DIR "${DIR}" ABSOLUTE)
set(problems "")
file(GLOB_RECURSE sources RELATIVE ${DIR} ${DIR}/*_test.cpp)
list(SORT sources)
list(FILTER sources EXCLUDE REGEX "^fixtures/")
foreach(shown IN LISTS sources)
  file(STRINGS ${DIR}/${shown} lines REGEX "TEST_CASE\\(\"(-|[^\"]*\;)")
  foreach(line IN LISTS lines)   # a ';' splits a line in two here: its start names it
    if(NOT line MATCHES "TEST_CASE")
      continue()
    endif()
    string(STRIP "${line}" line)
    string(APPEND problems "\n  ${shown}: ${line}")
  endforeach()
endforeach()
if(problems)
  message(FATAL_ERROR "test names ctest cannot run (a ';' in them, or a leading '-'):${problems}")
endif()
message(STATUS "every test name reaches Catch2 whole")
