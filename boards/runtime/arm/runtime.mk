# SPDX-License-Identifier: MIT
#
# boards/runtime/arm/runtime.mk - the run-time of the Cortex-M test images
# (included by boards/Makefile): the vector table, start-up and SysTick
# of cortex-m.c, the sections of cortex-m.ld (which each board's board.ld
# INCLUDEs, found by -L); newlib's rdimon crt0 and semihosting do the
# rest.
FIRMWARE_SRCS := $(runtime-dir)/cortex-m.c
FIRMWARE_LDFLAGS := --specs=rdimon.specs -L$(runtime-dir)
