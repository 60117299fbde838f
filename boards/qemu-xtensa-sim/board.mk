# SPDX-License-Identifier: MIT
#
# boards/qemu-xtensa-sim/board.mk - build facts of QEMU's Xtensa simulator
# machine (see boards/Makefile): the clock CCOUNT counts (the LX106
# configuration's 40 MHz in QEMU), the emulator's package.
#
FIRMWARE_CPU_HZ := 40000000
BOARD_DEPS := qemu-system-misc
