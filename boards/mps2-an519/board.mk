# SPDX-License-Identifier: MIT
#
# boards/mps2-an519/board.mk - build facts of the Arm MPS2+ AN519 image
# (see boards/Makefile): the clock the timer counts; no emulator to
# install.
#
FIRMWARE_CPU_HZ := 25000000
