/* SPDX-License-Identifier: MIT */
/*
 * uatomic_try_cmpxchg_weak() writes the value it finds to *expected: a
 * pointer to const is one error that names it.
 * CONTROL: the same code with a pointer to a modifiable object.
 */
/* expect: uatomic_try_cmpxchg_weak: expected points to const */
/* expect-c++: uatomic_try_cmpxchg_weak: expected points to const */
/* expect-errors: 1 */
#include <urcu/uatomic.h>

int use(long *p);
int use(long *p)
{
#ifdef CONTROL
	long expected = 0;
#else
	const long expected = 0;
#endif

	return uatomic_try_cmpxchg_weak(p, &expected, 1);
}
