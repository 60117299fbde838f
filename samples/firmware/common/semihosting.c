// SPDX-License-Identifier: MIT
/*
 * semihosting.c - print and exit through semihosting: the debugger or
 * QEMU (-semihosting) performs the operation the core's trap
 * (semihosting-trap.h) hands it, with its argument block ("Semihosting
 * for AArch32 and AArch64", Arm; the RISC-V Semihosting specification
 * takes the same operations).  Only SYS_WRITE0 and the exit with a
 * status, the trap's SEMIHOSTING_SYS_EXIT.
 *
 * Without a debugger attached the trap is an exception (semihosting-trap.h
 * says which): replace these with your UART driver for a standalone
 * build.
 */
#include <stdint.h>
#include "semihosting.h"
#include "semihosting-trap.h"

#define SYS_WRITE0			0x04
#define ADP_STOPPED_APPLICATION_EXIT	0x20026

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
		semihosting_call(SEMIHOSTING_SYS_EXIT, block);
}
