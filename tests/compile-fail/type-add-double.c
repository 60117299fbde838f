/* SPDX-License-Identifier: MIT */
/*
 * Arithmetic takes integers: uatomic_add() on a double would add raw bit
 * patterns, so it is a compile-time error (contract §4, value types).
 * CONTROL: the same add on a long.
 */
/* expect: uatomic_add: the operand is not an integer */
/* expect-c++: uatomic_add: the operand is not an integer */
#include <urcu/uatomic.h>

#ifdef CONTROL
static long value;
#else
static double value;
#endif

void use(void);
void use(void)
{
	uatomic_add(&value, 1);
}
