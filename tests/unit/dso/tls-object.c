// SPDX-License-Identifier: MIT
/*
 * tests/unit/dso/tls-object.c - the shared object that tests/unit/
 * tls-dlclose.c loads and unloads: it defines a thread-local variable,
 * file-local as most libraries' are, and a function that uses it.
 */
#include <urcu/tls-compat.h>

static DEFINE_URCU_TLS_INIT(long, tls_object_var, 7);

long tls_object_add(long v);
long tls_object_add(long v)
{
	URCU_TLS(tls_object_var) += v;
	return URCU_TLS(tls_object_var);
}
