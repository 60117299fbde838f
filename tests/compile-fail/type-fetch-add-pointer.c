/* SPDX-License-Identifier: MIT */
/*
 * uatomic_fetch_add() on a pointer would move it by bytes, not elements:
 * a compile-time error, as for uatomic_add().
 * CONTROL: the same fetch_add on an unsigned long.
 */
/* expect: uatomic_fetch_add: the operand is not an integer */
/* expect-c++: uatomic_fetch_add: the operand is not an integer */
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
	(void) uatomic_fetch_add(&value, 1);
}
