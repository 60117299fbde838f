/* SPDX-License-Identifier: MIT */
/*
 * uatomic_inc_not_zero() takes an integer: a pointer is no count.
 * CONTROL: the same operation on a long.
 */
/* expect: uatomic_inc_not_zero: the operand is not an integer */
/* expect-c++: uatomic_inc_not_zero: the operand is not an integer */
#include <urcu/uatomic.h>

#ifdef CONTROL
static long ref;
#else
static void *ref;
#endif

int use(void);
int use(void)
{
	return uatomic_inc_not_zero(&ref);
}
