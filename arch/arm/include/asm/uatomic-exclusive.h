/* SPDX-License-Identifier: MIT */
/*
 * asm/uatomic-exclusive.h (arm) - the exclusives strategy: ldrex/strex
 * loops on ARMv7-A, ARMv6K, ARMv7-M and ARMv8-M; the doubleword by
 * ldrexd/strexd (<asm/uatomic-exclusive-dword.h>) where the A profile
 * has it, with interrupts masked on a one-core M profile.  Included by
 * <asm/uatomic.h> alone, which chose it.
 *
 * References: ARM DDI 0406C ("ARMv7-A and ARMv7-R Architecture Reference
 * Manual"), DDI 0403E ("ARMv7-M Architecture Reference Manual").
 */
#ifndef _ASM_ARM_UATOMIC_EXCLUSIVE_H
#define _ASM_ARM_UATOMIC_EXCLUSIVE_H

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
#if !defined(__ARM_UATOMIC_M_EXCL)
# define UATOMIC_HAS_ATOMIC_LLONG	1
#elif !defined(UATOMIC_CONFIG_SMP)
/* M-profile has no ldrexd: 8 bytes with interrupts masked, one core. */
# define UATOMIC_HAS_ATOMIC_LLONG	1
# include <asm/irqflags.h>
# include <generic/uatomic-irqmask.h>
#else
# define UATOMIC_ARCH_NO_LLONG_REASON	": M-profile (ARMv7-M, ARMv8-M) " \
	"has no ldrexd, and " __UATOMIC_IRQMASK_NEEDS_UP
#endif

/*
 * No arch_uatomic_orders(): the exclusives order nothing, so every primitive below is relaxed and the
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
/*
 * ARMv8-M Baseline (Cortex-M23) has the same exclusives, but its other
 * instructions are Thumb-1 (ARMv8-M ARM, "Instruction set"; the
 * Cortex-M23 Devices Generic User Guide, DUI 1095A, 3.1): compares with
 * an immediate and the data-processing instructions take low registers
 * only (r0-r7, "l"), set the flags (adds, ands, orrs) and, for and/orr,
 * no immediate; add's is 0-255 ("I" there) or, turned into subs by the
 * GNU assembler, -255 to -1 ("J": a decrement; clang's assembler does
 * not turn it, and gets the value in a register).  The other variants take any
 * register and their own immediates (see __arm_op_asm below).  GCC
 * hands Thumb-1 inline asm to the assembler in divided syntax (unless
 * -masm-syntax-unified), where "adds" does not exist, and switches back
 * to unified after it; clang knows unified only: each loop says unified.
 */
#if defined(__ARM_UATOMIC_V8M_BASE)
# define __arm_syntax		".syntax unified\n"
# define __arm_reg		"l"
# define __arm_s		"s"
# define __arm_imm_cmp		"lI"
# ifdef __clang__
#  define __arm_imm_add		"lI"
# else
#  define __arm_imm_add		"lIJ"
# endif
# define __arm_imm_and		"l"
# define __arm_imm_orr		"l"
# define __arm_imm_eor		"l"
#else
# define __arm_syntax		""
# define __arm_reg		"r"
# define __arm_s		""
# define __arm_imm_cmp		"rI"
# define __arm_imm_add		"rIL"
# define __arm_imm_and		"rIK"
# define __arm_imm_orr		"rI"
# define __arm_imm_eor		"rI"
#endif

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
		__arm_syntax						\
		"1:	ldrex" __arm_ex_##n "	%0, %2\n"		\
		"	cmp	%0, %3\n"					\
		"	bne	2f\n"						\
		"	strex" __arm_ex_##n "	%1, %4, %2\n"		\
		"	cmp	%1, #0\n"					\
		"	bne	1b\n"						\
		"2:"							\
		: "=&" __arm_reg (prev), "=&" __arm_reg (fail),	\
		  "+Q" (__arm_mem(type))				\
		: __arm_imm_cmp ((uint32_t) (type) old),		\
		  "r" ((uint32_t) (type) new_val)			\
		: "memory", "cc");					\
	return prev;							\
}

/*
 * try_cmpxchg: the same loop with its outcome in the flags.  Each exit
 * leaves Z set exactly when it stored (the compare of the strex status
 * with 0 after a store, the mismatching compare before one; STREX sets
 * no flags, and an IT block's conditional instructions read the flags as
 * they stand: DDI 0406C A8.8.212 STREX, A8.8.54 IT), so Z is the
 * result, as the compiler's own loop reads it.  The weak form tries the
 * pair once, the store and its status compare conditional on the match
 * (an IT block in Thumb-2, which ARM state assembles to nothing), as the
 * compiler's weak compare-exchange.  Flag outputs exist in GCC's ARM
 * and Thumb-2 state only (clang 14 has none for 32-bit Arm): ARMv8-M
 * Baseline and clang derive try_cmpxchg from cmpxchg.
 */
#if !defined(__ARM_UATOMIC_V8M_BASE) && !defined(__clang__)
# define __ARM_UATOMIC_TRY_FLAGS	1
#endif
#define __arm_try_body(n)						\
		"1:	ldrex" __arm_ex_##n "	%1, %3\n"		\
		"	cmp	%1, %4\n"					\
		"	bne	2f\n"						\
		"	strex" __arm_ex_##n "	%2, %5, %3\n"		\
		"	cmp	%2, #0\n"					\
		"	bne	1b\n"						\
		"2:"
#define __arm_try_body_weak(n)						\
		"	ldrex" __arm_ex_##n "	%1, %3\n"		\
		"	cmp	%1, %4\n"					\
		"	itt	eq\n"						\
		"	strex" __arm_ex_##n "eq	%2, %5, %3\n"		\
		"	cmpeq	%2, #0"
#define __arm_try_cmpxchg(type, n, weak)				\
static __caa_always_inline __uatomic_bool				\
arch_uatomic_try_cmpxchg##weak##_##n __uatomic_params_try(n)		\
{									\
	uint32_t prev, fail;						\
	__uatomic_bool ok;						\
									\
	(void) mo_success;						\
	(void) mo_failure;						\
	__asm__ __volatile__ (__arm_try_body##weak(n)			\
		: "=@cceq" (ok), "=&r" (prev), "=&r" (fail),		\
		  "+Q" (__arm_mem(type))				\
		: "rI" ((uint32_t) *expected),				\
		  "r" ((uint32_t) (type) new_val)			\
		: "memory");						\
	*expected = (__uatomic_uint_##n) prev;				\
	return ok;							\
}

#define __arm_xchg(type, n)						\
static __caa_always_inline uint64_t					\
arch_uatomic_xchg_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	uint32_t prev, fail;						\
									\
	(void) mo;							\
	__asm__ __volatile__ (						\
		__arm_syntax						\
		"1:	ldrex" __arm_ex_##n "	%0, %2\n"		\
		"	strex" __arm_ex_##n "	%1, %3, %2\n"		\
		"	cmp	%1, #0\n"					\
		"	bne	1b"						\
		: "=&r" (prev), "=&" __arm_reg (fail),			\
		  "+Q" (__arm_mem(type))				\
		: "r" ((uint32_t) (type) v)				\
		: "memory", "cc");					\
	return prev;							\
}

/*
 * One data-processing instruction between the exclusives; the result is
 * the new value.  Immediate constraints: "I" an immediate the instruction
 * encodes, "L" one whose negation does (the assembler turns add #-1 into
 * sub #1), "K" one whose complement does (and becomes bic).  strexb and
 * strexh store the low byte or halfword alone, so the operand goes in
 * untruncated: a decrement's all-ones stays the encodable #-1 rather than
 * a 0xffff that needs a register of its own.
 */
#define __arm_op_asm(type, n, insn, imm)				\
	uint32_t res, fail;						\
									\
	(void) mo;							\
	__asm__ __volatile__ (						\
		__arm_syntax						\
		"1:	ldrex" __arm_ex_##n "	%0, %2\n"		\
		"	" insn __arm_s "	%0, %0, %3\n"		\
		"	strex" __arm_ex_##n "	%1, %0, %2\n"		\
		"	cmp	%1, #0\n"					\
		"	bne	1b"						\
		: "=&" __arm_reg (res), "=&" __arm_reg (fail),		\
		  "+Q" (__arm_mem(type))				\
		: imm ((uint32_t) v)					\
		: "memory", "cc");

#define __arm_add_return(type, n)					\
static __caa_always_inline uint64_t					\
arch_uatomic_add_return_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	__arm_op_asm(type, n, "add", __arm_imm_add)			\
	return (type) res;						\
}

#define __arm_op(name, insn, imm, type, n)				\
static __caa_always_inline void						\
arch_uatomic_##name##_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	__arm_op_asm(type, n, insn, imm)				\
}

/*
 * The fetch forms: the same loop, the new value computed into a second
 * register so that the one ldrex loaded is returned (the strex status
 * register must be neither, DDI 0406C "STREX").  ARMv8-M Baseline's
 * and/orr/eor have a single source register besides the destination:
 * there the loaded value is copied first and the operation is done in
 * place; its adds takes three low registers (encoding T1), an immediate
 * beyond 7 only in place, so the operand comes in a register.
 */
#if defined(__ARM_UATOMIC_V8M_BASE)
# define __arm_fetch_insn(insn)						\
	"	mov	%1, %0\n"						\
	"	" insn "s	%1, %1, %4\n"
# define __arm_fetch_add_insn	"	adds	%1, %0, %4\n"
# define __arm_imm_fetch_add	"l"
#else
# define __arm_fetch_insn(insn)						\
	"	" insn "	%1, %0, %4\n"
# define __arm_fetch_add_insn	__arm_fetch_insn("add")
# define __arm_imm_fetch_add	__arm_imm_add
#endif
#define __arm_fetch(name, text, imm, type, n)				\
static __caa_always_inline uint64_t					\
arch_uatomic_fetch_##name##_##n(volatile void *addr, uint64_t v, int mo) \
{									\
	uint32_t prev, res, fail;					\
									\
	(void) mo;							\
	__asm__ __volatile__ (						\
		__arm_syntax						\
		"1:	ldrex" __arm_ex_##n "	%0, %3\n"		\
		text							\
		"	strex" __arm_ex_##n "	%2, %1, %3\n"		\
		"	cmp	%2, #0\n"					\
		"	bne	1b"						\
		: "=&" __arm_reg (prev), "=&" __arm_reg (res),		\
		  "=&" __arm_reg (fail), "+Q" (__arm_mem(type))		\
		: imm ((uint32_t) v)					\
		: "memory", "cc");					\
	return prev;							\
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

#if defined(__ARM_UATOMIC_M_EXCL)
# ifdef UATOMIC_HAS_ATOMIC_LLONG
__uatomic_irqmask_rmw(__uatomic_u64, 8)
__uatomic_irqmask_rmw_fetch(__uatomic_u64, 8)
__uatomic_irqmask_load(__uatomic_u64, 8)
/* fetch_max, fetch_min and the conditional updates of the doubleword in
 * one masked section; the words take the table's loop on their
 * exclusives. */
__uatomic_irqmask_minmax(__uatomic_u64, 8)
__uatomic_irqmask_conds(__uatomic_u64, 8)
#  define arch_uatomic_fetch_smax_8_given
#  define arch_uatomic_fetch_umax_8_given
#  define arch_uatomic_fetch_smin_8_given
#  define arch_uatomic_fetch_umin_8_given
#  define arch_uatomic_fetch_add_unless_8_given
#  define arch_uatomic_add_unless_8_given
#  define arch_uatomic_dec_if_positive_8_given
/* Where the words announce try_cmpxchg (above), the masked doubleword
 * takes it from its cmpxchg, as <generic/uatomic.h> would. */
#  ifdef __ARM_UATOMIC_TRY_FLAGS
#   include <generic/uatomic-cas-loop.h>
__uatomic_derive_try_cmpxchg(__uatomic_u64, 8)
__uatomic_derive_try_cmpxchg_weak(__uatomic_u64, 8)
#  endif
# endif
#else
# include <asm/uatomic-exclusive-dword.h>
#endif

#ifdef __ARM_UATOMIC_TRY_FLAGS
# define __arm_define_try(type, n)					\
	__arm_try_cmpxchg(type, n, )					\
	__arm_try_cmpxchg(type, n, _weak)
#else
# define __arm_define_try(type, n)
#endif
#define __arm_define(type, n)						\
	__arm_cmpxchg(type, n)						\
	__arm_define_try(type, n)					\
	__arm_xchg(type, n)						\
	__arm_add_return(type, n)					\
	__arm_op(add, "add", __arm_imm_add, type, n)			\
	__arm_op(and, "and", __arm_imm_and, type, n)			\
	__arm_op(or, "orr", __arm_imm_orr, type, n)			\
	__arm_op(xor, "eor", __arm_imm_eor, type, n)			\
	__arm_fetch(add, __arm_fetch_add_insn, __arm_imm_fetch_add,	\
		    type, n)						\
	__arm_fetch(and, __arm_fetch_insn("and"), __arm_imm_and, type, n) \
	__arm_fetch(or, __arm_fetch_insn("orr"), __arm_imm_orr, type, n) \
	__arm_fetch(xor, __arm_fetch_insn("eor"), __arm_imm_eor, type, n) \
	__arm_load(type, n)
__arm_define(__uatomic_u8, 1)
__arm_define(__uatomic_u16, 2)
__arm_define(__uatomic_u32, 4)
#ifdef __ARM_UATOMIC_TRY_FLAGS
# define arch_uatomic_try_cmpxchg
# define arch_uatomic_try_cmpxchg_weak
#endif

#define arch_uatomic_xchg
#define arch_uatomic_add_return
#define arch_uatomic_add
#define arch_uatomic_and
#define arch_uatomic_or
#define arch_uatomic_xor
#define arch_uatomic_fetch_add
#define arch_uatomic_fetch_and
#define arch_uatomic_fetch_or
#define arch_uatomic_fetch_xor
#define arch_uatomic_load

#endif /* _ASM_ARM_UATOMIC_EXCLUSIVE_H */
