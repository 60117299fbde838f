// SPDX-License-Identifier: MIT
/*
 * tests/tls/idioms.c - defines the variables of idioms.h ("static" ones
 * too, with and without an initializer) and checks, as C or C++, that
 * both translation units reach the same copy by the macro name and by
 * the real one.  Exit status 0 when every check holds; tests/tls/run.sh
 * builds it with each compiler at hand.
 */
#include <stdio.h>
#include "idioms.h"

DEFINE_URCU_TLS(struct idiom_reader, idiom_rcu_reader);
DEFINE_URCU_TLS_INIT(unsigned long, idiom_counter, 40);
DEFINE_URCU_TLS(idiom_array, idiom_arr);
static DEFINE_URCU_TLS(long, idiom_static);
static DEFINE_URCU_TLS_INIT(struct idiom_reader, idiom_static_reader,
			    { 5, 1 });

int main(void)
{
	int bad = 0;

	URCU_TLS(idiom_rcu_reader).ctr = 3;
	URCU_TLS(idiom_static)++;
	URCU_TLS(idiom_arr)[2] = 9;
	bad |= URCU_TLS(idiom_memb_reader).ctr != 3;	/* the real name */
	bad |= idiom_other_reader() != &URCU_TLS(idiom_rcu_reader);
	bad |= idiom_other_bump() != 41;
	bad |= URCU_TLS(idiom_counter) != 41;
	bad |= URCU_TLS(idiom_static) != 1;
	bad |= URCU_TLS(idiom_static_reader).ctr != 5 ||
	       URCU_TLS(idiom_static_reader).registered != 1;
	bad |= URCU_TLS(idiom_arr)[2] != 9 || URCU_TLS(idiom_arr)[0] != 0;
	if (bad)
		fprintf(stderr, "idioms: a variable is not where it should be\n");
	return bad;
}
