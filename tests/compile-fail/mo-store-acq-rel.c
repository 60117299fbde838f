/* SPDX-License-Identifier: MIT */
/*
 * A store cannot acquire: a constant CMM_ACQ_REL order on
 * uatomic_store() is a compile-time error (contract §3).
 * CONTROL: the same store with CMM_SEQ_CST.
 */
/* expect: uatomic_store: CMM_ACQ_REL is not a valid order for a store */
/* expect-c++: uatomic_store: CMM_ACQ_REL is not a valid order for a store */
#include <urcu/uatomic.h>

int use(int *p);
int use(int *p)
{
#ifdef CONTROL
	uatomic_store(p, 1, CMM_SEQ_CST);
#else
	uatomic_store(p, 1, CMM_ACQ_REL);
#endif
	return 0;
}
