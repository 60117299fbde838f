/* SPDX-License-Identifier: MIT */
/*
 * uatomic_fetch_max() on a double would compare its bit pattern as an
 * integer: a compile-time error.
 * CONTROL: the same fetch_max on a long.
 */
/* expect: uatomic_fetch_max: the operand is not an integer */
/* expect-c++: uatomic_fetch_max: the operand is not an integer */
#include <urcu/uatomic.h>

#ifdef CONTROL
static long value;
#else
static double value;
#endif

void use(void);
void use(void)
{
	(void) uatomic_fetch_max(&value, 1);
}
