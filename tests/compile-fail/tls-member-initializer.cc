/* SPDX-License-Identifier: MIT */
/*
 * DEFINE_URCU_TLS of a struct with a default member initializer is a
 * compile-time error naming the macro, in every TLS mode (contract §5):
 * the POSIX-key mode's copy starts as zero bytes, not the initializer's
 * value.
 * CONTROL: the same struct without the initializer.
 */
/* expect-c++: DEFINE_URCU_TLS: the type must be trivially default-constructible */
#include <urcu/tls-compat.h>

struct budget {
#ifdef CONTROL
	int left;
#else
	int left = 100;
#endif
};

static DEFINE_URCU_TLS(struct budget, thread_budget);

int use(void);
int use(void)
{
	return --URCU_TLS(thread_budget).left;
}
