/* SPDX-License-Identifier: MIT */
/*
 * uatomic_and() on a pointer takes an integer mask; a double would be
 * converted to some integer silently: an error.
 * CONTROL: the same and with an unsigned long mask.
 */
/* expect: uatomic_and: the value for a pointer operand is not an integer */
/* expect-c++: the value for a pointer operand is not an integer */
#include <urcu/uatomic.h>

struct foo {
	struct foo *next;
};

static struct foo node;

void use(void);
void use(void)
{
#ifdef CONTROL
	uatomic_and(&node.next, ~1UL);
#else
	uatomic_and(&node.next, 2.0);
#endif
}
