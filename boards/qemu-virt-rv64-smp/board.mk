# SPDX-License-Identifier: MIT
#
# boards/qemu-virt-rv64-smp/board.mk - build facts of the QEMU virt board
# with four harts (see boards/Makefile): the CLINT and its timebase as on
# the one-hart board, how many harts the runner starts (-smp 4 in its
# Kconfig) and the stack each secondary hart gets (board.ld places them).
#
BOARD_CFLAGS := -DFIRMWARE_CLINT_BASE=0x2000000 -DFIRMWARE_TIMEBASE_HZ=10000000 \
	-DFIRMWARE_NR_HARTS=4 -DFIRMWARE_HART_STACK_SIZE=0x10000
FIRMWARE_NR_HARTS := 4
# An image's time limit (tests/firmware/Makefile; 60 s elsewhere): each
# litmus iteration waits for the host to run two harts at once, which
# on a loaded host takes far longer than the emulation itself.
TEST_TIMEOUT ?= 180
BOARD_DEPS := qemu-system-misc
