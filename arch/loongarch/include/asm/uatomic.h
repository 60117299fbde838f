/* SPDX-License-Identifier: MIT */
/*
 * asm/uatomic.h (loongarch) - the atomic instructions of LA64 v1.00: AM*
 * for swap, add, and, or, xor of words and doublewords (their results the
 * fetch forms), LL/SC loops for compare-and-swap; bytes and halfwords by
 * an LL/SC loop on the containing aligned word (<generic/uatomic-subword.h>)
 * and by AMAND/AMOR/AMXOR on that word.  AMSWAP.B/H, AMADD.B/H and AMCAS
 * are v1.10 instructions: not used.  Included by <urcu/uatomic.h>;
 * <generic/uatomic.h> builds the API on top.
 *
 * LoongArch Reference Manual, Volume 1, v1.00, "Atomic Memory Access
 * Instructions": an AM*_DB instruction is also a full data barrier (the
 * accesses before it complete before it, those after it wait for it); the
 * plain AM* orders nothing.  LL/SC order nothing either.  So a relaxed
 * operation is a plain AM*, any other one an AM*_DB, a full barrier by
 * itself (arch_uatomic_orders() below); the LL/SC loops are relaxed and
 * <generic/uatomic.h> puts DBAR 0 around them as each order needs.
 */
#ifndef _ASM_LOONGARCH_UATOMIC_H
#define _ASM_LOONGARCH_UATOMIC_H

#include <urcu/uatomic-config.h>

#define UATOMIC_HAS_ATOMIC_BYTE		1
#define UATOMIC_HAS_ATOMIC_SHORT	1

#include <generic/uatomic-arch.h>

/*
 * What each primitive orders: an AM* (words and doublewords; and, or,
 * xor of every size) is relaxed at CMM_RELAXED, where it is the plain
 * form, and a full barrier at every other order, where it is the _DB
 * form; the LL/SC loops (cmpxchg, and swap and add of bytes and
 * halfwords), loads and stores are relaxed.
 */
#define arch_uatomic_orders(op, n, mo)					\
	(__uatomic_is_rmw(op) && !__uatomic_is_cmpxchg(op) &&		\
	 ((n) >= 4 || __uatomic_is_bitwise(op)) && (mo) != CMM_RELAXED ? \
	 UATOMIC_ARCH_ORDERS_FULL : UATOMIC_ARCH_ORDERS_NOTHING)

/* M(db, ...): the asm M builds, the _DB form unless @mo is relaxed. */
#define __la_by_order(mo, M, ...)					\
do {									\
	if ((mo) == CMM_RELAXED)					\
		M("", __VA_ARGS__);					\
	else								\
		M("_db", __VA_ARGS__);					\
} while (0)

/*
 * The operand of the word and doubleword compare-and-swap as the compiler
 * must see it, all of it read and written; the LL/SC take its address in
 * a register.
 */
#define __la_mem(type)	(*(volatile type *) addr)

#define __la_sfx_4	"w"
#define __la_sfx_8	"d"
/* The unsigned comparisons of AMMAX and AMMIN. */
#define __la_usfx_4	"wu"
#define __la_usfx_8	"du"

/*
 * An AM* returning the old value in @prev, and one discarding it into the
 * zero register.  rd must differ from rj and rk, or the result is
 * undefined ("Atomic Memory Access Instructions"): @prev is early-clobber.
 * The .W forms take the low word of rk and sign-extend the old word into
 * rd; the caller's cast keeps the operand's bits.  The asm names no
 * memory operand, its "memory" clobber telling the compiler of the
 * access: on a byte or halfword, whose AM* takes the containing word's
 * address, the operand's own would otherwise stay in a register beside
 * it (a move to compute the word's).
 */
#define __la_am_ret(db, insn, sfx, prev, word, val)			\
	__asm__ __volatile__ (						\
		insn db "." sfx "	%0, %2, %1"			\
		: "=&r" (prev)						\
		: "r" (word), "r" (val)					\
		: "memory")
#define __la_am_noret(db, insn, sfx, word, val)				\
	__asm__ __volatile__ (						\
		insn db "." sfx "	$zero, %1, %0"			\
		: : "r" (word), "r" (val)				\
		: "memory")

/* ---- Words and doublewords ---- */

/*
 * Compare-and-swap: LL, compare, SC of a copy of the new value (SC writes
 * its success flag, 1, over its source register), retry on a lost
 * reservation.  LL.W sign-extends the word it loads, so the expected
 * value is compared sign-extended too.  A failed comparison leaves
 * through DBAR 0x700, as the Linux kernel's and GCC's LL/SC
 * compare-and-swap do (__WEAK_LLSC_MB): on cores that let a later load
 * of the same address pass the LL, it keeps that load from reading an
 * older value than the comparison saw; a core that does not define the
 * hint executes it as DBAR 0.
 */
#define __la_stype_4	int32_t
#define __la_stype_8	int64_t
/* A value as the .W forms want it: sign-extended, as the LP64 ABI keeps
 * 32-bit values in registers already (no instruction). */
#define __la_sval(n, v)	((long) (__la_stype_##n) (v))

#define __la_cmpxchg(type, n)						\
static __caa_always_inline uint64_t					\
arch_uatomic_cmpxchg_##n(volatile void *addr, uint64_t old,		\
			 uint64_t new_val, int mo_success, int mo_failure) \
{									\
	long prev, tmp;							\
									\
	(void) mo_success;						\
	(void) mo_failure;						\
	__asm__ __volatile__ (						\
		"1:	ll." __la_sfx_##n "	%0, %3, 0\n"		\
		"	bne	%0, %4, 2f\n"				\
		"	move	%1, %5\n"				\
		"	sc." __la_sfx_##n "	%1, %3, 0\n"		\
		"	beqz	%1, 1b\n"				\
		"	b	3f\n"					\
		"2:	dbar	0x700\n"				\
		"3:\n"							\
		: "=&r" (prev), "=&r" (tmp), "+m" (__la_mem(type))	\
		: "r" (addr), "r" ((long) (__la_stype_##n) old),	\
		  "r" ((long) (__la_stype_##n) new_val)			\
		: "memory");						\
	return (type) prev;						\
}

/* AMSWAP returns the old value. */
#define __la_xchg(type, n)						\
static __caa_always_inline uint64_t					\
arch_uatomic_xchg_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	long prev;							\
									\
	__la_by_order(mo, __la_am_ret, "amswap", __la_sfx_##n, prev,	\
		      addr, __la_sval(n, v));				\
	return (type) prev;						\
}

/* AMADD returns the old value; the new one is one add away. */
#define __la_add_return(type, n)					\
static __caa_always_inline uint64_t					\
arch_uatomic_add_return_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	long prev;							\
									\
	__la_by_order(mo, __la_am_ret, "amadd", __la_sfx_##n, prev,	\
		      addr, __la_sval(n, v));				\
	return (type) ((type) prev + (type) v);				\
}

/*
 * The fetch forms: the AM*'s result is the old value.  AMMAX and AMMIN
 * compare as signed integers, their .WU and .DU forms as unsigned ones
 * (LoongArch Reference Manual Vol. 1, "Atomic Memory Access
 * Instructions"); their _DB forms order as every AM*_DB.
 */
#define __la_fetch(name, type, n)					\
	__la_fetch_by(name, "am" #name, __la_sfx_##n, type, n)
#define __la_fetch_by(name, insn, sfx, type, n)				\
static __caa_always_inline uint64_t					\
arch_uatomic_fetch_##name##_##n(volatile void *addr, uint64_t v, int mo) \
{									\
	long prev;							\
									\
	__la_by_order(mo, __la_am_ret, insn, sfx, prev, addr,		\
		      __la_sval(n, v));					\
	return (type) prev;						\
}

/* The no-return operations: one AM* each. */
#define __la_am(name, type, n)						\
static __caa_always_inline void						\
arch_uatomic_##name##_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	__la_by_order(mo, __la_am_noret, "am" #name, __la_sfx_##n,	\
		      addr, __la_sval(n, v));				\
}

/* ---- Bytes and halfwords: the containing aligned word ---- */

/*
 * The LL/SC loop of <generic/uatomic-subword.h> on the containing word:
 * LL.W and SC.W (SC.W writes its success flag, 1, into its register).
 * Words travel as 32-bit values, sign-extended in their registers as the
 * LP64 ABI keeps them and LL.W loads them; SC.W stores the low 32 bits.
 * Their shifts are then SLL.W and SRL.W, which take the amount from the
 * low 5 bits of rk (LoongArch Reference Manual Vol. 1, "SLL.W, SRL.W,
 * SRA.W, ROTR.W"): the byte offset times 8 needs no mask to 24 first,
 * where SLL.D would take 6 bits.  ANDN is rj & ~rk.  The compare-and-swap
 * leaves through DBAR 0x700, as the word one above.  The loops are
 * otherwise relaxed.
 */
#define arch_uatomic_llsc_ll(val, word)	"	ll.w	" val ", " word ", 0\n"
#define arch_uatomic_llsc_sc(old, val, word)				\
	"	sc.w	" val ", " word ", 0\n"				\
	"	beqz	" val ", 1b\n"
#define arch_uatomic_llsc_bne(a, b)	"	bne	" a ", " b ", 2f\n"
#define arch_uatomic_llsc_add		"add.d"
#define arch_uatomic_llsc_andc		"andn"
#define arch_uatomic_llsc_fence		"	dbar	0x700\n"
#define arch_uatomic_llsc_fence_before(mo)	0
#define arch_uatomic_llsc_fence_after(mo)	0
#define arch_uatomic_llsc_fence_exit	1
/* As the AM*'s asm above: no copy of the operand's address. */
#define arch_uatomic_llsc_no_mem_operand	1
#include <generic/uatomic-subword.h>

/*
 * And, or and xor need no loop: one AM* on the containing word whose
 * other bits are the identity of the operation (ones for and, zeros for
 * or and xor) leaves the neighbours as they are, atomically; its result
 * is the old word, the operand's old bits at the shift.
 */
#define __la_sub_setup(type, n, fill)					\
	uintptr_t word = __uatomic_subword_addr(addr);			\
	unsigned int shift = __uatomic_subword_shift(addr, n);		\
	uint32_t mask = __uatomic_subword_field(n) << shift;		\
	uint32_t val = ((uint32_t) (type) v << shift) | (fill);		\
	(void) mask

#define __la_sub_am(name, fill, type, n)				\
static __caa_always_inline void						\
arch_uatomic_##name##_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	__la_sub_setup(type, n, fill);					\
	__la_by_order(mo, __la_am_noret, "am" #name, "w", word, val);	\
}

#define __la_sub_fetch(name, fill, type, n)				\
static __caa_always_inline uint64_t					\
arch_uatomic_fetch_##name##_##n(volatile void *addr, uint64_t v, int mo) \
{									\
	uint32_t prev;							\
	__la_sub_setup(type, n, fill);					\
									\
	__la_by_order(mo, __la_am_ret, "am" #name, "w", prev, word, val); \
	return (type) (prev >> shift);					\
}

#define __la_define_1(type, n)						\
	__uatomic_llsc_subword_cmpxchg(type, n)				\
	__uatomic_llsc_subword_xchg(type, n)				\
	__uatomic_llsc_subword_add(type, n)				\
	__uatomic_llsc_subword_fetch_add(type, n)			\
	__la_sub_am(and, ~mask, type, n)				\
	__la_sub_am(or, 0, type, n)					\
	__la_sub_am(xor, 0, type, n)					\
	__la_sub_fetch(and, ~mask, type, n)				\
	__la_sub_fetch(or, 0, type, n)					\
	__la_sub_fetch(xor, 0, type, n)
#define __la_define_4(type, n)						\
	__la_cmpxchg(type, n)						\
	__la_xchg(type, n)						\
	__la_add_return(type, n)					\
	__la_am(add, type, n)						\
	__la_am(and, type, n)						\
	__la_am(or, type, n)						\
	__la_am(xor, type, n)						\
	__la_fetch(add, type, n)					\
	__la_fetch(and, type, n)					\
	__la_fetch(or, type, n)						\
	__la_fetch(xor, type, n)					\
	__la_fetch_by(smax, "ammax", __la_sfx_##n, type, n)		\
	__la_fetch_by(umax, "ammax", __la_usfx_##n, type, n)		\
	__la_fetch_by(smin, "ammin", __la_sfx_##n, type, n)		\
	__la_fetch_by(umin, "ammin", __la_usfx_##n, type, n)

__la_define_1(uint8_t, 1)
__la_define_1(uint16_t, 2)
__la_define_4(uint32_t, 4)
__la_define_4(uint64_t, 8)

/* inc and dec come from add: an AMADD, or the loop for bytes and
 * halfwords. */
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
/* fetch_max and fetch_min of bytes and halfwords: the table's loop. */
#define arch_uatomic_fetch_smax_4_given
#define arch_uatomic_fetch_umax_4_given
#define arch_uatomic_fetch_smin_4_given
#define arch_uatomic_fetch_umin_4_given
#define arch_uatomic_fetch_smax_8_given
#define arch_uatomic_fetch_umax_8_given
#define arch_uatomic_fetch_smin_8_given
#define arch_uatomic_fetch_umin_8_given

#endif /* _ASM_LOONGARCH_UATOMIC_H */
