# SPDX-License-Identifier: MIT
#
# tests/warnings/check.mk - registers tests/warnings/run.sh (the public
# headers under strict warnings) as a host check of "make check".
host-checks += warnings
