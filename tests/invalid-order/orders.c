/* SPDX-License-Identifier: MIT */
/*
 * tests/invalid-order/orders.c - each operation with a memory order it
 * cannot take, known to the compiler only through an inline function's
 * parameter (so not checked at compile time): one that is no enum
 * cmm_memorder value (42, -1, 7), and one that is an enumerator the
 * access does not take (a release load, an acquire store, a
 * compare-and-swap whose failure order releases or is stronger than its
 * success order), beside the same operation with CMM_SEQ_CST_FENCE: at
 * -O2 the two must be the same instructions in every build (run.sh
 * compares mo_<op>_<type>_<order> with mo_<op>_<type>_fence), the order
 * being run as the strongest.
 */
#include <urcu/uatomic.h>

#define ORDERS(X)	X(fence, CMM_SEQ_CST_FENCE) X(42, 42) X(m1, -1) X(7, 7)

/* An order passed by value: never an integer constant expression. */
#define OPS(T, n)							\
static inline T load_##n(T *p, int mo)					\
{									\
	return uatomic_load(p, mo);					\
}									\
static inline void store_##n(T *p, T v, int mo)				\
{									\
	uatomic_store(p, v, mo);					\
}									\
static inline T xchg_##n(T *p, T v, int mo)				\
{									\
	return uatomic_xchg(p, v, mo);					\
}									\
static inline T cmpxchg_##n(T *p, T o, T v, int mo)			\
{									\
	return uatomic_cmpxchg(p, o, v, mo);				\
}									\
static inline T cmpxchg2_##n(T *p, T o, T v, int mo)			\
{									\
	return uatomic_cmpxchg_mo(p, o, v, mo, mo);			\
}									\
static inline T add_return_##n(T *p, T v, int mo)			\
{									\
	return uatomic_add_return(p, v, mo);				\
}									\
static inline void add_##n(T *p, T v, int mo)				\
{									\
	uatomic_add(p, v, mo);						\
}									\
static inline void and_##n(T *p, T v, int mo)				\
{									\
	uatomic_and(p, v, mo);						\
}									\
static inline void or_##n(T *p, T v, int mo)				\
{									\
	uatomic_or(p, v, mo);						\
}									\
static inline void inc_##n(T *p, int mo)				\
{									\
	uatomic_inc(p, mo);						\
}									\
static inline T cmpxchgp_##n(T *p, T o, T v, int mos, int mof)		\
{									\
	return uatomic_cmpxchg_mo(p, o, v, mos, mof);			\
}									\
static inline int try_cmpxchgp_##n(T *p, T *o, T v, int mos, int mof)	\
{									\
	return uatomic_try_cmpxchg_mo(p, o, v, mos, mof);		\
}

#define CALLERS(T, n, name, mo)						\
T mo_load_##n##_##name(T *p);						\
T mo_load_##n##_##name(T *p) { return load_##n(p, mo); }		\
void mo_store_##n##_##name(T *p, T v);					\
void mo_store_##n##_##name(T *p, T v) { store_##n(p, v, mo); }	\
T mo_xchg_##n##_##name(T *p, T v);					\
T mo_xchg_##n##_##name(T *p, T v) { return xchg_##n(p, v, mo); }	\
T mo_cmpxchg_##n##_##name(T *p, T o, T v);				\
T mo_cmpxchg_##n##_##name(T *p, T o, T v)				\
{ return cmpxchg_##n(p, o, v, mo); }					\
T mo_cmpxchg2_##n##_##name(T *p, T o, T v);				\
T mo_cmpxchg2_##n##_##name(T *p, T o, T v)				\
{ return cmpxchg2_##n(p, o, v, mo); }					\
T mo_add_return_##n##_##name(T *p, T v);				\
T mo_add_return_##n##_##name(T *p, T v)					\
{ return add_return_##n(p, v, mo); }					\
void mo_add_##n##_##name(T *p, T v);					\
void mo_add_##n##_##name(T *p, T v) { add_##n(p, v, mo); }		\
void mo_and_##n##_##name(T *p, T v);					\
void mo_and_##n##_##name(T *p, T v) { and_##n(p, v, mo); }		\
void mo_or_##n##_##name(T *p, T v);					\
void mo_or_##n##_##name(T *p, T v) { or_##n(p, v, mo); }		\
void mo_inc_##n##_##name(T *p);						\
void mo_inc_##n##_##name(T *p) { inc_##n(p, mo); }

OPS(int, int)
OPS(long, long)
#define CALLERS_INT(name, mo)	CALLERS(int, int, name, mo)
#define CALLERS_LONG(name, mo)	CALLERS(long, long, name, mo)
ORDERS(CALLERS_INT)
ORDERS(CALLERS_LONG)

/* The enumerators a load, a store does not take (mo_load_*_fence and
 * mo_store_*_fence are above). */
#define LOAD_WRONG(X)	X(release, CMM_RELEASE) X(acq_rel, CMM_ACQ_REL)
#define STORE_WRONG(X)	X(consume, CMM_CONSUME) X(acquire, CMM_ACQUIRE) \
			X(acq_rel, CMM_ACQ_REL)
#define LOADS(T, n, name, mo)						\
T mo_load_##n##_##name(T *p);						\
T mo_load_##n##_##name(T *p) { return load_##n(p, mo); }
#define STORES(T, n, name, mo)						\
void mo_store_##n##_##name(T *p, T v);					\
void mo_store_##n##_##name(T *p, T v) { store_##n(p, v, mo); }
/* The success and failure orders a compare-and-swap does not take. */
#define PAIRS_WRONG(X)							\
	X(fence, CMM_SEQ_CST_FENCE, CMM_SEQ_CST_FENCE)			\
	X(seq_cst_release, CMM_SEQ_CST, CMM_RELEASE)			\
	X(acq_rel_acq_rel, CMM_ACQ_REL, CMM_ACQ_REL)			\
	X(relaxed_acquire, CMM_RELAXED, CMM_ACQUIRE)			\
	X(release_consume, CMM_RELEASE, CMM_CONSUME)			\
	X(acquire_seq_cst, CMM_ACQUIRE, CMM_SEQ_CST)
#define PAIRS(T, n, name, mos, mof)					\
T mo_cmpxchgp_##n##_##name(T *p, T o, T v);				\
T mo_cmpxchgp_##n##_##name(T *p, T o, T v)				\
{ return cmpxchgp_##n(p, o, v, mos, mof); }				\
int mo_try_cmpxchgp_##n##_##name(T *p, T *o, T v);			\
int mo_try_cmpxchgp_##n##_##name(T *p, T *o, T v)			\
{ return try_cmpxchgp_##n(p, o, v, mos, mof); }
#define LOADS_INT(name, mo)	LOADS(int, int, name, mo)
#define LOADS_LONG(name, mo)	LOADS(long, long, name, mo)
#define STORES_INT(name, mo)	STORES(int, int, name, mo)
#define STORES_LONG(name, mo)	STORES(long, long, name, mo)
#define PAIRS_INT(name, mos, mof)	PAIRS(int, int, name, mos, mof)
#define PAIRS_LONG(name, mos, mof)	PAIRS(long, long, name, mos, mof)
LOAD_WRONG(LOADS_INT)
LOAD_WRONG(LOADS_LONG)
STORE_WRONG(STORES_INT)
STORE_WRONG(STORES_LONG)
PAIRS_WRONG(PAIRS_INT)
PAIRS_WRONG(PAIRS_LONG)
