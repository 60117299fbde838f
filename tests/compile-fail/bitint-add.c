/* SPDX-License-Identifier: MIT */
/*
 * uatomic_add() on a _BitInt is one compile-time error saying so (contract
 * §4), not "not an integer": where its width is not its size's, the
 * padding bits would take the carries.
 * CONTROL: the same code on an int.
 */
/* requires: __BITINT_MAXWIDTH__ */
/* expect: uatomic_add: the operand is a _BitInt or a vector */
/* expect-c++: uatomic_add: the operand is a _BitInt or a vector */
/* expect-errors: 1 */
#include <urcu/uatomic.h>

#ifdef CONTROL
typedef int counter_t;
#else
typedef _BitInt(32) counter_t;
#endif

static counter_t counter;

void use(void);
void use(void)
{
	uatomic_add(&counter, 2);
}
