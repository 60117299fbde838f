/* SPDX-License-Identifier: MIT */
/*
 * A store cannot acquire: a constant CMM_ACQUIRE order on
 * uatomic_store() is a compile-time error (contract §3).
 * CONTROL: the same store with CMM_RELEASE.
 */
/* expect: uatomic_store: CMM_ACQUIRE is not a valid order for a store */
/* expect-c++: uatomic_store: CMM_ACQUIRE is not a valid order for a store */
#include <urcu/uatomic.h>

int use(int *p);
int use(int *p)
{
#ifdef CONTROL
	uatomic_store(p, 1, CMM_RELEASE);
#else
	uatomic_store(p, 1, CMM_ACQUIRE);
#endif
	return 0;
}
