/* SPDX-License-Identifier: MIT */
/*
 * A const pointer variable is a const operand too: uatomic_xchg() on it
 * is one error naming the operation.
 * CONTROL: the same exchange on a pointer that is not const.
 */
/* expect: uatomic_xchg: the operand is const */
/* expect-c++: uatomic_xchg: the operand is const */
/* expect-errors: 1 */
#include <urcu/uatomic.h>

struct node {
	int key;
};

static struct node a, b;
#ifdef CONTROL
static struct node *slot = &a;
#else
static struct node *const slot = &a;
#endif

struct node *use(void);
struct node *use(void)
{
	return uatomic_xchg(&slot, &b);
}
