/* SPDX-License-Identifier: MIT */
/*
 * CMM_STORE_SHARED() of a plain pointer into an __rcu pointer crosses
 * address spaces (contract §6).
 * CONTROL: the same store, cast with URCU_FORCE_CAST().
 */
/* expect-sparse: incorrect type in initializer (different address spaces) */
#include <urcu/uatomic.h>

struct foo {
	int x;
};

static struct foo __rcu *gp;

void publish(struct foo *p);
void publish(struct foo *p)
{
#ifdef CONTROL
	CMM_STORE_SHARED(gp, URCU_FORCE_CAST(struct foo __rcu *, p));
#else
	CMM_STORE_SHARED(gp, p);
#endif
}
