/* SPDX-License-Identifier: MIT */
/*
 * uatomic_fetch_min() takes (addr, v) or (addr, v, mo): a fourth
 * argument is an error saying so.
 * CONTROL: the same call with three arguments.
 */
/* expect: uatomic_fetch_min takes (addr, v) or (addr, v, mo) */
/* expect-c++: uatomic_fetch_min takes (addr, v) or (addr, v, mo) */
#include <urcu/uatomic.h>

int use(int *p);
int use(int *p)
{
#ifdef CONTROL
	return uatomic_fetch_min(p, 1, CMM_RELAXED);
#else
	return uatomic_fetch_min(p, 1, CMM_RELAXED, CMM_RELAXED);
#endif
}
