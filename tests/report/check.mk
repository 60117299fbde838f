# SPDX-License-Identifier: MIT
#
# tests/report/check.mk - registers tests/report/run.sh ("make report" for
# this configuration) as a host check of "make check".
host-checks += report
