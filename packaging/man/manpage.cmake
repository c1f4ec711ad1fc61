# Writes a man page (roff) from a program's own --help, so the page never drifts from what the
# program says. Run at build time (packaging/CMakeLists.txt):
#   cmake -DEXE=path -DNAME=name -DSUMMARY=text -DVERSION=x.y.z -DSECTIONS=file.roff -DOUT=name.1
#         -P manpage.cmake
# SECTIONS holds the hand-written sections (description, exit status, files, see also); its line
# @USAGE@ becomes the help text.
foreach(var EXE NAME SUMMARY VERSION SECTIONS OUT)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "manpage.cmake: ${var} is not set")
  endif()
endforeach()

# Without a display and without leak reports from a sanitizer build.
set(ENV{QT_QPA_PLATFORM} "offscreen")
set(ENV{ASAN_OPTIONS} "detect_leaks=0")
# The pages are English: the programs speak the system's language (LANG), whatever the builder's.
execute_process(COMMAND ${CMAKE_COMMAND} -E env --unset=LC_ALL --unset=LC_MESSAGES --unset=LANGUAGE
                        LANG=C.UTF-8 "${EXE}" --help OUTPUT_VARIABLE help RESULT_VARIABLE rc
                ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "manpage.cmake: ${EXE} --help exited ${rc}: ${err}")
endif()
string(REPLACE "${EXE}" "${NAME}" help "${help}")

# roff: a backslash is \e, a hyphen in an option \-, a line may not start with . or '.
string(REPLACE "\\" "\\e" help "${help}")
string(REPLACE "-" "\\-" help "${help}")
string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" help "${help}")

file(READ "${SECTIONS}" sections)
string(REPLACE "@USAGE@" ".SH USAGE\n.nf\n${help}.fi" sections "${sections}")
file(WRITE "${OUT}.tmp"
  ".TH ${NAME} 1 \"\" \"Cluster Designer ${VERSION}\" \"User Commands\"\n"
  ".SH NAME\n${NAME} \\- ${SUMMARY}\n"
  "${sections}")
file(RENAME "${OUT}.tmp" "${OUT}")
