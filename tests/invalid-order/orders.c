/* SPDX-License-Identifier: MIT */
/*
 * tests/invalid-order/orders.c - each operation with a memory order that
 * is no enum cmm_memorder value (42, -1, 7), known to the compiler only
 * through an inline function's parameter (so not checked at compile
 * time), beside the same operation with CMM_SEQ_CST_FENCE: at -O2 the
 * two must be the same instructions in every build (run.sh compares
 * them), the invalid order being run as the strongest.
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
