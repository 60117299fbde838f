# SPDX-License-Identifier: MIT
#
# tests/compile-fail/check.mk - registers tests/compile-fail/run.sh (what
# must not compile) as a host check of "make check".
host-checks += compile-fail
