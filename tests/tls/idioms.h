/* SPDX-License-Identifier: MIT */
/*
 * tests/tls/idioms.h - thread-local variables declared as liburcu and its
 * users declare them in a header: "extern DECLARE_URCU_TLS(...)", and a
 * name renamed by a macro as liburcu's flavour maps rename theirs
 * ("#define rcu_reader urcu_memb_reader").  Included by idioms.c and
 * idioms-other.c (tests/tls/run.sh).
 */
#ifndef TLS_IDIOMS_H
#define TLS_IDIOMS_H

#include <urcu/tls-compat.h>

struct idiom_reader {
	unsigned long ctr;
	int registered;
};

typedef int idiom_array[4];	/* compound types through a typedef */

#define idiom_rcu_reader	idiom_memb_reader	/* the flavour map */

extern DECLARE_URCU_TLS(struct idiom_reader, idiom_rcu_reader);
extern DECLARE_URCU_TLS(unsigned long, idiom_counter);
extern DECLARE_URCU_TLS(idiom_array, idiom_arr);

#ifdef __cplusplus
extern "C" {
#endif
/* idioms-other.c: the same variables, from another translation unit. */
struct idiom_reader *idiom_other_reader(void);
unsigned long idiom_other_bump(void);
#ifdef __cplusplus
}
#endif

#endif /* TLS_IDIOMS_H */
