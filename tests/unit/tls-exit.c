// SPDX-License-Identifier: MIT
/*
 * tests/unit/tls-exit.c - thread-local variables at thread exit (SPEC §5):
 * the program's own pthread key destructors, run by the C library when a
 * thread exits, may still use a URCU_TLS variable and find the thread's
 * value, whether their key was created before the variable's or after it
 * (the C library runs them in key order, in rounds), and in a second
 * round too; as with __thread.  Run under valgrind by tests/valgrind/run.sh
 * for the POSIX-key mode: no block leaks, no access to a freed one.
 */
#include <pthread.h>
#include <urcu/uatomic-config.h>
#include <urcu/tls-compat.h>
#include "test.h"

#define NTHREADS	4

static DEFINE_URCU_TLS(long, tls_exit_var);
static DEFINE_URCU_TLS_INIT(int, tls_exit_untouched, 9);

/* What each thread's destructors saw. */
struct seen {
	long id;
	long before;		/* the destructor of the key made before */
	long after;		/* the destructor of the key made after */
	long after_round2;	/* the latter again, in the next round */
	int rounds;		/* calls of the latter */
};

static struct seen seen[NTHREADS];
static pthread_key_t key_before, key_after;

static void dtor_before(void *arg)
{
	struct seen *s = arg;

	s->before = URCU_TLS(tls_exit_var);
}

static void dtor_after(void *arg)
{
	struct seen *s = arg;

	if (s->rounds++ == 0) {
		s->after = URCU_TLS(tls_exit_var);
		/* Once more, in the next round. */
		pthread_setspecific(key_after, s);
	} else {
		s->after_round2 = URCU_TLS(tls_exit_var);
	}
}

static void *thread_fn(void *arg)
{
	struct seen *s = arg;

	URCU_TLS(tls_exit_var) = 1000 + s->id;
	pthread_setspecific(key_before, s);
	pthread_setspecific(key_after, s);
	return NULL;
}

int main(void)
{
	pthread_t tids[NTHREADS];
	int i, ok, created = 1;

#ifdef UATOMIC_CONFIG_TLS_NONE
	note("UATOMIC_CONFIG_TLS_NONE: one copy for all threads; the "
	     "per-thread exit checks are skipped");
	URCU_TLS(tls_exit_var) = 1;
	check(URCU_TLS(tls_exit_var) == 1 && URCU_TLS(tls_exit_untouched) == 9,
	      "the variables work");
	return test_exit();
#endif
	/* Key order: key_before, the variable's key, key_after. */
	check(pthread_key_create(&key_before, dtor_before) == 0,
	      "a key made before the variable's");
	URCU_TLS(tls_exit_var) = -1;
	check(pthread_key_create(&key_after, dtor_after) == 0,
	      "a key made after the variable's");

	for (i = 0; i < NTHREADS; i++) {
		seen[i].id = i;
		if (pthread_create(&tids[i], NULL, thread_fn, &seen[i]))
			created = 0;
	}
	check(created, "%d threads start", NTHREADS);
	if (!created)
		return test_exit();
	for (i = 0; i < NTHREADS; i++)
		pthread_join(tids[i], NULL);

	ok = 1;
	for (i = 0; i < NTHREADS; i++)
		ok &= seen[i].before == 1000 + i;
	check(ok, "a destructor whose key is older than the variable's sees "
	      "the thread's value");
	ok = 1;
	for (i = 0; i < NTHREADS; i++)
		ok &= seen[i].after == 1000 + i;
	check(ok, "a destructor whose key is newer than the variable's (run "
	      "after the variable's own) sees the thread's value, not a "
	      "fresh zeroed copy (thread 0 saw %ld)", seen[0].after);
	ok = 1;
	for (i = 0; i < NTHREADS; i++)
		ok &= seen[i].rounds == 2 && seen[i].after_round2 == 1000 + i;
	check(ok, "in the second round of destructors the value is still "
	      "there (thread 0: %d calls, saw %ld)", seen[0].rounds,
	      seen[0].after_round2);
	check(URCU_TLS(tls_exit_var) == -1 && URCU_TLS(tls_exit_untouched) == 9,
	      "the main thread's copies are untouched");
	return test_exit();
}
