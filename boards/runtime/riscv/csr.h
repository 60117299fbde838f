/* SPDX-License-Identifier: MIT */
/*
 * boards/runtime/riscv/csr.h - CSR access for the firmware support code of
 * the test images (machine-timer.c, smp.c).  Binutils 2.38 and later want
 * Zicsr for csr* but -march has no _zicsr (gcc 12 would pick another
 * multilib of the C library): each instruction turns it on itself.
 */
#ifndef _UATOMIC_FIRMWARE_CSR_H
#define _UATOMIC_FIRMWARE_CSR_H

#define csr_read(csr)							\
({									\
	unsigned long __v;						\
	__asm__ __volatile__ (".option push\n.option arch, +zicsr\n"	\
			      "csrr	%0, " #csr "\n.option pop"	\
			      : "=r" (__v) : : "memory");		\
	__v;								\
})
#define csr_op(op, csr, val)						\
	__asm__ __volatile__ (".option push\n.option arch, +zicsr\n"	\
			      op "	" #csr ", %0\n.option pop"	\
			      : : "r" ((unsigned long) (val)) : "memory")

#define MIP_MSIP	(1u << 3)	/* mie/mip: machine software */
#define MIP_MTIP	(1u << 7)	/* mie/mip: machine timer */
#define MSTATUS_MIE	(1u << 3)

#endif /* _UATOMIC_FIRMWARE_CSR_H */
