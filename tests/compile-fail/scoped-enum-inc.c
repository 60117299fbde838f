/* SPDX-License-Identifier: MIT */
/*
 * uatomic_inc() on a C++ scoped enum, which has no arithmetic, is one
 * compile-time error saying so (contract §4); an unscoped enum is an
 * integer, as in C (the bitwise operations take both: flags).
 * CONTROL: the same code on an unscoped enum.
 */
/* expect-c++: uatomic_inc: the operand is a scoped enum (enum class), which has no arithmetic */
/* expect-errors: 1 */
#include <urcu/uatomic.h>

#ifdef CONTROL
enum state { IDLE, BUSY };
#else
enum class state { IDLE, BUSY };
#endif

static state current;

void use(void);
void use(void)
{
	uatomic_inc(&current);
}
