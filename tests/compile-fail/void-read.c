/* SPDX-License-Identifier: MIT */
/*
 * uatomic_read(NULL) reads no operand: one compile-time error naming the
 * operation and saying the address points to void (contract §4), not an
 * error about a union member declared void.
 * CONTROL: the same code with the address of an int.
 */
/* expect: uatomic_read: the address points to void (NULL or a void *) */
/* expect-errors: 1 */
#include <urcu/uatomic.h>

static int counter;

int use(void);
int use(void)
{
#ifdef CONTROL
	return uatomic_read(&counter);
#else
	(void) counter;
	return uatomic_read(NULL);
#endif
}
