# SPDX-License-Identifier: MIT
#
# boards/runtime/riscv/runtime.mk - the run-time of the RISC-V test images
# (included by boards/Makefile): picolibc's semihosting crt0 (stack,
# .data, .bss, main, exit through semihosting) and stdio, and the
# machine-timer interrupt of boards/include/firmware.h.  The board's
# linker script places picolibc.ld's sections.
FIRMWARE_SRCS := $(runtime-dir)/machine-timer.c
FIRMWARE_LDFLAGS := --oslib=semihost --crt0=semihost
ifdef CONFIG_SMP
# SMP: every hart of the board starts the image.  smp.c's entry comes
# first (it is linked before the crt0, in the same input section) and
# sends hart 0 on to the crt0, the others to their own stacks to wait
# for work; the linker's entry point is the same code, whichever of the
# two the loader jumps to.
FIRMWARE_SRCS += $(runtime-dir)/smp.c
FIRMWARE_LDFLAGS := -nostartfiles -Wl,-l:crt0-semihost.o --oslib=semihost \
	-Wl,--entry=firmware_smp_entry
endif
