# SPDX-License-Identifier: MIT
#
# boards/qemu-microbit/board.mk - build facts of QEMU microbit (see
# boards/Makefile): the clock the timer counts, the emulator's package.
#
FIRMWARE_CPU_HZ := 16000000
BOARD_DEPS := qemu-system-arm
