// SPDX-License-Identifier: MIT
/*
 * tests/unit/tls-dlclose.c - a shared object that defines a thread-local
 * variable (tests/unit/dso/tls-object.c) is loaded, used by a thread, and
 * dlclose()d while that thread still lives, 2000 times: the thread exits
 * after the dlclose (in the POSIX-key mode the C library then runs the
 * variable's key destructor), and every cycle must leave the program
 * working: no crash at thread exit, no key used up per cycle (glibc has
 * 1024), each new thread starting from the initial value.  Run under
 * valgrind by tests/valgrind/run.sh in the POSIX-key mode.  A statically
 * linked test program (the cross targets') has no dlopen: it notes that.
 */
#include <dlfcn.h>
#include <limits.h>
#include <pthread.h>
#include <string.h>
#include <unistd.h>
#include <urcu/tls-compat.h>	/* and the configuration it reads */
#include "test.h"

#define CYCLES	2000

typedef long (*add_fn)(long);

/* The thread's side of one cycle: use the variable, then wait for the
 * main thread's dlclose before exiting. */
struct cycle {
	add_fn add;
	long seen;
	int closed;
	pthread_mutex_t lock;
	pthread_cond_t cond;
};

static void *cycle_thread(void *arg)
{
	struct cycle *c = arg;

	pthread_mutex_lock(&c->lock);
	c->seen = c->add(1);
	pthread_cond_broadcast(&c->cond);
	while (!c->closed)
		pthread_cond_wait(&c->cond, &c->lock);
	pthread_mutex_unlock(&c->lock);
	return NULL;	/* thread exit: the variable's destructor */
}

/* The key pthread_key_create hands out next (glibc: the lowest free). */
static long next_key(void)
{
	pthread_key_t key;

	if (pthread_key_create(&key, NULL))
		return -1;
	pthread_key_delete(key);
	return (long) key;
}

/* tls-object.so beside this program. */
static int object_path(char *buf, size_t size)
{
	ssize_t n = readlink("/proc/self/exe", buf, size - 1);
	char *slash;

	if (n <= 0)
		return 0;
	buf[n] = '\0';
	slash = strrchr(buf, '/');
	if (!slash || (size_t) (slash - buf) + sizeof("/tls-object.so") > size)
		return 0;
	strcpy(slash, "/tls-object.so");
	return 1;
}

int main(void)
{
	char path[PATH_MAX];
	int i, ok = 1, opened = 0, fresh = 0, closed = 0;
	const char *why = "";
	long key_before, key_after;

#ifdef TLS_TEST_STATIC
	note("statically linked (TEST_LDFLAGS has -static): no dlopen here; "
	     "the dynamically linked native builds run the %d cycles",
	     CYCLES);
	check(1, "nothing to check without dlopen");
	return test_exit();
#endif
	check(object_path(path, sizeof(path)), "tls-object.so is found "
	      "beside the program (%s)", path);
	key_before = next_key();
	for (i = 0; i < CYCLES && ok; i++) {
		struct cycle c;
		pthread_t tid;
		void *handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);

		if (!handle) {
			why = dlerror();
			break;
		}
		opened++;
		memset(&c, 0, sizeof(c));
		pthread_mutex_init(&c.lock, NULL);
		pthread_cond_init(&c.cond, NULL);
		*(void **) &c.add = dlsym(handle, "tls_object_add");
		if (!c.add || pthread_create(&tid, NULL, cycle_thread, &c)) {
			why = "dlsym or pthread_create failed";
			ok = 0;
			dlclose(handle);
			break;
		}
		pthread_mutex_lock(&c.lock);
		while (!c.seen)
			pthread_cond_wait(&c.cond, &c.lock);
		pthread_mutex_unlock(&c.lock);
		fresh += c.seen == 8;
		/* Unloaded (or not) while the thread that used it lives. */
		closed += dlclose(handle) == 0;
		pthread_mutex_lock(&c.lock);
		c.closed = 1;
		pthread_cond_broadcast(&c.cond);
		pthread_mutex_unlock(&c.lock);
		pthread_join(tid, NULL);
		pthread_cond_destroy(&c.cond);
		pthread_mutex_destroy(&c.lock);
	}
	check(opened == CYCLES, "the object is loaded %d times (%d%s%s)",
	      CYCLES, opened, *why ? ": " : "", why);
	check(closed == opened, "every dlclose succeeds (%d of %d)", closed,
	      opened);
	check(fresh == opened, "each cycle's new thread starts from the "
	      "initial value, 7 (%d of %d cycles)", fresh, opened);
	key_after = next_key();
#ifdef UATOMIC_CONFIG_TLS_PTHREAD_KEYS
	check(key_before >= 0 && key_after >= 0 &&
	      key_after - key_before <= 1, "the %d cycles used one key, the "
	      "variable's (next free key %ld before, %ld after)", opened,
	      key_before, key_after);
#else
	check(key_before >= 0 && key_after == key_before, "the %d cycles "
	      "used no key (next free key %ld before, %ld after)", opened,
	      key_before, key_after);
#endif
	check(opened == CYCLES, "each thread exits after its dlclose without "
	      "crashing (the program is here)");
	return test_exit();
}
