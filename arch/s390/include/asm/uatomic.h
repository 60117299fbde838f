/* SPDX-License-Identifier: MIT */
/*
 * asm/uatomic.h (s390) - the atomic instructions of z/Architecture:
 * COMPARE AND SWAP (CS, CSG) for compare-and-swap and swap, and, with
 * CONFIG_S390_Z196, the interlocked-access facility 1 (LAA, LAN, LAO, LAX,
 * ASI and their 64-bit forms) for add, and, or, xor, inc, dec and the
 * fetch forms; CS loops for those otherwise.  Bytes and halfwords are
 * updated through the containing aligned word.  Included by
 * <urcu/uatomic.h>; <generic/uatomic.h> builds the API on top.
 */
#ifndef _ASM_S390_UATOMIC_H
#define _ASM_S390_UATOMIC_H

#include <urcu/uatomic-config.h>

#define UATOMIC_HAS_ATOMIC_BYTE		1
#define UATOMIC_HAS_ATOMIC_SHORT	1

/*
 * COMPARE AND SWAP serializes before it fetches its operand and again
 * after it completes, whether or not the comparison succeeds (PoP,
 * "COMPARE AND SWAP"; chapter 5, "CPU Serialization"), so when every
 * primitive is a CS loop every RMW is a full barrier.  The interlocked-
 * access instructions are only interlocked updates, not serializing (the
 * kernel follows LAA with BCR 14,0 in its fully ordered atomics): with
 * them <generic/uatomic.h> adds the serialization each order needs.
 */
#ifndef UATOMIC_CONFIG_S390_Z196
# define arch_uatomic_orders(op, n, mo)					\
	__uatomic_rmw_orders(op, UATOMIC_ARCH_ORDERS_FULL)
#else
/*
 * With the facility, CS still does compare-and-swap and swap of every size
 * and, on bytes and halfwords, add and fetch_add (a CS loop on the
 * containing word): those need no barrier around them.  Add, fetch_add,
 * inc and dec of words and doublewords (LAA, ASI) and every and/or/xor
 * and their fetch forms (LAN, LAO, LAX, on the containing word for the
 * small sizes) are interlocked updates only.
 */
# define arch_uatomic_orders(op, n, mo)					\
	(__uatomic_is_cmpxchg(op) ||					\
	 (__uatomic_is_rmw(op) && !__uatomic_is_bitwise(op) &&		\
	  ((n) < 4 || __uatomic_is_op(op, xchg))) ?			\
	 UATOMIC_ARCH_ORDERS_FULL : UATOMIC_ARCH_ORDERS_NOTHING)
#endif

#include <generic/uatomic-arch.h>

/* The mnemonics of each operand size: word and doubleword forms. */
#define __s390_l_4	"l"
#define __s390_l_8	"lg"
#define __s390_lr_4	"lr"
#define __s390_lr_8	"lgr"
#define __s390_cs_4	"cs"
#define __s390_cs_8	"csg"
#define __s390_add_4	"ar"
#define __s390_add_8	"agr"
#define __s390_and_4	"nr"
#define __s390_and_8	"ngr"
#define __s390_or_4	"or"
#define __s390_or_8	"ogr"
#define __s390_xor_4	"xr"
#define __s390_xor_8	"xgr"
#define __s390_laa_add_4	"laa"
#define __s390_laa_add_8	"laag"
#define __s390_laa_and_4	"lan"
#define __s390_laa_and_8	"lang"
#define __s390_laa_or_4		"lao"
#define __s390_laa_or_8		"laog"
#define __s390_laa_xor_4	"lax"
#define __s390_laa_xor_8	"laxg"
#define __s390_asi_4	"asi"
#define __s390_asi_8	"agsi"

/* The operand as the compiler must see it; "Q" is a base register and a
 * 12-bit displacement, an address every instruction here accepts. */
#define __s390_mem(type)	(*(volatile type *) addr)

/* ---- Words and doublewords ---- */

/* CS stores the new value if the operand equals old; either way the
 * register ends up holding the operand's previous value. */
#define __s390_cmpxchg(type, n)						\
static __caa_always_inline uint64_t					\
arch_uatomic_cmpxchg_##n(volatile void *addr, uint64_t old,		\
			 uint64_t new_val, int mo_success, int mo_failure) \
{									\
	type prev = (type) old;						\
									\
	(void) mo_success;						\
	(void) mo_failure;						\
	__asm__ __volatile__ (__s390_cs_##n "	%0,%2,%1"		\
		: "+d" (prev), "+Q" (__s390_mem(type))			\
		: "d" ((type) new_val)					\
		: "cc", "memory");					\
	return prev;							\
}

/*
 * Swap: CS until it stores (condition code 1, "low": the operand was not
 * prev, and CS has loaded it into prev).  prev is not loaded first, as
 * liburcu's xchg does not: whatever the register holds, the first CS
 * either finds the operand different, loads it and fails (the loop then
 * stores), or finds it equal and stores v, prev then holding the value
 * replaced; an exchange either way, one instruction shorter.  A failing
 * CS serializes as a storing one does (PoP, "COMPARE AND SWAP"; chapter
 * 5, "CPU Serialization"), so the exchange is a full barrier whichever
 * CS stores.  The early clobber keeps prev out of v's and the address's
 * registers, which the loading CS would overwrite.
 */
#define __s390_xchg(type, n)						\
static __caa_always_inline uint64_t					\
arch_uatomic_xchg_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	type prev;							\
									\
	(void) mo;							\
	__asm__ __volatile__ (						\
		"0:	" __s390_cs_##n "	%0,%2,%1\n"		\
		"	jl	0b\n"					\
		: "=&d" (prev), "+Q" (__s390_mem(type))			\
		: "d" ((type) v)					\
		: "cc", "memory");					\
	return prev;							\
}

#ifdef UATOMIC_CONFIG_S390_Z196
/* LOAD AND ADD / AND / OR / EXCLUSIVE OR: one interlocked update,
 * returning the old value (interlocked-access facility 1; PoP, "LOAD AND
 * ADD", "LOAD AND AND", "LOAD AND OR", "LOAD AND EXCLUSIVE OR"). */
# define __s390_fetch_op(name, type, n)					\
static __caa_always_inline type						\
__s390_fetch_##name##_##n(volatile void *addr, uint64_t v)		\
{									\
	type prev;							\
									\
	__asm__ __volatile__ (__s390_laa_##name##_##n "	%0,%2,%1"	\
		: "=d" (prev), "+Q" (__s390_mem(type))			\
		: "d" ((type) v)					\
		: "cc", "memory");					\
	return prev;							\
}

/* ADD IMMEDIATE to storage is an interlocked update too with the
 * facility, and needs no register: inc and dec. */
# define __s390_unary(name, imm, type, n)				\
static __caa_always_inline void						\
arch_uatomic_##name##_##n(volatile void *addr, int mo)			\
{									\
	(void) mo;							\
	__asm__ __volatile__ (__s390_asi_##n "	%0," #imm		\
		: "+Q" (__s390_mem(type)) : : "cc", "memory");		\
}
#else
/* Without the facility: a CS loop computing the new value from the old
 * with the register-register instruction of the operation. */
# define __s390_fetch_op(name, type, n)					\
static __caa_always_inline type						\
__s390_fetch_##name##_##n(volatile void *addr, uint64_t v)		\
{									\
	type prev, next;						\
									\
	__asm__ __volatile__ (						\
		"	" __s390_l_##n "	%0,%2\n"		\
		"0:	" __s390_lr_##n "	%1,%0\n"		\
		"	" __s390_##name##_##n "	%1,%3\n"		\
		"	" __s390_cs_##n "	%0,%1,%2\n"		\
		"	jl	0b\n"					\
		: "=&d" (prev), "=&d" (next), "+Q" (__s390_mem(type))	\
		: "d" ((type) v)					\
		: "cc", "memory");					\
	return prev;							\
}

/* inc and dec are adds of 1 and -1. */
# define __s390_unary(name, imm, type, n)				\
static __caa_always_inline void						\
arch_uatomic_##name##_##n(volatile void *addr, int mo)			\
{									\
	(void) mo;							\
	(void) __s390_fetch_add_##n(addr, (uint64_t) (imm));		\
}
#endif

/* ---- Bytes and halfwords: the containing aligned word ---- */

/*
 * The shift puts the XOR after the scaling, (8 * k) ^ (8 * (4 - n)),
 * unlike the generic helper: RISBGZ masks and scales in one instruction,
 * so this order costs two where the generic one costs three
 * (z/Architecture is big-endian).
 */
#define arch_uatomic_subword_shift(addr, n)				\
	((((unsigned int) (uintptr_t) (addr) & 3) * 8) ^ ((4 - (n)) * 8))

#ifdef UATOMIC_CONFIG_S390_Z196
/*
 * The loop of <generic/uatomic-subword.h> with COMPARE AND SWAP as its
 * store-conditional: the word is loaded once before the loop, and a CS
 * that finds the word changed (condition code 1) has reloaded it into the
 * old register, so the loop retries from there (PoP, "COMPARE AND SWAP").
 * CS leaves the new word in its register.  The three-operand forms are
 * the distinct-operands facility's (z196); the address register is "a":
 * not r0, which means no base.
 */
# define arch_uatomic_llsc_first_load(val, word)			\
	"	l	" val ",0(" word ")\n"
# define arch_uatomic_llsc_ll(val, word)	""
# define arch_uatomic_llsc_sc(old, val, word)				\
	"	cs	" old "," val ",0(" word ")\n"			\
	"	jl	1b\n"
# define arch_uatomic_llsc_bne(a, b)					\
	"	cr	" a "," b "\n"					\
	"	jne	2f\n"
# define arch_uatomic_llsc_add		"ark"
/*
 * The rotation form of <generic/uatomic-subword.h>: RLL rotates the word
 * by the low six bits of its address operand, register plus displacement
 * (PoP, "ROTATE LEFT SINGLE LOGICAL": a 32-bit rotation, so by the amount
 * modulo 32); RISBG inserts the low bits of a register at the top of the
 * word, rotating them there (I5 = 32 - bits: "ROTATE THEN INSERT SELECTED
 * BITS"); RXSBG xors the top bits of the word with those of the
 * doubleword rotated down by 32 and sets condition code 0 where the bits
 * it wrote are all zero, that is where they were equal ("ROTATE THEN
 * EXCLUSIVE OR SELECTED BITS"; its test-only form, which would leave the
 * word as it was, is not needed: the insert replaces those bits).  AFI
 * adds a 32-bit immediate.
 */
# define arch_uatomic_llsc_rotl(dst, src, amount, bits)		\
	"	rll	" dst "," src "," bits "(" amount ")\n"
# define arch_uatomic_llsc_insert_top(dst, src, bits)			\
	"	risbg	" dst "," src ",32,31+" bits ",32-" bits "\n"
# define arch_uatomic_llsc_bne_top(dst, pair, bits)			\
	"	rxsbg	" dst "," pair ",32,31+" bits ",32\n"		\
	"	jne	2f\n"
# define arch_uatomic_llsc_addi		"afi"
# define arch_uatomic_llsc_and		"nrk"
# define arch_uatomic_llsc_or		"ork"
# define arch_uatomic_llsc_xor		"xrk"
# define arch_uatomic_llsc_addr		"a"
# define arch_uatomic_llsc_sc_keeps_value	1
/*
 * A compare-and-swap whose operand does not match leaves before its CS,
 * so it has not serialized; the fence <generic/uatomic-subword.h> then
 * puts around the loop where the failure must be a full barrier is
 * BCR 14,0 (the fast-BCR-serialization facility of z196: PoP, "BRANCH ON
 * CONDITION", "CPU Serialization"), as cmm_smp_mb() is.
 */
# define arch_uatomic_llsc_fence		"	bcr	14,0\n"
# define arch_uatomic_llsc_fence_before(mo)	0
# define arch_uatomic_llsc_fence_after(mo)	0
# define arch_uatomic_llsc_fence_exit		0
# define arch_uatomic_llsc_mismatch_unordered	1
# define arch_uatomic_llsc_clobbers	"cc", "memory"
/*
 * The loops need six registers beside the operand's address (the word's
 * address, not r0; the old and new words; the value, the mask and the
 * shift, which outlives the loop), and r0-r5 are all the call-clobbered
 * ones (s390x ELF ABI): a memory operand on the operand itself keeps its
 * address in a seventh, which GCC parks in a floating-point register
 * around the loop (ldgr, lgdr).  The "memory" clobber orders the access.
 */
# define arch_uatomic_llsc_no_mem_operand	1
# define __s390_sub(op, type, n)	__uatomic_llsc_subword_##op(type, n)
#else
/* z10 and older have no three-operand forms: the C loop on a CS. */
static __caa_always_inline uint32_t
__s390_cs_word(volatile void *word, uint32_t old, uint32_t new_val)
{
	__asm__ __volatile__ ("cs	%0,%2,0(%1)"
		: "+d" (old) : "a" (word), "d" (new_val) : "cc", "memory");
	return old;
}

static __caa_always_inline uint32_t __s390_load_word(volatile void *word)
{
	uint32_t v;

	__asm__ __volatile__ ("l	%0,0(%1)"
		: "=d" (v) : "a" (word) : "memory");
	return v;
}

# define arch_uatomic_subword_cas(word, old, new_val)			\
	__s390_cs_word(word, old, new_val)
# define arch_uatomic_subword_load(word)	__s390_load_word(word)
# define __s390_sub(op, type, n)	__uatomic_cas_subword_##op(type, n)
# define __uatomic_cas_subword_add(type, n)				\
	__uatomic_cas_subword_add_return(type, n)			\
static __caa_always_inline void						\
arch_uatomic_add_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	(void) arch_uatomic_add_return_##n(addr, v, mo);		\
}
#endif
#include <generic/uatomic-subword.h>

#ifdef UATOMIC_CONFIG_S390_Z196
/*
 * And, or and xor need no loop: one LAN, LAO or LAX on the containing
 * word whose other bits are the identity of the operation (ones for and,
 * zeros for or and xor) leaves the neighbours as they are, atomically;
 * the old word it returns holds the operand's old bits (the fetch forms).
 */
# define __s390_sub_laa(name, fill, type, n)				\
static __caa_always_inline type						\
__s390_sub_fetch_##name##_##n(volatile void *addr, uint64_t v)		\
{									\
	uintptr_t word = __uatomic_subword_addr(addr);			\
	unsigned int shift = __uatomic_subword_shift(addr, n);		\
	uint32_t mask = __uatomic_subword_field(n) << shift;		\
	uint32_t val = ((uint32_t) (type) v << shift) | (fill), prev;	\
									\
	(void) mask;							\
	__asm__ __volatile__ (__s390_laa_##name##_4 "	%0,%2,0(%1)"	\
		: "=d" (prev) : "a" (word), "d" (val)			\
		: "cc", "memory");					\
	return (type) (prev >> shift);					\
}
# define __s390_sub_bitop(name, fill, type, n)				\
__s390_sub_laa(name, fill, type, n)					\
static __caa_always_inline void						\
arch_uatomic_##name##_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	(void) mo;							\
	(void) __s390_sub_fetch_##name##_##n(addr, v);			\
}
# define __s390_sub_fetch_bitop(name, type, n)				\
static __caa_always_inline uint64_t					\
arch_uatomic_fetch_##name##_##n(volatile void *addr, uint64_t v, int mo) \
{									\
	(void) mo;							\
	return __s390_sub_fetch_##name##_##n(addr, v);			\
}
# define __s390_sub_fetch(op, type, n)					\
	__uatomic_llsc_subword_fetch_##op(type, n)
# define __s390_sub_unary(type, n)	__uatomic_llsc_subword_unary(type, n)
#else
# define __s390_sub_bitop(name, fill, type, n)	__s390_sub(name, type, n)
# define __s390_sub_fetch(op, type, n)					\
	__uatomic_cas_subword_fetch_##op(type, n)
# define __s390_sub_fetch_bitop(name, type, n)	__s390_sub_fetch(name, type, n)
# define __s390_sub_unary(type, n)	__uatomic_unary_from_add(type, n)
#endif

#define __s390_define_1(type, n)					\
	__s390_sub(cmpxchg, type, n)					\
	__s390_sub(xchg, type, n)					\
	__s390_sub(add, type, n)					\
	__s390_sub_bitop(and, ~mask, type, n)				\
	__s390_sub_bitop(or, 0, type, n)				\
	__s390_sub_bitop(xor, 0, type, n)				\
	__s390_sub_fetch(add, type, n)					\
	__s390_sub_fetch_bitop(and, type, n)				\
	__s390_sub_fetch_bitop(or, type, n)				\
	__s390_sub_fetch_bitop(xor, type, n)				\
	__s390_sub_unary(type, n)
#define __s390_define_2(type, n)	__s390_define_1(type, n)

/* ---- Each size from the pieces above ---- */

/* add_return, add, and, or, xor and the fetch forms from the
 * fetch-and-op of each size. */
#define __s390_fetch_form(name, type, n)				\
static __caa_always_inline uint64_t					\
arch_uatomic_fetch_##name##_##n(volatile void *addr, uint64_t v, int mo) \
{									\
	(void) mo;							\
	return __s390_fetch_##name##_##n(addr, v);			\
}
#define __s390_from_fetch(type, n)					\
static __caa_always_inline uint64_t					\
arch_uatomic_add_return_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	(void) mo;							\
	return (type) (__s390_fetch_add_##n(addr, v) + (type) v);	\
}									\
static __caa_always_inline void						\
arch_uatomic_add_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	(void) mo;							\
	(void) __s390_fetch_add_##n(addr, v);				\
}									\
static __caa_always_inline void						\
arch_uatomic_and_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	(void) mo;							\
	(void) __s390_fetch_and_##n(addr, v);				\
}									\
static __caa_always_inline void						\
arch_uatomic_or_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	(void) mo;							\
	(void) __s390_fetch_or_##n(addr, v);				\
}									\
static __caa_always_inline void						\
arch_uatomic_xor_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	(void) mo;							\
	(void) __s390_fetch_xor_##n(addr, v);				\
}									\
__s390_fetch_form(add, type, n)						\
__s390_fetch_form(and, type, n)						\
__s390_fetch_form(or, type, n)						\
__s390_fetch_form(xor, type, n)

#define __s390_define_4(type, n)					\
	__s390_cmpxchg(type, n)						\
	__s390_xchg(type, n)						\
	__s390_fetch_op(add, type, n)					\
	__s390_fetch_op(and, type, n)					\
	__s390_fetch_op(or, type, n)					\
	__s390_fetch_op(xor, type, n)					\
	__s390_unary(inc, 1, type, n)					\
	__s390_unary(dec, -1, type, n)					\
	__s390_from_fetch(type, n)
#define __s390_define_8(type, n)	__s390_define_4(type, n)

#define __s390_define(type, n)	__s390_define_##n(type, n)
__uatomic_for_each_size(__s390_define)

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
#define arch_uatomic_inc
#define arch_uatomic_dec

/*
 * The double-width compare-and-swap: CDSG compares an even-odd register
 * pair with the 16-byte operand and stores the other pair if equal, else
 * loads the operand into the first (PoP, "COMPARE DOUBLE AND SWAP"); it
 * serializes as CS does, a full barrier (arch_uatomic_orders() says so of
 * every cmpxchg).  A 16-byte integer in a "d" operand is such a pair, the
 * high-order doubleword in the even register (big-endian: the one at the
 * lower address), as in Linux's arch_try_cmpxchg128.
 */
#define UATOMIC_HAS_ATOMIC_DWORD	1
static __caa_always_inline __uatomic_bool
arch_uatomic_try_cmpxchg_16(volatile void *addr, __uatomic_dword *expected,
			    __uatomic_dword new_val, int mo_success,
			    int mo_failure)
{
	const __uatomic_dword old = *expected;
	__uatomic_dword prev = old;

	(void) mo_success;
	(void) mo_failure;
	__asm__ __volatile__ ("cdsg	%[prev],%[nv],%[mem]"
		: [prev] "+d" (prev), [mem] "+QS" (__s390_mem(__uatomic_dword))
		: [nv] "d" (new_val)
		: "cc", "memory");
	*expected = prev;
	return prev == old;
}

/*
 * uatomic_load_dword's read: LPQ (PoP, "LOAD PAIR FROM QUADWORD") fetches
 * the aligned quadword quadword-concurrently into an even-odd pair, the
 * high-order doubleword in the even register as CDSG's, and stores
 * nothing, where CDSG of a guess would take the line exclusive to write
 * it back.  A plain load: the generic layer orders it as the 8-byte load
 * (nothing but the serialization around a CMM_SEQ_CST_FENCE one).
 */
static __caa_always_inline __uatomic_dword
arch_uatomic_load_16(const volatile void *addr, int mo)
{
	__uatomic_dword v;

	(void) mo;
	__asm__ __volatile__ ("lpq	%[v],%[mem]"
		: [v] "=d" (v)
		: [mem] "T" (*(const volatile __uatomic_dword *) addr)
		: "memory");
	return v;
}
#define arch_uatomic_load_16	arch_uatomic_load_16

#endif /* _ASM_S390_UATOMIC_H */
