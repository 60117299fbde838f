/* SPDX-License-Identifier: MIT */
/*
 * uatomic_xor() takes an integer or a pointer operand: on a double it
 * would flip raw bit patterns, so it is a compile-time error.
 * CONTROL: the same xor on an unsigned long.
 */
/* expect: uatomic_xor: the operand is not an integer or a pointer */
/* expect-c++: uatomic_xor: the operand is not an integer or a pointer */
#include <urcu/uatomic.h>

#ifdef CONTROL
static unsigned long value;
#else
static double value;
#endif

void use(void);
void use(void)
{
	uatomic_xor(&value, 1);
}
