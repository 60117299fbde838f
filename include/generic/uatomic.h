/* SPDX-License-Identifier: MIT */
/*
 * generic/uatomic.h - the atomic-operation policy, once for every target:
 * derives each primitive the arch left out from the ones it gave, and
 * composes the memory orders (contract §3) from the arch's primitives and
 * barriers.  Included by <urcu/uatomic.h> after <asm/uatomic.h>; the
 * type-generic API there calls the __uatomic_*() functions below.
 */
#ifndef _GENERIC_UATOMIC_H
#define _GENERIC_UATOMIC_H

#include <stdint.h>
#include <urcu/compiler.h>
#include <urcu/arch.h>
#include <generic/uatomic-arch.h>
#include <generic/uatomic-subword.h>

/*
 * Fences around a primitive that is itself relaxed.  On a TSO machine
 * acquire and release cost nothing; elsewhere the arch may give a lighter
 * instruction than a full barrier.  A uniprocessor build needs only the
 * compiler barrier.
 */
#if !defined(UATOMIC_CONFIG_SMP) || defined(UATOMIC_ARCH_TSO)
# define __uatomic_acquire_fence()	cmm_barrier()
# define __uatomic_release_fence()	cmm_barrier()
# define __uatomic_seq_cst_store_fence()	cmm_barrier()
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
/*
 * The barrier before a seq_cst store (see __uatomic_compose_store): a
 * full barrier unless the arch names a lighter one that its model proves
 * enough (RISC-V: fence rw,w, the ISA manual's Table A.6).
 */
# ifdef arch_uatomic_seq_cst_store_fence
#  define __uatomic_seq_cst_store_fence()	arch_uatomic_seq_cst_store_fence()
# else
#  define __uatomic_seq_cst_store_fence()	cmm_smp_mb()
# endif
#endif

/*
 * Which primitives are a full barrier by themselves: all of them with
 * UATOMIC_ARCH_RMW_FULL_BARRIER; an arch whose instructions differ per
 * operation, size or order says so with arch_uatomic_full_barrier_<op>(n,
 * mo), a constant expression (for cmpxchg mo is the success order): for
 * example an AMO that takes the order in its aq/rl bits.
 */
#ifdef UATOMIC_ARCH_RMW_FULL_BARRIER
# define __uatomic_full_default(n, mo)	1
#elif defined(UATOMIC_ARCH_RMW_ORDERED)
# define __uatomic_full_default(n, mo)	__UATOMIC_MO_SEQ_CST(mo)
#else
# define __uatomic_full_default(n, mo)	0
#endif
#ifndef arch_uatomic_full_barrier_cmpxchg
# define arch_uatomic_full_barrier_cmpxchg(n, mo)	__uatomic_full_default(n, mo)
#endif
#ifndef arch_uatomic_full_barrier_xchg
# define arch_uatomic_full_barrier_xchg(n, mo)	__uatomic_full_default(n, mo)
#endif
#ifndef arch_uatomic_full_barrier_add_return
# define arch_uatomic_full_barrier_add_return(n, mo)			\
	__uatomic_full_default(n, mo)
#endif
#ifndef arch_uatomic_full_barrier_add
# define arch_uatomic_full_barrier_add(n, mo)	__uatomic_full_default(n, mo)
#endif
#ifndef arch_uatomic_full_barrier_and
# define arch_uatomic_full_barrier_and(n, mo)	__uatomic_full_default(n, mo)
#endif
#ifndef arch_uatomic_full_barrier_or
# define arch_uatomic_full_barrier_or(n, mo)	__uatomic_full_default(n, mo)
#endif
#ifndef arch_uatomic_full_barrier_inc
# define arch_uatomic_full_barrier_inc(n, mo)	__uatomic_full_default(n, mo)
#endif
#ifndef arch_uatomic_full_barrier_dec
# define arch_uatomic_full_barrier_dec(n, mo)	__uatomic_full_default(n, mo)
#endif

/*
 * Which primitives order themselves as @mo asks, as C11 does (the
 * generic layer then adds only CMM_SEQ_CST_FENCE's trailing barrier, and
 * not that where the primitive is a full barrier): all of them with
 * UATOMIC_ARCH_ORDERED; an arch whose instructions take the order for
 * some operations and sizes only says so with arch_uatomic_ordered_<op>(n,
 * mo), for example AMOs with aq/rl bits beside relaxed LR/SC loops.
 */
#if defined(UATOMIC_ARCH_ORDERED) || defined(UATOMIC_ARCH_RMW_ORDERED)
# define __uatomic_ordered_default(n, mo)	1
#else
# define __uatomic_ordered_default(n, mo)	0
#endif
#ifndef arch_uatomic_ordered_cmpxchg
# define arch_uatomic_ordered_cmpxchg(n, mo)	__uatomic_ordered_default(n, mo)
#endif
#ifndef arch_uatomic_ordered_xchg
# define arch_uatomic_ordered_xchg(n, mo)	__uatomic_ordered_default(n, mo)
#endif
#ifndef arch_uatomic_ordered_add_return
# define arch_uatomic_ordered_add_return(n, mo)				\
	__uatomic_ordered_default(n, mo)
#endif
#ifndef arch_uatomic_ordered_add
# define arch_uatomic_ordered_add(n, mo)	__uatomic_ordered_default(n, mo)
#endif
#ifndef arch_uatomic_ordered_and
# define arch_uatomic_ordered_and(n, mo)	__uatomic_ordered_default(n, mo)
#endif
#ifndef arch_uatomic_ordered_or
# define arch_uatomic_ordered_or(n, mo)	__uatomic_ordered_default(n, mo)
#endif
#ifndef arch_uatomic_ordered_inc
# define arch_uatomic_ordered_inc(n, mo)	__uatomic_ordered_default(n, mo)
#endif
#ifndef arch_uatomic_ordered_dec
# define arch_uatomic_ordered_dec(n, mo)	__uatomic_ordered_default(n, mo)
#endif

/*
 * On a TSO machine an RMW that writes needs no barrier before it, even a
 * CMM_SEQ_CST_FENCE one: the machine orders its read after earlier loads
 * and its write after earlier stores (stores become visible in program
 * order), and its read is atomic with its write, so no other CPU can see
 * it read before an earlier store of this CPU became visible: that store
 * would then be visible after the RMW's write.  (The kernel's fully
 * ordered s390 atomics are "laa; bcr 14,0" on that ground.)  Only a
 * cmpxchg that may fail, and then writes nothing, keeps the barrier
 * before a CMM_SEQ_CST_FENCE: its failure is a load, which an earlier
 * store may pass.  After the RMW, a later load may pass its write:
 * seq_cst ends with the full barrier.
 */
#ifdef UATOMIC_ARCH_TSO
# define __uatomic_rmw_leading_mb(mo, may_fail)				\
	((may_fail) && (mo) == CMM_SEQ_CST_FENCE)
# define __uatomic_rmw_trailing_mb(mo)	__uatomic_mo_seq_cst(mo)
#else
/*
 * Elsewhere it is the leading-sync mapping (Batty et al., POPL 2012; see
 * __uatomic_compose_store below): every seq_cst access starts with a full
 * barrier, so a seq_cst RMW needs only acquire after it (hwsync; loop;
 * lwsync on Power, as GCC's hwsync; loop; isync).  CMM_SEQ_CST_FENCE adds
 * the full barrier after it.
 */
# define __uatomic_rmw_leading_mb(mo, may_fail)				\
	((void) (may_fail), __uatomic_mo_seq_cst(mo))
# define __uatomic_rmw_trailing_mb(mo)	((mo) == CMM_SEQ_CST_FENCE)
#endif

/*
 * What a read-modify-write needs before and after its primitive; @full
 * says that the primitive is a full barrier itself, @ordered that it
 * orders itself as @mo asks (C11), @may_fail that it may write nothing
 * (a cmpxchg).
 */
static __caa_always_inline void
__uatomic_rmw_before(int full, int ordered, int mo, int may_fail)
{
	if (full || ordered)
		return;
	if (__uatomic_rmw_leading_mb(mo, may_fail))
		cmm_smp_mb();
	else if (__uatomic_mo_releases(mo) || __uatomic_mo_seq_cst(mo))
		__uatomic_release_fence();
}

/*
 * What a read-modify-write needs after its primitive: nothing, the
 * acquire fence or a full barrier.  A cmpxchg whose two outcomes both
 * need a barrier emits the success order's (never the weaker of the two)
 * once, without a branch: a fully ordered success with a seq_cst failure
 * then fences the failure fully too, which costs less than choosing.
 */
#define __UATOMIC_AFTER_NOTHING	0
#define __UATOMIC_AFTER_ACQUIRE	1
#define __UATOMIC_AFTER_MB	2
#define __uatomic_after_same(s, f)					\
	((s) == (f) || ((s) != __UATOMIC_AFTER_NOTHING &&		\
			(f) != __UATOMIC_AFTER_NOTHING))

static __caa_always_inline int
__uatomic_rmw_after_kind(int full, int ordered, int mo)
{
	if (full)
		return __UATOMIC_AFTER_NOTHING;
	if (ordered)
		/* The primitive did the C11 part; CMM_SEQ_CST_FENCE adds a
		 * fence. */
		return mo == CMM_SEQ_CST_FENCE ? __UATOMIC_AFTER_MB :
			__UATOMIC_AFTER_NOTHING;
	if (__uatomic_rmw_trailing_mb(mo))
		return __UATOMIC_AFTER_MB;
	if (__uatomic_mo_acquires(mo) || __uatomic_mo_seq_cst(mo))
		return __UATOMIC_AFTER_ACQUIRE;
	return __UATOMIC_AFTER_NOTHING;
}

static __caa_always_inline void __uatomic_barrier_after(int kind)
{
	if (kind == __UATOMIC_AFTER_MB)
		cmm_smp_mb();
	else if (kind != __UATOMIC_AFTER_NOTHING)
		__uatomic_acquire_fence();
}

static __caa_always_inline void
__uatomic_rmw_after(int full, int ordered, int mo)
{
	__uatomic_barrier_after(__uatomic_rmw_after_kind(full, ordered, mo));
}

/* ---- Primitives the arch did not give, derived from the ones it did ---- */

/*
 * A naturally aligned access no wider than a register is single-copy
 * atomic on every target; a wider one goes through cmpxchg.
 */
#ifndef arch_uatomic_load
# define __uatomic_derive_load(type, n)					\
static __caa_always_inline uint64_t					\
arch_uatomic_load_##n(const volatile void *addr, int mo)		\
{									\
	if ((n) > sizeof(long))						\
		/* 0 for 0 changes no value; const goes through	\
		 * uintptr_t, no cast-qual warning for it. */		\
		return arch_uatomic_cmpxchg_##n(			\
			(volatile void *) (uintptr_t) addr, 0, 0, mo, mo); \
	return *(const volatile type *) addr;				\
}
__uatomic_for_each_size(__uatomic_derive_load)
#endif

/* __uatomic_cmpxchg_loop(n, expr): <generic/uatomic-subword.h>. */

#ifndef arch_uatomic_xchg
# define __uatomic_derive_xchg(type, n)					\
static __caa_always_inline uint64_t					\
arch_uatomic_xchg_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	__uatomic_cmpxchg_loop(n, v)					\
	return old;							\
}
__uatomic_for_each_size(__uatomic_derive_xchg)
#endif

#ifndef arch_uatomic_store
# define __uatomic_derive_store(type, n)				\
static __caa_always_inline void						\
arch_uatomic_store_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	if ((n) > sizeof(long))						\
		(void) arch_uatomic_xchg_##n(addr, v, mo);		\
	else								\
		*(volatile type *) addr = (type) v;			\
}
__uatomic_for_each_size(__uatomic_derive_store)
#endif

#ifndef arch_uatomic_add_return
# define __uatomic_derive_add_return(type, n)				\
static __caa_always_inline uint64_t					\
arch_uatomic_add_return_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	__uatomic_cmpxchg_loop(n, old + v)				\
	return old + v;							\
}
__uatomic_for_each_size(__uatomic_derive_add_return)
#endif

#ifndef arch_uatomic_add
# define __uatomic_derive_add(type, n)					\
static __caa_always_inline void						\
arch_uatomic_add_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	(void) arch_uatomic_add_return_##n(addr, v, mo);		\
}
__uatomic_for_each_size(__uatomic_derive_add)
#endif

#ifndef arch_uatomic_and
# define __uatomic_derive_and(type, n)					\
static __caa_always_inline void						\
arch_uatomic_and_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	__uatomic_cmpxchg_loop(n, old & v)				\
}
__uatomic_for_each_size(__uatomic_derive_and)
#endif

#ifndef arch_uatomic_or
# define __uatomic_derive_or(type, n)					\
static __caa_always_inline void						\
arch_uatomic_or_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	__uatomic_cmpxchg_loop(n, old | v)				\
}
__uatomic_for_each_size(__uatomic_derive_or)
#endif

#ifndef arch_uatomic_inc
# define __uatomic_derive_inc(type, n)					\
static __caa_always_inline void						\
arch_uatomic_inc_##n(volatile void *addr, int mo)			\
{									\
	arch_uatomic_add_##n(addr, 1, mo);				\
}
__uatomic_for_each_size(__uatomic_derive_inc)
#endif

#ifndef arch_uatomic_dec
# define __uatomic_derive_dec(type, n)					\
static __caa_always_inline void						\
arch_uatomic_dec_##n(volatile void *addr, int mo)			\
{									\
	arch_uatomic_add_##n(addr, (uint64_t) -1, mo);			\
}
__uatomic_for_each_size(__uatomic_derive_dec)
#endif

/* ---- The ordered operations, composed once for every arch and size ---- */

#ifdef UATOMIC_ARCH_ORDERED
/* The primitive orders itself; CMM_SEQ_CST_FENCE adds a full barrier on
 * both sides. */
# define __uatomic_compose_load(type, n)					\
	type v;								\
									\
	if (mo == CMM_SEQ_CST_FENCE)					\
		cmm_smp_mb();						\
	v = (type) arch_uatomic_load_##n(addr, mo);			\
	if (mo == CMM_SEQ_CST_FENCE)					\
		cmm_smp_mb();						\
	return v;
/*
 * Where the primitive's seq_cst store is a full barrier itself, the arch
 * says UATOMIC_ARCH_SEQ_CST_STORE_FULL: a CMM_SEQ_CST_FENCE store is then
 * that store alone.
 */
# ifdef UATOMIC_ARCH_SEQ_CST_STORE_FULL
#  define __uatomic_store_fence_after(mo)	0
# else
#  define __uatomic_store_fence_after(mo)	((mo) == CMM_SEQ_CST_FENCE)
# endif
# define __uatomic_compose_store(n)					\
	arch_uatomic_store_##n(addr, v, mo);				\
	if (__uatomic_store_fence_after(mo))				\
		cmm_smp_mb();
#else
/*
 * On a machine that is not TSO a seq_cst load starts with a full barrier,
 * so that independent readers agree on the order of independent writes
 * (IRIW).  That barrier also orders any earlier seq_cst store before the
 * load, so a seq_cst store needs a full barrier before it only: the
 * "leading sync" mapping of C11 to Power (Batty, Memarian, Owens, Sarkar,
 * Sewell, "Clarifying and compiling C/C++ concurrency: from C++11 to
 * POWER", POPL 2012), valid on every machine whose barrier is cumulative.
 * A multi-copy-atomic machine may take a lighter one before the store
 * (__uatomic_seq_cst_store_fence: RISC-V's fence rw,w, Table A.6).  On a
 * TSO machine a seq_cst load is a plain load and a seq_cst store ends
 * with the full barrier.
 *
 * The mapping is sound only if *every* seq_cst store starts with that
 * barrier, CMM_SEQ_CST_FENCE ones included: with only a release barrier
 * (lwsync) before a CMM_SEQ_CST_FENCE store, Power allows the "R" shape
 * (T0: x = 1; y = 1 (SEQ_CST_FENCE) || T1: y = 2 (SEQ_CST); r = x
 * (SEQ_CST), ending with y == 2 and r == 0) that C11 forbids: R+lwsync+sync
 * is allowed on Power, R+sync+sync forbidden (Alglave, Maranget,
 * Tautschnig, "Herding cats", TOPLAS 2014).  So a stronger order never
 * emits a weaker barrier here than a weaker order does: CMM_SEQ_CST_FENCE
 * is the CMM_SEQ_CST sequence with a full barrier after it
 * (tests/asm/mapping.py checks this for every target).
 *
 * Where an exchange is a full barrier and cheaper than a store and a
 * barrier, the arch says UATOMIC_ARCH_SEQ_CST_STORE_XCHG: a seq_cst store
 * is then that exchange alone, its result unused (not in a uniprocessor
 * build, where the barrier is only the compiler's).
 */
# ifdef UATOMIC_ARCH_TSO
#  define __uatomic_seq_cst_load_needs_mb(mo)	((mo) == CMM_SEQ_CST_FENCE)
#  define __uatomic_seq_cst_store_leading_mb(mo)	0
#  define __uatomic_seq_cst_store_trailing_mb(mo)	__uatomic_mo_seq_cst(mo)
# else
#  define __uatomic_seq_cst_load_needs_mb(mo)	__uatomic_mo_seq_cst(mo)
#  define __uatomic_seq_cst_store_leading_mb(mo)	__uatomic_mo_seq_cst(mo)
#  define __uatomic_seq_cst_store_trailing_mb(mo)	((mo) == CMM_SEQ_CST_FENCE)
# endif
# define __uatomic_compose_load(type, n)					\
	type v;								\
									\
	if (__uatomic_seq_cst_load_needs_mb(mo))			\
		cmm_smp_mb();						\
	v = (type) arch_uatomic_load_##n(addr, CMM_RELAXED);		\
	if (mo == CMM_CONSUME)						\
		cmm_smp_read_barrier_depends();				\
	else if (mo == CMM_SEQ_CST_FENCE)				\
		cmm_smp_mb();						\
	else if (mo == CMM_ACQUIRE || mo == CMM_SEQ_CST)		\
		__uatomic_acquire_fence();				\
	return v;
# if defined(UATOMIC_ARCH_SEQ_CST_STORE_XCHG) && defined(UATOMIC_CONFIG_SMP)
#  define __uatomic_store_by_xchg(mo)	__uatomic_mo_seq_cst(mo)
# else
#  define __uatomic_store_by_xchg(mo)	0
# endif
# define __uatomic_compose_store(n)					\
	if (__uatomic_store_by_xchg(mo)) {				\
		/* A full barrier by itself: nothing around it. */	\
		(void) arch_uatomic_xchg_##n(addr, v, mo);		\
		return;							\
	}								\
	if (__uatomic_seq_cst_store_leading_mb(mo))			\
		__uatomic_seq_cst_store_fence();			\
	else if (mo != CMM_RELAXED)					\
		__uatomic_release_fence();				\
	arch_uatomic_store_##n(addr, v, CMM_RELAXED);			\
	if (__uatomic_seq_cst_store_trailing_mb(mo))			\
		cmm_smp_mb();
#endif

/*
 * A CMM_SEQ_CST_FENCE failure is a full barrier before the read, too.
 * Fences around relaxed or fully ordered primitives give that already;
 * a C11-ordered primitive needs it added, unless the arch's cmpxchg says
 * it does it itself (UATOMIC_ARCH_CMPXCHG_FAILURE_FENCED).
 */
#if defined(UATOMIC_ARCH_ORDERED) && !defined(UATOMIC_ARCH_CMPXCHG_FAILURE_FENCED)
# define __uatomic_failure_needs_retry(mof)	((mof) == CMM_SEQ_CST_FENCE)
#else
# define __uatomic_failure_needs_retry(mof)	0
#endif

#define __uatomic_compose(type, n)					\
static __caa_always_inline uint64_t					\
__uatomic_load_##n(const volatile void *addr, int mo)			\
{									\
	__uatomic_compose_load(type, n)					\
}									\
static __caa_always_inline void						\
__uatomic_store_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	__uatomic_compose_store(n)					\
}									\
static __caa_always_inline uint64_t					\
__uatomic_cmpxchg_##n(volatile void *addr, uint64_t old,		\
		      uint64_t new_val, int mo_success, int mo_failure)	\
{									\
	const int full = arch_uatomic_full_barrier_cmpxchg(n, mo_success); \
	const int ordered = arch_uatomic_ordered_cmpxchg(n, mo_success); \
	const int after_success =					\
		__uatomic_rmw_after_kind(full, ordered, mo_success);	\
	const int after_failure =					\
		__uatomic_rmw_after_kind(full, ordered, mo_failure);	\
	uint64_t prev;							\
									\
	/* The outcome is not known yet: order for the stronger one,	\
	 * the success order (a failure order is never stronger,	\
	 * Documentation/ordering.md §3; a seq_cst failure beside a	\
	 * CMM_SEQ_CST_FENCE success must not drop the TSO leading	\
	 * barrier). */							\
	__uatomic_rmw_before(full, ordered, mo_success, 1);		\
	prev = arch_uatomic_cmpxchg_##n(addr, old, new_val, mo_success,	\
					mo_failure);			\
	if (__uatomic_failure_needs_retry(mo_failure) && prev != old) {	\
		/* A failed C11 cmpxchg is a load, ordered only after	\
		 * earlier seq_cst accesses: fence, then try again, so	\
		 * that the read deciding the outcome follows them all. */ \
		cmm_smp_mb();						\
		prev = arch_uatomic_cmpxchg_##n(addr, old, new_val,	\
						mo_success, mo_failure); \
	}								\
	if (__uatomic_after_same(after_success, after_failure))	\
		__uatomic_barrier_after(after_success);			\
	else if (caa_unlikely(prev != old))				\
		__uatomic_barrier_after(after_failure);			\
	else								\
		__uatomic_barrier_after(after_success);			\
	return prev;							\
}									\
__uatomic_compose_rmw(uint64_t, xchg, n, __ua_value_params, (addr, v, mo)) \
__uatomic_compose_rmw(uint64_t, add_return, n, __ua_value_params,	\
		      (addr, v, mo))					\
__uatomic_compose_rmw(void, add, n, __ua_value_params, (addr, v, mo))	\
__uatomic_compose_rmw(void, and, n, __ua_value_params, (addr, v, mo))	\
__uatomic_compose_rmw(void, or, n, __ua_value_params, (addr, v, mo))	\
__uatomic_compose_rmw(void, inc, n, __ua_unary_params, (addr, mo))	\
__uatomic_compose_rmw(void, dec, n, __ua_unary_params, (addr, mo))

#define __ua_value_params	(volatile void *addr, uint64_t v, int mo)
#define __ua_unary_params	(volatile void *addr, int mo)

/* An RMW @name of size @n: the fences (if any) around the primitive. */
#define __uatomic_compose_rmw(ret, name, n, params, args)		\
static __caa_always_inline ret __uatomic_##name##_##n params		\
{									\
	const int full = arch_uatomic_full_barrier_##name(n, mo);	\
	const int ordered = arch_uatomic_ordered_##name(n, mo);		\
									\
	__uatomic_rmw_before(full, ordered, mo, 0);			\
	__uatomic_rmw_call_##ret(arch_uatomic_##name##_##n args, full,	\
				 ordered, mo)				\
}
#define __uatomic_rmw_call_uint64_t(call, full, ordered, mo)		\
	uint64_t ret = call;						\
									\
	__uatomic_rmw_after(full, ordered, mo);				\
	return ret;
#define __uatomic_rmw_call_void(call, full, ordered, mo)		\
	call;								\
	__uatomic_rmw_after(full, ordered, mo);

__uatomic_for_each_size(__uatomic_compose)

/*
 * Sizes the target cannot do: declared only, so that the type-generic
 * dispatch of <urcu/uatomic.h> parses; its static assertion has already
 * rejected the operand with a message naming the operation and size.
 */
#define __uatomic_unsupported(type, n)					\
uint64_t __uatomic_load_##n(const volatile void *addr, int mo);		\
void __uatomic_store_##n(volatile void *addr, uint64_t v, int mo);	\
uint64_t __uatomic_cmpxchg_##n(volatile void *addr, uint64_t old,	\
			       uint64_t new_val, int mos, int mof);	\
uint64_t __uatomic_xchg_##n(volatile void *addr, uint64_t v, int mo);	\
uint64_t __uatomic_add_return_##n(volatile void *addr, uint64_t v, int mo); \
void __uatomic_add_##n(volatile void *addr, uint64_t v, int mo);	\
void __uatomic_and_##n(volatile void *addr, uint64_t v, int mo);	\
void __uatomic_or_##n(volatile void *addr, uint64_t v, int mo);	\
void __uatomic_inc_##n(volatile void *addr, int mo);			\
void __uatomic_dec_##n(volatile void *addr, int mo);
__uatomic_for_each_missing_size(__uatomic_unsupported)

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
