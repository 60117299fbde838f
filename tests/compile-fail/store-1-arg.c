/* SPDX-License-Identifier: MIT */
/*
 * uatomic_store() takes (addr, v) or (addr, v, mo): one argument is an
 * error that names the rule.
 * CONTROL: the same store with a value.
 */
/* expect: uatomic_store takes (addr, v) or (addr, v, mo) */
/* expect-c++: uatomic_store takes (addr, v) or (addr, v, mo) */
#include <urcu/uatomic.h>

void use(int *p);
void use(int *p)
{
#ifdef CONTROL
	uatomic_store(p, 0);
#else
	uatomic_store(p);
#endif
}
