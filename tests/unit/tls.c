// SPDX-License-Identifier: MIT
/*
 * tests/unit/tls.c (+ tls__other.c) - the thread-local variables of
 * <urcu/tls-compat.h> (contract §2, §5): DEFINE_URCU_TLS starts at zero,
 * DEFINE_URCU_TLS_INIT at its initializer (commas included), "static"
 * works, DECLARE_URCU_TLS reaches the variable from another translation
 * unit, URCU_TLS(name) is an lvalue; each thread has its own copy, starting
 * from the initial value, and the main thread's copy is left alone.  In the
 * single-threaded mode (UATOMIC_CONFIG_TLS_NONE) the variables are plain
 * globals: there the copy is checked to be shared instead.
 */
#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include <string.h>
#include <urcu/uatomic-config.h>
#include <urcu/tls-compat.h>
#include <urcu/uatomic.h>
#include "test.h"

struct tls_pair {
	int a;
	int b;
};

/* Declared as a header would, then defined. */
extern DECLARE_URCU_TLS(int, tls_shared);
extern DECLARE_URCU_TLS(struct tls_pair, tls_shared_pair);
extern DECLARE_URCU_TLS(int, tls_plain);
extern DECLARE_URCU_TLS(int, tls_init);
extern DECLARE_URCU_TLS(char *, tls_ptr);

DEFINE_URCU_TLS(int, tls_shared);
DEFINE_URCU_TLS_INIT(struct tls_pair, tls_shared_pair, { .a = 1, .b = 2 });

DEFINE_URCU_TLS(int, tls_plain);
DEFINE_URCU_TLS_INIT(int, tls_init, 42);
DEFINE_URCU_TLS(char *, tls_ptr);
static DEFINE_URCU_TLS(long, tls_static);
static DEFINE_URCU_TLS_INIT(int, tls_static_init, 7);
static DEFINE_URCU_TLS_INIT(struct tls_pair, tls_static_pair,
			    { .a = 3, .b = 4 });

/* tls__other.c */
int other_get(void);
void other_set(int v);
int *other_addr(void);
int other_pair_sum(void);

static void test_single_thread(void)
{
	int *ip;

	check(URCU_TLS(tls_plain) == 0 && URCU_TLS(tls_ptr) == NULL &&
	      URCU_TLS(tls_static) == 0,
	      "DEFINE_URCU_TLS variables start at zero");
	check(URCU_TLS(tls_init) == 42 && URCU_TLS(tls_static_init) == 7,
	      "DEFINE_URCU_TLS_INIT variables start at their initializer");
	check(URCU_TLS(tls_shared_pair).a == 1 &&
	      URCU_TLS(tls_shared_pair).b == 2 &&
	      URCU_TLS(tls_static_pair).a == 3 &&
	      URCU_TLS(tls_static_pair).b == 4,
	      "DEFINE_URCU_TLS_INIT takes a struct initializer with commas "
	      "({ .a = 1, .b = 2 })");

	URCU_TLS(tls_plain) = 5;
	URCU_TLS(tls_plain)++;
	URCU_TLS(tls_plain) += 10;
	check(URCU_TLS(tls_plain) == 16,
	      "URCU_TLS(name) is an lvalue: =, ++ and += work");
	ip = &URCU_TLS(tls_plain);
	*ip = 23;
	check(URCU_TLS(tls_plain) == 23 && ip == &URCU_TLS(tls_plain),
	      "&URCU_TLS(name) is a stable pointer to the variable");
	URCU_TLS(tls_static_pair).b = 40;
	URCU_TLS(tls_static)--;
	check(URCU_TLS(tls_static_pair).b == 40 && URCU_TLS(tls_static) == -1,
	      "static DEFINE_URCU_TLS variables are lvalues too");

	URCU_TLS(tls_plain) = 0;
	URCU_TLS(tls_static) = 0;
	URCU_TLS(tls_static_pair).b = 4;

	other_set(31);
	check(URCU_TLS(tls_shared) == 31,
	      "a write through DECLARE_URCU_TLS in another translation unit "
	      "is seen by the defining one");
	URCU_TLS(tls_shared) = 32;
	check(other_get() == 32,
	      "a write in the defining translation unit is seen through "
	      "DECLARE_URCU_TLS in another one");
	check(other_addr() == &URCU_TLS(tls_shared),
	      "both translation units address the same variable");
	check(other_pair_sum() == 3,
	      "another translation unit reads the initialized struct");
	URCU_TLS(tls_shared) = 0;
}

#ifndef UATOMIC_CONFIG_TLS_NONE

#define NTHREADS	4

struct thread_result {
	int id;
	int saw_initial;	/* every variable held its initial value */
	int kept_own;		/* its values survived the others' writes */
	int other_tu_agrees;	/* tls__other.c saw this thread's copy */
	void *addr_plain;	/* &URCU_TLS(tls_plain) */
	void *addr_shared;	/* &URCU_TLS(tls_shared) */
};

static struct thread_result results[NTHREADS];

/*
 * A barrier of uatomic operations rather than pthread_barrier_t, whose
 * futex calls qemu-m68k 7.2 does not emulate ("The futex facility returned
 * an unexpected error code").  Bounded: a thread that waits too long marks
 * the run as timed out and goes on.
 */
static unsigned long arrived;
static int barrier_timed_out;

static void barrier_wait_round(unsigned long round)
{
	unsigned long n;

	(void) uatomic_add_return(&arrived, 1);	/* fully ordered */
	for (n = 0; uatomic_load(&arrived, CMM_ACQUIRE) < round * NTHREADS;
	     n++) {
		if (n == 10000000) {
			uatomic_set(&barrier_timed_out, 1);
			return;
		}
		sched_yield();
	}
}

static int holds_initial_values(void)
{
	return URCU_TLS(tls_plain) == 0 && URCU_TLS(tls_init) == 42 &&
	       URCU_TLS(tls_ptr) == NULL && URCU_TLS(tls_static) == 0 &&
	       URCU_TLS(tls_static_init) == 7 &&
	       URCU_TLS(tls_static_pair).a == 3 &&
	       URCU_TLS(tls_static_pair).b == 4 &&
	       URCU_TLS(tls_shared) == 0 &&
	       URCU_TLS(tls_shared_pair).a == 1 &&
	       URCU_TLS(tls_shared_pair).b == 2 &&
	       other_get() == 0 && other_pair_sum() == 3;
}

/* Values unique to thread @id (the main thread is id -1). */
static char marks[NTHREADS + 1];

static void write_own_values(int id)
{
	URCU_TLS(tls_plain) = 100 + id;
	URCU_TLS(tls_init) = 200 + id;
	URCU_TLS(tls_ptr) = &marks[id + 1];
	URCU_TLS(tls_static) = 300L + id;
	URCU_TLS(tls_static_init) = 400 + id;
	URCU_TLS(tls_static_pair).a = 500 + id;
	URCU_TLS(tls_shared_pair).b = 600 + id;
	other_set(700 + id);
}

static int holds_own_values(int id)
{
	return URCU_TLS(tls_plain) == 100 + id &&
	       URCU_TLS(tls_ptr) == &marks[id + 1] &&
	       URCU_TLS(tls_init) == 200 + id &&
	       URCU_TLS(tls_static) == 300L + id &&
	       URCU_TLS(tls_static_init) == 400 + id &&
	       URCU_TLS(tls_static_pair).a == 500 + id &&
	       URCU_TLS(tls_static_pair).b == 4 &&
	       URCU_TLS(tls_shared_pair).a == 1 &&
	       URCU_TLS(tls_shared_pair).b == 600 + id &&
	       URCU_TLS(tls_shared) == 700 + id;
}

static void *thread_fn(void *arg)
{
	struct thread_result *res = arg;

	res->saw_initial = holds_initial_values();
	write_own_values(res->id);
	res->addr_plain = &URCU_TLS(tls_plain);
	res->addr_shared = other_addr();
	/* Every thread has written its values before any checks them. */
	barrier_wait_round(1);
	res->kept_own = holds_own_values(res->id);
	res->other_tu_agrees = other_get() == 700 + res->id &&
			       res->addr_shared == &URCU_TLS(tls_shared);
	barrier_wait_round(2);
	return NULL;
}

static void test_threads(void)
{
	pthread_t tids[NTHREADS];
	int i, j, ok, created = 1;

	/* The main thread's copy, changed before the threads start. */
	write_own_values(-1);
	for (i = 0; i < NTHREADS; i++) {
		results[i].id = i;
		if (pthread_create(&tids[i], NULL, thread_fn, &results[i]))
			created = 0;
	}
	check(created, "%d threads start", NTHREADS);
	if (!created)
		exit(test_exit());
	for (i = 0; i < NTHREADS; i++)
		pthread_join(tids[i], NULL);
	check(!uatomic_read(&barrier_timed_out),
	      "the threads met at both barriers in time");

	ok = 1;
	for (i = 0; i < NTHREADS; i++)
		ok &= results[i].saw_initial;
	check(ok, "a new thread sees every variable at its initial value "
	      "(0 or the initializer), whatever the main thread wrote");
	ok = 1;
	for (i = 0; i < NTHREADS; i++)
		ok &= results[i].kept_own;
	check(ok, "each thread sees only its own writes, after all threads "
	      "have written");
	ok = 1;
	for (i = 0; i < NTHREADS; i++)
		ok &= results[i].other_tu_agrees;
	check(ok, "in each thread, the other translation unit reaches that "
	      "thread's copy");
	ok = 1;
	for (i = 0; i < NTHREADS; i++) {
		ok &= results[i].addr_plain != (void *) &URCU_TLS(tls_plain);
		for (j = i + 1; j < NTHREADS; j++)
			ok &= results[i].addr_plain != results[j].addr_plain;
	}
	check(ok, "each thread's &URCU_TLS(name) is its own address");
	check(holds_own_values(-1), "the main thread's values are not "
	      "disturbed by the other threads");
}

#else /* UATOMIC_CONFIG_TLS_NONE */

static struct {
	int saw_main_value;
	void *addr_plain;
} shared_result;

static void *shared_thread_fn(void *arg)
{
	(void) arg;
	shared_result.addr_plain = &URCU_TLS(tls_plain);
	shared_result.saw_main_value = URCU_TLS(tls_plain) == 123;
	URCU_TLS(tls_plain) = 456;
	other_set(789);
	return NULL;
}

static void test_threads(void)
{
	pthread_t tid;
	int created;

	note("UATOMIC_CONFIG_TLS_NONE: the variables are plain globals; "
	     "the per-thread checks are skipped");
	URCU_TLS(tls_plain) = 123;
	created = !pthread_create(&tid, NULL, shared_thread_fn, NULL);
	check(created, "a thread starts");
	if (!created)
		return;
	pthread_join(tid, NULL);
	check(shared_result.saw_main_value,
	      "TLS_NONE: another thread sees the main thread's value");
	check(URCU_TLS(tls_plain) == 456 && URCU_TLS(tls_shared) == 789,
	      "TLS_NONE: the main thread sees another thread's writes");
	check(shared_result.addr_plain == (void *) &URCU_TLS(tls_plain),
	      "TLS_NONE: every thread has the same &URCU_TLS(name)");
}

#endif

int main(void)
{
	test_single_thread();
	test_threads();
	return test_exit();
}
