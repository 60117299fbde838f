/* SPDX-License-Identifier: MIT */
/*
 * A release load makes no sense: a constant CMM_RELEASE order on
 * uatomic_load() is a compile-time error (contract §3).
 * CONTROL: the same load with CMM_ACQUIRE.
 */
/* expect: uatomic_load: CMM_RELEASE is not a valid order for a load */
/* expect-c++: uatomic_load: CMM_RELEASE is not a valid order for a load */
#include <urcu/uatomic.h>

int use(int *p);
int use(int *p)
{
#ifdef CONTROL
	return uatomic_load(p, CMM_ACQUIRE);
#else
	return uatomic_load(p, CMM_RELEASE);
#endif
}
