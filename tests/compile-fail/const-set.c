/* SPDX-License-Identifier: MIT */
/*
 * uatomic_set() writes its operand: on a const object it is one error
 * that names the operation and the const (not one warning per size about
 * the internal helpers' parameters).
 * CONTROL: the same code on a non-const object.
 */
/* expect: uatomic_set: the operand is const */
/* expect-c++: uatomic_set: the operand is const */
/* expect-errors: 1 */
#include <urcu/uatomic.h>

#ifdef CONTROL
static long counter;
#else
static const long counter = 1;
#endif

long use(void);
long use(void)
{
	uatomic_set(&counter, 2);
	return 0;
}
