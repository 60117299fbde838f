/* SPDX-License-Identifier: MIT */
/*
 * DEFINE_URCU_TLS_INIT of a class with a virtual function is a
 * compile-time error naming the macro, in every TLS mode (contract §5):
 * the POSIX-key mode copies the initial value's bytes into each thread's
 * copy, which only a trivially copyable type allows.
 * CONTROL: the same class without the virtual function.
 */
/* expect-c++: DEFINE_URCU_TLS_INIT: the type must be trivially copyable */
#include <urcu/tls-compat.h>

struct counter {
#ifdef CONTROL
	int next() { return ++n; }
#else
	virtual int next() { return ++n; }
#endif
	int n;
};

static DEFINE_URCU_TLS_INIT(struct counter, thread_counter, counter());

int use(void);
int use(void)
{
	return URCU_TLS(thread_counter).next();
}
