# Included by the find_openacc* projects after find_package(OpenACC REQUIRED): checks what
# FindOpenACC reports for each of C and C++, enabled or not, and with -DACORN_CHECK_PACKAGE=ON (an
# installed Acorn, or its build tree) that find_package(Acorn CONFIG) finds the drivers in use.
set(ACORN_EXPECTED_SPEC_DATE 202211) # _OPENACC of OpenACC 3.3

if(NOT OpenACC_FOUND AND CMAKE_VERSION VERSION_GREATER_EQUAL 3.25) # OpenACC_FOUND is new in 3.25
  message(FATAL_ERROR "find_package(OpenACC REQUIRED) returned with OpenACC_FOUND='${OpenACC_FOUND}'")
endif()
foreach(lang IN ITEMS C CXX)
  message(STATUS "OpenACC ${lang}: FOUND='${OpenACC_${lang}_FOUND}' FLAGS='${OpenACC_${lang}_FLAGS}' "
                 "SPEC_DATE='${OpenACC_${lang}_SPEC_DATE}'")
  if(CMAKE_${lang}_COMPILER_LOADED)
    if(NOT OpenACC_${lang}_FOUND)
      message(FATAL_ERROR "${lang} is enabled but OpenACC_${lang}_FOUND is '${OpenACC_${lang}_FOUND}'")
    endif()
    if(NOT TARGET OpenACC::OpenACC_${lang})
      message(FATAL_ERROR "${lang} is enabled but there is no target OpenACC::OpenACC_${lang}")
    endif()
    if(NOT "${OpenACC_${lang}_SPEC_DATE}" STREQUAL "${ACORN_EXPECTED_SPEC_DATE}")
      message(FATAL_ERROR "OpenACC_${lang}_SPEC_DATE is '${OpenACC_${lang}_SPEC_DATE}', "
                          "expected ${ACORN_EXPECTED_SPEC_DATE}")
    endif()
  else()
    # The project does not enable ${lang}: FindOpenACC must neither find OpenACC for it nor define
    # its target.
    if(OpenACC_${lang}_FOUND OR TARGET OpenACC::OpenACC_${lang})
      message(FATAL_ERROR "${lang} is not enabled, yet OpenACC_${lang}_FOUND is '${OpenACC_${lang}_FOUND}'"
                          " or OpenACC::OpenACC_${lang} exists")
    endif()
  endif()
endforeach()

option(ACORN_CHECK_PACKAGE "Also check find_package(Acorn CONFIG)" OFF)
if(ACORN_CHECK_PACKAGE)
  find_package(Acorn CONFIG REQUIRED)
  message(STATUS "Acorn ${Acorn_VERSION} at ${Acorn_PREFIX}")
  if(NOT TARGET Acorn::runtime)
    message(FATAL_ERROR "find_package(Acorn) defined no Acorn::runtime")
  endif()
  foreach(lang IN ITEMS C CXX)
    if(CMAKE_${lang}_COMPILER_LOADED)
      get_filename_component(_used "${CMAKE_${lang}_COMPILER}" REALPATH)
      get_filename_component(_found "${Acorn_${lang}_COMPILER}" REALPATH)
      if(NOT _used STREQUAL _found)
        message(FATAL_ERROR "find_package(Acorn) found ${Acorn_${lang}_COMPILER}, "
                            "the project's ${lang} compiler is ${CMAKE_${lang}_COMPILER}")
      endif()
    endif()
  endforeach()
endif()
