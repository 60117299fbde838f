/* SPDX-License-Identifier: MIT */
/*
 * The failure of a cmpxchg is a load: a constant CMM_RELEASE failure
 * order is a compile-time error (contract §3).
 * CONTROL: the same cmpxchg with CMM_RELAXED on failure.
 */
/* expect: uatomic_cmpxchg: CMM_RELEASE is not a valid order for a load */
/* expect-c++: uatomic_cmpxchg: CMM_RELEASE is not a valid order for a load */
#include <urcu/uatomic.h>

int use(int *p);
int use(int *p)
{
#ifdef CONTROL
	return uatomic_cmpxchg_mo(p, 0, 1, CMM_SEQ_CST, CMM_RELAXED);
#else
	return uatomic_cmpxchg_mo(p, 0, 1, CMM_SEQ_CST, CMM_RELEASE);
#endif
}
