/* SPDX-License-Identifier: MIT */
/*
 * uatomic_try_cmpxchg() writes the value it finds to *expected, so
 * expected must point to an object of the operand's type: an int * for a
 * long operand is one error that says so (an implicit conversion would
 * lose the upper half of the value found).
 * CONTROL: the same code with a long *.
 */
/* expect: uatomic_try_cmpxchg: expected points to another type than the operand */
/* expect-c++: uatomic_try_cmpxchg: expected points to another type than the operand */
/* expect-errors: 1 */
#include <urcu/uatomic.h>

int use(long *p);
int use(long *p)
{
#ifdef CONTROL
	long expected = 0;
#else
	int expected = 0;
#endif

	return uatomic_try_cmpxchg(p, &expected, 1);
}
