# SPDX-License-Identifier: MIT
#
# boards/mps2-an519/board.mk - build facts of the Arm MPS2+ AN519 image
# (see boards/Makefile): the clock the timer counts, the emulator's
# package (its images run on QEMU's mps2-an505: Kconfig).
#
FIRMWARE_CPU_HZ := 25000000
BOARD_DEPS := qemu-system-arm
