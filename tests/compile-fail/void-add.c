/* SPDX-License-Identifier: MIT */
/*
 * uatomic_add() through a void * is one compile-time error naming the
 * operation and saying the address points to void (contract §4): the
 * operand's size is not that of the byte GNU C gives void.
 * CONTROL: the same code through an int *.
 */
/* expect: uatomic_add: the address points to void */
/* expect-c++: uatomic_add: the address points to void */
/* expect-errors: 1 */
#include <urcu/uatomic.h>

#ifdef CONTROL
typedef int *slot_t;
#else
typedef void *slot_t;
#endif

void use(slot_t p);
void use(slot_t p)
{
	uatomic_add(p, 3);
}
