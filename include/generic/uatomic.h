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

/* An arch that says nothing of its primitives' ordering has relaxed ones
 * (<generic/uatomic-ops.h>). */
#ifndef arch_uatomic_orders
# define arch_uatomic_orders(op, n, mo)	UATOMIC_ARCH_ORDERS_NOTHING
#endif

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
 * The barrier after a CMM_SEQ_CST_FENCE load or store.  The barrier
 * before the access already orders every earlier access before every
 * later one; what is left is the access itself before every later one.
 * On a multi-copy-atomic machine (UATOMIC_ARCH_MULTI_COPY_ATOMIC: a write
 * becomes visible to every other CPU at once) that order is transitive
 * through the access (Arm ARM B2.3, Ordered-before; RVWMO's global
 * memory order, unprivileged ISA manual chapter 17), so after a load the
 * acquire suffices, and after a store the arch may name a barrier that
 * orders earlier stores before every later access
 * (arch_uatomic_store_mb_fence: RISC-V's fence w,rw).  A machine that is
 * not multi-copy atomic (Power) keeps the full barrier: after a load an
 * lwsync would let two readers disagree on the order of two writes
 * (IRIW+lwsyncs is allowed).  tests/herd-proofs holds the proof, shape
 * by shape, for each port that takes the lighter one.
 */
#ifdef UATOMIC_ARCH_MULTI_COPY_ATOMIC
# define __uatomic_fence_load_acquires	1
#else
# define __uatomic_fence_load_acquires	0
#endif
#if defined(arch_uatomic_store_mb_fence) && defined(UATOMIC_CONFIG_SMP)
# define __uatomic_store_mb_fence()	arch_uatomic_store_mb_fence()
#else
# define __uatomic_store_mb_fence()	cmm_smp_mb()
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
 * What a read-modify-write needs before its primitive; @full and
 * @ordered are the arch's answer (arch_uatomic_orders() is
 * UATOMIC_ARCH_ORDERS_FULL, UATOMIC_ARCH_ORDERS_C11), @may_fail: it may write
 * nothing (a cmpxchg).
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
 * atomic on every target; a wider one goes through cmpxchg (a load) or
 * xchg (a store).
 */
#define __uatomic_derive_load(type, n)					\
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
#define __uatomic_derive_store(type, n)					\
static __caa_always_inline void						\
arch_uatomic_store_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	if ((n) > sizeof(long))						\
		(void) arch_uatomic_xchg_##n(addr, v, mo);		\
	else								\
		*(volatile type *) addr = (type) v;			\
}

/* The primitive @name of size @n from its row (__uatomic_derive_row:
 * <generic/uatomic-cas-loop.h>), unless the arch gave it, for every size
 * or for this one, or every row of this size (<generic/uatomic-ops.h>). */
#define __uatomic_derive(name, params, returns, derive, expr, operand,	\
			 dflt, type, n)					\
	__uatomic_unless_given(name,					\
	__uatomic_unless_given(name##_##n##_given,			\
	__uatomic_unless_given(rmw_##n##_given,				\
		__uatomic_derive_row(name, params, returns, derive, expr, \
				     operand, dflt, type, n))))

/*
 * The primitives of size @n the arch left out: load first (the loops
 * read with it), the flag-returning compare-and-swap the loops retry on
 * (<generic/uatomic-cas-loop.h>), the table's rows in order (a row
 * derives from the rows above it), store last (a wide one is an xchg,
 * unless the arch gives the store of this size: a loop that drops the
 * old value may need a register fewer than the exchange).
 */
#define __uatomic_derive_size(type, n)					\
	__uatomic_unless_given(load, __uatomic_derive_load(type, n))	\
	__uatomic_unless_given(try_cmpxchg,				\
			       __uatomic_derive_try_cmpxchg(type, n))	\
	__uatomic_unless_given(try_cmpxchg_weak,			\
			       __uatomic_derive_try_cmpxchg_weak(type, n)) \
	__uatomic_for_each_rmw(__uatomic_derive, type, n)		\
	__uatomic_unless_given(store,					\
	__uatomic_unless_given(store_##n##_given,			\
		__uatomic_derive_store(type, n)))
__uatomic_for_each_size(__uatomic_derive_size)

/* ---- The ordered operations, composed once for every arch and size ---- */

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
 * is the CMM_SEQ_CST sequence with a full barrier after it, or, on a
 * multi-copy-atomic machine, with what orders the access before every
 * later one after it (__uatomic_fence_load_acquires above;
 * tests/asm/mapping.py checks this for every target).
 *
 * A primitive that orders itself (UATOMIC_ARCH_ORDERS_C11) gets only
 * CMM_SEQ_CST_FENCE's barriers: the full barrier before a load and after
 * it (its own acquire there on a multi-copy-atomic machine), after a
 * store (not after one that is a full barrier itself).
 */
#ifdef UATOMIC_ARCH_TSO
# define __uatomic_seq_cst_load_needs_mb(mo)	((mo) == CMM_SEQ_CST_FENCE)
# define __uatomic_seq_cst_store_leading_mb(mo)	0
# define __uatomic_seq_cst_store_trailing_mb(mo)	__uatomic_mo_seq_cst(mo)
#else
# define __uatomic_seq_cst_load_needs_mb(mo)	__uatomic_mo_seq_cst(mo)
# define __uatomic_seq_cst_store_leading_mb(mo)	__uatomic_mo_seq_cst(mo)
# define __uatomic_seq_cst_store_trailing_mb(mo)	((mo) == CMM_SEQ_CST_FENCE)
#endif

/*
 * Where an exchange is a full barrier and cheaper than a store and a
 * barrier, the arch says UATOMIC_ARCH_SEQ_CST_STORE_XCHG (a fact of cost,
 * not of order): a seq_cst store is then that exchange alone, its result
 * unused (not in a uniprocessor build, where the barrier is only the
 * compiler's).
 */
#if defined(UATOMIC_ARCH_SEQ_CST_STORE_XCHG) && defined(UATOMIC_CONFIG_SMP)
# define __uatomic_store_by_xchg(mo)	__uatomic_mo_seq_cst(mo)
#else
# define __uatomic_store_by_xchg(mo)	0
#endif

/* Whether the primitive @op of size @n is a full barrier by itself at
 * @mo, or C11-ordered (__uatomic_orders(), <generic/uatomic-ops.h>). */
#define __uatomic_full(op, n, mo)					\
	(__uatomic_orders(op, n, mo) == UATOMIC_ARCH_ORDERS_FULL)
#define __uatomic_ordered(op, n, mo)					\
	(__uatomic_orders(op, n, mo) == UATOMIC_ARCH_ORDERS_C11)

/*
 * What a compare-and-swap's primitive orders at @mos, @mof: an arch may
 * order one whose failure is relaxed otherwise (cmpxchg_relaxed_failure:
 * RISC-V's CMM_SEQ_CST_FENCE lr; sc.rl, completed by the full barrier
 * after a store alone, as Linux's fully ordered LR/SC).
 */
#ifdef UATOMIC_ARCH_CMPXCHG_RELAXED_FAILURE
# define __uatomic_cmpxchg_orders(n, mos, mof)				\
	((mof) == CMM_RELAXED ?						\
	 __uatomic_orders(cmpxchg_relaxed_failure, n, mos) :		\
	 __uatomic_orders(cmpxchg, n, mos))
#elif defined(UATOMIC_ARCH_CMPXCHG_FENCED_FAILURE)
/*
 * Or an arch orders a compare-and-swap whose failure is
 * CMM_SEQ_CST_FENCE as a relaxed one between two full barriers, success
 * or failure (arm64: dmb ish; ldxr; stxr; dmb ish, where its ordered
 * forms would fence a mismatch and try again), and answers the read of
 * a failing one (cmpxchg_failure) UATOMIC_ARCH_ORDERS_NOTHING there.
 */
# define __uatomic_cmpxchg_orders(n, mos, mof)				\
	((mof) == CMM_SEQ_CST_FENCE ?					\
	 __uatomic_orders(cmpxchg_failure, n, mof) :			\
	 __uatomic_orders(cmpxchg, n, mos))
#else
/* (The same answer for both: the failure order is not asked, so that a
 * caller taking it as an argument is inlined as before.) */
# define __uatomic_cmpxchg_orders(n, mos, mof)				\
	__uatomic_orders(cmpxchg, n, mos)
#endif

/*
 * An order that is an enumerator but none the access takes, known only
 * at run time (a constant one does not compile, <urcu/uatomic.h>): a
 * release load, an acquire store, a compare-and-swap whose failure order
 * releases or acquires more than its success order (ordering.md §3).
 * It runs as the strongest, CMM_SEQ_CST_FENCE, as an order outside the
 * enum does, the same in every build: left to the arch's code or to the
 * compiler's builtins, each would make its own of it (a plain store, an
 * exchange).  For a valid order each test folds away once inlined.
 */
static __caa_always_inline int __uatomic_load_order(int mo)
{
	return __UATOMIC_MO_RELEASES(mo) ? CMM_SEQ_CST_FENCE : mo;
}

static __caa_always_inline int __uatomic_store_order(int mo)
{
	return __UATOMIC_MO_ACQUIRES(mo) ? CMM_SEQ_CST_FENCE : mo;
}

static __caa_always_inline int __uatomic_cmpxchg_orders_valid(int mos,
							       int mof)
{
	return !__UATOMIC_MO_RELEASES(mof) &&
	       __uatomic_mo_acquire_strength(mof) <=
	       __uatomic_mo_acquire_strength(mos);
}

/* The success and the failure order a compare-and-swap runs with. */
#define __uatomic_cmpxchg_order(mos, mof, mo)				\
	(__uatomic_cmpxchg_orders_valid(mos, mof) ? (mo) : CMM_SEQ_CST_FENCE)

/*
 * A load at @mo is the barrier before it, the read, the barrier after it:
 * composed apart, so that the spin-wait (uatomic_cond_load) takes the
 * barriers once around its reads.  The read is the arch's primitive at
 * @mo where that orders itself (UATOMIC_ARCH_ORDERS_C11: an arm64 ldar),
 * else relaxed.  The barriers are composed for the 16-byte load too
 * (__uatomic_load_16 below).
 */
#define __uatomic_compose_load_order(n)					\
static __caa_always_inline int __uatomic_load_self_##n(int mo)		\
{									\
	(void) mo;	/* an arch's answer may not depend on it */	\
	return __uatomic_orders(load, n, mo) != UATOMIC_ARCH_ORDERS_NOTHING; \
}									\
static __caa_always_inline void __uatomic_load_before_##n(int mo)	\
{									\
	if (mo == CMM_SEQ_CST_FENCE ||					\
	    (!__uatomic_load_self_##n(mo) &&				\
	     __uatomic_seq_cst_load_needs_mb(mo)))			\
		cmm_smp_mb();						\
}									\
static __caa_always_inline void __uatomic_load_after_##n(int mo)	\
{									\
	if (mo == CMM_SEQ_CST_FENCE && !__uatomic_fence_load_acquires)	\
		cmm_smp_mb();						\
	else if (__uatomic_load_self_##n(mo))				\
		return;							\
	else if (mo == CMM_CONSUME)					\
		cmm_smp_read_barrier_depends();				\
	else if (mo == CMM_ACQUIRE || mo == CMM_SEQ_CST ||		\
		 mo == CMM_SEQ_CST_FENCE)				\
		__uatomic_acquire_fence();				\
}
#define __uatomic_compose_load(type, n)					\
	__uatomic_compose_load_order(n)					\
static __caa_always_inline uint64_t					\
__uatomic_load_read_##n(const volatile void *addr, int mo)		\
{									\
	return (type) arch_uatomic_load_##n(addr,			\
			__uatomic_load_self_##n(mo) ? mo : CMM_RELAXED); \
}									\
static __caa_always_inline uint64_t					\
__uatomic_load_##n(const volatile void *addr, int mo_given)		\
{									\
	const int mo = __uatomic_load_order(mo_given);			\
	type v;								\
									\
	__uatomic_load_before_##n(mo);					\
	v = (type) __uatomic_load_read_##n(addr, mo);			\
	__uatomic_load_after_##n(mo);					\
	return v;							\
}

#define __uatomic_compose_store(type, n)				\
static __caa_always_inline void						\
__uatomic_store_##n(volatile void *addr, uint64_t v, int mo_given)	\
{									\
	const int mo = __uatomic_store_order(mo_given);			\
									\
	if (__uatomic_orders(store, n, mo) !=				\
	    UATOMIC_ARCH_ORDERS_NOTHING) {				\
		arch_uatomic_store_##n(addr, v, mo);			\
		if (mo == CMM_SEQ_CST_FENCE &&				\
		    __uatomic_orders(store, n, mo) !=			\
		    UATOMIC_ARCH_ORDERS_FULL)				\
			__uatomic_store_mb_fence();			\
		return;							\
	}								\
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
		__uatomic_store_mb_fence();				\
}

/*
 * A CMM_SEQ_CST_FENCE failure is a full barrier before the read, too.
 * Fences around relaxed or fully ordered primitives give that already;
 * where the read of a failing cmpxchg only orders itself as C11 asks, a
 * mismatch is followed by a full barrier and a second attempt, whose
 * read decides the outcome.
 */
#define __uatomic_failure_needs_retry(n, mof)				\
	((mof) == CMM_SEQ_CST_FENCE &&					\
	 __uatomic_orders(cmpxchg_failure, n, mof) ==			\
	 UATOMIC_ARCH_ORDERS_C11)

/*
 * The barrier after a compare-and-swap: the success order's when both
 * outcomes need one (never the weaker of the two), once, without a
 * branch; else the one of the outcome, @failed.
 */
static __caa_always_inline void
__uatomic_cmpxchg_after(int full, int ordered, int mo_success,
			int mo_failure, int failed)
{
	const int after_success =
		__uatomic_rmw_after_kind(full, ordered, mo_success);
	const int after_failure =
		__uatomic_rmw_after_kind(full, ordered, mo_failure);

	if (__uatomic_after_same(after_success, after_failure))
		__uatomic_barrier_after(after_success);
	else if (caa_unlikely(failed))
		__uatomic_barrier_after(after_failure);
	else
		__uatomic_barrier_after(after_success);
}

/*
 * The outcome is not known before the primitive: it is ordered for the
 * stronger one, the success order (a failure order is never stronger,
 * Documentation/ordering.md §3; a seq_cst failure beside a
 * CMM_SEQ_CST_FENCE success must not drop the TSO leading barrier).
 */
#define __uatomic_compose_cmpxchg(type, n)				\
static __caa_always_inline uint64_t					\
__uatomic_cmpxchg_##n(volatile void *addr, uint64_t old,		\
		      uint64_t new_val, int mos, int mof)		\
{									\
	const int mo_success = __uatomic_cmpxchg_order(mos, mof, mos);	\
	const int mo_failure = __uatomic_cmpxchg_order(mos, mof, mof);	\
	const int orders =						\
		__uatomic_cmpxchg_orders(n, mo_success, mo_failure);	\
	const int full = orders == UATOMIC_ARCH_ORDERS_FULL;		\
	const int ordered = orders == UATOMIC_ARCH_ORDERS_C11;		\
	uint64_t prev;							\
									\
	__uatomic_rmw_before(full, ordered, mo_success, 1);		\
	prev = arch_uatomic_cmpxchg_##n(addr, old, new_val, mo_success,	\
					mo_failure);			\
	if (__uatomic_failure_needs_retry(n, mo_failure) && prev != old) { \
		cmm_smp_mb();						\
		prev = arch_uatomic_cmpxchg_##n(addr, old, new_val,	\
						mo_success, mo_failure); \
	}								\
	__uatomic_cmpxchg_after(full, ordered, mo_success, mo_failure,	\
				prev != old);				\
	return prev;							\
}

/*
 * try_cmpxchg and its weak form, ordered as cmpxchg (the arch's answer
 * for cmpxchg is the answer for them: the same instruction, or the same
 * LL/SC pair tried once): whether it stored, and on failure the value
 * read in *expected.  @weak is empty or _weak.
 */
#define __uatomic_compose_try_cmpxchg(type, n, weak)			\
static __caa_always_inline __uatomic_bool				\
__uatomic_try_cmpxchg##weak##_##n(volatile void *addr,			\
				  __uatomic_val_##n *expected,		\
				  __uatomic_val_##n new_val,		\
				  int mos, int mof)			\
{									\
	const int mo_success = __uatomic_cmpxchg_order(mos, mof, mos);	\
	const int mo_failure = __uatomic_cmpxchg_order(mos, mof, mof);	\
	const int orders =						\
		__uatomic_cmpxchg_orders(n, mo_success, mo_failure);	\
	const int full = orders == UATOMIC_ARCH_ORDERS_FULL;		\
	const int ordered = orders == UATOMIC_ARCH_ORDERS_C11;		\
	const __uatomic_uint_##n old = (__uatomic_uint_##n) *expected;	\
	__uatomic_uint_##n found = old;					\
	__uatomic_bool ok;						\
									\
	__uatomic_rmw_before(full, ordered, mo_success, 1);		\
	ok = arch_uatomic_try_cmpxchg##weak##_##n(addr, &found,		\
			new_val, mo_success, mo_failure);		\
	if (__uatomic_failure_needs_retry(n, mo_failure) && !ok) {	\
		cmm_smp_mb();						\
		found = old;						\
		ok = arch_uatomic_try_cmpxchg##weak##_##n(addr, &found,	\
				new_val, mo_success, mo_failure);	\
	}								\
	__uatomic_cmpxchg_after(full, ordered, mo_success, mo_failure,	\
				!ok);					\
	*expected = found;						\
	return ok;							\
}

/*
 * The ordered operation of a table row, of size @n: the fences (if any)
 * around the primitive.  A conditional update (derive "while") that did
 * not store was a relaxed read (contract §3, as Linux's
 * atomic_fetch_add_unless()): the barrier after it is the stored
 * outcome's only, as a cmpxchg whose failure is relaxed
 * (__uatomic_cmpxchg_after).  Whether it stored is read from what it
 * returns; the compiler threads that test into the loop's two exits.
 */
#define __uatomic_compose_rmw(name, params, returns, derive, expr,	\
			      operand, dflt, type, n)			\
static __caa_always_inline __uatomic_ret_##returns			\
__uatomic_##name##_##n __uatomic_params_##params			\
{									\
	const int orders = __uatomic_row_orders(name, derive, expr, n, mo); \
	const int full = orders == UATOMIC_ARCH_ORDERS_FULL;		\
	const int ordered = orders == UATOMIC_ARCH_ORDERS_C11;		\
									\
	__uatomic_rmw_before(full, ordered, mo, 0);			\
	__uatomic_rmw_call_##returns(					\
		arch_uatomic_##name##_##n __uatomic_args_##params,	\
		full, ordered, mo,					\
		__uatomic_rmw_stored_##derive(n, returns))		\
}
#define __uatomic_rmw_call_value(returns, call, full, ordered, mo,	\
				 stored)				\
	__uatomic_ret_##returns ret = call;				\
									\
	__uatomic_cmpxchg_after(full, ordered, mo, CMM_RELAXED, !(stored)); \
	return ret;
#define __uatomic_rmw_call_old(...)	__uatomic_rmw_call_value(old, __VA_ARGS__)
#define __uatomic_rmw_call_new(...)	__uatomic_rmw_call_value(new, __VA_ARGS__)
#define __uatomic_rmw_call_bit(...)	__uatomic_rmw_call_value(bit, __VA_ARGS__)
#define __uatomic_rmw_call_none(call, full, ordered, mo, stored)	\
	call;								\
	__uatomic_rmw_after(full, ordered, mo);

/*
 * The pause of a spin-wait on *addr (uatomic_cond_load), which last read
 * @old: the arch's wait for the location to be written, where it has one
 * (arch_uatomic_wait_N, announced with "#define arch_uatomic_wait": arm64
 * WFE), else caa_cpu_relax().  Either may return at once: the caller
 * reads again and decides.
 */
#ifdef arch_uatomic_wait
# define __uatomic_arch_wait(n, addr, old)	arch_uatomic_wait_##n(addr, old)
#else
# define __uatomic_arch_wait(n, addr, old)				\
	do {								\
		(void) (addr);						\
		(void) (old);						\
		caa_cpu_relax();					\
	} while (0)
#endif
#define __uatomic_compose_wait(type, n)					\
static __caa_always_inline void						\
__uatomic_wait_##n(const volatile void *addr, uint64_t old)		\
{									\
	__uatomic_arch_wait(n, addr, old);				\
}

/*
 * The clock of uatomic_cond_load_timeout() (@timed: a constant, 0 for a
 * wait without a timeout, which reads no clock): caa_get_cycles(), unless
 * it reads none (!UATOMIC_HAS_CYCLES), where the timeout counts @polls,
 * the failed reads so far.
 */
#ifdef UATOMIC_HAS_CYCLES
# define __uatomic_wait_clock(timed, polls)				\
	((void) (polls), (timed) ? caa_get_cycles() : 0)
#else
# define __uatomic_wait_clock(timed, polls)	((void) (timed), (polls))
#endif

#define __uatomic_compose(type, n)					\
	__uatomic_compose_load(type, n)					\
	__uatomic_compose_wait(type, n)					\
	__uatomic_compose_store(type, n)				\
	__uatomic_compose_cmpxchg(type, n)				\
	__uatomic_compose_try_cmpxchg(type, n, )			\
	__uatomic_compose_try_cmpxchg(type, n, _weak)			\
	__uatomic_for_each_rmw(__uatomic_compose_rmw, type, n)
__uatomic_for_each_size(__uatomic_compose)

/*
 * The double-width compare-and-swap (uatomic_cmpxchg_dword), ordered as
 * every cmpxchg: try_cmpxchg from the arch's primitive, and the
 * value-returning form from it (what it found, or @old when it stored).
 * Declared only where the target has none: <urcu/uatomic.h> has already
 * rejected the operation with a message saying so.
 */
#ifdef UATOMIC_HAS_ATOMIC_DWORD
__uatomic_compose_try_cmpxchg(__uatomic_dword, 16, )
static __caa_always_inline __uatomic_dword
__uatomic_cmpxchg_16(volatile void *addr, __uatomic_dword old,
		     __uatomic_dword new_val, int mo_success, int mo_failure)
{
	(void) __uatomic_try_cmpxchg_16(addr, &old, new_val, mo_success,
					mo_failure);
	return old;
}

/*
 * uatomic_load_dword's read at a load's order: the arch's 16-byte load
 * where it has one that is single-copy atomic (arch_uatomic_load_16:
 * Armv8.4 LSE2's ldp, POWER8's lq), between the barriers of the 8-byte
 * load (__uatomic_compose_load) as arch_uatomic_orders(load, 16, mo)
 * answers; else the compare-and-swap of a guess with itself
 * (<urcu/uatomic-dword.h>).
 */
#ifdef arch_uatomic_load_16
__uatomic_compose_load_order(16)
#endif
static __caa_always_inline __uatomic_dword
__uatomic_load_16(volatile void *addr, int mo_given)
{
#ifdef arch_uatomic_load_16
	const int mo = __uatomic_load_order(mo_given);
	__uatomic_dword v;

	__uatomic_load_before_16(mo);
	v = arch_uatomic_load_16(addr,
			__uatomic_load_self_16(mo) ? mo : CMM_RELAXED);
	__uatomic_load_after_16(mo);
	return v;
#else
	return __uatomic_cmpxchg_16(addr, __uatomic_dword_zero(),
				    __uatomic_dword_zero(), mo_given,
				    mo_given);
#endif
}
#else
__uatomic_dword __uatomic_load_16(volatile void *addr, int mo);
__uatomic_bool __uatomic_try_cmpxchg_16(volatile void *addr,
					__uatomic_dword *expected,
					__uatomic_dword new_val, int mos,
					int mof);
__uatomic_dword __uatomic_cmpxchg_16(volatile void *addr,
				     __uatomic_dword old,
				     __uatomic_dword new_val, int mos,
				     int mof);
#endif

/*
 * Sizes the target cannot do: declared only, so that the type-generic
 * dispatch of <urcu/uatomic.h> parses; its static assertion has already
 * rejected the operand with a message naming the operation and size.
 */
#define __uatomic_declare_rmw(name, params, returns, derive, expr,	\
			      operand, dflt, type, n)			\
__uatomic_ret_##returns __uatomic_##name##_##n __uatomic_params_##params;
#define __uatomic_unsupported(type, n)					\
uint64_t __uatomic_load_##n(const volatile void *addr, int mo);		\
void __uatomic_load_before_##n(int mo);					\
uint64_t __uatomic_load_read_##n(const volatile void *addr, int mo);	\
void __uatomic_load_after_##n(int mo);					\
void __uatomic_store_##n(volatile void *addr, uint64_t v, int mo);	\
void __uatomic_wait_##n(const volatile void *addr, uint64_t old);	\
uint64_t __uatomic_cmpxchg_##n(volatile void *addr, uint64_t old,	\
			       uint64_t new_val, int mos, int mof);	\
__uatomic_bool __uatomic_try_cmpxchg_##n(volatile void *addr,		\
					 uint64_t *expected,		\
			      uint64_t new_val, int mos, int mof);	\
__uatomic_bool __uatomic_try_cmpxchg_weak_##n(volatile void *addr,	\
				   uint64_t *expected, uint64_t new_val, \
				   int mos, int mof);			\
__uatomic_for_each_rmw(__uatomic_declare_rmw, type, n)
__uatomic_for_each_missing_size(__uatomic_unsupported)

/*
 * cmm_smp_mb__before/after_uatomic_<op>(): order a relaxed @op.  Where
 * its primitive (of a word) is already a full barrier only the compiler
 * must be held back.
 */
#define __uatomic_mb_around(op)						\
	do {								\
		if (__uatomic_orders(op, 4, CMM_RELAXED) ==		\
		    UATOMIC_ARCH_ORDERS_FULL)				\
			cmm_barrier();					\
		else							\
			cmm_smp_mb();					\
	} while (0)

#endif /* _GENERIC_UATOMIC_H */
