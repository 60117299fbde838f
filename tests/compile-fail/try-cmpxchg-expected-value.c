/* SPDX-License-Identifier: MIT */
/*
 * uatomic_try_cmpxchg() takes the address of the expected value, which it
 * updates: the value itself (uatomic_cmpxchg()'s way) is one error that
 * says what to pass.
 * CONTROL: the same call with &expected.
 */
/* expect: uatomic_try_cmpxchg: expected is not a pointer (pass &expected) */
/* expect-errors: 1 */
#include <urcu/uatomic.h>

int use(long *p);
int use(long *p)
{
	long expected = 0;

#ifdef CONTROL
	return uatomic_try_cmpxchg(p, &expected, 1);
#else
	return uatomic_try_cmpxchg(p, expected, 1);
#endif
}
