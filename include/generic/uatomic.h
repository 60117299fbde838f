/* SPDX-License-Identifier: MIT */
/*
 * generic/uatomic.h - the atomic-operation policy, once for every target:
 * derives each primitive the arch left out from the ones it gave, and
 * composes the memory orders (SPEC §3) from the arch's primitives and
 * barriers.  Included by <urcu/uatomic.h> after <asm/uatomic.h>; the
 * type-generic API there calls the __uatomic_*() functions below.
 */
#ifndef _GENERIC_UATOMIC_H
#define _GENERIC_UATOMIC_H

#include <stdint.h>
#include <urcu/compiler.h>
#include <urcu/arch.h>
#include <generic/uatomic-arch.h>

/*
 * Fences around a primitive that is itself relaxed.  On a TSO machine
 * acquire and release cost nothing; elsewhere the arch may give a lighter
 * instruction than a full barrier.  A uniprocessor build needs only the
 * compiler barrier.
 */
#if !defined(UATOMIC_CONFIG_SMP) || defined(UATOMIC_ARCH_TSO)
# define __uatomic_acquire_fence()	cmm_barrier()
# define __uatomic_release_fence()	cmm_barrier()
#else
# ifdef arch_uatomic_acquire_fence
#  define __uatomic_acquire_fence()	arch_uatomic_acquire_fence()
# else
#  define __uatomic_acquire_fence()	cmm_smp_mb()
# endif
# ifdef arch_uatomic_release_fence
#  define __uatomic_release_fence()	arch_uatomic_release_fence()
# else
#  define __uatomic_release_fence()	cmm_smp_mb()
# endif
#endif

static __caa_always_inline int __uatomic_mo_releases(int mo)
{
	return mo == CMM_RELEASE || mo == CMM_ACQ_REL;
}

static __caa_always_inline int __uatomic_mo_acquires(int mo)
{
	return mo == CMM_CONSUME || mo == CMM_ACQUIRE || mo == CMM_ACQ_REL;
}

static __caa_always_inline int __uatomic_mo_seq_cst(int mo)
{
	return mo == CMM_SEQ_CST || mo == CMM_SEQ_CST_FENCE;
}

/* What a read-modify-write needs before and after its primitive. */
static __caa_always_inline void __uatomic_rmw_before(int mo)
{
#if defined(UATOMIC_ARCH_RMW_FULL_BARRIER) || defined(UATOMIC_ARCH_ORDERED)
	(void) mo;
#else
	if (__uatomic_mo_seq_cst(mo))
		cmm_smp_mb();
	else if (__uatomic_mo_releases(mo))
		__uatomic_release_fence();
#endif
}

static __caa_always_inline void __uatomic_rmw_after(int mo)
{
#if defined(UATOMIC_ARCH_RMW_FULL_BARRIER)
	(void) mo;
#elif defined(UATOMIC_ARCH_ORDERED)
	/* The primitive did the C11 part; CMM_SEQ_CST_FENCE adds a fence. */
	if (mo == CMM_SEQ_CST_FENCE)
		cmm_smp_mb();
#else
	if (__uatomic_mo_seq_cst(mo))
		cmm_smp_mb();
	else if (__uatomic_mo_acquires(mo))
		__uatomic_acquire_fence();
#endif
}

/* ---- Primitives the arch did not give, derived from the ones it did ---- */

#ifndef arch_uatomic_load
/*
 * A naturally aligned access no wider than a register is single-copy
 * atomic on every target; a wider one goes through cmpxchg.
 */
static __caa_always_inline uint64_t
arch_uatomic_load(const volatile void *addr, unsigned int size, int mo)
{
#define __uatomic_load_case(type, n)					\
	if ((n) > sizeof(long))						\
		return arch_uatomic_cmpxchg((volatile void *) addr, 0, 0, \
					    (n), mo, mo);		\
	return *(const volatile type *) addr;
	__uatomic_size_switch(size, __uatomic_load_case)
#undef __uatomic_load_case
}
#endif

#ifndef arch_uatomic_xchg
static __caa_always_inline uint64_t
arch_uatomic_xchg(volatile void *addr, uint64_t v, unsigned int size, int mo)
{
	uint64_t old = arch_uatomic_load(addr, size, CMM_RELAXED), prev;

	while ((prev = arch_uatomic_cmpxchg(addr, old, v, size, mo,
					    CMM_RELAXED)) != old)
		old = prev;
	return old;
}
#endif

#ifndef arch_uatomic_store
static __caa_always_inline void
arch_uatomic_store(volatile void *addr, uint64_t v, unsigned int size, int mo)
{
#define __uatomic_store_case(type, n)					\
	if ((n) > sizeof(long))						\
		(void) arch_uatomic_xchg(addr, v, (n), mo);		\
	else								\
		*(volatile type *) addr = (type) v;			\
	return;
	__uatomic_size_switch(size, __uatomic_store_case)
#undef __uatomic_store_case
}
#endif

/* A cmpxchg loop computing @expr from the current value "old". */
#define __uatomic_cmpxchg_loop(addr, size, mo, expr)			\
	uint64_t old = arch_uatomic_load(addr, size, CMM_RELAXED), prev; \
									\
	while ((prev = arch_uatomic_cmpxchg(addr, old, (expr), size, mo, \
					    CMM_RELAXED)) != old)	\
		old = prev;

#ifndef arch_uatomic_add_return
static __caa_always_inline uint64_t
arch_uatomic_add_return(volatile void *addr, uint64_t v, unsigned int size,
			int mo)
{
	__uatomic_cmpxchg_loop(addr, size, mo, old + v)
	return old + v;
}
#endif

#ifndef arch_uatomic_add
static __caa_always_inline void
arch_uatomic_add(volatile void *addr, uint64_t v, unsigned int size, int mo)
{
	(void) arch_uatomic_add_return(addr, v, size, mo);
}
#endif

#ifndef arch_uatomic_and
static __caa_always_inline void
arch_uatomic_and(volatile void *addr, uint64_t v, unsigned int size, int mo)
{
	__uatomic_cmpxchg_loop(addr, size, mo, old & v)
}
#endif

#ifndef arch_uatomic_or
static __caa_always_inline void
arch_uatomic_or(volatile void *addr, uint64_t v, unsigned int size, int mo)
{
	__uatomic_cmpxchg_loop(addr, size, mo, old | v)
}
#endif

#ifndef arch_uatomic_inc
# define arch_uatomic_inc(addr, size, mo)	arch_uatomic_add(addr, 1, size, mo)
#endif
#ifndef arch_uatomic_dec
# define arch_uatomic_dec(addr, size, mo)	\
	arch_uatomic_add(addr, (uint64_t) -1, size, mo)
#endif

/* ---- The ordered operations, composed once for every arch ---- */

static __caa_always_inline uint64_t
__uatomic_load(const volatile void *addr, unsigned int size, int mo)
{
	uint64_t v;

	/* CMM_SEQ_CST_FENCE: a full barrier on both sides. */
	if (mo == CMM_SEQ_CST_FENCE)
		cmm_smp_mb();
#ifdef UATOMIC_ARCH_ORDERED
	v = arch_uatomic_load(addr, size, mo);
	if (mo == CMM_SEQ_CST_FENCE)
		cmm_smp_mb();
#else
	/*
	 * Seq_cst stores end with a full barrier; on a machine that is not
	 * TSO a seq_cst load also starts with one, so that independent
	 * readers agree on the order of independent writes (IRIW).
	 */
# ifndef UATOMIC_ARCH_TSO
	if (mo == CMM_SEQ_CST)
		cmm_smp_mb();
# endif
	v = arch_uatomic_load(addr, size, CMM_RELAXED);
	if (mo == CMM_CONSUME)
		cmm_smp_read_barrier_depends();
	else if (mo == CMM_SEQ_CST_FENCE)
		cmm_smp_mb();
	else if (mo == CMM_ACQUIRE || mo == CMM_SEQ_CST)
		__uatomic_acquire_fence();
	else
		cmm_barrier();
#endif
	return v;
}

static __caa_always_inline void
__uatomic_store(volatile void *addr, uint64_t v, unsigned int size, int mo)
{
#ifdef UATOMIC_ARCH_ORDERED
	arch_uatomic_store(addr, v, size, mo);
	if (mo == CMM_SEQ_CST_FENCE)
		cmm_smp_mb();
#else
	if (__uatomic_mo_seq_cst(mo)) {
		__uatomic_release_fence();
		arch_uatomic_store(addr, v, size, CMM_RELAXED);
		cmm_smp_mb();
		return;
	}
	if (mo == CMM_RELEASE)
		__uatomic_release_fence();
	arch_uatomic_store(addr, v, size, CMM_RELAXED);
#endif
}

static __caa_always_inline uint64_t
__uatomic_cmpxchg(volatile void *addr, uint64_t old, uint64_t new_val,
		  unsigned int size, int mo_success, int mo_failure)
{
	uint64_t prev;

	/* The outcome is not known yet: order for the stronger of the two. */
	__uatomic_rmw_before(__uatomic_mo_seq_cst(mo_failure) ?
			     mo_failure : mo_success);
	prev = arch_uatomic_cmpxchg(addr, old, new_val, size, mo_success,
				    mo_failure);
	if (mo_success == mo_failure || prev == old)
		__uatomic_rmw_after(mo_success);
	else
		__uatomic_rmw_after(mo_failure);
	return prev;
}

static __caa_always_inline uint64_t
__uatomic_xchg(volatile void *addr, uint64_t v, unsigned int size, int mo)
{
	uint64_t prev;

	__uatomic_rmw_before(mo);
	prev = arch_uatomic_xchg(addr, v, size, mo);
	__uatomic_rmw_after(mo);
	return prev;
}

static __caa_always_inline uint64_t
__uatomic_add_return(volatile void *addr, uint64_t v, unsigned int size,
		     int mo)
{
	uint64_t ret;

	__uatomic_rmw_before(mo);
	ret = arch_uatomic_add_return(addr, v, size, mo);
	__uatomic_rmw_after(mo);
	return ret;
}

#define __uatomic_define_void_rmw(name)					\
static __caa_always_inline void						\
__uatomic_##name(volatile void *addr, uint64_t v, unsigned int size, int mo) \
{									\
	__uatomic_rmw_before(mo);					\
	arch_uatomic_##name(addr, v, size, mo);				\
	__uatomic_rmw_after(mo);					\
}
__uatomic_define_void_rmw(add)
__uatomic_define_void_rmw(and)
__uatomic_define_void_rmw(or)

static __caa_always_inline void
__uatomic_inc(volatile void *addr, unsigned int size, int mo)
{
	__uatomic_rmw_before(mo);
	arch_uatomic_inc(addr, size, mo);
	__uatomic_rmw_after(mo);
}

static __caa_always_inline void
__uatomic_dec(volatile void *addr, unsigned int size, int mo)
{
	__uatomic_rmw_before(mo);
	arch_uatomic_dec(addr, size, mo);
	__uatomic_rmw_after(mo);
}

/*
 * cmm_smp_mb__before/after_uatomic_*(): order a relaxed RMW.  Where every
 * RMW is already a full barrier only the compiler must be held back.
 */
#ifdef UATOMIC_ARCH_RMW_FULL_BARRIER
# define __uatomic_mb_around_rmw()	cmm_barrier()
#else
# define __uatomic_mb_around_rmw()	cmm_smp_mb()
#endif

#endif /* _GENERIC_UATOMIC_H */
