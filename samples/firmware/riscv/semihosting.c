// SPDX-License-Identifier: MIT
/*
 * semihosting.c - print and exit through RISC-V semihosting: the debugger
 * or QEMU (-semihosting) recognises an ebreak between "slli x0, x0, 0x1f"
 * and "srai x0, x0, 7", all three uncompressed and in one page, and
 * performs the operation in a0 on the argument block in a1 (the RISC-V
 * Semihosting specification; the operations are Arm's, "Semihosting for
 * AArch32 and AArch64").  Only SYS_WRITE0 and SYS_EXIT_EXTENDED, which
 * carries an exit status (SYS_EXIT on RV32 carries a reason code only).
 *
 * Without a debugger attached the ebreak is a breakpoint exception
 * (mcause 3): replace these with your UART driver for a standalone build.
 */
#include <stdint.h>
#include "semihosting.h"

#define SYS_WRITE0			0x04
#define SYS_EXIT_EXTENDED		0x20
#define ADP_STOPPED_APPLICATION_EXIT	0x20026

static uintptr_t semihosting_call(uintptr_t op, const void *arg)
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
