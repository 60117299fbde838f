/* SPDX-License-Identifier: MIT */
/*
 * tests/warnings/ops.c - every public operation on every operand size and
 * signedness the target has, with and without a memory order, nested in
 * one another, and the macros of <urcu/compiler.h> and <urcu/system.h>:
 * compiled by tests/warnings/run.sh with a strict set of warnings and
 * -Werror, in each C and C++ standard, with gcc and clang.  Nothing here
 * may warn: every warning would be one of the headers'.
 */
#include <urcu/compiler.h>
#include <urcu/arch.h>
#include <urcu/system.h>
#include <urcu/uatomic.h>
#include <urcu/tls-compat.h>

#ifdef __cplusplus
# define BOOL	bool
# define API	extern "C"
#else
# define BOOL	_Bool
# define API
#endif

/* What every operand type takes: loads, stores, exchanges. */
#define EXERCISE_ANY(T, N)						\
API T any_##N(T *p, T *q, const T *c, volatile T *vp, T v,		\
	      enum cmm_memorder mo);					\
API T any_##N(T *p, T *q, const T *c, volatile T *vp, T v,		\
	      enum cmm_memorder mo)					\
{									\
	const enum cmm_memorder acquire = CMM_ACQUIRE;			\
	T r = uatomic_read(p);						\
									\
	r = uatomic_read(c);						\
	r = uatomic_read(vp, CMM_ACQUIRE);				\
	r = uatomic_load(p);						\
	r = uatomic_load(c, CMM_SEQ_CST);				\
	r = uatomic_load(p, acquire);					\
	r = uatomic_load(p, mo);					\
	r = uatomic_load_mo(vp, CMM_CONSUME);				\
	uatomic_set(p, v);						\
	uatomic_set(vp, r, CMM_RELEASE);				\
	uatomic_store(p, v);						\
	uatomic_store(p, v, CMM_SEQ_CST_FENCE);				\
	uatomic_store(p, v, mo);					\
	uatomic_store_mo(vp, r, CMM_RELEASE);				\
	r = uatomic_xchg(p, v);						\
	r = uatomic_xchg(vp, v, CMM_ACQ_REL);				\
	r = uatomic_xchg_mo(p, r, mo);					\
	r = uatomic_cmpxchg(p, r, v);					\
	r = uatomic_cmpxchg(p, r, v, CMM_RELEASE);			\
	r = uatomic_cmpxchg(vp, r, v, CMM_ACQ_REL, CMM_ACQUIRE);	\
	r = uatomic_cmpxchg(p, r, v, mo);				\
	r = uatomic_cmpxchg_mo(p, r, v, mo, CMM_RELAXED);		\
	if (!uatomic_try_cmpxchg(p, &r, v))				\
		(void) uatomic_try_cmpxchg(vp, &r, v, CMM_RELEASE);	\
	(void) uatomic_try_cmpxchg(p, &r, v, mo);			\
	(void) uatomic_try_cmpxchg_mo(p, &r, v, mo, CMM_RELAXED);	\
	while (!uatomic_try_cmpxchg_weak(p, &r, v))			\
		;							\
	(void) uatomic_try_cmpxchg_weak_mo(vp, &r, v, CMM_ACQ_REL,	\
					   CMM_ACQUIRE);		\
	/* Nested: each level has locals of its own. */			\
	uatomic_store(p, uatomic_load(q));				\
	uatomic_set(p, uatomic_xchg(q, uatomic_read(c)));		\
	r = uatomic_xchg(p, uatomic_xchg(q, v));			\
	r = uatomic_cmpxchg(p, uatomic_read(q), uatomic_xchg(q, v));	\
	r = uatomic_cmpxchg(p, uatomic_load(q, CMM_ACQUIRE),		\
			    uatomic_cmpxchg(q, r, v, CMM_SEQ_CST),	\
			    CMM_SEQ_CST, CMM_ACQUIRE);			\
	return r;							\
}

/* What integers take besides: arithmetic and bitwise operations. */
#define EXERCISE_INT(T, N)						\
EXERCISE_ANY(T, N)							\
API T int_##N(T *p, T *q, T v, enum cmm_memorder mo);			\
API T int_##N(T *p, T *q, T v, enum cmm_memorder mo)			\
{									\
	T r = uatomic_add_return(p, v);					\
									\
	r = uatomic_add_return(p, 1);					\
	r = uatomic_add_return(p, v, CMM_RELAXED);			\
	r = uatomic_sub_return(p, 1);					\
	r = uatomic_sub_return_mo(p, v, mo);				\
	uatomic_add(p, 1);						\
	uatomic_add(p, v, CMM_RELEASE);					\
	uatomic_sub(p, 1);						\
	uatomic_sub_mo(p, v, mo);					\
	uatomic_inc(p);							\
	uatomic_inc(p, CMM_SEQ_CST);					\
	uatomic_dec(p);							\
	uatomic_dec_mo(p, mo);						\
	uatomic_and(p, v);						\
	uatomic_and(p, 1, CMM_SEQ_CST);					\
	uatomic_or(p, v);						\
	uatomic_or_mo(p, 1, mo);					\
	uatomic_xor(p, v);						\
	uatomic_xor_mo(p, 1, mo);					\
	r = uatomic_fetch_add(p, v);					\
	r = uatomic_fetch_sub(p, 1, CMM_ACQUIRE);			\
	r = uatomic_fetch_and_mo(p, v, mo);				\
	r = uatomic_fetch_or(p, 1);					\
	r = uatomic_fetch_xor(p, v, CMM_SEQ_CST);			\
	r = uatomic_fetch_max(p, v);					\
	r = uatomic_fetch_max(p, 1, CMM_RELEASE);			\
	r = uatomic_fetch_min_mo(p, v, mo);				\
	r = uatomic_fetch_min(p, -1);					\
	r = uatomic_fetch_max(p, uatomic_fetch_min(q, v));		\
	if (uatomic_test_and_set_bit(p, 3) ||				\
	    uatomic_test_and_clear_bit(p, 1, CMM_RELEASE) ||		\
	    uatomic_test_and_change_bit_mo(p, 0, mo))			\
		r = 0;							\
	/* Bit numbers of any integer type, a bool's and a byte's too. */ \
	if (uatomic_test_and_set_bit(p, (BOOL) v) ||			\
	    uatomic_test_and_clear_bit(p, (unsigned char) 7) ||		\
	    uatomic_test_and_change_bit(p, (unsigned long) v % 8))	\
		r = 1;							\
	if (uatomic_add_unless(p, v, 0) ||				\
	    uatomic_inc_not_zero(p, CMM_ACQUIRE) ||			\
	    uatomic_inc_not_zero_mo(q, mo))				\
		r = uatomic_fetch_add_unless_mo(p, 1, v, mo);		\
	r = uatomic_fetch_add_unless(p, uatomic_fetch_add_unless(q, 1, 2), -1); \
	r = uatomic_cond_load(p, VAL, VAL == r);			\
	r = uatomic_cond_load(p, VAL, VAL > uatomic_load(q), CMM_ACQUIRE); \
	r = uatomic_cond_load_mo(p, VAL, VAL != v, mo);			\
	r = uatomic_cond_load_timeout(p, VAL, VAL == r, 1000);		\
	r = uatomic_cond_load_timeout_mo(p, VAL, !VAL, 1000u, mo);	\
	r = uatomic_fetch_or(p, uatomic_fetch_add(q, uatomic_xchg(p, v))); \
	cmm_smp_mb__before_uatomic_add();				\
	uatomic_add(p, uatomic_load(q));				\
	cmm_smp_mb__after_uatomic_add();				\
	uatomic_sub(p, uatomic_sub_return(q, uatomic_read(p)));		\
	uatomic_or(p, uatomic_add_return(q, uatomic_xchg(p, v)));	\
	uatomic_and(p, uatomic_cmpxchg(q, uatomic_read(p), r));		\
	r = uatomic_add_return(p, uatomic_add_return(q, 1));		\
	/* Results discarded, as statements: no value is "unused". */	\
	uatomic_read(q);						\
	uatomic_load(q, mo);						\
	uatomic_xchg(p, v);						\
	uatomic_cmpxchg(p, r, v);					\
	uatomic_try_cmpxchg(p, &r, v);					\
	uatomic_add_return(p, v);					\
	uatomic_sub_return(p, v, CMM_RELAXED);				\
	uatomic_fetch_add(p, v);					\
	uatomic_fetch_and(p, v, mo);					\
	uatomic_fetch_max(p, v);					\
	uatomic_test_and_set_bit(p, 3);					\
	uatomic_test_and_clear_bit(p, 1, CMM_RELEASE);			\
	uatomic_test_and_change_bit_mo(p, 0, mo);			\
	uatomic_add_unless(p, v, 0);					\
	uatomic_add_unless(p, 1, v, CMM_ACQUIRE);			\
	uatomic_inc_not_zero(p);					\
	uatomic_inc_not_zero_mo(q, mo);					\
	uatomic_fetch_add_unless(p, v, 0);				\
	uatomic_cond_load(q, VAL, VAL != v);				\
	return r;							\
}

/* What signed integers take besides: dec_if_positive. */
#define EXERCISE_SIGNED(T, N)						\
API T signed_##N(T *p, enum cmm_memorder mo);				\
API T signed_##N(T *p, enum cmm_memorder mo)				\
{									\
	T r = uatomic_dec_if_positive(p);				\
									\
	r = uatomic_dec_if_positive(p, CMM_ACQUIRE) + r;		\
	uatomic_dec_if_positive(p);	/* the result discarded */	\
	return uatomic_dec_if_positive_mo(p, mo) + r;			\
}

EXERCISE_INT(int, int)
EXERCISE_SIGNED(int, int)
EXERCISE_INT(unsigned int, uint)
EXERCISE_INT(long, long)
EXERCISE_SIGNED(long, long)
EXERCISE_INT(unsigned long, ulong)
#ifdef UATOMIC_HAS_ATOMIC_BYTE
EXERCISE_INT(char, char)
EXERCISE_INT(signed char, schar)
EXERCISE_SIGNED(signed char, schar)
EXERCISE_INT(unsigned char, uchar)
EXERCISE_ANY(BOOL, bool)
#endif
#ifdef UATOMIC_HAS_ATOMIC_SHORT
EXERCISE_INT(short, short)
EXERCISE_SIGNED(short, short)
EXERCISE_INT(unsigned short, ushort)
#endif
#ifdef UATOMIC_HAS_ATOMIC_LLONG
EXERCISE_INT(long long, llong)
EXERCISE_SIGNED(long long, llong)
EXERCISE_INT(unsigned long long, ullong)
#endif

enum colour { RED, GREEN, BLUE };
EXERCISE_ANY(enum colour, enum)

struct node {
	int key;
	struct node *next;
};
typedef struct node *node_ptr;
EXERCISE_ANY(node_ptr, ptr)

#ifdef UATOMIC_HAS_ATOMIC_BYTE
/* A bool keeps 0 or 1 under and and or. */
API BOOL bool_bits(BOOL *p, BOOL v);
API BOOL bool_bits(BOOL *p, BOOL v)
{
	uatomic_and(p, v);
	uatomic_or(p, v, CMM_RELEASE);
	uatomic_xor(p, v);
	uatomic_and(p, 1);
	uatomic_or(p, (BOOL) 0);
	uatomic_xor(p, 1U);
	(void) uatomic_fetch_xor(p, v);
	return uatomic_fetch_or(p, v);
}
#endif

/* One line each, as a user writes them. */
#ifdef UATOMIC_HAS_ATOMIC_BYTE
API unsigned char read_uchar(unsigned char *p);
API unsigned char read_uchar(unsigned char *p)
{
	return uatomic_read(p);
}
#endif

#ifdef UATOMIC_HAS_ATOMIC_SHORT
API unsigned short read_ushort(unsigned short *p);
API unsigned short read_ushort(unsigned short *p)
{
	return uatomic_read(p);
}
#endif

API int read_int(int *p);
API int read_int(int *p)
{
	return uatomic_read(p);
}

static DEFINE_URCU_TLS(int, warnings_tls);

/* The utility macros, nested as well. */
API long utilities(int *a, int *b, unsigned char *uc, struct node *n,
		   struct node *const *slot);
API long utilities(int *a, int *b, unsigned char *uc, struct node *n,
		   struct node *const *slot)
{
	int x = CMM_STORE_SHARED(*a, CMM_STORE_SHARED(*b, 1));
	int y = caa_max(caa_max(*a, *b), x) + caa_min(caa_min(*a, *b), x);
	unsigned char z = CMM_LOAD_SHARED(*uc);
	struct node *m = URCU_FORCE_CAST(struct node *const, *slot);
	long s = (long) caa_cast_long_keep_sign(x);

	_CMM_STORE_SHARED(*uc, _CMM_LOAD_SHARED(*uc));
	CMM_STORE_SHARED(*uc, CMM_LOAD_SHARED(*uc));
	CMM_ACCESS_ONCE(*a) = y;
	uatomic_set(a, CMM_STORE_SHARED(*b, uatomic_read(a)));
	URCU_TLS(warnings_tls) += uatomic_read(b);
	cmm_smp_mb();
	cmm_smp_rmb();
	cmm_smp_wmb();
	cmm_barrier();
	caa_cpu_relax();
	if (caa_likely(m != NULL) && caa_unlikely(n != NULL))
		s += caa_container_of(&n->next, struct node, next)->key;
	return s + x + y + z + URCU_TLS(warnings_tls) +
		(long) CAA_CACHE_LINE_SIZE;
}

/*
 * liburcu's own code, line for line: rculfhash.c tags a node pointer
 * with uatomic_or() and clears the tag with uatomic_and(); its
 * test_uatomic.c adds and compares unsigned long constants on narrower
 * operands, meaning the value truncated to the operand (modular).
 */
#define LIBURCU_REMOVED_FLAG	(1UL << 0)
API void liburcu_tagging(struct node **next, enum cmm_memorder mo);
API void liburcu_tagging(struct node **next, enum cmm_memorder mo)
{
	uatomic_or(next, LIBURCU_REMOVED_FLAG);
	uatomic_and(next, ~LIBURCU_REMOVED_FLAG);
	uatomic_or_mo(next, LIBURCU_REMOVED_FLAG, mo);
	uatomic_and_mo(next, ~LIBURCU_REMOVED_FLAG, CMM_RELEASE);
}

#define LIBURCU_MODULAR(T, N)						\
API T liburcu_modular_##N(T *ptr);					\
API T liburcu_modular_##N(T *ptr)					\
{									\
	T v;								\
									\
	uatomic_set(ptr, -1UL);						\
	uatomic_store(ptr, -1UL, CMM_RELEASE);				\
	uatomic_add(ptr, -11UL);					\
	uatomic_sub(ptr, -11UL);					\
	uatomic_and(ptr, -3UL);						\
	uatomic_or(ptr, -4UL);						\
	v = uatomic_add_return(ptr, -1UL);				\
	v = uatomic_sub_return(ptr, -1UL);				\
	v = uatomic_xchg(ptr, -2UL);					\
	v = uatomic_cmpxchg(ptr, -1UL, 22);				\
	v = uatomic_cmpxchg(ptr, -1UL, -2UL, CMM_ACQUIRE);		\
	return v;							\
}
#ifdef UATOMIC_HAS_ATOMIC_BYTE
LIBURCU_MODULAR(unsigned char, uchar)
#endif
#ifdef UATOMIC_HAS_ATOMIC_SHORT
LIBURCU_MODULAR(unsigned short, ushort)
#endif
LIBURCU_MODULAR(unsigned int, uint)
LIBURCU_MODULAR(int, int)

#ifdef UATOMIC_HAS_ATOMIC_DWORD
/*
 * The double-width compare-and-swap: a struct, an unsigned __int128.
 * Its alignment as the type's own where that is 16 (g++ warns of an
 * aligned typedef of a scalar in a template argument, as every
 * operation's checks are in C++: -Wignored-attributes), else aligned
 * (s390x).
 */
struct dword_head {
	void *ptr;
	unsigned long gen;
} __attribute__((aligned(16)));
#ifdef __s390x__
__extension__ typedef unsigned __int128 dword_u128
	__attribute__((aligned(16)));
#else
__extension__ typedef unsigned __int128 dword_u128;
#endif

API BOOL dword_ops(struct dword_head *h, struct dword_head *e,
		   dword_u128 *q, volatile dword_u128 *vq, enum cmm_memorder mo);
API BOOL dword_ops(struct dword_head *h, struct dword_head *e,
		   dword_u128 *q, volatile dword_u128 *vq, enum cmm_memorder mo)
{
	struct dword_head n = *e;
	dword_u128 x = 1;
	BOOL ok;

	n.gen++;
	*e = uatomic_cmpxchg_dword(h, *e, n);
	*e = uatomic_cmpxchg_dword(h, *e, n, mo);
	*e = uatomic_cmpxchg_dword_mo(h, *e, n, CMM_ACQ_REL, CMM_ACQUIRE);
	ok = uatomic_try_cmpxchg_dword(h, e, n);
	ok |= uatomic_try_cmpxchg_dword(h, e, n, CMM_RELEASE);
	ok |= uatomic_try_cmpxchg_dword_mo(h, e, n, mo, CMM_RELAXED);
	/* Integer values convert as for the other operations. */
	x = uatomic_cmpxchg_dword(q, x, 2);
	x = uatomic_cmpxchg_dword(vq, x, -1L, CMM_ACQUIRE);
	ok |= uatomic_try_cmpxchg_dword(q, &x, uatomic_cmpxchg_dword(vq, x,
								    x));
	return ok;
}
#endif
