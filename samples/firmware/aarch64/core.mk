# SPDX-License-Identifier: MIT
#
# core.mk (AArch64) - the sample's pieces for an AArch64 core at EL1,
# read by the Makefile: startup.S (vectors, MMU on), mmu.c (its table),
# timer.c (the virtual timer through the GICv2), board.h (the addresses),
# semihosting-trap.h (hlt #0xf000), firmware.ld and memory.ld.
#   make PKG_CONFIG_PATH=... [CPPFLAGS='-DGICD_BASE=... -DGICC_BASE=...']
# (the addresses board.h names; its defaults are QEMU virt's).
# Run: qemu-system-aarch64 -M virt,gic-version=2 -cpu cortex-a53
#      -nographic -semihosting -kernel sample.elf
objs += mmu.o
# -static: no dynamic loader to name (the compiler targets Linux, whose
# default link asks for one).
LDFLAGS += -static
