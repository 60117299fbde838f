/* SPDX-License-Identifier: MIT */
/*
 * The headers need C99 or later (contract §1): strict C90 (-std=c89,
 * -ansi) is refused at once with a message that says so, and compilation
 * stops there (the message, then the stop: two errors, not hundreds
 * about variadic macros and inline).
 * CONTROL: the same code compiled as C99.
 */
/* expect: uatomic needs C99 or later */
/* expect-errors: 2 */
/* std: c89 */
#include <urcu/uatomic.h>

static int counter;

int use(void);
int use(void)
{
	uatomic_inc(&counter);
	return uatomic_read(&counter);
}
