# SPDX-License-Identifier: MIT
#
# tests/sparse/check.mk - registers tests/sparse/run.sh (what sparse must
# report) as a host check of "make check".
host-checks += sparse
