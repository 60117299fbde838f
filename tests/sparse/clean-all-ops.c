/* SPDX-License-Identifier: MIT */
/*
 * Every uatomic operation, with and without explicit memory orders, on
 * an int, a long, an unsigned long, an enum, a plain pointer (and and
 * or too: pointer tagging) and an __rcu pointer (through
 * URCU_FORCE_CAST() where it crosses address spaces), and the
 * shared-access and barrier macros: sparse-clean with -Wsparse-error
 * (contract §6), and valid C for the compiler.
 */
#include <urcu/uatomic.h>

struct foo {
	int x;
};

enum state { IDLE, BUSY };

static int i;
static long l;
static unsigned long ul;
static enum state st;
static struct foo *p;
static struct foo __rcu *rp;

/* Every operation on an integer object @a, values of its type. */
#define all_integer_ops(a)						\
	do {								\
		__typeof__(a) v = uatomic_read(&(a));			\
									\
		uatomic_set(&(a), v);					\
		v = uatomic_load(&(a));					\
		v = uatomic_load(&(a), CMM_ACQUIRE);			\
		v = uatomic_load(&(a), CMM_SEQ_CST_FENCE);		\
		uatomic_store(&(a), v);					\
		uatomic_store(&(a), v, CMM_RELEASE);			\
		v = uatomic_cmpxchg(&(a), v, (__typeof__(a)) 1);	\
		v = uatomic_cmpxchg_mo(&(a), v, (__typeof__(a)) 2,	\
				       CMM_ACQ_REL, CMM_ACQUIRE);	\
		if (!uatomic_try_cmpxchg(&(a), &v, (__typeof__(a)) 3))	\
			(void) uatomic_try_cmpxchg_weak_mo(&(a), &v,	\
				(__typeof__(a)) 4, CMM_ACQ_REL,		\
				CMM_ACQUIRE);				\
		v = uatomic_xchg(&(a), v);				\
		v = uatomic_xchg_mo(&(a), v, CMM_RELEASE);		\
		v = uatomic_add_return(&(a), v);			\
		v = uatomic_add_return_mo(&(a), v, CMM_RELAXED);	\
		v = uatomic_sub_return(&(a), v);			\
		v = uatomic_sub_return_mo(&(a), v, CMM_SEQ_CST);	\
		cmm_smp_mb__before_uatomic_add();			\
		uatomic_add(&(a), v);					\
		cmm_smp_mb__after_uatomic_add();			\
		uatomic_add_mo(&(a), v, CMM_RELEASE);			\
		cmm_smp_mb__before_uatomic_sub();			\
		uatomic_sub(&(a), v);					\
		cmm_smp_mb__after_uatomic_sub();			\
		uatomic_sub_mo(&(a), v, CMM_ACQUIRE);			\
		cmm_smp_mb__before_uatomic_inc();			\
		uatomic_inc(&(a));					\
		cmm_smp_mb__after_uatomic_inc();			\
		uatomic_inc_mo(&(a), CMM_SEQ_CST);			\
		cmm_smp_mb__before_uatomic_dec();			\
		uatomic_dec(&(a));					\
		cmm_smp_mb__after_uatomic_dec();			\
		uatomic_dec_mo(&(a), CMM_ACQ_REL);			\
		cmm_smp_mb__before_uatomic_and();			\
		uatomic_and(&(a), v);					\
		cmm_smp_mb__after_uatomic_and();			\
		uatomic_and_mo(&(a), v, CMM_SEQ_CST_FENCE);		\
		cmm_smp_mb__before_uatomic_or();			\
		uatomic_or(&(a), v);					\
		cmm_smp_mb__after_uatomic_or();				\
		uatomic_or_mo(&(a), v, CMM_RELAXED);			\
		cmm_smp_mb__before_uatomic_xor();			\
		uatomic_xor(&(a), v);					\
		cmm_smp_mb__after_uatomic_xor();			\
		uatomic_xor_mo(&(a), v, CMM_RELEASE);			\
		v = uatomic_fetch_add(&(a), v);				\
		v = uatomic_fetch_add_mo(&(a), v, CMM_RELAXED);		\
		v = uatomic_fetch_sub(&(a), v);				\
		v = uatomic_fetch_sub_mo(&(a), v, CMM_ACQUIRE);		\
		v = uatomic_fetch_and(&(a), v);				\
		v = uatomic_fetch_and_mo(&(a), v, CMM_RELEASE);		\
		v = uatomic_fetch_or(&(a), v);				\
		v = uatomic_fetch_or_mo(&(a), v, CMM_ACQ_REL);		\
		v = uatomic_fetch_xor(&(a), v);				\
		v = uatomic_fetch_xor_mo(&(a), v, CMM_SEQ_CST);		\
		v = uatomic_fetch_max(&(a), v);				\
		v = uatomic_fetch_max_mo(&(a), v, CMM_ACQUIRE);		\
		v = uatomic_fetch_min(&(a), v, CMM_RELAXED);		\
		v = uatomic_fetch_min_mo(&(a), v, CMM_SEQ_CST_FENCE);	\
		if (uatomic_test_and_set_bit(&(a), 1) &&		\
		    uatomic_test_and_clear_bit(&(a), 2, CMM_RELAXED))	\
			(void) uatomic_test_and_change_bit_mo(&(a), 3,	\
							CMM_ACQUIRE);	\
		if (uatomic_add_unless(&(a), v, 0) &&			\
		    uatomic_inc_not_zero(&(a), CMM_ACQUIRE))		\
			v = uatomic_fetch_add_unless_mo(&(a), 1, v,	\
							CMM_RELEASE);	\
		v = uatomic_cond_load(&(a), VAL, VAL != v);		\
		v = uatomic_cond_load_mo(&(a), VAL, VAL, CMM_ACQUIRE);	\
		v = uatomic_cond_load_timeout(&(a), VAL, VAL == v, 100); \
		v = uatomic_cond_load_timeout_mo(&(a), VAL, !VAL, 100,	\
						 CMM_SEQ_CST);		\
		CMM_STORE_SHARED(a, v);					\
		v = CMM_LOAD_SHARED(a);					\
		(void) v;						\
	} while (0)

void integers(void);
void integers(void)
{
	all_integer_ops(i);
	all_integer_ops(l);
	all_integer_ops(ul);
	(void) uatomic_dec_if_positive(&i);
	(void) uatomic_dec_if_positive_mo(&l, CMM_ACQUIRE);
}

/* An enum: the operations that make sense on it. */
void enums(void);
void enums(void)
{
	enum state s = uatomic_read(&st);

	uatomic_set(&st, BUSY);
	s = uatomic_load(&st, CMM_ACQUIRE);
	uatomic_store(&st, s, CMM_RELEASE);
	s = uatomic_cmpxchg(&st, IDLE, BUSY);
	s = uatomic_xchg(&st, s);
	uatomic_or(&st, BUSY);
	uatomic_and(&st, IDLE, CMM_RELEASE);
	(void) s;
}

/* A plain pointer: the operations that make sense on a pointer. */
void pointers(struct foo *n);
void pointers(struct foo *n)
{
	struct foo *old = uatomic_read(&p);

	uatomic_set(&p, n);
	old = uatomic_load(&p);
	old = uatomic_load(&p, CMM_CONSUME);
	uatomic_store(&p, n);
	uatomic_store(&p, old, CMM_RELEASE);
	old = uatomic_cmpxchg(&p, old, n);
	old = uatomic_cmpxchg_mo(&p, old, n, CMM_SEQ_CST, CMM_RELAXED);
	if (!uatomic_try_cmpxchg(&p, &old, n))
		(void) uatomic_try_cmpxchg_weak(&p, &old, n, CMM_RELEASE);
	old = uatomic_xchg(&p, n);
	old = uatomic_xchg_mo(&p, old, CMM_ACQ_REL);
	CMM_STORE_SHARED(p, old);
	old = CMM_LOAD_SHARED(p);
	/* Pointer tagging, as liburcu's hash table does it. */
	uatomic_or(&p, 1UL);
	uatomic_and(&p, ~1UL, CMM_RELEASE);
	uatomic_xor(&p, 2UL);
	old = uatomic_fetch_or(&p, 1UL);
	old = uatomic_fetch_and_mo(&p, ~1UL, CMM_ACQ_REL);
	old = uatomic_fetch_xor(&p, 2UL, CMM_RELAXED);
	(void) old;
}

/* An __rcu pointer: publish and read with explicit casts. */
int rcu_pointers(struct foo *n);
int rcu_pointers(struct foo *n)
{
	struct foo __rcu *rn = URCU_FORCE_CAST(struct foo __rcu *, n);
	struct foo __rcu *old = uatomic_read(&rp);
	struct foo *q;

	uatomic_set(&rp, rn);
	uatomic_store(&rp, rn);
	uatomic_store(&rp, rn, CMM_RELEASE);
	old = uatomic_load(&rp);
	old = uatomic_load(&rp, CMM_CONSUME);
	old = uatomic_cmpxchg(&rp, old, rn);
	old = uatomic_cmpxchg_mo(&rp, old, rn, CMM_ACQ_REL, CMM_ACQUIRE);
	(void) uatomic_try_cmpxchg_mo(&rp, &old, rn, CMM_SEQ_CST,
				      CMM_RELAXED);
	old = uatomic_xchg(&rp, old);
	old = uatomic_xchg_mo(&rp, old, CMM_SEQ_CST);
	CMM_STORE_SHARED(rp, old);
	q = URCU_FORCE_CAST(struct foo *, CMM_LOAD_SHARED(rp));
	q = URCU_FORCE_CAST(struct foo *, uatomic_load(&rp, CMM_CONSUME));
	return q->x;
}

/* The barriers and CPU helpers. */
void barriers(void);
void barriers(void)
{
	cmm_barrier();
	cmm_mb();
	cmm_rmb();
	cmm_wmb();
	cmm_smp_mb();
	cmm_smp_rmb();
	cmm_smp_wmb();
	cmm_read_barrier_depends();
	cmm_smp_read_barrier_depends();
	caa_cpu_relax();
	(void) caa_get_cycles();
}

#ifdef UATOMIC_HAS_ATOMIC_DWORD
/* The double-width compare-and-swap on a two-word head. */
struct head {
	struct foo *ptr;
	unsigned long gen;
} __attribute__((aligned(16)));
static struct head h;

int dword(struct head n);
int dword(struct head n)
{
	struct head old = uatomic_cmpxchg_dword(&h, n, n);

	old = uatomic_cmpxchg_dword(&h, old, n, CMM_ACQUIRE);
	old = uatomic_cmpxchg_dword_mo(&h, old, n, CMM_SEQ_CST, CMM_RELAXED);
	return uatomic_try_cmpxchg_dword(&h, &old, n) ||
		uatomic_try_cmpxchg_dword_mo(&h, &old, n, CMM_RELEASE,
					     CMM_RELAXED);
}
#endif
