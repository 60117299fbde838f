# SPDX-License-Identifier: MIT
#
# tests/invalid-order/check.mk - registers tests/invalid-order/run.sh (a
# memory order outside enum cmm_memorder is refused) as a host check of
# "make check".
host-checks += invalid-order
