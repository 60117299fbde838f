/* SPDX-License-Identifier: MIT */
/*
 * uatomic_set() of a plain pointer into an __rcu pointer crosses address
 * spaces (contract §6).
 * CONTROL: the same store, cast with __force.
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
	uatomic_set(&gp, (__force struct foo __rcu *) p);
#else
	uatomic_set(&gp, p);
#endif
}
