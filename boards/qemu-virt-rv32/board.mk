# SPDX-License-Identifier: MIT
#
# boards/qemu-virt-rv32/board.mk - build facts of the QEMU virt board (see
# boards/Makefile): where its CLINT is and the clock its mtime counts
# (the device tree's timebase-frequency), the emulator's package.
#
BOARD_CFLAGS := -DFIRMWARE_CLINT_BASE=0x2000000 -DFIRMWARE_TIMEBASE_HZ=10000000
BOARD_DEPS := qemu-system-misc
