/* SPDX-License-Identifier: MIT */
/*
 * The bit operations take an integer of several bits: on a bool, bit 1
 * would store 2, a representation that is no bool value.
 * CONTROL: the same operation on an int (a target may have no byte
 * atomics).
 */
/* expect: uatomic_test_and_set_bit: arithmetic on a bool operand */
/* expect-c++: uatomic_test_and_set_bit: arithmetic on a bool operand */
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
	(void) uatomic_test_and_set_bit(&flag, 1);
}
