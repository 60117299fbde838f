/* SPDX-License-Identifier: MIT */
/*
 * asm/barrier.h (riscv) - the barrier instructions of RISC-V under RVWMO,
 * and the CPU helpers caa_cpu_relax() and caa_get_cycles().  Included by
 * <urcu/arch.h>; <generic/barrier.h> turns these into the cmm_* API.
 *
 * Every barrier is a FENCE whose predecessor and successor sets name what
 * it orders (unprivileged ISA, "Memory Ordering Instructions"; RVWMO
 * preserved-program-order rule 4).  The choices are the Linux kernel's
 * (arch/riscv/include/asm/fence.h, barrier.h).  RVWMO is not TSO.
 */
#ifndef _ASM_RISCV_BARRIER_H
#define _ASM_RISCV_BARRIER_H

#include <stdint.h>

/* Mandatory barriers also order the I/O domain: RVWMO orders main memory
 * only, and a FENCE orders device accesses only through its i/o bits. */
#define arch_mb()	__asm__ __volatile__ ("fence iorw,iorw" : : : "memory")
#define arch_rmb()	__asm__ __volatile__ ("fence ir,ir" : : : "memory")
#define arch_wmb()	__asm__ __volatile__ ("fence ow,ow" : : : "memory")

/* rw,rw is the only FENCE that orders an earlier store before a later
 * load (the store-buffering case); r,r and w,w are the one-way ones. */
#define arch_smp_mb()	__asm__ __volatile__ ("fence rw,rw" : : : "memory")
#define arch_smp_rmb()	__asm__ __volatile__ ("fence r,r" : : : "memory")
#define arch_smp_wmb()	__asm__ __volatile__ ("fence w,w" : : : "memory")

/*
 * PAUSE (Zihintpause) is not part of RV64GC, and binutils accepts the
 * mnemonic only with _zihintpause in -march, so it is emitted by its
 * encoding: FENCE with predecessor W and an empty successor set, which the
 * base ISA reserves as a hint, so a core without Zihintpause executes it
 * as a no-op (the kernel's cpu_relax() does the same).
 */
#define arch_cpu_relax()	__asm__ __volatile__ (".4byte 0x0100000f" : : : "memory")

/*
 * caa_get_cycles() on Linux reads the time CSR (RDTIME): ticks of the
 * platform's constant-rate timebase (the device tree's
 * "timebase-frequency", e.g. 10 MHz on QEMU's virt board, 1 MHz on SiFive
 * U74 boards), the same on every hart.  Not RDCYCLE: since Linux 6.6
 * user-mode reads of the cycle CSR trap unless perf allows them, while
 * Linux always lets user mode read time.  Bare-metal firmware runs in
 * machine mode, where the cycle CSR is always readable, while many
 * microcontrollers do not implement time (it traps): there it counts
 * core clock cycles.  RV32 reads the 64-bit counter in two halves, again
 * if the high half moved in between.
 */
#ifdef __linux__
# define __rv_counter	"time"
#else
# define __rv_counter	"cycle"
#endif

/*
 * @insn, a CSR instruction, with Zicsr named: binutils 2.38 and later
 * want it in -march, which would change gcc's multilib choice, so it is
 * named around the instruction.  LLVM before 17 has the CSR instructions
 * in the base ISA and no ".option arch".  (The interrupt masking of
 * <asm/uatomic.h> uses it too.)
 */
#if defined(__clang__) && __clang_major__ < 17
# define __rv_zicsr(insn)	insn
#else
# define __rv_zicsr(insn)	".option push\n.option arch, +zicsr\n"	\
				insn "\n.option pop"
#endif

#define __rv_rdcounter(sfx, v)						\
	__asm__ __volatile__ (__rv_zicsr("rd" __rv_counter sfx "	%0")	\
			      : "=r" (v))

static inline uint64_t arch_get_cycles(void)
{
#if __riscv_xlen == 64
	uint64_t t;

	__rv_rdcounter("", t);
	return t;
#else
	uint32_t hi, lo, hi2;

	do {
		__rv_rdcounter("h", hi);
		__rv_rdcounter("", lo);
		__rv_rdcounter("h", hi2);
	} while (hi != hi2);
	return (uint64_t) hi << 32 | lo;
#endif
}
#define arch_get_cycles arch_get_cycles

/*
 * For the compiler-builtins implementation (<generic/uatomic-builtins.h>):
 * GCC inlines __atomic_exchange_n as this CPU's own swap or LL/SC loop
 * for operands up to a long.
 */
#define UATOMIC_ARCH_CPU_NATIVE_XCHG		1

#endif /* _ASM_RISCV_BARRIER_H */
