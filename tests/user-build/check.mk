# SPDX-License-Identifier: MIT
#
# tests/user-build/check.mk - registers tests/user-build/run.sh (a user's
# builds from an installed tree) as a host check of "make check" (it runs
# make install in this output tree), and tells it how a firmware image is
# linked on this board: the tree's start-up objects (built for the
# firmware tests by tests/firmware/Makefile) and the arch's and board's
# link flags (linker script, C library, semihosting).
host-checks += user-build
serial-host-checks += user-build
ifdef CONFIG_PLATFORM_BAREMETAL
export UATOMIC_FW_LINK = $(fw-support-objs) $(FIRMWARE_LDFLAGS)
endif
