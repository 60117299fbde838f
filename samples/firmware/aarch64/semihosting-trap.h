/* SPDX-License-Identifier: MIT */
/*
 * semihosting-trap.h (AArch64) - the semihosting trap of semihosting.c:
 * the debugger or QEMU traps "hlt #0xf000" with the operation in w0 and
 * its argument block in x1, its result in x0 ("Semihosting for AArch32
 * and AArch64", Arm).  Without a debugger attached, hlt is an Undefined
 * Instruction exception (halting debug is off).
 */
#ifndef SEMIHOSTING_TRAP_H
#define SEMIHOSTING_TRAP_H

#include <stdint.h>

/* SYS_EXIT: on AArch64 its block carries the exit status as its second
 * field. */
#define SEMIHOSTING_SYS_EXIT	0x18

static inline uintptr_t semihosting_call(uintptr_t op, const void *arg)
{
	register uintptr_t x0 __asm__("x0") = op;
	register const void *x1 __asm__("x1") = arg;

	/* "memory": the host reads the block and the string. */
	__asm__ __volatile__ ("hlt	#0xf000"
			      : "+r" (x0) : "r" (x1) : "memory");
	return x0;
}

#endif /* SEMIHOSTING_TRAP_H */
