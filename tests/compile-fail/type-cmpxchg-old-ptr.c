/* SPDX-License-Identifier: MIT */
/*
 * uatomic_cmpxchg() type-checks its expected value as an assignment would
 * (contract §4): a struct bar * given for a struct foo * is diagnosed.
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
	(void) uatomic_cmpxchg(slot, foo, foo);
	(void) bar;
#else
	(void) uatomic_cmpxchg(slot, bar, foo);
	(void) foo;
#endif
}
