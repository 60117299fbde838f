/* SPDX-License-Identifier: MIT */
/*
 * asm/uatomic.h (sparc) - the atomic instructions of SPARC V9: CAS and
 * CASX (CASA/CASXA in the primary address space) for compare-and-swap and
 * the loops of every other operation, SWAP for the 4-byte exchange.  Bytes
 * and halfwords are updated through their containing aligned word.
 * Included by <urcu/uatomic.h>; <generic/uatomic.h> builds the API on top.
 */
#ifndef _ASM_SPARC_UATOMIC_H
#define _ASM_SPARC_UATOMIC_H

#define UATOMIC_HAS_ATOMIC_BYTE		1
#define UATOMIC_HAS_ATOMIC_SHORT	1

/*
 * Under TSO (see <asm/barrier.h>) an atomic load-store is both a load and
 * a store for the memory model (UltraSPARC User's Manual §15.2), and one
 * indivisible access: ordered after every earlier store and load, and
 * before every later load and store, i.e. a full barrier, whether the
 * comparison of a CAS succeeds or not; UltraSPARC, for one, issues SWAP
 * only once its store buffer is empty and holds later loads until it is
 * done (§5.3.3.1).  The kernel relies on it: its value-returning atomics,
 * which Linux requires to be fully ordered, are bare CAS loops
 * (lib/atomic_64.S), and smp_mb__before/after_atomic() are barrier();
 * GCC 12, whose sparc64 default is its TSO model, emits seq_cst
 * read-modify-writes with no MEMBAR either.
 */
#define arch_uatomic_orders(op, n, mo)					\
	__uatomic_rmw_orders(op, UATOMIC_ARCH_ORDERS_FULL)

#include <generic/uatomic-arch.h>

/* ---- The instructions ---- */

/*
 * CAS compares the word at [addr] with old and, when equal, stores
 * new_val; either way the register receives the word's previous value.
 * CASX is the same on a doubleword.  Only a register address is encoded
 * (no offset), and the asm is a compiler barrier ("memory"): the generic
 * layer adds none around a full-barrier RMW.
 */
static __caa_always_inline uint32_t
__sparc_cas_4(volatile void *addr, uint32_t old, uint32_t new_val)
{
	__asm__ __volatile__ ("cas	[%1], %2, %0"
		: "+r" (new_val) : "r" (addr), "r" (old) : "memory");
	return new_val;
}

static __caa_always_inline uint64_t
__sparc_cas_8(volatile void *addr, uint64_t old, uint64_t new_val)
{
	__asm__ __volatile__ ("casx	[%1], %2, %0"
		: "+r" (new_val) : "r" (addr), "r" (old) : "memory");
	return new_val;
}

/*
 * The first guess of a CAS loop.  An asm load, because for a byte or a
 * halfword it reads the containing word, which C may not access through
 * the operand's pointer; it is a compiler barrier like the CAS.
 */
static __caa_always_inline uint32_t __sparc_load_4(const volatile void *addr)
{
	uint32_t v;

	__asm__ __volatile__ ("lduw	[%1], %0"
		: "=r" (v) : "r" (addr) : "memory");
	return v;
}

static __caa_always_inline uint64_t __sparc_load_8(const volatile void *addr)
{
	uint64_t v;

	__asm__ __volatile__ ("ldx	[%1], %0"
		: "=r" (v) : "r" (addr) : "memory");
	return v;
}

/* The new value of each operation from the current one (w) and the
 * operand (val), for words and doublewords. */
#define __sparc_op_xchg(w, val)	(val)
#define __sparc_op_add(w, val)	((w) + (val))
#define __sparc_op_and(w, val)	((w) & (val))
#define __sparc_op_or(w, val)	((w) | (val))

/* ---- Words and doublewords ---- */

/* Fetch-and-op: CAS until no other CPU wrote between the load and the CAS;
 * returns the previous value. */
#define __sparc_fetch_op(op, type, n)					\
static __caa_always_inline type						\
__sparc_fetch_##op##_##n(volatile void *addr, uint64_t v)		\
{									\
	type val = (type) v, w = __sparc_load_##n(addr), prev;		\
									\
	while ((prev = __sparc_cas_##n(addr, w,				\
				       __sparc_op_##op(w, val))) != w)	\
		w = prev;						\
	return w;							\
}

#define __sparc_word_cmpxchg(type, n)					\
static __caa_always_inline uint64_t					\
arch_uatomic_cmpxchg_##n(volatile void *addr, uint64_t old,		\
			 uint64_t new_val, int mo_success, int mo_failure) \
{									\
	(void) mo_success;						\
	(void) mo_failure;						\
	return __sparc_cas_##n(addr, (type) old, (type) new_val);	\
}

/*
 * The 4-byte exchange is one SWAP: an atomic load-store like CAS, issued
 * with the store buffer empty (UltraSPARC §5.3.3.1), so a full barrier
 * too, and no retry under contention.  V9 deprecates SWAP in favour of
 * CASA but keeps it in the instruction set; GCC 12 emits it for
 * __atomic_exchange_n on V9.  It has no doubleword form.
 */
static __caa_always_inline uint32_t
__sparc_fetch_xchg_4(volatile void *addr, uint64_t v)
{
	uint32_t val = (uint32_t) v;

	__asm__ __volatile__ ("swap	[%1], %0"
		: "+r" (val) : "r" (addr) : "memory");
	return val;
}

/*
 * Bytes and halfwords: CAS loops on the containing aligned word
 * (<generic/uatomic-subword.h>; SPARC is big-endian), each a full barrier
 * as the CAS it executes.
 */
#define arch_uatomic_subword_cas(word, old, new_val)			\
	__sparc_cas_4(word, old, new_val)
#define arch_uatomic_subword_load(word)	__sparc_load_4(word)
#include <generic/uatomic-subword.h>

#define __sparc_define_1(type, n)					\
	__uatomic_cas_subword_cmpxchg(type, n)				\
	__uatomic_cas_subword_xchg(type, n)				\
	__uatomic_cas_subword_add_return(type, n)			\
	__uatomic_cas_subword_and(type, n)				\
	__uatomic_cas_subword_or(type, n)
#define __sparc_define_2(type, n)	__sparc_define_1(type, n)

/* ---- Words and doublewords: the primitives from the fetch-and-ops ---- */

#define __sparc_define_4(type, n)					\
	__sparc_word_cmpxchg(type, n)					\
	__sparc_fetch_op(add, type, n)					\
	__sparc_fetch_op(and, type, n)					\
	__sparc_fetch_op(or, type, n)					\
	__sparc_from_fetch(type, n)
#define __sparc_define_8(type, n)					\
	__sparc_fetch_op(xchg, type, n)					\
	__sparc_define_4(type, n)

#define __sparc_from_fetch(type, n)					\
static __caa_always_inline uint64_t					\
arch_uatomic_xchg_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	(void) mo;							\
	return __sparc_fetch_xchg_##n(addr, v);				\
}									\
static __caa_always_inline uint64_t					\
arch_uatomic_add_return_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	(void) mo;							\
	return (type) (__sparc_fetch_add_##n(addr, v) + (type) v);	\
}									\
static __caa_always_inline void						\
arch_uatomic_and_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	(void) mo;							\
	(void) __sparc_fetch_and_##n(addr, v);				\
}									\
static __caa_always_inline void						\
arch_uatomic_or_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	(void) mo;							\
	(void) __sparc_fetch_or_##n(addr, v);				\
}

#define __sparc_define(type, n)		__sparc_define_##n(type, n)
__uatomic_for_each_size(__sparc_define)

/* add, inc and dec come from add_return in <generic/uatomic.h>: the
 * unused sum costs nothing, and there is no cheaper instruction. */
#define arch_uatomic_xchg
#define arch_uatomic_add_return
#define arch_uatomic_and
#define arch_uatomic_or

#endif /* _ASM_SPARC_UATOMIC_H */
