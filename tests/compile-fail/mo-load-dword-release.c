/* SPDX-License-Identifier: MIT */
/*
 * uatomic_load_dword() takes a load's orders: CMM_RELEASE is a
 * compile-time error naming the operation (contract §2).
 * CONTROL: CMM_ACQUIRE.
 */
/* requires: UATOMIC_HAS_ATOMIC_DWORD */
/* expect: uatomic_load_dword: CMM_RELEASE is not a valid order for a load */
/* expect-c++: uatomic_load_dword: CMM_RELEASE is not a valid order for a load */
/* expect-errors: 1 */
#include <urcu/uatomic.h>

typedef unsigned __int128 u128 __attribute__((aligned(16)));

u128 use(u128 *p);
u128 use(u128 *p)
{
#ifdef CONTROL
	return uatomic_load_dword(p, CMM_ACQUIRE);
#else
	return uatomic_load_dword(p, CMM_RELEASE);
#endif
}
