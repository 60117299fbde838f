/* SPDX-License-Identifier: MIT */
/*
 * uatomic_fetch_min() on a pointer: pointers to different objects have
 * no order to compare by, so it is a compile-time error.
 * CONTROL: the same fetch_min on an unsigned long.
 */
/* expect: uatomic_fetch_min: the operand is not an integer */
/* expect-c++: uatomic_fetch_min: the operand is not an integer */
#include <urcu/uatomic.h>

struct foo {
	int x;
};

#ifdef CONTROL
static unsigned long value;
#else
static struct foo *value;
#endif

void use(void);
void use(void)
{
	(void) uatomic_fetch_min(&value, 0);
}
