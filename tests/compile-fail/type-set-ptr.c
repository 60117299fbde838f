/* SPDX-License-Identifier: MIT */
/*
 * uatomic_set() type-checks its value as an assignment would (contract §4):
 * a struct bar * stored into a struct foo * is diagnosed.
 * CONTROL: the same code with a struct foo *.
 */
/* expect: incompatible pointer type */
/* expect-c++: the value does not convert to the operand's type */
#include <urcu/uatomic.h>

struct foo { int f; };
struct bar { int b; };

void use(struct foo **slot, struct foo *foo, struct bar *bar);
void use(struct foo **slot, struct foo *foo, struct bar *bar)
{
#ifdef CONTROL
	uatomic_set(slot, foo);
	(void) bar;
#else
	uatomic_set(slot, bar);
	(void) foo;
#endif
}
