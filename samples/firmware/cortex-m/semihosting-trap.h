/* SPDX-License-Identifier: MIT */
/*
 * semihosting-trap.h (Cortex-M) - the semihosting trap of semihosting.c:
 * the core stops at "bkpt 0xab" with the operation in r0 and its
 * argument block in r1 ("Semihosting for AArch32 and AArch64", the
 * M-profile BKPT trap).  Without a debugger attached a real part takes
 * the bkpt as a HardFault (the ARMv7-M ARM's BKPT and "Debug event
 * behavior").
 */
#ifndef SEMIHOSTING_TRAP_H
#define SEMIHOSTING_TRAP_H

#include <stdint.h>

/* SYS_EXIT_EXTENDED: the exit with a status (SYS_EXIT, 0x18, carries a
 * reason code only on AArch32). */
#define SEMIHOSTING_SYS_EXIT	0x20

static inline uintptr_t semihosting_call(uintptr_t op, const void *arg)
{
	register uintptr_t r0 __asm__("r0") = op;
	register const void *r1 __asm__("r1") = arg;

	/* "memory": the host reads the block at r1 (and may write it). */
	__asm__ __volatile__ ("bkpt	0xab"
			      : "+r" (r0) : "r" (r1) : "memory");
	return r0;
}

#endif /* SEMIHOSTING_TRAP_H */
