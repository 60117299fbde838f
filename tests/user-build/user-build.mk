# SPDX-License-Identifier: MIT
#
# tests/user-build/user-build.mk - included by tests/Makefile: adds
# tests/user-build/run.sh (a user's builds from an installed tree) to the
# host-side checks of "make check", and tells it how a firmware image is
# linked on this board: the tree's start-up objects (built for the
# firmware tests by tests/firmware/Makefile) and the arch's and board's
# link flags (linker script, C library, semihosting).
test-host-scripts += $(srctree)/tests/user-build/run.sh
ifdef CONFIG_PLATFORM_BAREMETAL
export UATOMIC_FW_LINK = $(fw-support-objs) $(FIRMWARE_LDFLAGS)
endif
