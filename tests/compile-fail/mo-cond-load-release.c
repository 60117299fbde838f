/* SPDX-License-Identifier: MIT */
/*
 * uatomic_cond_load() reads: a constant CMM_RELEASE order is a
 * compile-time error, as on uatomic_load() (contract §3).
 * CONTROL: the same wait with CMM_ACQUIRE.
 */
/* expect: uatomic_cond_load: CMM_RELEASE is not a valid order for a load */
/* expect-c++: uatomic_cond_load: CMM_RELEASE is not a valid order for a load */
#include <urcu/uatomic.h>

int use(int *p);
int use(int *p)
{
#ifdef CONTROL
	return uatomic_cond_load(p, VAL, VAL != 0, CMM_ACQUIRE);
#else
	return uatomic_cond_load(p, VAL, VAL != 0, CMM_RELEASE);
#endif
}
