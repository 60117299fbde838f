/* SPDX-License-Identifier: MIT */
/*
 * Arithmetic on a bool would store 2: a representation that is no bool
 * value.  uatomic_fetch_add() rejects it as uatomic_add() does; the
 * bitwise fetch forms take a bool.
 * CONTROL: the same operation on an int.
 */
/* expect: uatomic_fetch_add: arithmetic on a bool operand */
/* expect-c++: uatomic_fetch_add: arithmetic on a bool operand */
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
	(void) uatomic_fetch_or(&flag, 1);
	(void) uatomic_fetch_add(&flag, 1);
}
