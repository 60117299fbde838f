// SPDX-License-Identifier: MIT
/*
 * tests/unit/tls__other.c - the second translation unit of tls.c: reaches
 * the thread-local variables defined there through DECLARE_URCU_TLS().
 */
#include <urcu/tls-compat.h>

struct tls_pair {
	int a;
	int b;
};

extern DECLARE_URCU_TLS(int, tls_shared);
extern DECLARE_URCU_TLS(struct tls_pair, tls_shared_pair);

/* Prototypes for tls.c, which declares them the same way. */
int other_get(void);
void other_set(int v);
int *other_addr(void);
int other_pair_sum(void);

int other_get(void)
{
	return URCU_TLS(tls_shared);
}

void other_set(int v)
{
	URCU_TLS(tls_shared) = v;
}

int *other_addr(void)
{
	return &URCU_TLS(tls_shared);
}

int other_pair_sum(void)
{
	return URCU_TLS(tls_shared_pair).a + URCU_TLS(tls_shared_pair).b;
}
