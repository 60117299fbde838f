/* SPDX-License-Identifier: MIT */
/*
 * uatomic_add() takes (addr, v) or (addr, v, mo), as in liburcu 0.15: a
 * fourth argument is an error that names the rule.
 * CONTROL: the same add with its memory order.
 */
/* expect: uatomic_add takes (addr, v) or (addr, v, mo) */
/* expect-c++: uatomic_add takes (addr, v) or (addr, v, mo) */
#include <urcu/uatomic.h>

void use(long *p);
void use(long *p)
{
#ifdef CONTROL
	uatomic_add(p, 1, CMM_RELEASE);
#else
	uatomic_add(p, 1, CMM_RELEASE, CMM_RELAXED);
#endif
}
