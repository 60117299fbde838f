/* SPDX-License-Identifier: MIT */
/*
 * asm/uatomic.h (arm) - the atomic instructions of the ARM variants:
 * ldrex/strex loops on ARMv7-A, ARMv6K and Cortex-M3/M4/M7/M33 (ARMv7-M,
 * ARMv8-M Mainline), the kernel's compare-and-swap helper on ARMv5TE,
 * interrupt masking on Cortex-M0 (ARMv6-M) and for 8-byte operands on
 * ARMv7-M.  Included by <urcu/uatomic.h>; <generic/uatomic.h> builds the
 * API and the memory orders on top.
 *
 * References: ARM DDI 0406C ("ARMv7-A and ARMv7-R Architecture Reference
 * Manual"), DDI 0403E ("ARMv7-M Architecture Reference Manual"), Linux
 * Documentation/arch/arm/kernel_user_helpers.rst.
 */
#ifndef _ASM_ARM_UATOMIC_H
#define _ASM_ARM_UATOMIC_H

#include <urcu/config.h>
#include <asm/barrier.h>

/* <asm/barrier.h> picked the variant: __ARM_UATOMIC_V7, _V6, _V5, _V7M or
 * _V6M. */
#if defined(__ARM_UATOMIC_V7) || defined(__ARM_UATOMIC_V6) || \
	defined(__ARM_UATOMIC_V7M)

/*
 * ARMv7-A and ARMv6K have ldrex/strex for bytes, halfwords, words and
 * (ldrexd/strexd) aligned doublewords: each size is updated alone, and an
 * aligned doubleword exclusive access is single-copy atomic (DDI 0406C
 * A3.4, A3.5.3).  ARMv7-M and ARMv8-M Mainline have the byte, halfword
 * and word forms only (DDI 0403E, "Synchronization and semaphores"); an
 * exception between ldrex and strex clears the monitor, so the strex
 * fails and the loop retries after an interrupt handler ran (Cortex-M4
 * Devices Generic User Guide, DUI 0553A, 2.2.7).
 */
#define UATOMIC_HAS_ATOMIC_BYTE		1
#define UATOMIC_HAS_ATOMIC_SHORT	1
#if !defined(__ARM_UATOMIC_V7M)
# define UATOMIC_HAS_ATOMIC_LLONG	1
#elif !defined(UATOMIC_CONFIG_SMP)
/* M-profile has no ldrexd: 8 bytes with interrupts masked, one core. */
# define UATOMIC_HAS_ATOMIC_LLONG	1
# include <asm/irqflags.h>
# include <generic/uatomic-irqmask.h>
#else
# define UATOMIC_ARCH_NO_LLONG_REASON	": ARMv7-M has no ldrexd, and " \
	"the interrupt masking that replaces it is atomic on one core only " \
	"(this configuration is SMP)"
#endif

/*
 * Neither UATOMIC_ARCH_RMW_FULL_BARRIER nor UATOMIC_ARCH_ORDERED: the
 * exclusives order nothing, so every primitive below is relaxed and the
 * generic layer puts one arch_smp_mb() (dmb ish; on ARMv6 the kernel's
 * barrier helper) before and after the ordered operations.  Acquire and
 * release use the same barrier: ARMv7 has no lighter one that orders
 * loads (dmb ishld is ARMv8), and a release must order earlier loads too
 * (ishst does not).
 */

#include <generic/uatomic-arch.h>

/*
 * Each loop is one asm statement: nothing the compiler emits (a spill, a
 * reload) can land between the exclusive load and store, where a memory
 * access may clear the monitor (DDI 0406C A3.4.5).  Only branches, no
 * conditional instructions, so the same text assembles as Thumb-2 and,
 * in the divided syntax GCC uses for inline asm there, as ARM.  Values of
 * 1 to 4 bytes travel zero-extended in a 32-bit register; "Q" is a memory
 * operand addressed by one base register, the only form the exclusives
 * take.
 */
#define __arm_ex_1	"b"
#define __arm_ex_2	"h"
#define __arm_ex_4	""

#define __arm_mem(type)	(*(volatile type *) addr)

/* Compare, and store only on equality; a failed strex retries. */
#define __arm_cmpxchg(type, n)						\
static __caa_always_inline uint64_t					\
arch_uatomic_cmpxchg_##n(volatile void *addr, uint64_t old,		\
			 uint64_t new_val, int mo_success, int mo_failure) \
{									\
	uint32_t prev, fail;						\
									\
	(void) mo_success;						\
	(void) mo_failure;						\
	__asm__ __volatile__ (						\
		"1:	ldrex" __arm_ex_##n "	%0, %2\n"		\
		"	cmp	%0, %3\n"					\
		"	bne	2f\n"						\
		"	strex" __arm_ex_##n "	%1, %4, %2\n"		\
		"	cmp	%1, #0\n"					\
		"	bne	1b\n"						\
		"2:"							\
		: "=&r" (prev), "=&r" (fail), "+Q" (__arm_mem(type))	\
		: "rI" ((uint32_t) (type) old),				\
		  "r" ((uint32_t) (type) new_val)			\
		: "memory", "cc");					\
	return prev;							\
}

#define __arm_xchg(type, n)						\
static __caa_always_inline uint64_t					\
arch_uatomic_xchg_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	uint32_t prev, fail;						\
									\
	(void) mo;							\
	__asm__ __volatile__ (						\
		"1:	ldrex" __arm_ex_##n "	%0, %2\n"		\
		"	strex" __arm_ex_##n "	%1, %3, %2\n"		\
		"	cmp	%1, #0\n"					\
		"	bne	1b"						\
		: "=&r" (prev), "=&r" (fail), "+Q" (__arm_mem(type))	\
		: "r" ((uint32_t) (type) v)				\
		: "memory", "cc");					\
	return prev;							\
}

/*
 * One data-processing instruction between the exclusives; the result is
 * the new value.  Immediate constraints: "I" an immediate the instruction
 * encodes, "L" one whose negation does (the assembler turns add #-1 into
 * sub #1), "K" one whose complement does (and becomes bic).
 */
#define __arm_op_asm(type, n, insn, imm)				\
	uint32_t res, fail;						\
									\
	(void) mo;							\
	__asm__ __volatile__ (						\
		"1:	ldrex" __arm_ex_##n "	%0, %2\n"		\
		"	" insn "	%0, %0, %3\n"			\
		"	strex" __arm_ex_##n "	%1, %0, %2\n"		\
		"	cmp	%1, #0\n"					\
		"	bne	1b"						\
		: "=&r" (res), "=&r" (fail), "+Q" (__arm_mem(type))	\
		: imm ((uint32_t) (type) v)				\
		: "memory", "cc");

#define __arm_add_return(type, n)					\
static __caa_always_inline uint64_t					\
arch_uatomic_add_return_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	__arm_op_asm(type, n, "add", "rIL")				\
	return (type) res;						\
}

#define __arm_op(name, insn, imm, type, n)				\
static __caa_always_inline void						\
arch_uatomic_##name##_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	__arm_op_asm(type, n, insn, imm)				\
}

/*
 * An aligned doubleword exclusive load is single-copy atomic (A3.5.3),
 * ldrd is not on every ARMv7 (only with LPAE).  Without a store-exclusive
 * the monitor stays open, which is harmless: every strex here follows its
 * own ldrex, and the kernel clears the monitor on a context switch.
 */
#define __arm_load(type, n)						\
static __caa_always_inline uint64_t					\
arch_uatomic_load_##n(const volatile void *addr, int mo)		\
{									\
	(void) mo;							\
	return *(const volatile type *) addr;				\
}

#if defined(__ARM_UATOMIC_V7M)
# ifdef UATOMIC_HAS_ATOMIC_LLONG
__uatomic_irqmask_rmw(uint64_t, 8)
__uatomic_irqmask_load(uint64_t, 8)
# endif
#else
static __caa_always_inline uint64_t
arch_uatomic_load_8(const volatile void *addr, int mo)
{
	uint64_t v;

	(void) mo;
	/* The pair may take the address register: LDREXD reads its base
	 * before writing (GCC's own load is ldrexd r0, r1, [r0]). */
	__asm__ __volatile__ ("ldrexd	%0, %H0, %1"
		: "=r" (v) : "Q" (*(const volatile uint64_t *) addr));
	return v;
}

/*
 * The doubleword forms.  A uint64_t operand is a register pair, even and
 * consecutive in ARM state as ldrexd/strexd require: %0/%H0 are its first
 * and second registers (the words at addr and addr + 4), %Q0/%R0 its low
 * and high halves for the carry of adds/adc.
 */
static __caa_always_inline uint64_t
arch_uatomic_cmpxchg_8(volatile void *addr, uint64_t old, uint64_t new_val,
		       int mo_success, int mo_failure)
{
	uint64_t prev;
	uint32_t fail;

	(void) mo_success;
	(void) mo_failure;
	__asm__ __volatile__ (
		"1:	ldrexd	%0, %H0, %2\n"
		"	cmp	%0, %3\n"
		"	bne	2f\n"
		"	cmp	%H0, %H3\n"
		"	bne	2f\n"
		"	strexd	%1, %4, %H4, %2\n"
		"	cmp	%1, #0\n"
		"	bne	1b\n"
		"2:"
		: "=&r" (prev), "=&r" (fail), "+Q" (__arm_mem(uint64_t))
		: "r" (old), "r" (new_val)
		: "memory", "cc");
	return prev;
}

static __caa_always_inline uint64_t
arch_uatomic_xchg_8(volatile void *addr, uint64_t v, int mo)
{
	uint64_t prev;
	uint32_t fail;

	(void) mo;
	__asm__ __volatile__ (
		"1:	ldrexd	%0, %H0, %2\n"
		"	strexd	%1, %3, %H3, %2\n"
		"	cmp	%1, #0\n"
		"	bne	1b"
		: "=&r" (prev), "=&r" (fail), "+Q" (__arm_mem(uint64_t))
		: "r" (v)
		: "memory", "cc");
	return prev;
}

#define __arm_op_asm_8(insn_lo, insn_hi)				\
	uint64_t res;							\
	uint32_t fail;							\
									\
	(void) mo;							\
	__asm__ __volatile__ (						\
		"1:	ldrexd	%0, %H0, %2\n"				\
		"	" insn_lo "	%Q0, %Q0, %Q3\n"			\
		"	" insn_hi "	%R0, %R0, %R3\n"			\
		"	strexd	%1, %0, %H0, %2\n"			\
		"	cmp	%1, #0\n"					\
		"	bne	1b"						\
		: "=&r" (res), "=&r" (fail), "+Q" (__arm_mem(uint64_t))	\
		: "r" (v)						\
		: "memory", "cc");

static __caa_always_inline uint64_t
arch_uatomic_add_return_8(volatile void *addr, uint64_t v, int mo)
{
	__arm_op_asm_8("adds", "adc")
	return res;
}

#define __arm_op_8(name, insn)						\
static __caa_always_inline void						\
arch_uatomic_##name##_8(volatile void *addr, uint64_t v, int mo)	\
{									\
	__arm_op_asm_8(insn, insn)					\
}
__arm_op_8(and, "and")
__arm_op_8(or, "orr")

static __caa_always_inline void
arch_uatomic_add_8(volatile void *addr, uint64_t v, int mo)
{
	__arm_op_asm_8("adds", "adc")
}
#endif /* !__ARM_UATOMIC_V7M */

#define __arm_define(type, n)						\
	__arm_cmpxchg(type, n)						\
	__arm_xchg(type, n)						\
	__arm_add_return(type, n)					\
	__arm_op(add, "add", "rIL", type, n)				\
	__arm_op(and, "and", "rIK", type, n)				\
	__arm_op(or, "orr", "rI", type, n)				\
	__arm_load(type, n)
__arm_define(uint8_t, 1)
__arm_define(uint16_t, 2)
__arm_define(uint32_t, 4)

#define arch_uatomic_xchg
#define arch_uatomic_add_return
#define arch_uatomic_add
#define arch_uatomic_and
#define arch_uatomic_or
#define arch_uatomic_load

#elif defined(__ARM_UATOMIC_V6M)

/*
 * ARMv6-M has no exclusive loads or stores: every read-modify-write, of
 * every size, masks interrupts (PRIMASK) around a plain load and store.
 * Atomic against handlers on this core only, hence ARCH_NO_SMP in
 * Kconfig (and an #error in <generic/uatomic-irqmask.h>).  An aligned
 * load or store of up to 4 bytes is single-copy atomic, an access an
 * interrupt cannot split: no masking; 8-byte ones mask.
 */
#define UATOMIC_HAS_ATOMIC_BYTE		1
#define UATOMIC_HAS_ATOMIC_SHORT	1
#define UATOMIC_HAS_ATOMIC_LLONG	1

#include <generic/uatomic-arch.h>
#include <asm/irqflags.h>
#include <generic/uatomic-irqmask.h>

__uatomic_for_each_size(__uatomic_irqmask_rmw)
__uatomic_for_each_size(__uatomic_irqmask_load)

#define arch_uatomic_xchg
#define arch_uatomic_add_return
#define arch_uatomic_add
#define arch_uatomic_and
#define arch_uatomic_or
#define arch_uatomic_load

#else /* __ARM_UATOMIC_V5 */

/*
 * ARMv5 has no exclusives (swp is deprecated, and a lock-free swap gives
 * no compare-and-swap).  The kernel's __kuser_cmpxchg helper at 0xffff0fc0
 * is the 4-byte compare-and-swap: a restartable sequence on a
 * uniprocessor, ldrex/strex on ARMv6+ kernels.  Only 4-byte (and long)
 * operands are announced.
 *
 * The helper "already includes memory barriers as needed"
 * (kernel_user_helpers.rst): on an SMP kernel it is dmb, the exchange,
 * dmb, whether it succeeds or fails.  So every primitive below is made a
 * full barrier (the one path that does not call the helper last adds
 * the barrier helper), and the generic layer adds nothing around them.
 */
#define UATOMIC_ARCH_RMW_FULL_BARRIER	1

#include <generic/uatomic-arch.h>

/* Returns zero when it stored new_val in *ptr, which held oldval. */
typedef int (__arm_kuser_cmpxchg_t)(uint32_t oldval, uint32_t newval,
				    volatile uint32_t *ptr);

static __caa_always_inline int
__arm_kuser_cmpxchg(uint32_t oldval, uint32_t newval, volatile uint32_t *ptr)
{
	int failed;

	__asm__ __volatile__ ("" : : : "memory");
	failed = (*(__arm_kuser_cmpxchg_t *) 0xffff0fc0UL)(oldval, newval, ptr);
	__asm__ __volatile__ ("" : : : "memory");
	return failed;
}

/*
 * The helper reports success or failure but not the value it found, and
 * may fail even though *ptr held oldval.  On failure the value is read
 * back after the helper's trailing barrier and, unless the failure order
 * is relaxed, followed by another barrier (part of this primitive, so
 * written here rather than through arch_smp_mb()); when it equals old,
 * the failure was not real and we retry.
 */
static __caa_always_inline uint64_t
arch_uatomic_cmpxchg_4(volatile void *addr, uint64_t old, uint64_t new_val,
		       int mo_success, int mo_failure)
{
	volatile uint32_t *p = (volatile uint32_t *) addr;
	uint32_t expected = (uint32_t) old, cur;

	(void) mo_success;
	for (;;) {
		if (!__arm_kuser_cmpxchg(expected, (uint32_t) new_val, p))
			return expected;
		cur = *p;
		if (cur != expected) {
			if (mo_failure != CMM_RELAXED)
				__arm_kuser_memory_barrier_asm();
			return cur;
		}
	}
}

/*
 * The other read-modify-writes: guess the current value with a plain
 * load, and let the helper store the result only if the guess was right.
 * The successful helper call is the operation, barriers included.
 */
#define __arm_kuser_fetch_op(name, expr)				\
static __caa_always_inline uint32_t					\
__arm_kuser_fetch_##name(volatile void *addr, uint32_t v)		\
{									\
	volatile uint32_t *p = (volatile uint32_t *) addr;		\
	uint32_t cur;							\
									\
	do {								\
		cur = *p;						\
	} while (__arm_kuser_cmpxchg(cur, (expr), p));			\
	return cur;							\
}
__arm_kuser_fetch_op(xchg, v)
__arm_kuser_fetch_op(add, cur + v)
__arm_kuser_fetch_op(and, cur & v)
__arm_kuser_fetch_op(or, cur | v)

static __caa_always_inline uint64_t
arch_uatomic_xchg_4(volatile void *addr, uint64_t v, int mo)
{
	(void) mo;
	return __arm_kuser_fetch_xchg(addr, (uint32_t) v);
}

static __caa_always_inline uint64_t
arch_uatomic_add_return_4(volatile void *addr, uint64_t v, int mo)
{
	(void) mo;
	return (uint32_t) (__arm_kuser_fetch_add(addr, (uint32_t) v) +
			   (uint32_t) v);
}

#define __arm_kuser_op(name)						\
static __caa_always_inline void						\
arch_uatomic_##name##_4(volatile void *addr, uint64_t v, int mo)	\
{									\
	(void) mo;							\
	(void) __arm_kuser_fetch_##name(addr, (uint32_t) v);		\
}
__arm_kuser_op(add)
__arm_kuser_op(and)
__arm_kuser_op(or)

#define arch_uatomic_xchg
#define arch_uatomic_add_return
#define arch_uatomic_add
#define arch_uatomic_and
#define arch_uatomic_or

#endif

#endif /* _ASM_ARM_UATOMIC_H */
