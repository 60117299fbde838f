# SPDX-License-Identifier: MIT
#
# boards/linux-syscalls/board.mk - build facts of the Linux system-call
# "board" (see boards/Makefile): a static executable in the linker's own
# layout for Linux (no linker script), threads by clone(2) (the arch's
# firmware/smp.c), each on a host thread of qemu-user.
#
BOARD_LDSCRIPT :=
BOARD_CFLAGS := -DFIRMWARE_NR_HARTS=4 -DFIRMWARE_HART_STACK_SIZE=0x10000
FIRMWARE_NR_HARTS := 4
# The timer interrupt is SIGALRM from setitimer(ITIMER_REAL), counted in
# microseconds.
FIRMWARE_CPU_HZ := 1000000
BOARD_DEPS := qemu-user
