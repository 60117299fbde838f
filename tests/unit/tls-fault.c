// SPDX-License-Identifier: MIT
/*
 * tests/unit/tls-fault.c - the failure paths of the POSIX-key TLS mode:
 * when pthread_once, pthread_key_create, the allocation of a thread's
 * block or pthread_setspecific fails, the first use of the variable stops the
 * program (SIGABRT) with a message naming the variable, the call that
 * failed and why; it never goes on with a NULL, zeroed or freed block.
 * The failures are injected through the linker: tests/unit/unit.mk
 * links this program with -Wl,--wrap for the three functions, and
 * the wrappers below fail once when armed.  Each case runs in a child.
 * In the other TLS modes no key is ever created: that is checked instead.
 */
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <urcu/uatomic-config.h>
#include <urcu/tls-compat.h>
#include "child.h"

/* The wrappers: each fails once with the error armed, then passes. */
int __real_pthread_once(pthread_once_t *once, void (*fn)(void));
int __real_pthread_key_create(pthread_key_t *key, void (*dtor)(void *));
int __real_pthread_setspecific(pthread_key_t key, const void *value);
int __real_posix_memalign(void **block, size_t align, size_t size);
int __wrap_pthread_once(pthread_once_t *once, void (*fn)(void));
int __wrap_pthread_key_create(pthread_key_t *key, void (*dtor)(void *));
int __wrap_pthread_setspecific(pthread_key_t key, const void *value);
int __wrap_posix_memalign(void **block, size_t align, size_t size);

static int fail_once;		/* error to return, 0 to pass */
static int fail_key_create;
static int fail_setspecific;
static int fail_memalign;
static unsigned int key_create_calls;

int __wrap_pthread_once(pthread_once_t *once, void (*fn)(void))
{
	int err = fail_once;

	if (err) {
		fail_once = 0;
		return err;
	}
	return __real_pthread_once(once, fn);
}

int __wrap_pthread_key_create(pthread_key_t *key, void (*dtor)(void *))
{
	int err = fail_key_create;

	key_create_calls++;
	if (err) {
		fail_key_create = 0;
		return err;
	}
	return __real_pthread_key_create(key, dtor);
}

int __wrap_pthread_setspecific(pthread_key_t key, const void *value)
{
	int err = fail_setspecific;

	if (err) {
		fail_setspecific = 0;
		return err;
	}
	return __real_pthread_setspecific(key, value);
}

int __wrap_posix_memalign(void **block, size_t align, size_t size)
{
	if (fail_memalign) {
		fail_memalign = 0;
		return ENOMEM;
	}
	return __real_posix_memalign(block, align, size);
}

/* One variable per case: each is first used in its own child. */
static DEFINE_URCU_TLS(int, tls_fault_ok);
#ifdef UATOMIC_CONFIG_TLS_PTHREAD_KEYS
static DEFINE_URCU_TLS(int, tls_fault_once);
static DEFINE_URCU_TLS(int, tls_fault_key);
static DEFINE_URCU_TLS_INIT(long, tls_fault_alloc, 5);
static DEFINE_URCU_TLS(char *, tls_fault_setspecific);

/* What a child writes to stderr if the access came back. */
#define RETURNED	"the access returned"

static void use_once_var(void)
{
	fail_once = EINVAL;
	URCU_TLS(tls_fault_once) = 1;
	fprintf(stderr, RETURNED " %d\n", URCU_TLS(tls_fault_once));
}

static void use_key_var(void)
{
	fail_key_create = EAGAIN;
	URCU_TLS(tls_fault_key) = 1;
	fprintf(stderr, RETURNED " %d\n", URCU_TLS(tls_fault_key));
}

/*
 * The allocation and pthread_setspecific cases fail in a second thread,
 * after this one has made the variable's key: the armed failure is meant
 * for the new thread's block.
 */
static void *alloc_thread(void *arg)
{
	(void) arg;
	fail_memalign = 1;
	fprintf(stderr, RETURNED " %ld\n", URCU_TLS(tls_fault_alloc));
	return NULL;
}

static void *setspecific_thread(void *arg)
{
	(void) arg;
	fail_setspecific = ENOMEM;
	fprintf(stderr, RETURNED " %p\n",
		(void *) URCU_TLS(tls_fault_setspecific));
	return NULL;
}

static void in_new_thread(void *(*fn)(void *))
{
	pthread_t tid;

	if (pthread_create(&tid, NULL, fn, NULL) || pthread_join(tid, NULL))
		fprintf(stderr, "no thread\n");
}

static void use_alloc_var(void)
{
	URCU_TLS(tls_fault_alloc) = 6;
	in_new_thread(alloc_thread);
}

static void use_setspecific_var(void)
{
	URCU_TLS(tls_fault_setspecific) = NULL;
	in_new_thread(setspecific_thread);
}

/* The child stopped with SIGABRT, its message naming @var, @call and
 * @why, and the access never came back. */
static void check_stop(const char *what, void (*fn)(void), const char *var,
		       const char *call, int err)
{
	struct child_outcome o;
	char quoted[64];
	int ran = run_child(fn, &o);

	snprintf(quoted, sizeof(quoted), "'%s'", var);
	check(ran && child_aborted(&o) && !strstr(o.err, RETURNED),
	      "%s: the first use of %s stops the program (SIGABRT), never "
	      "returning a block", what, var);
	check(ran && strstr(o.err, quoted) && strstr(o.err, call) &&
	      strstr(o.err, strerror(err)),
	      "%s: the message names the variable (%s), %s and \"%s\"",
	      what, quoted, call, strerror(err));
	note("%s: %.*s", what, child_first_line_len(&o), o.err);
}
#endif /* UATOMIC_CONFIG_TLS_PTHREAD_KEYS */

int main(void)
{
	URCU_TLS(tls_fault_ok) = 3;
	check(URCU_TLS(tls_fault_ok) == 3,
	      "with nothing injected, a variable works through the wrappers");
#ifdef UATOMIC_CONFIG_TLS_PTHREAD_KEYS
	check(key_create_calls == 1,
	      "the wrappers are in the path: one pthread_key_create so far "
	      "(got %u)", key_create_calls);
	check_stop("pthread_once fails (EINVAL)", use_once_var,
		   "tls_fault_once", "pthread_once", EINVAL);
	check_stop("pthread_key_create fails (EAGAIN)", use_key_var,
		   "tls_fault_key", "pthread_key_create", EAGAIN);
	check_stop("the block's allocation fails", use_alloc_var,
		   "tls_fault_alloc", "posix_memalign", ENOMEM);
	check_stop("pthread_setspecific fails (ENOMEM)", use_setspecific_var,
		   "tls_fault_setspecific", "pthread_setspecific", ENOMEM);
#else
	check(key_create_calls == 0,
	      "this TLS mode creates no pthread key (got %u)",
	      key_create_calls);
	note("not the POSIX-key TLS mode: no failure to inject");
#endif
	return test_exit();
}
