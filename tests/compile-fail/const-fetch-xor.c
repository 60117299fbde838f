/* SPDX-License-Identifier: MIT */
/*
 * uatomic_fetch_xor() writes its operand: on a const object it is one
 * error that names the operation and the const.
 * CONTROL: the same code on a non-const object.
 */
/* expect: uatomic_fetch_xor: the operand is const */
/* expect-c++: uatomic_fetch_xor: the operand is const */
/* expect-errors: 1 */
#include <urcu/uatomic.h>

#ifdef CONTROL
static unsigned long flags;
#else
static const unsigned long flags = 1;
#endif

unsigned long use(void);
unsigned long use(void)
{
	return uatomic_fetch_xor(&flags, 2);
}
