/* SPDX-License-Identifier: MIT */
/*
 * uatomic_xchg(&a, b) on arrays a and b would store the address of b in
 * a's bytes: rejected.
 * CONTROL: the same exchange of two unsigned ints.
 */
/* expect: uatomic_xchg: the operand is an array */
/* expect-c++: uatomic_xchg: the operand is an array */
#include <urcu/uatomic.h>

#ifdef CONTROL
static unsigned int a, b;
#else
static char a[4], b[4];
#endif

void use(void);
void use(void)
{
	(void) uatomic_xchg(&a, b);
}
