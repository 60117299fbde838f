/* SPDX-License-Identifier: MIT */
/*
 * uatomic_try_cmpxchg_weak() takes (addr, expected, new), then optionally
 * the success and the failure orders: two arguments is an error that
 * names the forms it takes.
 * CONTROL: the same call with the new value.
 */
/* expect: uatomic_try_cmpxchg_weak takes (addr, expected, new), (addr, expected, new, mo) or (addr, expected, new, mo_success, mo_failure) */
/* expect-c++: uatomic_try_cmpxchg_weak takes (addr, expected, new), (addr, expected, new, mo) or (addr, expected, new, mo_success, mo_failure) */
#include <urcu/uatomic.h>

int use(int *p);
int use(int *p)
{
	int expected = 0;

#ifdef CONTROL
	return uatomic_try_cmpxchg_weak(p, &expected, 1);
#else
	return uatomic_try_cmpxchg_weak(p, &expected);
#endif
}
