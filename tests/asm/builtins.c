// SPDX-License-Identifier: MIT
/*
 * tests/asm/builtins.c - the matrix of matrix.h written with the
 * compiler's __atomic builtins at the C11 order closest to each uatomic
 * order (CMM_SEQ_CST_FENCE as __ATOMIC_SEQ_CST; tests/asm/golden.sh
 * allows for the barriers the contract adds on top).  Never part of the
 * library: the yardstick the instruction counts of ops.c are held to.
 */
#include <urcu/uatomic.h>

#define MO_relaxed		__ATOMIC_RELAXED
#define MO_consume		__ATOMIC_CONSUME
#define MO_acquire		__ATOMIC_ACQUIRE
#define MO_release		__ATOMIC_RELEASE
#define MO_acq_rel		__ATOMIC_ACQ_REL
#define MO_seq_cst		__ATOMIC_SEQ_CST
#define MO_seq_cst_fence	__ATOMIC_SEQ_CST

#define ASM_LOAD(type, n, mo)						\
type bi_load_##n##_##mo(type *p);					\
type bi_load_##n##_##mo(type *p)					\
{									\
	return __atomic_load_n(p, MO_##mo);				\
}

/*
 * uatomic_cond_load as Linux's generic smp_cond_load_relaxed() is
 * written, on the builtins: a read, and cpu_relax() until the condition
 * holds.  Each read at CMM_SEQ_CST_FENCE has the contract's full barrier
 * on both sides of it, as the load's own row allows for.
 */
#define BI_COND_READ_relaxed(p)		__atomic_load_n(p, __ATOMIC_RELAXED)
#define BI_COND_READ_consume(p)		__atomic_load_n(p, __ATOMIC_CONSUME)
#define BI_COND_READ_acquire(p)		__atomic_load_n(p, __ATOMIC_ACQUIRE)
#define BI_COND_READ_seq_cst(p)		__atomic_load_n(p, __ATOMIC_SEQ_CST)
#define BI_COND_READ_seq_cst_fence(p)					\
	__extension__ ({						\
		__typeof__(*(p)) r;					\
									\
		__atomic_thread_fence(__ATOMIC_SEQ_CST);		\
		r = __atomic_load_n(p, __ATOMIC_SEQ_CST);		\
		__atomic_thread_fence(__ATOMIC_SEQ_CST);		\
		r;							\
	})
#define ASM_COND_LOAD(type, n, mo)					\
type bi_cond_load_##n##_##mo(type *p, type v);				\
type bi_cond_load_##n##_##mo(type *p, type v)				\
{									\
	type c;								\
									\
	while ((c = BI_COND_READ_##mo(p)) != v)				\
		caa_cpu_relax();					\
	return c;							\
}

#define ASM_STORE(type, n, mo)						\
void bi_store_##n##_##mo(type *p, type v);				\
void bi_store_##n##_##mo(type *p, type v)				\
{									\
	__atomic_store_n(p, v, MO_##mo);				\
}

#define ASM_CMPXCHG_OP(op, type, n, name, mos, mof)			\
type bi_##op##_##n##_##name(type *p, type old, type v);		\
type bi_##op##_##n##_##name(type *p, type old, type v)			\
{									\
	__atomic_compare_exchange_n(p, &old, v, 0, MO_##mos, MO_##mof);	\
	return old;							\
}
#define ASM_CMPXCHG(...)	ASM_CMPXCHG_OP(cmpxchg, __VA_ARGS__)
#define ASM_CMPXCHG_DWORD(...)	ASM_CMPXCHG_OP(cmpxchg_dword, __VA_ARGS__)

/* The 16-byte load: a call of libatomic's __atomic_load_16 where the
 * compiler inlines none (GCC on every target). */
#define ASM_LOAD_DWORD(type, n, mo)					\
type bi_load_dword_##n##_##mo(type *p);					\
type bi_load_dword_##n##_##mo(type *p)					\
{									\
	return __atomic_load_n(p, MO_##mo);				\
}

#define ASM_CMPXCHG_TEST(type, n)					\
int bi_cmpxchg_test_##n##_seq_cst_fence(type *p, type old, type v);			\
int bi_cmpxchg_test_##n##_seq_cst_fence(type *p, type old, type v)			\
{									\
	return __atomic_compare_exchange_n(p, &old, v, 0,		\
					   __ATOMIC_SEQ_CST,		\
					   __ATOMIC_SEQ_CST);		\
}

#define BI_WEAK_try_cmpxchg		0
#define BI_WEAK_try_cmpxchg_weak	1
#define BI_WEAK_try_cmpxchg_dword	0
#define ASM_TRY_CMPXCHG(type, n, op, name, mos, mof)			\
int bi_##op##_##n##_##name(type *p, type expected, type v);		\
int bi_##op##_##n##_##name(type *p, type expected, type v)		\
{									\
	return __atomic_compare_exchange_n(p, &expected, v,		\
					   BI_WEAK_##op, MO_##mos,	\
					   MO_##mof);			\
}

#define BI_xchg(p, v, mo)		__atomic_exchange_n(p, v, mo)
#define BI_add_return(p, v, mo)		__atomic_add_fetch(p, v, mo)
#define BI_add(p, v, mo)		__atomic_fetch_add(p, v, mo)
#define BI_and(p, v, mo)		__atomic_fetch_and(p, v, mo)
#define BI_or(p, v, mo)			__atomic_fetch_or(p, v, mo)
#define BI_xor(p, v, mo)		__atomic_fetch_xor(p, v, mo)
#define BI_fetch_add(p, v, mo)		__atomic_fetch_add(p, v, mo)
#define BI_fetch_and(p, v, mo)		__atomic_fetch_and(p, v, mo)
#define BI_fetch_or(p, v, mo)		__atomic_fetch_or(p, v, mo)
#define BI_fetch_xor(p, v, mo)		__atomic_fetch_xor(p, v, mo)
#define BI_inc(p, mo)			__atomic_fetch_add(p, 1, mo)
#define BI_dec(p, mo)			__atomic_fetch_sub(p, 1, mo)

#define ASM_RMW_RET(op, type, n, mo)					\
type bi_##op##_##n##_##mo(type *p, type v);				\
type bi_##op##_##n##_##mo(type *p, type v)				\
{									\
	return BI_##op(p, v, MO_##mo);					\
}

/*
 * fetch_max and fetch_min: clang's builtin; GCC has none, and its C++26
 * library's fetch_max is this compare-exchange loop (weak, the failure
 * relaxed).
 */
#ifndef __has_builtin
# define __has_builtin(x)	0
#endif
#if __has_builtin(__atomic_fetch_max)
# define BI_MINMAX_fetch_smax(p, v, mo)	__atomic_fetch_max(p, v, mo)
# define BI_MINMAX_fetch_umax(p, v, mo)	__atomic_fetch_max(p, v, mo)
# define BI_MINMAX_fetch_smin(p, v, mo)	__atomic_fetch_min(p, v, mo)
# define BI_MINMAX_fetch_umin(p, v, mo)	__atomic_fetch_min(p, v, mo)
#else
# define BI_MINMAX_LOOP(p, v, mo, cmp)					\
	__extension__ ({						\
		__typeof__(*(p)) o = __atomic_load_n(p, __ATOMIC_RELAXED); \
									\
		while (!__atomic_compare_exchange_n(p, &o,		\
				(v) cmp o ? (v) : o, 1, mo,		\
				__ATOMIC_RELAXED))			\
			;						\
		o;							\
	})
# define BI_MINMAX_fetch_smax(p, v, mo)	BI_MINMAX_LOOP(p, v, mo, >)
# define BI_MINMAX_fetch_umax(p, v, mo)	BI_MINMAX_LOOP(p, v, mo, >)
# define BI_MINMAX_fetch_smin(p, v, mo)	BI_MINMAX_LOOP(p, v, mo, <)
# define BI_MINMAX_fetch_umin(p, v, mo)	BI_MINMAX_LOOP(p, v, mo, <)
#endif
#define ASM_MINMAX_RET(row, type, n, mo)					\
type bi_##row##_##n##_##mo(type *p, type v);			\
type bi_##row##_##n##_##mo(type *p, type v)			\
{									\
	return BI_MINMAX_##row(p, v, MO_##mo);				\
}

/* The bit operations: the fetch form of the bit's mask, that bit of its
 * result (the pattern compilers turn into bts, btr, btc on x86), the bit
 * number taken modulo the width as the contract's (§4): a bts with a
 * register offset beyond the width writes outside the operand. */
#define BI_BIT_test_and_set_bit(p, m, mo)	__atomic_fetch_or(p, m, mo)
#define BI_BIT_test_and_clear_bit(p, m, mo)				\
	__atomic_fetch_and(p, (__typeof__(m)) ~(m), mo)
#define BI_BIT_test_and_change_bit(p, m, mo)	__atomic_fetch_xor(p, m, mo)
#define ASM_BIT(op, type, n, mo)					\
int bi_##op##_##n##_##mo(type *p, int nr);				\
int bi_##op##_##n##_##mo(type *p, int nr)				\
{									\
	const type m = (type) ((type) 1 << (nr & (8 * n - 1)));		\
									\
	return (BI_BIT_##op(p, m, MO_##mo) & m) != 0;			\
}

/*
 * The conditional updates as Linux's generic atomic_fetch_add_unless()
 * and atomic_dec_if_positive() write them: a compare-and-swap loop that
 * returns when the condition fails, relaxed then.  dec_if_positive's
 * result saturates at the least value, as the contract's does.
 */
#define ASM_UNLESS_T_fetch_add_unless(type)	type
#define ASM_UNLESS_T_add_unless(type)		int
#define BI_STORED_fetch_add_unless(c)		(c)
#define BI_STORED_add_unless(c)			1
#define BI_FAILED_fetch_add_unless(c)		(c)
#define BI_FAILED_add_unless(c)			0
#define ASM_UNLESS(op, type, n, mo)					\
ASM_UNLESS_T_##op(type) bi_##op##_##n##_##mo(type *p, type v, type u);	\
ASM_UNLESS_T_##op(type) bi_##op##_##n##_##mo(type *p, type v, type u)	\
{									\
	type c = __atomic_load_n(p, __ATOMIC_RELAXED);			\
									\
	while (c != u)							\
		if (__atomic_compare_exchange_n(p, &c, (type) (c + v), 0, \
						MO_##mo, __ATOMIC_RELAXED)) \
			return BI_STORED_##op(c);			\
	return BI_FAILED_##op(c);					\
}

#define ASM_DEC_IF_POSITIVE(op, stype, n, mo)				\
stype bi_##op##_##n##_##mo(stype *p);					\
stype bi_##op##_##n##_##mo(stype *p)					\
{									\
	const stype least = (stype) ((uint64_t) 1 << (8 * (n) - 1));	\
	stype c = __atomic_load_n(p, __ATOMIC_RELAXED);			\
									\
	while (c > 0)							\
		if (__atomic_compare_exchange_n(p, &c, (stype) (c - 1), 0, \
						MO_##mo, __ATOMIC_RELAXED)) \
			return (stype) (c - 1);				\
	return (stype) (c - (c != least));				\
}

#define ASM_RMW_VOID(op, type, n, mo)					\
void bi_##op##_##n##_##mo(type *p, type v);				\
void bi_##op##_##n##_##mo(type *p, type v)				\
{									\
	BI_##op(p, v, MO_##mo);						\
}

#define ASM_RMW_UNARY(op, type, n, mo)					\
void bi_##op##_##n##_##mo(type *p);					\
void bi_##op##_##n##_##mo(type *p)					\
{									\
	BI_##op(p, MO_##mo);						\
}

/* A relaxed add between two full fences. */
#define ASM_RMW_AROUND(type, n)						\
void bi_add_around_##n##_mb(type *p, type v);				\
void bi_add_around_##n##_mb(type *p, type v)				\
{									\
	__atomic_thread_fence(__ATOMIC_SEQ_CST);			\
	__atomic_fetch_add(p, v, __ATOMIC_RELAXED);			\
	__atomic_thread_fence(__ATOMIC_SEQ_CST);			\
}

#define ASM_BARRIER(name, expr)						\
void bi_##name(void);							\
void bi_##name(void)							\
{									\
	expr;								\
}

#define ASM_BARRIERS							\
	ASM_BARRIER(smp_mb, __atomic_thread_fence(__ATOMIC_SEQ_CST))	\
	ASM_BARRIER(smp_rmb, __atomic_thread_fence(__ATOMIC_ACQUIRE))	\
	ASM_BARRIER(smp_wmb, __atomic_thread_fence(__ATOMIC_RELEASE))	\
	ASM_BARRIER(mb, __atomic_thread_fence(__ATOMIC_SEQ_CST))	\
	ASM_BARRIER(rmb, __atomic_thread_fence(__ATOMIC_SEQ_CST))	\
	ASM_BARRIER(wmb, __atomic_thread_fence(__ATOMIC_SEQ_CST))

#include "matrix.h"
