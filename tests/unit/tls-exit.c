// SPDX-License-Identifier: MIT
/*
 * tests/unit/tls-exit.c - thread-local variables at thread exit: the
 * program's own pthread key destructors, run by the C library when a
 * thread exits, may still use a URCU_TLS variable and find the thread's
 * value, whether their key was created before the variable's or after it
 * (the C library runs them in key order, in rounds), and in a second
 * round too; as with __thread.  In the POSIX-key mode the copy is freed
 * in the C library's last round of destructors: a destructor that reads
 * it after that stops the program (SIGABRT) with the variable's name,
 * rather than getting a new zeroed copy.  Run under valgrind by
 * tests/valgrind/run.sh for the POSIX-key mode: no block leaks, no access
 * to a freed one.
 */
#include <limits.h>
#include <pthread.h>
#include <urcu/uatomic-config.h>
#include <urcu/tls-compat.h>
#include "child.h"

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

#ifdef UATOMIC_CONFIG_TLS_PTHREAD_KEYS
/*
 * The last round: a key made after the variable's, whose destructor sets
 * itself again in every round and reads the variable each time.  The C
 * library runs it after the variable's own in each round; in the last
 * one, the variable's copy is already freed.
 */
static DEFINE_URCU_TLS(long, tls_exit_late);
static pthread_key_t key_every_round;
static int rounds_read;

static void dtor_every_round(void *arg)
{
	long v = URCU_TLS(tls_exit_late);

	rounds_read++;
	fprintf(stderr, "round %d read %ld\n", rounds_read, v);
	pthread_setspecific(key_every_round, arg);
}

static void *late_thread_fn(void *arg)
{
	URCU_TLS(tls_exit_late) = 77;
	pthread_setspecific(key_every_round, arg);
	return NULL;
}

/* In the child: a thread whose exit reads the variable in every round. */
static void read_in_every_round(void)
{
	pthread_t tid;

	URCU_TLS(tls_exit_late) = 1;	/* its key, made before */
	if (pthread_key_create(&key_every_round, dtor_every_round) ||
	    pthread_create(&tid, NULL, late_thread_fn, &rounds_read) ||
	    pthread_join(tid, NULL))
		fprintf(stderr, "could not start the thread\n");
	fprintf(stderr, "the thread exited\n");
}

static void test_last_round(void)
{
	struct child_outcome o;
	char early[32];
	int ran = run_child(read_in_every_round, &o);

	snprintf(early, sizeof(early), "round %d read 77",
		 PTHREAD_DESTRUCTOR_ITERATIONS - 1);
	check(ran && strstr(o.err, "round 1 read 77") && strstr(o.err, early),
	      "a destructor that reads the variable in every round sees the "
	      "thread's value up to round %d", PTHREAD_DESTRUCTOR_ITERATIONS - 1);
	check(ran && child_aborted(&o) && !strstr(o.err, "the thread exited"),
	      "its read after the last round's free stops the program "
	      "(SIGABRT)");
	check(ran && strstr(o.err, "'tls_exit_late'") &&
	      strstr(o.err, "last round"),
	      "the message names the variable and the last round");
	note("%s", strstr(o.err, "uatomic:") ? strstr(o.err, "uatomic:") :
	     o.err);
}
#endif

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
#ifdef UATOMIC_CONFIG_TLS_PTHREAD_KEYS
	test_last_round();
#endif
	return test_exit();
}
