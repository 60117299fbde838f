# SPDX-License-Identifier: MIT
#
# boards/runtime/xtensa/runtime.mk - the run-time of the Xtensa LX106
# test images (included by boards/Makefile): start-up (stack, .bss, main,
# exit), the vectors and the CCOMPARE0 timer interrupt of
# boards/include/firmware.h (lx106.c), libgcc's integer helpers
# (rom-helpers.c), stdout and exit through the simulator's simcall
# (simcall.c).  The board's linker script places the sections of lx106.ld.
FIRMWARE_SRCS := $(runtime-dir)/lx106.c $(runtime-dir)/rom-helpers.c \
	$(runtime-dir)/simcall.c
FIRMWARE_LDFLAGS := -nostartfiles -L$(runtime-dir)
