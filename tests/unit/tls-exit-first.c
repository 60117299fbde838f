// SPDX-License-Identifier: MIT
/*
 * tests/unit/tls-exit-first.c - a thread-local variable whose first use
 * in a thread is made by another key's destructor at thread exit, in the
 * C library's second round: the destructor gets a new copy from the
 * initial value and finds what it wrote there in the next round, as with
 * __thread.  In the POSIX-key mode that copy is never freed: its key's
 * destructor is called fewer times than the rounds the block waits for
 * (URCU_TLS(3), "Thread exit").  tests/valgrind/run.sh runs this program
 * and checks that exactly those blocks, one per such thread, are lost,
 * and none of the threads that used the variable before they exited.
 */
#include <limits.h>
#include <pthread.h>
#include <urcu/uatomic-config.h>
#include <urcu/tls-compat.h>
#include "test.h"

#define NTHREADS	3

static DEFINE_URCU_TLS_INIT(long, tls_first_at_exit, 5);

/* What one thread's destructor saw, round by round. */
struct seen {
	int early;		/* the thread used the variable before exit */
	int calls;
	long first;		/* the read of round 2 */
	long again;		/* the read of round 3, after writing 2 */
};

static struct seen seen[2][NTHREADS];
static pthread_key_t key;

/* Round 1 sets itself again; round 2 reads and writes; round 3 reads. */
static void dtor(void *arg)
{
	struct seen *s = arg;

	switch (++s->calls) {
	case 1:
		break;
	case 2:
		s->first = URCU_TLS(tls_first_at_exit);
		URCU_TLS(tls_first_at_exit) = 2;
		break;
	default:
		s->again = URCU_TLS(tls_first_at_exit);
		return;
	}
	pthread_setspecific(key, s);
}

static void *thread_fn(void *arg)
{
	struct seen *s = arg;

	if (s->early)
		URCU_TLS(tls_first_at_exit) = 5;
	pthread_setspecific(key, s);
	return NULL;
}

int main(void)
{
	pthread_t tids[NTHREADS];
	int early, i, ok, created = 1;

#ifdef UATOMIC_CONFIG_TLS_NONE
	skip("UATOMIC_CONFIG_TLS_NONE: one copy for all threads: no "
	     "thread exit to check");
	return test_exit();
#endif
	/* The variable's key is made first: it comes first in each round. */
	(void) URCU_TLS(tls_first_at_exit);
	check(pthread_key_create(&key, dtor) == 0, "a key of the program's");
	for (early = 0; early < 2; early++) {
		for (i = 0; i < NTHREADS; i++) {
			seen[early][i].early = early;
			if (pthread_create(&tids[i], NULL, thread_fn,
					   &seen[early][i]))
				created = 0;
			else
				pthread_join(tids[i], NULL);
		}
	}
	check(created, "%d threads start", 2 * NTHREADS);
	if (!created)
		return test_exit();
	for (early = 0; early < 2; early++) {
		ok = 1;
		for (i = 0; i < NTHREADS; i++)
			ok &= seen[early][i].calls == 3 &&
				seen[early][i].first == 5 &&
				seen[early][i].again == 2;
		check(ok, "a destructor that %s reads the initial value in "
		      "round 2 and what it wrote in round 3 (thread 0: %d "
		      "calls, read %ld then %ld)", early ?
		      "reads a variable the thread used" :
		      "makes the thread's first use of a variable",
		      seen[early][0].calls, seen[early][0].first,
		      seen[early][0].again);
	}
	return test_exit();
}
