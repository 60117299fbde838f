/* SPDX-License-Identifier: MIT */
/*
 * CMM_LOAD_SHARED() of an __rcu pointer gives an __rcu pointer, which
 * may not be dereferenced (contract §6).
 * CONTROL: the same load, cast with URCU_FORCE_CAST().
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
	return URCU_FORCE_CAST(struct foo *, CMM_LOAD_SHARED(gp))->x;
#else
	return CMM_LOAD_SHARED(gp)->x;
#endif
}
