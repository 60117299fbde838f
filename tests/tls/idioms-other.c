// SPDX-License-Identifier: MIT
/*
 * tests/tls/idioms-other.c - the second translation unit of idioms.c:
 * reaches its variables through idioms.h alone, one of them defined
 * here with the same name as a "static" one of idioms.c.
 */
#include "idioms.h"

static DEFINE_URCU_TLS(long, idiom_static);	/* idioms.c has its own */

struct idiom_reader *idiom_other_reader(void)
{
	return &URCU_TLS(idiom_rcu_reader);
}

unsigned long idiom_other_bump(void)
{
	URCU_TLS(idiom_static) = 100;
	return ++URCU_TLS(idiom_counter);
}
