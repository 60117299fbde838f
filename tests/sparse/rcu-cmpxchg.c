/* SPDX-License-Identifier: MIT */
/*
 * uatomic_cmpxchg() of a plain new pointer into an __rcu pointer crosses
 * address spaces (contract §6).
 * CONTROL: the same cmpxchg, cast with URCU_FORCE_CAST().
 */
/* expect-sparse: incorrect type in assignment (different address spaces) */
#include <urcu/uatomic.h>

struct foo {
	int x;
};

static struct foo __rcu *gp;

struct foo __rcu *replace(struct foo __rcu *old, struct foo *p);
struct foo __rcu *replace(struct foo __rcu *old, struct foo *p)
{
#ifdef CONTROL
	return uatomic_cmpxchg(&gp, old, URCU_FORCE_CAST(struct foo __rcu *, p));
#else
	return uatomic_cmpxchg(&gp, old, p);
#endif
}
