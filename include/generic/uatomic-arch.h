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
 *   arch_uatomic_load_N(addr, mo), arch_uatomic_store_N(addr, v, mo)
 *   arch_uatomic_wait_N(addr, old)                 the pause of a spin-wait
 *                                                  that last read @old
 *   arch_uatomic_<row>_N(...)                      any row of the table,
 *       <generic/uatomic-ops.h>: its parameters by the row's params column
 *       (value: addr, v, mo; pair: addr, v, u, mo; unary: addr, mo), its
 *       result by the returns column
 * and, where the target has a double-width compare-and-swap, announced
 * with UATOMIC_HAS_ATOMIC_DWORD:
 *   arch_uatomic_try_cmpxchg_16(addr, expected, new, mo_success,
 *                               mo_failure)        whether it stored; the
 *                                                  value found in *expected
 *   arch_uatomic_load_16(addr, mo)   optional (#define it): a 16-byte
 *                                    load, single-copy atomic
 *   (values __uatomic_dword, the 16 bytes as the target's unsigned
 *   __int128 holds them; arch_uatomic_orders(cmpxchg, 16, mo) and
 *   arch_uatomic_orders(load, 16, mo) answer)
 * Each optional operation is announced, for all sizes at once, with
 * "#define arch_uatomic_xchg"; <generic/uatomic.h> derives the rest (the
 * operations are the rows of <generic/uatomic-ops.h>).  What the
 * primitives order is said with one hook, arch_uatomic_orders(op, n, mo)
 * (<generic/uatomic-ops.h>); barriers lighter than a full one may be
 * named with arch_uatomic_acquire_fence(), arch_uatomic_release_fence()
 * and arch_uatomic_seq_cst_store_fence().
 */
#ifndef _GENERIC_UATOMIC_ARCH_H
#define _GENERIC_UATOMIC_ARCH_H

#include <stdint.h>
#include <urcu/compiler.h>
#include <generic/uatomic-ops.h>

/* Every 64-bit target does 8-byte operands: they are its longs. */
#if __SIZEOF_LONG__ == 8 && !defined(UATOMIC_HAS_ATOMIC_LLONG)
# define UATOMIC_HAS_ATOMIC_LLONG	1
#endif

/*
 * Interrupt masking (<generic/uatomic-irqmask.h>) keeps out only code on
 * the same core, so it needs a uniprocessor configuration: said here
 * once, for its refusal of an SMP one and for a port that must explain
 * why, in an SMP configuration, a size it would mask for is missing.
 */
#define __UATOMIC_IRQMASK_NEEDS_UP					\
	"interrupt masking makes an operation atomic on one core only: " \
	"configure SMP=n"

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
 * What a memory order asks of an operation, as constant expressions (an
 * arch's hook and the ports whose instructions take the order, riscv's
 * aq/rl bits, use them too): whether it releases or acquires (without
 * CMM_SEQ_CST and CMM_SEQ_CST_FENCE), whether it is seq_cst, and whether
 * it needs ordering before the access (a release half: release or
 * seq_cst) or after it (an acquire half: acquire or seq_cst).
 */
#define __UATOMIC_MO_RELEASES(mo)					\
	((mo) == CMM_RELEASE || (mo) == CMM_ACQ_REL)
#define __UATOMIC_MO_ACQUIRES(mo)					\
	((mo) == CMM_CONSUME || (mo) == CMM_ACQUIRE || (mo) == CMM_ACQ_REL)
#define __UATOMIC_MO_SEQ_CST(mo)					\
	((mo) == CMM_SEQ_CST || (mo) == CMM_SEQ_CST_FENCE)
/* How much a compare-and-swap's order acquires: its failure order may
 * not acquire more than its success order (ordering.md §3). */
#define __uatomic_mo_acquire_strength(mo)				\
	((mo) == CMM_CONSUME ? 1 :					\
	 (mo) == CMM_ACQUIRE || (mo) == CMM_ACQ_REL ? 2 :		\
	 (mo) == CMM_SEQ_CST ? 3 : (mo) == CMM_SEQ_CST_FENCE ? 4 : 0)
#define __uatomic_mo_release_half(mo)					\
	(__UATOMIC_MO_RELEASES(mo) || __UATOMIC_MO_SEQ_CST(mo))
#define __uatomic_mo_acquire_half(mo)					\
	(__UATOMIC_MO_ACQUIRES(mo) || __UATOMIC_MO_SEQ_CST(mo))

/* The same three as functions, which evaluate @mo once, for code that
 * needs no constant expression. */
static __caa_always_inline int __uatomic_mo_releases(int mo)
{
	return __UATOMIC_MO_RELEASES(mo);
}

static __caa_always_inline int __uatomic_mo_acquires(int mo)
{
	return __UATOMIC_MO_ACQUIRES(mo);
}

static __caa_always_inline int __uatomic_mo_seq_cst(int mo)
{
	return __UATOMIC_MO_SEQ_CST(mo);
}

/*
 * Whether this build needs a barrier instruction before, after an access
 * at @mo: for a port whose read-modify-write carries its barriers in its
 * own asm (mips).  A uniprocessor build needs none: only the compiler is
 * held back, by the asm's "memory".
 */
#ifdef UATOMIC_CONFIG_SMP
# define __uatomic_needs_barrier_before(mo)	__uatomic_mo_release_half(mo)
# define __uatomic_needs_barrier_after(mo)	__uatomic_mo_acquire_half(mo)
#else
# define __uatomic_needs_barrier_before(mo)	((void) (mo), 0)
# define __uatomic_needs_barrier_after(mo)	((void) (mo), 0)
#endif

/*
 * M(fence_before, fence_after, ...): an asm that carries its barriers,
 * built with @fence (an instruction string) where @before and @after ask
 * for one, and "" where not (constants once inlined: one asm remains).
 * Nested, not an else-if chain: where @before is a constant 1 (MIPS's
 * Loongson-3 workaround), "(before) && (after)" folds to @after, and a
 * chain testing @after again trips gcc's -Wduplicated-cond in the user's
 * build.
 */
#define __uatomic_asm_fenced(fence, before, after, M, ...)		\
do {									\
	if (before) {							\
		if (after)						\
			M(fence, fence, __VA_ARGS__);			\
		else							\
			M(fence, "", __VA_ARGS__);			\
	} else {							\
		if (after)						\
			M("", fence, __VA_ARGS__);			\
		else							\
			M("", "", __VA_ARGS__);				\
	}								\
} while (0)

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
/* A value of N bytes in a variable of its own (no aliasing): uintN_t. */
#define __uatomic_uint_1	uint8_t
#define __uatomic_uint_2	uint16_t
#define __uatomic_uint_4	uint32_t
#define __uatomic_uint_8	uint64_t
/*
 * A double-width operand's value (uatomic_cmpxchg_dword): the 16 bytes
 * as an unsigned __int128 holds them, whose halves each arch's asm puts
 * in its register pair.  A target without the type (32-bit) has no such
 * operation; the struct only lets <urcu/uatomic.h> parse to the static
 * assertion that says so.
 */
#ifdef __SIZEOF_INT128__
__extension__ typedef unsigned __int128 __uatomic_dword;
#else
typedef struct {
	uint64_t __w[2];
} __uatomic_dword;
#endif
#define __uatomic_uint_16	__uatomic_dword
/* A zero of it, whichever of the two it is (uatomic_load_dword's guess). */
static __caa_always_inline __uatomic_dword __uatomic_dword_zero(void)
{
	__uatomic_dword z;

	__builtin_memset(&z, 0, sizeof(z));
	return z;
}
/* The type a value of N bytes travels in between the layers. */
#define __uatomic_val_1		uint64_t
#define __uatomic_val_2		uint64_t
#define __uatomic_val_4		uint64_t
#define __uatomic_val_8		uint64_t
#define __uatomic_val_16	__uatomic_dword

/*
 * Whether a compare-and-swap stored (try_cmpxchg): a bool from the
 * instruction's flag to the caller, as the builtin's, so that the
 * compiler keeps it in the flag's byte register (an int costs x86 a
 * zero-extending move).
 */
#ifdef __cplusplus
# define __uatomic_bool	bool
#else
# define __uatomic_bool	_Bool
#endif

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

#define __uatomic_for_each_size(M)					\
	__uatomic_size_1(M)						\
	__uatomic_size_2(M)						\
	M(__uatomic_u32, 4)						\
	__uatomic_size_8(M)
#define __uatomic_for_each_missing_size(M)				\
	__uatomic_missing_1(M)						\
	__uatomic_missing_2(M)						\
	__uatomic_missing_8(M)

#endif /* _GENERIC_UATOMIC_ARCH_H */
