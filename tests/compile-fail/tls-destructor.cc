/* SPDX-License-Identifier: MIT */
/*
 * DEFINE_URCU_TLS of a type with a destructor (std::string) is a
 * compile-time error naming the macro, in every TLS mode (contract §5):
 * nothing runs the destructor at thread exit (the POSIX-key mode frees
 * the block alone: each thread's string would leak).
 * CONTROL: a fixed array of characters.
 */
/* expect-c++: DEFINE_URCU_TLS: the type must be trivially destructible */
#include <urcu/tls-compat.h>
#include <string>

#ifdef CONTROL
typedef char name_t[16];
#else
typedef std::string name_t;
#endif

static DEFINE_URCU_TLS(name_t, thread_name);

char first(void);
char first(void)
{
	return URCU_TLS(thread_name)[0];
}
