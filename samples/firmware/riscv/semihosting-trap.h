/* SPDX-License-Identifier: MIT */
/*
 * semihosting-trap.h (RISC-V) - the semihosting trap of semihosting.c:
 * the debugger or QEMU recognises an ebreak between "slli x0, x0, 0x1f"
 * and "srai x0, x0, 7", all three uncompressed and in one page, with the
 * operation in a0 and its argument block in a1 (the RISC-V Semihosting
 * specification).  Without a debugger attached the ebreak is a
 * breakpoint exception (mcause 3).
 */
#ifndef SEMIHOSTING_TRAP_H
#define SEMIHOSTING_TRAP_H

#include <stdint.h>

/* SYS_EXIT_EXTENDED: the exit with a status (SYS_EXIT, 0x18, carries a
 * reason code only on RV32). */
#define SEMIHOSTING_SYS_EXIT	0x20

static inline uintptr_t semihosting_call(uintptr_t op, const void *arg)
{
	register uintptr_t a0 __asm__("a0") = op;
	register const void *a1 __asm__("a1") = arg;

	/* 16-byte aligned: the 12 bytes cannot straddle a page. */
	__asm__ __volatile__ (
		".option push\n"
		"	.option norvc\n"
		"	.balign 16\n"
		"	slli	zero, zero, 0x1f\n"
		"	ebreak\n"
		"	srai	zero, zero, 7\n"
		"	.option pop"
		: "+r" (a0) : "r" (a1) : "memory");
	return a0;
}

#endif /* SEMIHOSTING_TRAP_H */
