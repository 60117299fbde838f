/* SPDX-License-Identifier: MIT */
/*
 * uatomic_fetch_sub() on a float would subtract from its bit pattern:
 * a compile-time error.
 * CONTROL: the same fetch_sub on an int.
 */
/* expect: uatomic_fetch_sub: the operand is not an integer */
/* expect-c++: uatomic_fetch_sub: the operand is not an integer */
#include <urcu/uatomic.h>

#ifdef CONTROL
static int value;
#else
static float value;
#endif

void use(void);
void use(void)
{
	(void) uatomic_fetch_sub(&value, 1);
}
