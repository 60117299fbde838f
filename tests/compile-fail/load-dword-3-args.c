/* SPDX-License-Identifier: MIT */
/*
 * uatomic_load_dword() with three arguments is one compile-time error
 * saying what it takes.  CONTROL: two.
 */
/* requires: UATOMIC_HAS_ATOMIC_DWORD */
/* expect: uatomic_load_dword takes (addr) or (addr, mo) */
/* expect-c++: uatomic_load_dword takes (addr) or (addr, mo) */
/* expect-errors: 1 */
#include <urcu/uatomic.h>

typedef unsigned __int128 u128 __attribute__((aligned(16)));

u128 use(u128 *p);
u128 use(u128 *p)
{
#ifdef CONTROL
	return uatomic_load_dword(p, CMM_ACQUIRE);
#else
	(void) p;
	return uatomic_load_dword(p, CMM_ACQUIRE, CMM_ACQUIRE);
#endif
}
