# SPDX-License-Identifier: MIT
#
# boards/runtime/arm64/runtime.mk - the run-time of the AArch64 test
# images (included by boards/Makefile): picolibc's semihosting crt0 and
# stdio; the entry (mmu.c: the MMU on, then the crt0), the exception
# vectors and the timer interrupt (timer.c) of boards/include/firmware.h,
# and with SMP the secondary cores (smp.c).  The board's linker script
# places picolibc.ld's sections.
FIRMWARE_SRCS := $(runtime-dir)/mmu.c $(runtime-dir)/timer.c
FIRMWARE_LDFLAGS := --oslib=semihost --crt0=semihost -Wl,--entry=firmware_entry
ifdef CONFIG_SMP
FIRMWARE_SRCS += $(runtime-dir)/smp.c
endif
