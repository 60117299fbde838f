# SPDX-License-Identifier: MIT
#
# boards/qemu-mps3-an547/board.mk - build facts of QEMU mps3-an547 (see
# boards/Makefile): the clock the timer counts (the AN547's 32 MHz
# SYSCLK), the emulator's package.
#
FIRMWARE_CPU_HZ := 32000000
BOARD_DEPS := qemu-system-arm
