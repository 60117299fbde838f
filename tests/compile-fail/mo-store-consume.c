/* SPDX-License-Identifier: MIT */
/*
 * A store cannot consume: a constant CMM_CONSUME order on
 * uatomic_store() is a compile-time error (contract §3).
 * CONTROL: the same store with CMM_RELAXED.
 */
/* expect: uatomic_store: CMM_CONSUME is not a valid order for a store */
/* expect-c++: uatomic_store: CMM_CONSUME is not a valid order for a store */
#include <urcu/uatomic.h>

int use(int *p);
int use(int *p)
{
#ifdef CONTROL
	uatomic_store(p, 1, CMM_RELAXED);
#else
	uatomic_store(p, 1, CMM_CONSUME);
#endif
	return 0;
}
