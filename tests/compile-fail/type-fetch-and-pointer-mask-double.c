/* SPDX-License-Identifier: MIT */
/*
 * uatomic_fetch_and() on a pointer takes an integer mask; a double would
 * be converted to some integer silently: an error.
 * CONTROL: the same fetch_and with an unsigned long mask.
 */
/* expect: uatomic_fetch_and: the value for a pointer operand is not an integer */
/* expect-c++: the value for a pointer operand is not an integer */
#include <urcu/uatomic.h>

struct foo {
	struct foo *next;
};

static struct foo node;

struct foo *use(void);
struct foo *use(void)
{
#ifdef CONTROL
	return uatomic_fetch_and(&node.next, ~1UL);
#else
	return uatomic_fetch_and(&node.next, 2.0);
#endif
}
