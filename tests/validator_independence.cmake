# Fails when the validator's sources include anything but the standard
# library and validator.h: it must share no code with the solver or reader.
foreach(file validator.h validator.cpp)
  file(STRINGS ${DIR}/${file} includes REGEX "^[ \t]*#[ \t]*include")
  foreach(line IN LISTS includes)
    string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*" "" target "${line}")
    if(NOT target MATCHES "^<[a-z_]+>$" AND NOT target STREQUAL "\"validator.h\"")
      message(FATAL_ERROR "${file} must include only the standard library, found: ${line}")
    endif()
  endforeach()
endforeach()
message(STATUS "validator.h and validator.cpp include only the standard library")
