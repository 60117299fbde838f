/* SPDX-License-Identifier: MIT */
/*
 * uatomic_cond_load_timeout() without its timeout is an error that names
 * the arguments it takes, not an unbounded wait.
 * CONTROL: the same wait with a timeout.
 */
/* expect: uatomic_cond_load_timeout takes (addr, VAL, cond, timeout) or (addr, VAL, cond, timeout, mo) */
/* expect-c++: uatomic_cond_load_timeout takes (addr, VAL, cond, timeout) or (addr, VAL, cond, timeout, mo) */
#include <urcu/uatomic.h>

int use(int *p);
int use(int *p)
{
#ifdef CONTROL
	return uatomic_cond_load_timeout(p, VAL, VAL != 0, 1000);
#else
	return uatomic_cond_load_timeout(p, VAL, VAL != 0);
#endif
}
