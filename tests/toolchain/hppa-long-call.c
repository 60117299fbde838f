// SPDX-License-Identifier: MIT
/*
 * tests/toolchain/hppa-long-call.c - the smallest program that shows a
 * code-generation defect of GCC's 32-bit PA-RISC 1.x back end (Debian 12's
 * hppa-linux-gnu-gcc 12.2), run by tests/toolchain/run.sh.
 *
 * A bl's 17-bit word displacement reaches 256 KiB either way (PA-RISC 1.1
 * Architecture and Instruction Set Reference Manual, BL); GCC, gas and ld
 * allow 240000 bytes.  When GCC counts more code than that before a call
 * in its section (the translation unit's text; one function with
 * -ffunction-sections), it calls an external function with its long
 * "plabel" sequence instead (pa_output_call in GCC's pa.cc):
 *
 *	addil	LR'.Lplabel-$global$,%r27	; %r1 = data address
 *	ldw	RR'.Lplabel-$global$(%r1),%r22	; .word P%puts
 *	bb,>=,n	%r22,30,.+16		; not a plabel (bit 30 clear):
 *	depi	0,31,2,%r22		;   skip the next three
 *	ldw	0(%r22),%r1		; the plabel's target
 *	ldw	4(%r22),%r19		; and its linkage table pointer
 *	bl	.+8,%r2
 *	addi	8,%r2,%r2
 *	ble	0(%sr4,%r1)		; branches through %r1
 *
 * A function pointer may be a plabel (bit 30 set) or the plain address
 * (the 32-bit runtime's rule, which $$dyncall follows: it branches
 * through %r22 when bit 30 is clear).  A dynamic link makes P%puts a
 * plabel and the sequence works; a static link (the tests' -static, for
 * qemu-hppa) makes it the plain address, the sequence skips the loads
 * and branches to %r1, still the data address from addil: the program
 * runs into data and dies (SIGILL, SIGSEGV or worse).  The instructions
 * are wrong as written, before any emulator runs them: qemu-hppa
 * executes them faithfully (the fault's IA is the data address in %r1).
 *
 * The padding is counted by GCC as one instruction per asm line: 65536
 * nops, 262144 bytes, put main's call of puts beyond bl's reach.
 */
#include <stdio.h>

#define NOP1	"nop\n"
#define NOP2	NOP1 NOP1
#define NOP4	NOP2 NOP2
#define NOP8	NOP4 NOP4
#define NOP16	NOP8 NOP8
#define NOP32	NOP16 NOP16
#define NOP64	NOP32 NOP32
#define NOP128	NOP64 NOP64
#define NOP256	NOP128 NOP128
#define NOP512	NOP256 NOP256
#define NOP1K	NOP512 NOP512
#define NOP2K	NOP1K NOP1K
#define NOP4K	NOP2K NOP2K
#define NOP8K	NOP4K NOP4K
#define NOP16K	NOP8K NOP8K
#define NOP32K	NOP16K NOP16K
#define NOP64K	NOP32K NOP32K

void padding(void);

void padding(void)
{
	__asm__ volatile(NOP64K);
}

int main(void)
{
	puts("reached");
	return 0;
}
