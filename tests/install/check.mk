# SPDX-License-Identifier: MIT
#
# tests/install/check.mk - registers tests/install/run.sh ("make install"
# into a scratch stage, and programs built against it) as a host check of
# "make check"; it runs make in this output tree.  Not on bare metal: it
# builds and runs hosted programs against the shared library.
ifndef CONFIG_PLATFORM_BAREMETAL
host-checks += install
serial-host-checks += install
endif
