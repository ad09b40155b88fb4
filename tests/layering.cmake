# Fails when a harness folder includes a header of a folder above it: the
# roles form layers (docs/architecture.md), and no arrow may run back up.
# Each folder lists the harness folders it may include from, itself included;
# headers of reference/ and of third parties are not checked here (the CMake
# libraries' link lists keep those private).
set(allowed_base    base)
set(allowed_run     base run)
set(allowed_cases   base cases driver)
set(allowed_session base run session)
set(allowed_judge   base run cases session judge driver)
set(allowed_report  base cases judge report)
set(allowed_class   base cases judge report class)
set(allowed_generate base cases driver generate)
set(allowed_audit   base cases judge audit)
set(allowed_package base package)
set(allowed_cli     base run cases session judge report class generate audit package cli)
set(allowed_driver  driver)

set(problems "")
foreach(folder base run cases session judge report class generate audit package cli driver)
  file(GLOB sources ${DIR}/${folder}/*.h ${DIR}/${folder}/*.cpp)
  foreach(source IN LISTS sources)
    file(STRINGS ${source} includes REGEX "^[ \t]*#[ \t]*include[ \t]*\"")
    foreach(line IN LISTS includes)
      string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*\"([^\"]*)\".*" "\\1" header "${line}")
      if(header MATCHES "^([a-z_]+)/")
        set(role ${CMAKE_MATCH_1})
      elseif(folder STREQUAL "driver")
        set(role driver)   # the driver is compiled alone: its own folder only
      else()
        continue()         # reference/ headers ("grid.h") and the like
      endif()
      list(FIND allowed_${folder} ${role} at)
      if(at EQUAL -1)
        file(RELATIVE_PATH shown ${DIR} ${source})
        string(APPEND problems "\n  ${shown}: ${line} (${folder}/ may include only ${allowed_${folder}})")
      endif()
    endforeach()
  endforeach()
endforeach()
if(problems)
  message(FATAL_ERROR "harness includes run against the layers:${problems}")
endif()
message(STATUS "every harness include follows the layers")
