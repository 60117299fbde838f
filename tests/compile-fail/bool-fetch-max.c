/* SPDX-License-Identifier: MIT */
/*
 * fetch_max and fetch_min compare integers: a bool operand is rejected as
 * for the arithmetic, with the message that says so.
 * CONTROL: the same operation on an int (a target may have no byte
 * atomics).
 */
/* expect: uatomic_fetch_max: arithmetic on a bool operand */
/* expect-c++: uatomic_fetch_max: arithmetic on a bool operand */
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
	(void) uatomic_fetch_max(&flag, 1);
}
