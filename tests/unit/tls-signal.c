// SPDX-License-Identifier: MIT
/*
 * tests/unit/tls-signal.c - thread-local variables in signal handlers,
 * as URCU_TLS(3) promises: once a thread has used a variable, its
 * handlers may use it too, even when the signal interrupts malloc (the
 * thread here does little else), in every TLS mode.  A first use inside
 * a handler is async-signal-safe only with __thread or the plain-global
 * mode: there it is tried as well; in the POSIX-key mode it may call
 * malloc, so the man page tells programs to use each variable first
 * outside any handler, and this test does not try it.  A handler that
 * never returns shows as a missed deadline, not as a hung test.
 */
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include <urcu/tls-compat.h>
#include <urcu/uatomic.h>
#include "test.h"

#define SIGNALS		1000
#define DEADLINE_NS	10000000000LL	/* 10 s for one signal */

static DEFINE_URCU_TLS(long, tls_sig_used);	/* used first outside */
static DEFINE_URCU_TLS(long, tls_sig_first);	/* first used in a handler */

static int handled;		/* signals the handler has finished */
static int stop;
static int try_first_use;
static long *used_addr;		/* the thread's &URCU_TLS(tls_sig_used) */
static int wrong_copy;

static void handler(int sig)
{
	(void) sig;
	URCU_TLS(tls_sig_used)++;
	if (&URCU_TLS(tls_sig_used) != uatomic_read(&used_addr))
		uatomic_set(&wrong_copy, 1);
	if (uatomic_read(&try_first_use))
		URCU_TLS(tls_sig_first)++;
	(void) uatomic_add_return(&handled, 1);
}

struct outcome {
	long used;
	long first;
};

/* Allocates and frees until told to stop: most signals land in malloc. */
static void *malloc_loop(void *arg)
{
	struct outcome *o = arg;
	unsigned int n = 0;

	URCU_TLS(tls_sig_used) = 0;
	uatomic_set(&used_addr, &URCU_TLS(tls_sig_used));
	while (!uatomic_load(&stop, CMM_ACQUIRE)) {
		void *p = malloc(16 + (n++ % 4096));

		free(p);
	}
	o->used = URCU_TLS(tls_sig_used);
	o->first = URCU_TLS(tls_sig_first);
	return NULL;
}

static long long now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (long long) ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

int main(void)
{
	struct sigaction sa;
	struct outcome o = { -1, -1 };
	pthread_t tid;
	int i, sent = 0, late = 0;

#ifdef UATOMIC_CONFIG_TLS_PTHREAD_KEYS
	note("POSIX-key mode: a first use inside a handler may call malloc "
	     "(URCU_TLS(3)); only uses after a first one outside are tried");
#else
	uatomic_set(&try_first_use, 1);
#endif
	sigemptyset(&sa.sa_mask);
	sa.sa_flags = 0;
	sa.sa_handler = handler;
	check(sigaction(SIGUSR1, &sa, NULL) == 0, "a SIGUSR1 handler");
	if (pthread_create(&tid, NULL, malloc_loop, &o)) {
		check(0, "a thread starts");
		return test_exit();
	}
	while (!uatomic_read(&used_addr))
		sched_yield();
	for (i = 0; i < SIGNALS && !late; i++) {
		long long deadline = now_ns() + DEADLINE_NS;

		if (pthread_kill(tid, SIGUSR1))
			break;
		sent++;
		while (uatomic_load(&handled, CMM_ACQUIRE) < sent && !late) {
			sched_yield();
			late = now_ns() > deadline;
		}
	}
	if (late) {
		check(0, "signal %d of %d is handled within 10 s (the handler "
		      "is stuck: a deadlock)", sent, SIGNALS);
		_exit(test_exit());
	}
	uatomic_store(&stop, 1, CMM_RELEASE);
	pthread_join(tid, NULL);
	check(sent == SIGNALS && uatomic_read(&handled) == SIGNALS,
	      "%d signals to a thread busy in malloc are handled (%d)",
	      SIGNALS, uatomic_read(&handled));
	check(o.used == SIGNALS && !uatomic_read(&wrong_copy),
	      "the handler's URCU_TLS(tls_sig_used) is the interrupted "
	      "thread's copy: it counted every signal (%ld)", o.used);
	if (uatomic_read(&try_first_use))
		check(o.first == SIGNALS, "a first use inside a handler "
		      "(__thread or plain global) counts every signal too "
		      "(%ld)", o.first);
	return test_exit();
}
