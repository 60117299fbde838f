/* SPDX-License-Identifier: MIT */
/*
 * uatomic_cmpxchg() writes its operand: on a const object it is
 * diagnosed like any write through a pointer to const.
 * CONTROL: the same code on a non-const object.
 */
/* expect: discards 'const' qualifier */
/* expect-clang: discards qualifiers */
#include <urcu/uatomic.h>

#ifdef CONTROL
static long counter;
#else
static const long counter;
#endif

long use(void);
long use(void)
{
	return uatomic_cmpxchg(&counter, 0, 2);
}
