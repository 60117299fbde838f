/* SPDX-License-Identifier: MIT */
/*
 * uatomic_inc() on an operand of an atomic type, which has operations of
 * its own (C11 _Atomic, C++ std::atomic), is one compile-time error
 * naming the operation and the type's kind (contract §4), with gcc as
 * with clang (clang called an _Atomic int an array).
 * CONTROL: the same code on a plain int.
 */
/* expect: uatomic_inc: the operand is _Atomic */
/* expect-c++: uatomic_inc: the operand is not a trivially copyable type (a std::atomic */
/* expect-errors: 1 */
#include <urcu/uatomic.h>
#ifdef __cplusplus
# include <atomic>
#endif

#ifdef CONTROL
static int counter;
#elif defined(__cplusplus)
static std::atomic<int> counter;
#else
static _Atomic int counter;
#endif

void use(void);
void use(void)
{
	uatomic_inc(&counter);
}
