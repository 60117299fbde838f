/* SPDX-License-Identifier: MIT */
/*
 * asm/uatomic.h (s390) - the atomic instructions of z/Architecture:
 * COMPARE AND SWAP (CS, CSG) for compare-and-swap and swap, and, with
 * CONFIG_S390_Z196, the interlocked-access facility 1 (LAA, LAN, LAO, ASI
 * and their 64-bit forms) for add, and, or, inc and dec; CS loops for
 * those otherwise.  Bytes and halfwords are updated through the containing
 * aligned word.  Included by <urcu/uatomic.h>; <generic/uatomic.h> builds
 * the API on top.
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
	__uatomic_rmw_orders(op, UATOMIC_ORDERS_FULL)
#else
/*
 * With the facility, CS still does compare-and-swap and swap of every size
 * and, on bytes and halfwords, every other operation (a CS loop on the
 * containing word): those need no barrier around them.  Add, inc and dec
 * of words and doublewords (LAA, ASI) and every and/or (LAN, LAO, on the
 * containing word for the small sizes) are interlocked updates only.
 */
# define arch_uatomic_orders(op, n, mo)					\
	(__s390_cs_##op(n) ? UATOMIC_ORDERS_FULL : UATOMIC_ORDERS_NOTHING)
/* Whether operation @op of size @n is a CS loop. */
# define __s390_cs_load(n)		0
# define __s390_cs_store(n)		0
# define __s390_cs_cmpxchg(n)		1
# define __s390_cs_cmpxchg_failure(n)	1
# define __s390_cs_xchg(n)		1
# define __s390_cs_add_return(n)	((n) < 4)
# define __s390_cs_add(n)		((n) < 4)
# define __s390_cs_inc(n)		((n) < 4)
# define __s390_cs_dec(n)		((n) < 4)
# define __s390_cs_and(n)		0
# define __s390_cs_or(n)		0
#endif

#include <generic/uatomic-arch.h>
#include <generic/uatomic-subword.h>

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
#define __s390_laa_add_4	"laa"
#define __s390_laa_add_8	"laag"
#define __s390_laa_and_4	"lan"
#define __s390_laa_and_8	"lang"
#define __s390_laa_or_4		"lao"
#define __s390_laa_or_8		"laog"
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

/* Swap: CS until the operand did not change under it (condition code 1,
 * "low", means it did and reloaded prev). */
#define __s390_xchg(type, n)						\
static __caa_always_inline uint64_t					\
arch_uatomic_xchg_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	type prev;							\
									\
	(void) mo;							\
	__asm__ __volatile__ (						\
		"	" __s390_l_##n "	%0,%1\n"		\
		"0:	" __s390_cs_##n "	%0,%2,%1\n"		\
		"	jl	0b\n"					\
		: "=&d" (prev), "+Q" (__s390_mem(type))			\
		: "d" ((type) v)					\
		: "cc", "memory");					\
	return prev;							\
}

#ifdef UATOMIC_CONFIG_S390_Z196
/* LOAD AND ADD / AND / OR: one interlocked update, returning the old
 * value (interlocked-access facility 1). */
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
 * The aligned word holding the operand, the operand's shift in it and
 * its mask (<generic/uatomic-subword.h>; z/Architecture is big-endian).
 * The shift puts the XOR after the scaling, (8 * k) ^ (8 * (4 - n)),
 * unlike the generic helper: RISBGZ masks and scales in one instruction,
 * so this order costs two where the generic one costs three.  The asm
 * gets the word's address in a register ("a": not r0, which means no
 * base) and no memory operand: one naming the word would reach past the
 * object (-Warray-bounds), one naming the object costs a register to
 * address it; the "memory" clobber already tells the compiler that
 * memory reachable from the address is read and written.
 */
#define __s390_subword_shift(n)						\
	((((unsigned int) (uintptr_t) addr & 3) * 8) ^ ((4 - (n)) * 8))
#define __s390_subword(n)						\
	uintptr_t word = __uatomic_subword_addr(addr);			\
	unsigned int shift = __s390_subword_shift(n);			\
	uint32_t mask = __uatomic_subword_field(n) << shift

/*
 * Compare the operand's bits of the word with old; when they match, CS
 * the word with the operand's bits replaced.  A CS that fails only
 * because a neighbour changed is retried; one that finds the operand
 * different ends the loop, with the operand's bits in %1.
 */
#define __s390_sub_cmpxchg(type, n)					\
static __caa_always_inline uint64_t					\
arch_uatomic_cmpxchg_##n(volatile void *addr, uint64_t old,		\
			 uint64_t new_val, int mo_success, int mo_failure) \
{									\
	__s390_subword(n);						\
	uint32_t o = (uint32_t) (type) old << shift;			\
	uint32_t nv = (uint32_t) (type) new_val << shift;		\
	uint32_t w, exp, des;						\
									\
	(void) mo_success;						\
	(void) mo_failure;						\
	__asm__ __volatile__ (						\
		"	l	%0,0(%3)\n"				\
		"0:	lr	%1,%0\n"				\
		"	nr	%1,%4\n"				\
		"	lr	%2,%1\n"				\
		"	or	%1,%6\n"				\
		"	or	%2,%7\n"				\
		"	cs	%1,%2,0(%3)\n"				\
		"	je	1f\n"					\
		"	lr	%0,%1\n"				\
		"	nr	%1,%5\n"				\
		"	cr	%1,%6\n"				\
		"	je	0b\n"					\
		"1:\n"							\
		: "=&d" (w), "=&d" (exp), "=&d" (des)			\
		: "a" (word), "d" (~mask), "d" (mask), "d" (o), "d" (nv)	\
		: "cc", "memory");					\
	return (type) ((exp & mask) >> shift);				\
}

/*
 * The other operations: a CS loop on the word, the new word computed from
 * the old one (%0) into %1 by @insns from the shifted value %3 (its other
 * bits set to @fill) and the mask %4.  The merge w ^ ((x ^ w) & mask)
 * puts the operand's bits of x into w: a carry out of the operand is
 * masked off, and none reaches the bits below it.  Returns the operand's
 * previous value.
 */
#define __s390_sub_loop(name, insns, fill, type, n)			\
static __caa_always_inline type						\
__s390_fetch_##name##_##n(volatile void *addr, uint64_t v)		\
{									\
	__s390_subword(n);						\
	uint32_t val = ((uint32_t) (type) v << shift) | (fill);	\
	uint32_t w, next;						\
									\
	__asm__ __volatile__ (						\
		"	l	%0,0(%2)\n"				\
		"0:	lr	%1,%0\n"				\
		insns							\
		"	cs	%0,%1,0(%2)\n"				\
		"	jl	0b\n"					\
		: "=&d" (w), "=&d" (next)				\
		: "a" (word), "d" (val), "d" (mask)			\
		: "cc", "memory");					\
	return (type) ((w & mask) >> shift);				\
}

#define __s390_sub_ops(type, n)						\
__s390_sub_loop(swap,							\
	"	xr	%1,%3\n	nr	%1,%4\n	xr	%1,%0\n",	\
	0, type, n)							\
__s390_sub_loop(add,							\
	"	ar	%1,%3\n	xr	%1,%0\n	nr	%1,%4\n"	\
	"	xr	%1,%0\n", 0, type, n)					\
static __caa_always_inline uint64_t					\
arch_uatomic_xchg_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	(void) mo;							\
	return __s390_fetch_swap_##n(addr, v);				\
}									\
static __caa_always_inline void						\
arch_uatomic_inc_##n(volatile void *addr, int mo)			\
{									\
	(void) mo;							\
	(void) __s390_fetch_add_##n(addr, 1);				\
}									\
static __caa_always_inline void						\
arch_uatomic_dec_##n(volatile void *addr, int mo)			\
{									\
	(void) mo;							\
	(void) __s390_fetch_add_##n(addr, (uint64_t) -1);		\
}

#ifdef UATOMIC_CONFIG_S390_Z196
/*
 * And and or need no loop: one LAN or LAO on the containing word whose
 * other bits are the identity of the operation (ones for and, zeros for
 * or) leaves the neighbours as they are, atomically.
 */
# define __s390_sub_bitop(name, fill, type, n)				\
static __caa_always_inline type						\
__s390_fetch_##name##_##n(volatile void *addr, uint64_t v)		\
{									\
	__s390_subword(n);						\
	uint32_t val = ((uint32_t) (type) v << shift) | (fill), prev;	\
									\
	__asm__ __volatile__ (__s390_laa_##name##_4 "	%0,%2,0(%1)"	\
		: "=d" (prev) : "a" (word), "d" (val)			\
		: "cc", "memory");					\
	return (type) ((prev & mask) >> shift);				\
}
#else
# define __s390_sub_bitop(name, fill, type, n)				\
__s390_sub_loop(name, "	" __s390_##name##_4 "	%1,%3\n", fill, type, n)
#endif

/* ---- Each size from the pieces above ---- */

/* add_return, add, and and or from the fetch-and-op of each size. */
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
}

#define __s390_define_1(type, n)					\
	__s390_sub_cmpxchg(type, n)					\
	__s390_sub_ops(type, n)						\
	__s390_sub_bitop(and, ~mask, type, n)				\
	__s390_sub_bitop(or, 0, type, n)				\
	__s390_from_fetch(type, n)
#define __s390_define_2(type, n)	__s390_define_1(type, n)
#define __s390_define_4(type, n)					\
	__s390_cmpxchg(type, n)						\
	__s390_xchg(type, n)						\
	__s390_fetch_op(add, type, n)					\
	__s390_fetch_op(and, type, n)					\
	__s390_fetch_op(or, type, n)					\
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
#define arch_uatomic_inc
#define arch_uatomic_dec

#endif /* _ASM_S390_UATOMIC_H */
