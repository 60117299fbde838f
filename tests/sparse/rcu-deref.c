/* SPDX-License-Identifier: MIT */
/*
 * An __rcu pointer may not be dereferenced (contract §6).
 * CONTROL: the same read through URCU_FORCE_CAST().
 */
/* expect-sparse: dereference of noderef expression */
#include <urcu/uatomic.h>

struct foo {
	int x;
};

static struct foo __rcu *gp;

int read_x(void);
int read_x(void)
{
#ifdef CONTROL
	return URCU_FORCE_CAST(struct foo *, gp)->x;
#else
	return gp->x;
#endif
}
