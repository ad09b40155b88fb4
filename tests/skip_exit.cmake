# Fails unless a test case that ends with SKIP_TEST (tests/support/skip.h)
# makes its test binary exit SKIP, the code every ctest entry takes as
# skipped, and one that failed first exits neither 0 nor SKIP. Runs TESTS
# (harness_tests) on its two hidden cases.
execute_process(COMMAND ${TESTS} "[skip_check_skips]" RESULT_VARIABLE code OUTPUT_VARIABLE said ERROR_VARIABLE said)
if(NOT code EQUAL SKIP OR NOT said MATCHES "SKIPPED: the skip check's own reason")
  message(FATAL_ERROR "a test that skips exits ${code}, not ${SKIP} (ctest's SKIP_RETURN_CODE):\n${said}")
endif()
execute_process(COMMAND ${TESTS} "[skip_check_fails_then_skips]" RESULT_VARIABLE code OUTPUT_VARIABLE said ERROR_VARIABLE said)
if(code EQUAL 0 OR code EQUAL SKIP)
  message(FATAL_ERROR "a test that failed, then skipped, exits ${code}: ctest would not list it as failed:\n${said}")
endif()
message(STATUS "a skip exits ${SKIP}; a failure then a skip exits ${code}")
