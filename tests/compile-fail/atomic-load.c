/* SPDX-License-Identifier: MIT */
/*
 * uatomic_load() of an operand of an atomic type (C11 _Atomic, C++
 * std::atomic), qualified or not, is one compile-time error naming the
 * operation and the type's kind (contract §4).
 * CONTROL: the same code on a plain long.
 */
/* expect: uatomic_load: the operand is _Atomic */
/* expect-c++: uatomic_load: the operand is not a trivially copyable type (a std::atomic */
/* expect-errors: 1 */
#include <urcu/uatomic.h>
#ifdef __cplusplus
# include <atomic>
#endif

#ifdef CONTROL
typedef volatile long counter_t;
#elif defined(__cplusplus)
typedef volatile std::atomic<long> counter_t;
#else
typedef volatile _Atomic long counter_t;
#endif

long use(counter_t *p);
long use(counter_t *p)
{
	return uatomic_load(p, CMM_ACQUIRE);
}
