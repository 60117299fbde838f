/* SPDX-License-Identifier: MIT */
/*
 * uatomic_inc() on a pointer would move it by one byte, not one element:
 * a compile-time error.  uatomic_xchg() and uatomic_cmpxchg() still take
 * pointers.
 * CONTROL: the same increment on an unsigned long.
 */
/* expect: uatomic_inc: the operand is not an integer */
/* expect-c++: uatomic_inc: the operand is not an integer */
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
	uatomic_inc(&value);
}
