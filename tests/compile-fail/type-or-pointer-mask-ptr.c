/* SPDX-License-Identifier: MIT */
/*
 * uatomic_or() on a pointer takes an integer mask (pointer tagging, as
 * liburcu's hash table does); a pointer as the mask is an error.
 * CONTROL: the same or with an unsigned long mask.
 */
/* expect: uatomic_or: the value for a pointer operand is not an integer */
/* expect-c++: the value for a pointer operand is not an integer */
#include <urcu/uatomic.h>

struct foo {
	struct foo *next;
};

static struct foo node;

void use(struct foo *mask);
void use(struct foo *mask)
{
#ifdef CONTROL
	(void) mask;
	uatomic_or(&node.next, 1UL);
#else
	uatomic_or(&node.next, mask);
#endif
}
