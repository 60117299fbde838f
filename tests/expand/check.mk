# SPDX-License-Identifier: MIT
#
# tests/expand/check.mk - registers tests/expand/run.sh ("make expand" for
# this configuration: one definition per function, and the file compiles
# by itself) as a host check of "make check".
host-checks += expand
