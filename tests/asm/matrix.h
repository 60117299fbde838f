/* SPDX-License-Identifier: MIT */
/*
 * tests/asm/matrix.h - the operations, operand sizes and memory orders the
 * golden-assembly test compiles, one function each.  ops.c instantiates
 * the matrix with uatomic_*(), builtins.c with the compiler's __atomic
 * builtins at the equivalent order; both name a function
 * <prefix>_<op>_<size>_<order> so that tests/asm/golden.sh can set the two
 * side by side.  The including file defines ASM_LOAD, ASM_STORE,
 * ASM_CMPXCHG, ASM_CMPXCHG_DWORD, ASM_LOAD_DWORD (uatomic_load_dword),
 * ASM_CMPXCHG_TEST, ASM_TRY_CMPXCHG (try_cmpxchg, its weak form and
 * try_cmpxchg_dword), the shapes of the table's rows (ASM_RMW_RET,
 * ASM_RMW_VOID, ASM_MINMAX_RET, ASM_BIT, ASM_UNLESS, ASM_DEC_IF_POSITIVE,
 * ASM_RMW_UNARY: each named after its row, fetch_max and fetch_min after
 * fetch_smax, fetch_umax, fetch_smin, fetch_umin), ASM_COND_LOAD (a wait
 * until the operand equals an argument), ASM_RMW_AROUND and ASM_BARRIERS,
 * and includes <urcu/uatomic.h> first for the UATOMIC_HAS_* size flags.
 */
#ifndef _TESTS_ASM_MATRIX_H
#define _TESTS_ASM_MATRIX_H

#include <stdint.h>

/* Loads: every order a load may take (CONSUME compiles as ACQUIRE or as a
 * plain load with a dependency barrier, so it is listed too), for the
 * load (ASM_LOAD) and for uatomic_cond_load, whose reads are the load
 * (ASM_COND_LOAD). */
#define ASM_LOAD_ORDERS(M, type, n)					\
	M(type, n, relaxed)						\
	M(type, n, consume)						\
	M(type, n, acquire)						\
	M(type, n, seq_cst)						\
	M(type, n, seq_cst_fence)
#define ASM_LOADS(type, n)	ASM_LOAD_ORDERS(ASM_LOAD, type, n)
#define ASM_COND_LOADS(type, n)	ASM_LOAD_ORDERS(ASM_COND_LOAD, type, n)

#define ASM_STORES(type, n)						\
	ASM_STORE(type, n, relaxed)					\
	ASM_STORE(type, n, release)					\
	ASM_STORE(type, n, seq_cst)					\
	ASM_STORE(type, n, seq_cst_fence)

/*
 * cmpxchg: the success order, with the strongest failure order it allows
 * (a failure is a load: no release part).  seq_cst_fence_sc is a fully
 * ordered success with a seq_cst failure, the order a caller picks when a
 * failure needs no barrier before its read; seq_cst_fence is the default
 * of uatomic_cmpxchg(), fully ordered on failure too.  cmpxchg_test is
 * that default as a CAS loop uses it: only "did it store?" is kept.
 */
#define ASM_CMPXCHG_ORDERS(M, type, n)					\
	M(type, n, relaxed, relaxed, relaxed)				\
	M(type, n, acquire, acquire, acquire)				\
	M(type, n, release, release, relaxed)				\
	M(type, n, acq_rel, acq_rel, acquire)				\
	M(type, n, seq_cst, seq_cst, seq_cst)				\
	M(type, n, seq_cst_fence_sc, seq_cst_fence, seq_cst)		\
	M(type, n, seq_cst_fence, seq_cst_fence, seq_cst_fence)
#define ASM_CMPXCHGS(type, n)						\
	ASM_CMPXCHG_ORDERS(ASM_CMPXCHG, type, n)			\
	ASM_CMPXCHG_TEST(type, n)

/* try_cmpxchg and its weak form at the same orders: the flag returned.
 * The expected value is the function's own, so that the function holds
 * the operation alone (the value found is a plain store to the caller's
 * object: no part of the mapping that tests/asm/mapping.py checks). */
#define ASM_TRY_CMPXCHGS(type, n, weak)					\
	ASM_TRY_CMPXCHG(type, n, weak, relaxed, relaxed, relaxed)	\
	ASM_TRY_CMPXCHG(type, n, weak, acquire, acquire, acquire)	\
	ASM_TRY_CMPXCHG(type, n, weak, release, release, relaxed)	\
	ASM_TRY_CMPXCHG(type, n, weak, acq_rel, acq_rel, acquire)	\
	ASM_TRY_CMPXCHG(type, n, weak, seq_cst, seq_cst, seq_cst)	\
	ASM_TRY_CMPXCHG(type, n, weak, seq_cst_fence_sc, seq_cst_fence,	\
			seq_cst)					\
	ASM_TRY_CMPXCHG(type, n, weak, seq_cst_fence, seq_cst_fence,	\
			seq_cst_fence)

/* Every order an RMW may take, for the macro @M and operation @op. */
#define ASM_RMW_ORDERS(M, op, type, n)					\
	M(op, type, n, relaxed)						\
	M(op, type, n, acquire)						\
	M(op, type, n, release)						\
	M(op, type, n, acq_rel)						\
	M(op, type, n, seq_cst)						\
	M(op, type, n, seq_cst_fence)

/*
 * The read-modify-writes: the rows of the operation table
 * (<generic/uatomic-ops.h>) in its order, each by its shape (its params
 * and operand columns), at every order: a value (ASM_RMW_RET where the
 * row returns the value, ASM_RMW_VOID where it returns nothing), fetch_max
 * and fetch_min (ASM_MINMAX_RET, the signed rows on the signed @stype),
 * a bit (ASM_BIT), a pair (ASM_UNLESS), dec_if_positive (on @stype).  The
 * rows without a value or a result (inc, dec) come last, after the
 * waits: a second pass over the table.
 */
#define ASM_ROWS(type, stype, n)					\
	__uatomic_for_each_rmw(ASM_ROW_FIRST, type, stype, n)
#define ASM_ROWS_LAST(type, stype, n)					\
	__uatomic_for_each_rmw(ASM_ROW_LAST, type, stype, n)
#define ASM_ROW_FIRST(name, params, returns, derive, expr, operand,	\
		      dflt, type, stype, n)				\
	ASM_FIRST_##params##_##operand(name, returns, type, stype, n)
#define ASM_ROW_LAST(name, params, returns, derive, expr, operand,	\
		     dflt, type, stype, n)				\
	ASM_LAST_##params##_##operand(name, type, n)
#define ASM_FIRST_value_any(name, returns, type, stype, n)		\
	ASM_RMW_ORDERS(ASM_RMW_##returns, name, type, n)
#define ASM_FIRST_value_arith		ASM_FIRST_value_any
#define ASM_FIRST_value_bitwise		ASM_FIRST_value_any
#define ASM_FIRST_value_minmax(name, returns, type, stype, n)		\
	ASM_RMW_ORDERS(ASM_MINMAX_RET, name,				\
		       ASM_MINMAX_T_##name(type, stype), n)
#define ASM_FIRST_value_bitnr(name, returns, type, stype, n)		\
	ASM_RMW_ORDERS(ASM_BIT, name, type, n)
#define ASM_FIRST_pair_arith(name, returns, type, stype, n)		\
	ASM_RMW_ORDERS(ASM_UNLESS, name, type, n)
#define ASM_FIRST_unary_signed(name, returns, type, stype, n)		\
	ASM_RMW_ORDERS(ASM_DEC_IF_POSITIVE, name, stype, n)
#define ASM_FIRST_unary_arith(...)
#define ASM_LAST_value_any(...)
#define ASM_LAST_value_arith(...)
#define ASM_LAST_value_bitwise(...)
#define ASM_LAST_value_minmax(...)
#define ASM_LAST_value_bitnr(...)
#define ASM_LAST_pair_arith(...)
#define ASM_LAST_unary_signed(...)
#define ASM_LAST_unary_arith(name, type, n)				\
	ASM_RMW_ORDERS(ASM_RMW_UNARY, name, type, n)
#define ASM_RMW_old		ASM_RMW_RET
#define ASM_RMW_new		ASM_RMW_RET
#define ASM_RMW_none		ASM_RMW_VOID
/* The signed rows of fetch_max and fetch_min take the signed type. */
#define ASM_MINMAX_T_fetch_smax(type, stype)	stype
#define ASM_MINMAX_T_fetch_umax(type, stype)	type
#define ASM_MINMAX_T_fetch_smin(type, stype)	stype
#define ASM_MINMAX_T_fetch_umin(type, stype)	type

#define ASM_SIZE(type, stype, n)					\
	ASM_LOADS(type, n)						\
	ASM_STORES(type, n)						\
	ASM_CMPXCHGS(type, n)						\
	ASM_TRY_CMPXCHGS(type, n, try_cmpxchg)				\
	ASM_TRY_CMPXCHGS(type, n, try_cmpxchg_weak)			\
	ASM_ROWS(type, stype, n)					\
	ASM_COND_LOADS(type, n)						\
	ASM_ROWS_LAST(type, stype, n)					\
	ASM_RMW_AROUND(type, n)

#ifdef UATOMIC_HAS_ATOMIC_BYTE
ASM_SIZE(uint8_t, int8_t, 1)
#endif
#ifdef UATOMIC_HAS_ATOMIC_SHORT
ASM_SIZE(uint16_t, int16_t, 2)
#endif
ASM_SIZE(uint32_t, int32_t, 4)
#ifdef UATOMIC_HAS_ATOMIC_LLONG
ASM_SIZE(uint64_t, int64_t, 8)
#endif

/*
 * The double-width compare-and-swap where the target has it, at
 * cmpxchg's orders (ASM_CMPXCHG_DWORD, and try_cmpxchg_dword through
 * ASM_TRY_CMPXCHG), and the double-width load at a load's
 * (ASM_LOAD_DWORD: uatomic_load_dword, the compare-and-swap of a guess
 * or the arch's single-copy atomic 16-byte load), on a 16-byte integer
 * aligned to 16 (s390x aligns an __int128 to 8 only).
 */
#ifdef UATOMIC_HAS_ATOMIC_DWORD
__extension__ typedef unsigned __int128 asm_dword_t
	__attribute__((aligned(16)));
ASM_CMPXCHG_ORDERS(ASM_CMPXCHG_DWORD, asm_dword_t, 16)
ASM_TRY_CMPXCHGS(asm_dword_t, 16, try_cmpxchg_dword)
ASM_LOAD_ORDERS(ASM_LOAD_DWORD, asm_dword_t, 16)
#endif
ASM_BARRIERS

#endif /* _TESTS_ASM_MATRIX_H */
