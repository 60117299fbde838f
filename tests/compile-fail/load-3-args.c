/* SPDX-License-Identifier: MIT */
/*
 * uatomic_load() takes (addr) or (addr, mo): a third argument is an
 * error that names the rule.
 * CONTROL: the same load with two arguments.
 */
/* expect: uatomic_load takes (addr) or (addr, mo) */
/* expect-c++: uatomic_load takes (addr) or (addr, mo) */
#include <urcu/uatomic.h>

int use(int *p);
int use(int *p)
{
#ifdef CONTROL
	return uatomic_load(p, CMM_ACQUIRE);
#else
	return uatomic_load(p, CMM_ACQUIRE, CMM_ACQUIRE);
#endif
}
