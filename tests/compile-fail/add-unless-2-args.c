/* SPDX-License-Identifier: MIT */
/*
 * uatomic_add_unless() takes (addr, v, u) or (addr, v, u, mo): without u
 * it is an error saying so.
 * CONTROL: the same call with u.
 */
/* expect: uatomic_add_unless takes (addr, v, u) or (addr, v, u, mo) */
/* expect-c++: uatomic_add_unless takes (addr, v, u) or (addr, v, u, mo) */
#include <urcu/uatomic.h>

int use(int *p);
int use(int *p)
{
#ifdef CONTROL
	return uatomic_add_unless(p, 1, 0);
#else
	return uatomic_add_unless(p, 1);
#endif
}
