// SPDX-License-Identifier: MIT
/*
 * lib/tls.c - the out-of-line half of the POSIX-key TLS mode of
 * <urcu/tls-compat.h>: creating a variable's key and allocating a thread's
 * block.  Every failure stops the program with the variable's name; no
 * caller ever sees a NULL, zeroed-by-accident or freed block.
 */
#include <urcu/config.h>

#ifdef UATOMIC_CONFIG_TLS_PTHREAD_KEYS

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <urcu/tls-compat.h>

static void __attribute__((__noreturn__))
tls_fail(const char *name, const char *what, int err)
{
	fprintf(stderr, "uatomic: TLS variable '%s': %s failed: %s\n",
		name, what, strerror(err));
	abort();
}

void __urcu_tls_key_create(pthread_key_t *key, const char *name)
{
	int err = pthread_key_create(key, free);

	if (err)
		tls_fail(name, "pthread_key_create", err);
}

void *__urcu_tls_alloc(pthread_key_t key, size_t size, const void *init,
		       const char *name)
{
	void *block = calloc(1, size);
	int err;

	if (!block)
		tls_fail(name, "allocation of the thread's block", ENOMEM);
	if (init)
		memcpy(block, init, size);
	err = pthread_setspecific(key, block);
	if (err) {
		free(block);
		tls_fail(name, "pthread_setspecific", err);
	}
	return block;
}

#endif /* UATOMIC_CONFIG_TLS_PTHREAD_KEYS */
