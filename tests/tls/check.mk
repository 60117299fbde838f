# SPDX-License-Identifier: MIT
#
# tests/tls/check.mk - registers tests/tls/run.sh (the TLS idioms of
# liburcu's headers and users) as a host check of "make check".  Not on
# bare metal: it links with -pthread and runs hosted programs
# (tests/firmware/tls.c and tls-compiler.c test each TLS mode Kconfig
# offers there).
ifndef CONFIG_PLATFORM_BAREMETAL
host-checks += tls
endif
