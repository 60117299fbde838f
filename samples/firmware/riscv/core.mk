# SPDX-License-Identifier: MIT
#
# core.mk (RISC-V) - the sample's pieces for a RISC-V hart in machine
# mode, read by the Makefile: startup.S, timer.c (the machine timer and
# the trap handler), semihosting-trap.h (the ebreak sequence),
# firmware.ld and memory.ld.
#   make PKG_CONFIG_PATH=... [CPPFLAGS='-DCLINT_BASE=... -DTIMEBASE_HZ=...']
# Run: qemu-system-riscv32 (riscv64 for RV64) -M virt -bios none -nographic
#      -semihosting -kernel sample.elf
