// SPDX-License-Identifier: MIT
/*
 * tests/asm/ops.c - one function per uatomic operation, operand size and
 * memory order (the matrix of matrix.h), and one per barrier: compiled at
 * the build's flags, disassembled and compared with the checked-in
 * instruction sequences of tests/asm/expected/ by tests/asm/golden.sh.
 */
#include <urcu/uatomic.h>

#define MO_relaxed		CMM_RELAXED
#define MO_consume		CMM_CONSUME
#define MO_acquire		CMM_ACQUIRE
#define MO_release		CMM_RELEASE
#define MO_acq_rel		CMM_ACQ_REL
#define MO_seq_cst		CMM_SEQ_CST
#define MO_seq_cst_fence	CMM_SEQ_CST_FENCE

#define ASM_LOAD(type, n, mo)						\
type uat_load_##n##_##mo(type *p);					\
type uat_load_##n##_##mo(type *p)					\
{									\
	return uatomic_load(p, MO_##mo);				\
}

#define ASM_COND_LOAD(type, n, mo)					\
type uat_cond_load_##n##_##mo(type *p, type v);				\
type uat_cond_load_##n##_##mo(type *p, type v)				\
{									\
	return uatomic_cond_load(p, VAL, VAL == v, MO_##mo);		\
}

#define ASM_STORE(type, n, mo)						\
void uat_store_##n##_##mo(type *p, type v);				\
void uat_store_##n##_##mo(type *p, type v)				\
{									\
	uatomic_store(p, v, MO_##mo);					\
}

#define ASM_CMPXCHG_OP(op, type, n, name, mos, mof)			\
type uat_##op##_##n##_##name(type *p, type old, type v);		\
type uat_##op##_##n##_##name(type *p, type old, type v)		\
{									\
	return uatomic_##op##_mo(p, old, v, MO_##mos, MO_##mof);	\
}
#define ASM_CMPXCHG(...)	ASM_CMPXCHG_OP(cmpxchg, __VA_ARGS__)
#define ASM_CMPXCHG_DWORD(...)	ASM_CMPXCHG_OP(cmpxchg_dword, __VA_ARGS__)

#define ASM_LOAD_DWORD(type, n, mo)					\
type uat_load_dword_##n##_##mo(type *p);				\
type uat_load_dword_##n##_##mo(type *p)					\
{									\
	return uatomic_load_dword(p, MO_##mo);				\
}

#define ASM_CMPXCHG_TEST(type, n)					\
int uat_cmpxchg_test_##n##_seq_cst_fence(type *p, type old, type v);			\
int uat_cmpxchg_test_##n##_seq_cst_fence(type *p, type old, type v)			\
{									\
	return uatomic_cmpxchg(p, old, v) == old;			\
}

#define ASM_TRY_CMPXCHG(type, n, op, name, mos, mof)			\
int uat_##op##_##n##_##name(type *p, type expected, type v);		\
int uat_##op##_##n##_##name(type *p, type expected, type v)		\
{									\
	return uatomic_##op##_mo(p, &expected, v, MO_##mos, MO_##mof);	\
}

#define ASM_RMW_RET(op, type, n, mo)					\
type uat_##op##_##n##_##mo(type *p, type v);				\
type uat_##op##_##n##_##mo(type *p, type v)				\
{									\
	return uatomic_##op##_mo(p, v, MO_##mo);			\
}

/* fetch_max or fetch_min, named after the row @row it calls: fetch_smax
 * or fetch_smin on a signed operand, fetch_umax or fetch_umin on an
 * unsigned one. */
#define ASM_MINMAX_RET(row, type, n, mo)					\
type uat_##row##_##n##_##mo(type *p, type v);			\
type uat_##row##_##n##_##mo(type *p, type v)			\
{									\
	return ASM_MINMAX_OP_##row(p, v, MO_##mo);			\
}
#define ASM_MINMAX_OP_fetch_smax	uatomic_fetch_max_mo
#define ASM_MINMAX_OP_fetch_umax	uatomic_fetch_max_mo
#define ASM_MINMAX_OP_fetch_smin	uatomic_fetch_min_mo
#define ASM_MINMAX_OP_fetch_umin	uatomic_fetch_min_mo

#define ASM_BIT(op, type, n, mo)					\
int uat_##op##_##n##_##mo(type *p, int nr);				\
int uat_##op##_##n##_##mo(type *p, int nr)				\
{									\
	return uatomic_##op##_mo(p, nr, MO_##mo);			\
}

/* fetch_add_unless returns the value before, add_unless a bool. */
#define ASM_UNLESS_T_fetch_add_unless(type)	type
#define ASM_UNLESS_T_add_unless(type)		int
#define ASM_UNLESS(op, type, n, mo)					\
ASM_UNLESS_T_##op(type) uat_##op##_##n##_##mo(type *p, type v, type u); \
ASM_UNLESS_T_##op(type) uat_##op##_##n##_##mo(type *p, type v, type u) \
{									\
	return uatomic_##op##_mo(p, v, u, MO_##mo);			\
}

#define ASM_DEC_IF_POSITIVE(op, stype, n, mo)				\
stype uat_##op##_##n##_##mo(stype *p);					\
stype uat_##op##_##n##_##mo(stype *p)					\
{									\
	return uatomic_##op##_mo(p, MO_##mo);				\
}

#define ASM_RMW_VOID(op, type, n, mo)					\
void uat_##op##_##n##_##mo(type *p, type v);				\
void uat_##op##_##n##_##mo(type *p, type v)				\
{									\
	uatomic_##op##_mo(p, v, MO_##mo);				\
}

#define ASM_RMW_UNARY(op, type, n, mo)					\
void uat_##op##_##n##_##mo(type *p);					\
void uat_##op##_##n##_##mo(type *p)					\
{									\
	uatomic_##op##_mo(p, MO_##mo);					\
}

/* A relaxed add between cmm_smp_mb__before/after_uatomic_add(): where the
 * RMW is a full barrier already, the two emit nothing. */
#define ASM_RMW_AROUND(type, n)						\
void uat_add_around_##n##_mb(type *p, type v);				\
void uat_add_around_##n##_mb(type *p, type v)				\
{									\
	cmm_smp_mb__before_uatomic_add();				\
	uatomic_add(p, v);						\
	cmm_smp_mb__after_uatomic_add();				\
}

#define ASM_BARRIER(name, expr)						\
void uat_##name(void);							\
void uat_##name(void)							\
{									\
	expr;								\
}

#define ASM_BARRIERS							\
	ASM_BARRIER(smp_mb, cmm_smp_mb())				\
	ASM_BARRIER(smp_rmb, cmm_smp_rmb())				\
	ASM_BARRIER(smp_wmb, cmm_smp_wmb())				\
	ASM_BARRIER(mb, cmm_mb())					\
	ASM_BARRIER(rmb, cmm_rmb())					\
	ASM_BARRIER(wmb, cmm_wmb())

#include "matrix.h"
