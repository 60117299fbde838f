/* SPDX-License-Identifier: MIT */
/*
 * uatomic_add_unless() is arithmetic: on a bool, 1 plus 1 would store 2, a
 * representation that is no bool value.
 * CONTROL: the same operation on an int.
 */
/* expect: uatomic_add_unless: arithmetic on a bool operand */
/* expect-c++: uatomic_add_unless: arithmetic on a bool operand */
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
	(void) uatomic_add_unless(&flag, 1, 0);
}
