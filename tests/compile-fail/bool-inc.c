/* SPDX-License-Identifier: MIT */
/*
 * Arithmetic on a bool would store 2 (or 255, decrementing 0): a
 * representation that is no bool value.  Rejected; and, or, xchg and
 * cmpxchg take a bool.
 * CONTROL: the same operation on an int.
 */
/* expect: uatomic_inc: arithmetic on a bool operand */
/* expect-c++: uatomic_inc: arithmetic on a bool operand */
#include <stdbool.h>
#include <urcu/uatomic.h>

#ifdef CONTROL
static int flag;
#else
static bool flag;
#endif

void use(void);
void use(void)
{
	uatomic_inc(&flag);
}
