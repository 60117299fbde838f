/* SPDX-License-Identifier: MIT */
/*
 * uatomic_xchg() of a plain pointer into an __rcu pointer crosses
 * address spaces (contract §6).
 * CONTROL: the same exchange, cast with URCU_FORCE_CAST().
 */
/* expect-sparse: incorrect type in assignment (different address spaces) */
#include <urcu/uatomic.h>

struct foo {
	int x;
};

static struct foo __rcu *gp;

struct foo *replace(struct foo *p);
struct foo *replace(struct foo *p)
{
#ifdef CONTROL
	return URCU_FORCE_CAST(struct foo *,
		uatomic_xchg(&gp, URCU_FORCE_CAST(struct foo __rcu *, p)));
#else
	return URCU_FORCE_CAST(struct foo *, uatomic_xchg(&gp, p));
#endif
}
