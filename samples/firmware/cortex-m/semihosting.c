// SPDX-License-Identifier: MIT
/*
 * semihosting.c - print and exit through Arm semihosting: the core stops
 * at "bkpt 0xab" and the debugger or QEMU (-semihosting) performs the
 * operation in r0 on the argument block in r1 ("Semihosting for AArch32
 * and AArch64", the M-profile BKPT trap).  Only two operations: SYS_WRITE0
 * and SYS_EXIT_EXTENDED, which carries an exit status (SYS_EXIT on
 * AArch32 carries a reason code only).
 *
 * Without a debugger attached a real part takes the bkpt as a HardFault
 * (the ARMv7-M ARM's BKPT and "Debug event behavior"): replace these
 * with your UART driver for a standalone build.
 */
#include <stdint.h>
#include "semihosting.h"

#define SYS_WRITE0			0x04
#define SYS_EXIT_EXTENDED		0x20
#define ADP_STOPPED_APPLICATION_EXIT	0x20026

static uintptr_t semihosting_call(uintptr_t op, const void *arg)
{
	register uintptr_t r0 __asm__("r0") = op;
	register const void *r1 __asm__("r1") = arg;

	/* "memory": the host reads the block at r1 (and may write it). */
	__asm__ __volatile__ ("bkpt	0xab"
			      : "+r" (r0) : "r" (r1) : "memory");
	return r0;
}

void sh_puts(const char *s)
{
	semihosting_call(SYS_WRITE0, s);
}

void sh_put_u64(uint64_t v)
{
	char buf[21];
	char *p = buf + sizeof(buf) - 1;

	*p = '\0';
	do {
		*--p = (char) ('0' + v % 10);
		v /= 10;
	} while (v);
	sh_puts(p);
}

void sh_exit(int status)
{
	const uintptr_t block[2] = {
		ADP_STOPPED_APPLICATION_EXIT, (uintptr_t) status
	};

	for (;;)
		semihosting_call(SYS_EXIT_EXTENDED, block);
}
