/* SPDX-License-Identifier: MIT */
/*
 * uatomic_store() of a plain pointer into an __rcu pointer crosses
 * address spaces (contract §6).
 * CONTROL: the same store, cast with URCU_FORCE_CAST().
 */
/* expect-sparse: incorrect type in assignment (different address spaces) */
#include <urcu/uatomic.h>

struct foo {
	int x;
};

static struct foo __rcu *gp;

void publish(struct foo *p);
void publish(struct foo *p)
{
#ifdef CONTROL
	uatomic_store(&gp, URCU_FORCE_CAST(struct foo __rcu *, p), CMM_RELEASE);
#else
	uatomic_store(&gp, p, CMM_RELEASE);
#endif
}
