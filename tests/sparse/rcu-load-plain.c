/* SPDX-License-Identifier: MIT */
/*
 * uatomic_load() of an __rcu pointer into a plain pointer crosses address
 * spaces (contract §6).
 * CONTROL: the same load, cast with URCU_FORCE_CAST().
 */
/* expect-sparse: incorrect type in initializer (different address spaces) */
#include <urcu/uatomic.h>

struct foo {
	int x;
};

static struct foo __rcu *gp;

struct foo *get(void);
struct foo *get(void)
{
#ifdef CONTROL
	struct foo *p = URCU_FORCE_CAST(struct foo *, uatomic_load(&gp));
#else
	struct foo *p = uatomic_load(&gp);
#endif

	return p;
}
