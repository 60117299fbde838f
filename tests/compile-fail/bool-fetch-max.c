/* SPDX-License-Identifier: MIT */
/*
 * fetch_max and fetch_min compare integers: a bool operand is rejected as
 * for the arithmetic, with the message that says so.
 * CONTROL: the same operation on an unsigned char.
 */
/* expect: uatomic_fetch_max: arithmetic on a bool operand */
/* expect-c++: uatomic_fetch_max: arithmetic on a bool operand */
#include <stdbool.h>
#include <urcu/uatomic.h>

#ifdef CONTROL
static unsigned char flag;
#else
static bool flag;
#endif

void use(void);
void use(void)
{
	(void) uatomic_fetch_max(&flag, 1);
}
