/* SPDX-License-Identifier: MIT */
/*
 * generic/uatomic-cas-loop.h - every read-modify-write of the operation
 * table (<generic/uatomic-ops.h>) built from compare-and-swap, row by
 * row: the loop, and the function a row's "derive" column describes.
 * <generic/uatomic.h> derives with it the operations an arch left out, an
 * arch that lacks them for one size only (i386's 8 bytes) instantiates
 * __uatomic_cas_loop_rmw(type, n), and <generic/uatomic-subword.h> takes
 * inc and dec of the small sizes from their add.
 */
#ifndef _GENERIC_UATOMIC_CAS_LOOP_H
#define _GENERIC_UATOMIC_CAS_LOOP_H

#include <stdint.h>
#include <urcu/compiler.h>
#include <generic/uatomic-arch.h>

/*
 * A cmpxchg loop storing @expr computed from the current value "old",
 * until the cmpxchg finds what the loop computed from: <generic/uatomic.h>
 * derives with it every operation an arch left out, and an arch that
 * lacks them for one size only (i386's 8 bytes) instantiates
 * __uatomic_cas_loop_rmw(type, n) for it.  The first "old" is only a
 * guess, which the cmpxchg checks and, when wrong, replaces with the
 * value it found; only the cmpxchg that succeeds writes, and what the
 * loop returns is what that cmpxchg found.  So the guess need not be
 * atomic: an arch whose atomic load of an operand wider than a register
 * is costly (i386: an x87 or SSE move through memory) says
 * UATOMIC_ARCH_CAS_LOOP_PLAIN_GUESS, and the guess is a plain read, two
 * word loads that may be torn (as Linux's atomic64_32.h reads it).
 */
#define __uatomic_guess_type_1	__uatomic_u8
#define __uatomic_guess_type_2	__uatomic_u16
#define __uatomic_guess_type_4	__uatomic_u32
#define __uatomic_guess_type_8	__uatomic_u64
#define __uatomic_atomic_guess(n)					\
	((__uatomic_uint_##n) arch_uatomic_load_##n(addr, CMM_RELAXED))
#ifdef UATOMIC_ARCH_CAS_LOOP_PLAIN_GUESS
# define __uatomic_cas_loop_guess(n)					\
	(*(const volatile __uatomic_guess_type_##n *) addr)
#else
# define __uatomic_cas_loop_guess(n)	__uatomic_atomic_guess(n)
#endif

/*
 * The compare-and-swap the loops retry on reports success as a flag:
 * arch_uatomic_try_cmpxchg_N(addr, &expected, new, mo_success,
 * mo_failure) is true when it stored, else false with expected updated to
 * the value it found.  An arch whose instruction sets a flag (x86's
 * cmpxchg and cmpxchg8b: ZF, where "prev != old" would compare again, two
 * register pairs on i386) or whose LL/SC loop exits on one gives it; for
 * the others <generic/uatomic.h> derives it here from cmpxchg, the
 * compare the loop would make anyway.  expected is the unsigned integer
 * of the operand's size (__uatomic_uint_N, <generic/uatomic-arch.h>), so
 * that the value the instruction left in its register is the next guess
 * as it is, with no extension.
 */
#define __uatomic_derive_try_cmpxchg(type, n)				\
static __caa_always_inline __uatomic_bool				\
arch_uatomic_try_cmpxchg_##n __uatomic_params_try(n)			\
{									\
	const __uatomic_uint_##n old = *expected;			\
									\
	*expected = (__uatomic_uint_##n) arch_uatomic_cmpxchg_##n(addr,	\
			old, new_val, mo_success, mo_failure);		\
	return *expected == old;					\
}
/*
 * The weak form may fail without another CPU's store in between (an
 * LL/SC pair tried once); where the arch has no such form it is the
 * strong one.
 */
#define __uatomic_derive_try_cmpxchg_weak(type, n)			\
static __caa_always_inline __uatomic_bool				\
arch_uatomic_try_cmpxchg_weak_##n __uatomic_params_try(n)		\
{									\
	return arch_uatomic_try_cmpxchg_##n(addr, expected, new_val,	\
					    mo_success, mo_failure);	\
}

#define __uatomic_cmpxchg_loop(n, expr)					\
	__uatomic_uint_##n old = __uatomic_cas_loop_guess(n);		\
									\
	while (!arch_uatomic_try_cmpxchg_##n(addr, &old, (expr), mo,	\
					     CMM_RELAXED))		\
		;

/* The end of a primitive derived by a loop, by what it returns. */
#define __uatomic_loop_return_old(expr)	return old;
#define __uatomic_loop_return_new(expr)	return expr;
#define __uatomic_loop_return_none(expr)

/* The bodies of the four ways of the table's "derive" column. */
#define __uatomic_derive_loop(n, returns, expr)				\
	__uatomic_cmpxchg_loop(n, expr)					\
	__uatomic_loop_return_##returns(expr)
#define __uatomic_derive_call(n, returns, call)				\
	__uatomic_derive_call_(n, __uatomic_unparen call)
#define __uatomic_derive_call_(...)	__uatomic_derive_call__(__VA_ARGS__)
#define __uatomic_derive_call__(n, op, value)				\
	(void) arch_uatomic_##op##_##n(addr, value, mo);
#define __uatomic_derive_from(n, returns, call)				\
	__uatomic_derive_from_(n, __uatomic_unparen call)
#define __uatomic_derive_from_(...)	__uatomic_derive_from__(__VA_ARGS__)
#define __uatomic_derive_from__(n, op, expr)				\
	uint64_t ret = arch_uatomic_##op##_##n(addr, v, mo);		\
									\
	return expr;

#define __uatomic_derive_bit(n, returns, call)				\
	__uatomic_derive_bit_(n, __uatomic_unparen call)
#define __uatomic_derive_bit_(...)	__uatomic_derive_bit__(__VA_ARGS__)
/*
 * The mask and the bit taken in an int for a byte or halfword and at the
 * operand's width above (a 32-bit shift and test where the machine has
 * them, RV64's sllw): no extension or truncation of the old value.
 */
#define __uatomic_bit_type_1	unsigned int
#define __uatomic_bit_type_2	unsigned int
#define __uatomic_bit_type_4	uint32_t
#define __uatomic_bit_type_8	uint64_t
#define __uatomic_derive_bit__(n, op, value)				\
	const __uatomic_bit_type_##n mask = (__uatomic_bit_type_##n) 1 << v; \
									\
	return ((__uatomic_bit_type_##n) arch_uatomic_##op##_##n(addr,	\
			value, mo) & mask) != 0;

/*
 * The loop of a conditional update: it returns @failed without storing
 * when @cond fails of the value it read (the first read, or the value a
 * failed cmpxchg found); when it stored, the value before, the value
 * after or true, by what the row returns.  It may thus return on its
 * first read with no cmpxchg to check it, so that read is the arch's
 * atomic load, never the plain guess of the loops above: two word loads
 * may pair the low word of one value with the high word of the next (an
 * aligned 8-byte access is atomic as one instruction: Intel SDM vol. 3A
 * §9.1.1; ARMv7's ldrexd, not ldrd without LPAE: Arm ARM DDI 0406C
 * A3.5.3), and inc_not_zero of a counter going from 0xffffffff to
 * 0x100000000 would decide on a 0 never stored.  The compare-and-swap
 * is likely to store, as the compiler takes its own builtin's to: the
 * loop is then laid out as the builtin's, the condition first and the
 * retry the branch back (no jump into the loop to test the condition).
 * <generic/uatomic.h> orders the stored outcome only, by testing the
 * result (__uatomic_stored_*); each exit tells the compiler that test's
 * answer, which it cannot always see (dec_if_positive's result of a
 * least value; the value an asm cmpxchg found), so that the test costs
 * no instruction.
 */
/* Whether the operation stored, of its result "ret": always, but for
 * the conditional updates.  One CPU has no barrier to skip (a compiler
 * barrier on both exits): there the test and the hints are left out, as
 * a hint would only move the result to another register. */
#define __uatomic_rmw_stored_loop(n, returns)	1
#define __uatomic_rmw_stored_call(n, returns)	1
#define __uatomic_rmw_stored_from(n, returns)	1
#define __uatomic_rmw_stored_bit(n, returns)	1
#ifdef UATOMIC_CONFIG_SMP
# define __uatomic_known(fact)						\
	do {								\
		if (!(fact))						\
			__builtin_unreachable();			\
	} while (0)
# define __uatomic_rmw_stored_while(n, returns)				\
	__uatomic_stored_##returns(n)
#else
# define __uatomic_known(fact)	do { } while (0)
# define __uatomic_rmw_stored_while(n, returns)	1
#endif
/* add_unless: whether it added; fetch_add_unless: a value before that
 * was not u; dec_if_positive: a value stored that is not negative. */
#define __uatomic_stored_bit(n)		(ret)
#define __uatomic_stored_old(n)						\
	((__uatomic_uint_##n) ret != (__uatomic_uint_##n) u)
#define __uatomic_stored_new(n)						\
	(((__uatomic_uint_##n) ret >> (8 * (n) - 1)) == 0)
#define __uatomic_derive_while(n, returns, cond_expr_failed)		\
	__uatomic_derive_while_(n, returns,				\
				__uatomic_unparen cond_expr_failed)
#define __uatomic_derive_while_(...)	__uatomic_derive_while__(__VA_ARGS__)
#define __uatomic_derive_while__(n, returns, cond, expr, failed)	\
	__uatomic_uint_##n old = __uatomic_atomic_guess(n);		\
									\
	__uatomic_while_type_##returns(n) ret;				\
									\
	for (;;) {							\
		if (!(cond)) {						\
			ret = (failed);					\
			__uatomic_known(!__uatomic_stored_##returns(n)); \
			break;						\
		}							\
		if (caa_likely(arch_uatomic_try_cmpxchg_##n(addr, &old,	\
				(expr), mo, CMM_RELAXED))) {		\
			ret = __uatomic_while_stored_##returns(expr);	\
			__uatomic_known(__uatomic_stored_##returns(n));	\
			break;						\
		}							\
	}								\
	return ret;
#define __uatomic_while_type_old(n)	__uatomic_uint_##n
#define __uatomic_while_type_new(n)	__uatomic_uint_##n
#define __uatomic_while_type_bit(n)	__uatomic_bool

/* The primitive @name of size @n, from its row of <generic/uatomic-ops.h>. */
#define __uatomic_derive_row(name, params, returns, derive, expr,	\
			     operand, dflt, type, n)			\
static __caa_always_inline __uatomic_ret_##returns			\
arch_uatomic_##name##_##n __uatomic_params_##params			\
{									\
	__uatomic_derive_##derive(n, returns, expr)			\
}

/* Every read-modify-write of size @n from the cmpxchg loop, row by row. */
#define __uatomic_cas_loop_rmw(type, n)					\
	__uatomic_for_each_rmw(__uatomic_derive_row, type, n)

/* inc and dec of size @n from its add (an add of 1 or -1): their rows. */
#define __uatomic_unary_from_add(type, n)				\
	__uatomic_row_inc(__uatomic_derive_row, type, n)		\
	__uatomic_row_dec(__uatomic_derive_row, type, n)

#endif /* _GENERIC_UATOMIC_CAS_LOOP_H */
