/* SPDX-License-Identifier: MIT */
/*
 * uatomic_try_cmpxchg(NULL, &expected, v) is one compile-time error
 * naming the operation and the address (contract §4): expected is not
 * then said to point to another type than an operand that is not there.
 * CONTROL: the address of an int.
 */
/* expect: uatomic_try_cmpxchg: the address points to void */
/* expect-c++: uatomic_try_cmpxchg: the address is not a pointer (in C++, NULL and 0 are integers) */
/* expect-errors: 1 */
#include <stddef.h>
#include <urcu/uatomic.h>

static int counter;

int use(int expected);
int use(int expected)
{
#ifdef CONTROL
	return uatomic_try_cmpxchg(&counter, &expected, 1);
#else
	(void) counter;
	return uatomic_try_cmpxchg(NULL, &expected, 1);
#endif
}
