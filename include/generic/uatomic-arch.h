/* SPDX-License-Identifier: MIT */
/*
 * generic/uatomic-arch.h - what every atomic-instruction file needs: the
 * operand-size flags completed for 64-bit targets, and a switch over the
 * operand sizes the target supports.  Included by <asm/uatomic.h> (and by
 * <generic/uatomic-builtins.h>) after it has announced its sizes with
 * UATOMIC_HAS_ATOMIC_BYTE / _SHORT / _LLONG.
 *
 * The interface an arch implements, for each size N it supports (define
 * them with __uatomic_for_each_size()), each function static and always
 * inline, values passed as uint64_t whatever the operand size:
 *   arch_uatomic_cmpxchg_N(addr, old, new, mo_success, mo_failure)
 *                                                  (required; returns the
 *                                                   previous value)
 *   arch_uatomic_xchg_N(addr, v, mo)               previous value
 *   arch_uatomic_add_return_N(addr, v, mo)         new value
 *   arch_uatomic_add_N/and_N/or_N(addr, v, mo)     no return
 *   arch_uatomic_inc_N/dec_N(addr, mo)             no return
 *   arch_uatomic_load_N(addr, mo), arch_uatomic_store_N(addr, v, mo)
 * Each optional operation is announced, for all sizes at once, with
 * "#define arch_uatomic_xchg"; <generic/uatomic.h> derives the rest.  What
 * the primitives order is announced once:
 *   UATOMIC_ARCH_RMW_FULL_BARRIER  every RMW is a full barrier (x86 lock)
 *   UATOMIC_ARCH_ORDERED           every primitive honours mo as C11 does
 *   (with it, UATOMIC_ARCH_CMPXCHG_FAILURE_FENCED: a cmpxchg failing with
 *   CMM_SEQ_CST_FENCE is already a full barrier before its read)
 *   UATOMIC_ARCH_RMW_ORDERED       every read-modify-write honours mo,
 *                                  and is a full barrier at seq_cst
 *                                  (__uatomic_rmw_barrier_before/after
 *                                  below); loads and stores are plain
 *   neither                        primitives are relaxed; fences are added
 *                                  (arch_smp_mb(), or the lighter
 *                                  arch_uatomic_acquire_fence(),
 *                                  arch_uatomic_release_fence() and
 *                                  arch_uatomic_seq_cst_store_fence())
 * or, per operation, size and order (constant expressions of n and mo):
 *   arch_uatomic_full_barrier_<op>(n, mo)  the primitive is a full barrier
 *   arch_uatomic_ordered_<op>(n, mo)       it orders itself as C11 does
 * and, for a machine whose exchange is a full barrier (needs the above):
 *   UATOMIC_ARCH_SEQ_CST_STORE_XCHG a seq_cst store is an exchange, cheaper
 *                                  than a store and a full barrier
 */
#ifndef _GENERIC_UATOMIC_ARCH_H
#define _GENERIC_UATOMIC_ARCH_H

#include <stdint.h>
#include <urcu/compiler.h>

/* Every 64-bit target does 8-byte operands: they are its longs. */
#if __SIZEOF_LONG__ == 8 && !defined(UATOMIC_HAS_ATOMIC_LLONG)
# define UATOMIC_HAS_ATOMIC_LLONG	1
#endif

/*
 * Whether a memory order is seq_cst, as a constant expression, for the
 * arch_uatomic_*_<op>(n, mo) hooks (array sizes in "make report" evaluate
 * them).
 */
#define __UATOMIC_MO_SEQ_CST(mo)					\
	((mo) == CMM_SEQ_CST || (mo) == CMM_SEQ_CST_FENCE)

/* enum cmm_memorder -> __ATOMIC_*, by code: sparse gives the __ATOMIC_*
 * macros other values than gcc does. */
static __caa_always_inline int __uatomic_c11(int mo)
{
	switch (mo) {
	case CMM_RELAXED:
		return __ATOMIC_RELAXED;
	case CMM_CONSUME:
		return __ATOMIC_CONSUME;
	case CMM_ACQUIRE:
		return __ATOMIC_ACQUIRE;
	case CMM_RELEASE:
		return __ATOMIC_RELEASE;
	case CMM_ACQ_REL:
		return __ATOMIC_ACQ_REL;
	default:
		return __ATOMIC_SEQ_CST;
	}
}

/*
 * What a memory order asks of an operation's read and write halves, for
 * <generic/uatomic.h> and for ports whose instructions take the order
 * (riscv aq/rl bits): CMM_SEQ_CST and CMM_SEQ_CST_FENCE are neither here,
 * being asked for separately.
 */
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
	return __UATOMIC_MO_SEQ_CST(mo);
}

/*
 * For a UATOMIC_ARCH_RMW_ORDERED port, whose read-modify-write carries
 * its barriers in its own asm and whose one barrier instruction serves
 * as release, acquire and full barrier: whether @mo asks for one before
 * the primitive (a release or seq_cst order) and after it (an acquire or
 * seq_cst one; both then make it a full barrier).  A uniprocessor build
 * asks for none: only the compiler is held back, by the asm's "memory".
 */
static __caa_always_inline int __uatomic_rmw_barrier_before(int mo)
{
#ifdef UATOMIC_CONFIG_SMP
	return __uatomic_mo_releases(mo) || __uatomic_mo_seq_cst(mo);
#else
	(void) mo;
	return 0;
#endif
}

static __caa_always_inline int __uatomic_rmw_barrier_after(int mo)
{
#ifdef UATOMIC_CONFIG_SMP
	return __uatomic_mo_acquires(mo) || __uatomic_mo_seq_cst(mo);
#else
	(void) mo;
	return 0;
#endif
}

/*
 * The operand as the primitives access it: an unsigned integer of its
 * size that may alias an object of any type.  The operand is often not
 * that integer (a long on a 32-bit target is no uint32_t for the C
 * aliasing rules, a pointer is no uintptr_t): without may_alias, type-based
 * alias analysis could move a plain store to the object past the plain
 * load a relaxed uatomic_load() is.
 */
typedef uint8_t __attribute__((__may_alias__)) __uatomic_u8;
typedef uint16_t __attribute__((__may_alias__)) __uatomic_u16;
typedef uint32_t __attribute__((__may_alias__)) __uatomic_u32;
typedef uint64_t __attribute__((__may_alias__)) __uatomic_u64;

/*
 * __uatomic_for_each_size(M) - M(type, bytes) once for each operand size
 * the target supports, type being the __uatomic_u* above;
 * __uatomic_for_each_missing_size(M) for the others.  Primitives are
 * defined once per size this way, so that the size is a constant inside
 * each of them even at -O0, where nothing is folded.
 */
#ifdef UATOMIC_HAS_ATOMIC_BYTE
# define __uatomic_size_1(M)		M(__uatomic_u8, 1)
# define __uatomic_missing_1(M)
#else
# define __uatomic_size_1(M)
# define __uatomic_missing_1(M)		M(__uatomic_u8, 1)
#endif
#ifdef UATOMIC_HAS_ATOMIC_SHORT
# define __uatomic_size_2(M)		M(__uatomic_u16, 2)
# define __uatomic_missing_2(M)
#else
# define __uatomic_size_2(M)
# define __uatomic_missing_2(M)		M(__uatomic_u16, 2)
#endif
#ifdef UATOMIC_HAS_ATOMIC_LLONG
# define __uatomic_size_8(M)		M(__uatomic_u64, 8)
# define __uatomic_missing_8(M)
#else
# define __uatomic_size_8(M)
# define __uatomic_missing_8(M)		M(__uatomic_u64, 8)
#endif

#define __uatomic_for_each_size(M)						__uatomic_size_1(M) __uatomic_size_2(M) M(__uatomic_u32, 4) __uatomic_size_8(M)
#define __uatomic_for_each_missing_size(M)					__uatomic_missing_1(M) __uatomic_missing_2(M) __uatomic_missing_8(M)

#endif /* _GENERIC_UATOMIC_ARCH_H */
