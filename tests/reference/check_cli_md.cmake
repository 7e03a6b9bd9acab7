# Fails when EXPECTED (docs/cli.md) is not what SYNCSTRESS writes with `help-man --markdown`, saying how to regenerate it.
execute_process(COMMAND "${SYNCSTRESS}" help-man --markdown OUTPUT_VARIABLE generated RESULT_VARIABLE code)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "${SYNCSTRESS} help-man --markdown exited with ${code}")
endif()
file(READ "${EXPECTED}" expected)
if(NOT generated STREQUAL expected)
  message(FATAL_ERROR "${EXPECTED} is not what the command line generates; regenerate it with:\n"
    "  ${SYNCSTRESS} help-man --markdown -o ${EXPECTED}")
endif()
