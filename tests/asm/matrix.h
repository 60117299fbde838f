/* SPDX-License-Identifier: MIT */
/*
 * tests/asm/matrix.h - the operations, operand sizes and memory orders the
 * golden-assembly test compiles, one function each.  ops.c instantiates
 * the matrix with uatomic_*(), builtins.c with the compiler's __atomic
 * builtins at the equivalent order; both name a function
 * <prefix>_<op>_<size>_<order> so that tests/asm/golden.sh can set the two
 * side by side.  The including file defines ASM_LOAD, ASM_STORE,
 * ASM_CMPXCHG, ASM_CMPXCHG_DWORD, ASM_CMPXCHG_TEST, ASM_TRY_CMPXCHG
 * (try_cmpxchg, its weak form and try_cmpxchg_dword), ASM_RMW_RET (xchg, add_return and the fetch forms),
 * fetch_max and fetch_min on a signed and an unsigned operand, named after
 * their rows fetch_smax, fetch_umax, fetch_smin, fetch_umin),
 * ASM_BIT (test_and_set_bit, test_and_clear_bit, test_and_change_bit),
 * ASM_UNLESS (fetch_add_unless, add_unless), ASM_DEC_IF_POSITIVE,
 * ASM_COND_LOAD (a wait until the operand equals an argument),
 * ASM_RMW_VOID (add, and, or, xor), ASM_RMW_UNARY (inc, dec),
 * ASM_RMW_AROUND and ASM_BARRIERS, and includes <urcu/uatomic.h> first
 * for the UATOMIC_HAS_* size flags.
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

/* fetch_max and fetch_min of the signed @stype and the unsigned @type. */
#define ASM_MINMAX(type, stype, n)					\
	ASM_RMW_ORDERS(ASM_MINMAX_RET, smax, stype, n)			\
	ASM_RMW_ORDERS(ASM_MINMAX_RET, umax, type, n)			\
	ASM_RMW_ORDERS(ASM_MINMAX_RET, smin, stype, n)			\
	ASM_RMW_ORDERS(ASM_MINMAX_RET, umin, type, n)

/* The bit operations, the bit's number an argument. */
#define ASM_BITS(type, n)						\
	ASM_RMW_ORDERS(ASM_BIT, test_and_set_bit, type, n)		\
	ASM_RMW_ORDERS(ASM_BIT, test_and_clear_bit, type, n)		\
	ASM_RMW_ORDERS(ASM_BIT, test_and_change_bit, type, n)

/* The conditional updates: v added unless the value is u (the value
 * before, or whether it stored), and dec_if_positive of the signed
 * @stype. */
#define ASM_CONDS(type, stype, n)					\
	ASM_RMW_ORDERS(ASM_UNLESS, fetch_add_unless, type, n)		\
	ASM_RMW_ORDERS(ASM_UNLESS, add_unless, type, n)			\
	ASM_RMW_ORDERS(ASM_DEC_IF_POSITIVE, dec_if_positive, stype, n)

#define ASM_SIZE(type, stype, n)					\
	ASM_LOADS(type, n)						\
	ASM_STORES(type, n)						\
	ASM_CMPXCHGS(type, n)						\
	ASM_TRY_CMPXCHGS(type, n, try_cmpxchg)				\
	ASM_TRY_CMPXCHGS(type, n, try_cmpxchg_weak)			\
	ASM_RMW_ORDERS(ASM_RMW_RET, xchg, type, n)			\
	ASM_RMW_ORDERS(ASM_RMW_RET, add_return, type, n)		\
	ASM_RMW_ORDERS(ASM_RMW_VOID, add, type, n)			\
	ASM_RMW_ORDERS(ASM_RMW_VOID, and, type, n)			\
	ASM_RMW_ORDERS(ASM_RMW_VOID, or, type, n)			\
	ASM_RMW_ORDERS(ASM_RMW_VOID, xor, type, n)			\
	ASM_RMW_ORDERS(ASM_RMW_RET, fetch_add, type, n)			\
	ASM_RMW_ORDERS(ASM_RMW_RET, fetch_and, type, n)			\
	ASM_RMW_ORDERS(ASM_RMW_RET, fetch_or, type, n)			\
	ASM_RMW_ORDERS(ASM_RMW_RET, fetch_xor, type, n)			\
	ASM_MINMAX(type, stype, n)					\
	ASM_BITS(type, n)						\
	ASM_CONDS(type, stype, n)					\
	ASM_COND_LOADS(type, n)						\
	ASM_RMW_ORDERS(ASM_RMW_UNARY, inc, type, n)			\
	ASM_RMW_ORDERS(ASM_RMW_UNARY, dec, type, n)			\
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
 * ASM_TRY_CMPXCHG), on a 16-byte integer aligned to 16 (s390x aligns an
 * __int128 to 8 only).
 */
#ifdef UATOMIC_HAS_ATOMIC_DWORD
__extension__ typedef unsigned __int128 asm_dword_t
	__attribute__((aligned(16)));
ASM_CMPXCHG_ORDERS(ASM_CMPXCHG_DWORD, asm_dword_t, 16)
ASM_TRY_CMPXCHGS(asm_dword_t, 16, try_cmpxchg_dword)
#endif
ASM_BARRIERS

#endif /* _TESTS_ASM_MATRIX_H */
