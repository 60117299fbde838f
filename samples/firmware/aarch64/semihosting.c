// SPDX-License-Identifier: MIT
/*
 * semihosting.c - print and exit through AArch64 semihosting: the
 * debugger or QEMU (-semihosting) traps "hlt #0xf000" and performs the
 * operation in w0 on the argument block in x1, its result in x0
 * ("Semihosting for AArch32 and AArch64", Arm).  Only SYS_WRITE0 and
 * SYS_EXIT; on AArch64 SYS_EXIT's block carries the exit status as its
 * second field.
 *
 * Without a debugger attached, hlt is an Undefined Instruction exception
 * (halting debug is off): replace these with your UART driver for a
 * standalone build.
 */
#include <stdint.h>
#include "semihosting.h"

#define SYS_WRITE0			0x04
#define SYS_EXIT			0x18
#define ADP_STOPPED_APPLICATION_EXIT	0x20026

static uint64_t semihosting_call(uint32_t op, const void *arg)
{
	register uint64_t x0 __asm__("x0") = op;
	register const void *x1 __asm__("x1") = arg;

	/* "memory": the host reads the block and the string. */
	__asm__ __volatile__ ("hlt	#0xf000"
			      : "+r" (x0) : "r" (x1) : "memory");
	return x0;
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
	const uint64_t block[2] = {
		ADP_STOPPED_APPLICATION_EXIT, (uint64_t) (int64_t) status
	};

	for (;;)
		semihosting_call(SYS_EXIT, block);
}
