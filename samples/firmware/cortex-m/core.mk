# SPDX-License-Identifier: MIT
#
# core.mk (Cortex-M) - the sample's pieces for a Cortex-M core, read by
# the Makefile: startup.c (vector table, reset), timer.c (SysTick),
# semihosting-trap.h (bkpt 0xab), firmware.ld and memory.ld.
#   make PKG_CONFIG_PATH=... [CPPFLAGS=-DCPU_HZ=16000000]
# Run: qemu-system-arm -M mps2-an385 -nographic -semihosting -kernel sample.elf

# The installed tree's firmware kit: the TLS start-up code and the linker
# snippet firmware.ld INCLUDEs (share/uatomic/tls/).
KIT ?= $(shell $(PKG_CONFIG) --variable=prefix uatomic)/share/uatomic
LDFLAGS += -L$(KIT)/tls
objs += cortex-m-tls.o

cortex-m-tls.o: $(KIT)/tls/cortex-m-tls.c
	$(CC) $(CPPFLAGS) $(CFLAGS) -c -o $@ $<
