/* SPDX-License-Identifier: MIT */
/*
 * A little of every public header in use, compiled by tests/headers/run.sh
 * in each C and C++ mode of contract §1 and against the installed header
 * tree: the macros must expand cleanly where a user's code puts them.
 */
#include <urcu/compiler.h>
#include <urcu/arch.h>
#include <urcu/system.h>
#include <urcu/uatomic.h>
#include <urcu/tls-compat.h>

struct node {
	int key;
	struct node *next;
};

DEFINE_URCU_TLS(int, use_tls_counter);

#ifdef __cplusplus
extern "C"
#endif
int use_api(int *i, long *l, struct node **slot, struct node *n);

int use_api(int *i, long *l, struct node **slot, struct node *n)
{
	int keys[4] = { 0, 1, 2, 3 };
	struct node *old;
	int v = uatomic_read(i);

	uatomic_set(i, v + 1);
	uatomic_store(i, 2, CMM_RELEASE);
	v += uatomic_load(i, CMM_ACQUIRE);
	v += uatomic_cmpxchg(i, 2, 3);
	v += (int) uatomic_add_return(l, 2L);
	uatomic_inc(l);
	cmm_smp_mb__before_uatomic_or();
	uatomic_or(i, 4);
	cmm_smp_mb__after_uatomic_or();
	old = uatomic_xchg(slot, n);
	cmm_smp_mb();
	cmm_smp_wmb();
	CMM_STORE_SHARED(*i, v);
	URCU_TLS(use_tls_counter)++;
	v += caa_max(v, 3) + caa_min(v, 1) + (int) CAA_ARRAY_SIZE(keys);
	if (caa_unlikely(old == NULL))
		v += caa_container_of(&n->next, struct node, next)->key;
	return v + CMM_LOAD_SHARED(*i) + (int) CAA_CACHE_LINE_SIZE +
		URCU_TLS(use_tls_counter);
}
