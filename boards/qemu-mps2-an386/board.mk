# SPDX-License-Identifier: MIT
#
# boards/qemu-mps2-an386/board.mk - build facts of QEMU mps2-an386 (see
# boards/Makefile): the clock the timer counts, the emulator's package.
#
FIRMWARE_CPU_HZ := 25000000
BOARD_DEPS := qemu-system-arm
