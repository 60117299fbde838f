// SPDX-License-Identifier: MIT
/*
 * lib/tls.c - the out-of-line half of the POSIX-key TLS mode of
 * <urcu/tls-compat.h>: creating a variable's key and allocating a thread's
 * block.  Every failure stops the program with the variable's name; no
 * caller ever sees a NULL, zeroed-by-accident or freed block.
 */
#include <urcu/uatomic-config.h>

#ifdef UATOMIC_CONFIG_TLS_PTHREAD_KEYS

#include <errno.h>
#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <urcu/tls-compat.h>

#ifndef PTHREAD_DESTRUCTOR_ITERATIONS
# define PTHREAD_DESTRUCTOR_ITERATIONS	4	/* the POSIX minimum */
#endif

/* The bookkeeping at the start of a thread's block; the variable follows
 * at __URCU_TLS_BLOCK_OFFSET, which must keep it aligned as malloc does. */
struct tls_head {
	pthread_key_t key;
	unsigned int exit_rounds;	/* destructor calls so far */
};

_Static_assert(sizeof(struct tls_head) <= __URCU_TLS_BLOCK_OFFSET,
	       "the bookkeeping fits before the variable");
#ifndef __CHECKER__	/* sparse takes no _Alignof in a constant */
_Static_assert(__URCU_TLS_BLOCK_OFFSET % _Alignof(max_align_t) == 0,
	       "the variable is aligned as malloc aligns");
#endif

static void __attribute__((__noreturn__))
tls_fail(const char *name, const char *what, int err)
{
	fprintf(stderr, "uatomic: TLS variable '%s': %s failed: %s\n",
		name, what, strerror(err));
	abort();
}

/*
 * At thread exit, the C library calls each key's destructor with the
 * thread's value, in rounds, as long as a destructor has set a value
 * again, up to PTHREAD_DESTRUCTOR_ITERATIONS rounds.  Another key's
 * destructor (the program's, or a library's) may still use this variable,
 * as it could a __thread one: freeing the block in the first round would
 * hand that destructor a fresh zeroed block instead, silently.  So the
 * block is put back and kept through every round but the last, which
 * frees it: nothing leaks, and the variable keeps its value as long as
 * the C library runs destructors at all.
 */
static void tls_block_destroy(void *block)
{
	struct tls_head *head = block;

	if (++head->exit_rounds < PTHREAD_DESTRUCTOR_ITERATIONS &&
	    pthread_setspecific(head->key, block) == 0)
		return;
	free(block);
}

void __urcu_tls_key_create(pthread_key_t *key, const char *name)
{
	int err = pthread_key_create(key, tls_block_destroy);

	if (err)
		tls_fail(name, "pthread_key_create", err);
}

void *__urcu_tls_alloc(pthread_key_t key, size_t size, const void *init,
		       const char *name)
{
	struct tls_head *head;
	char *data;
	int err;

	if (size > SIZE_MAX - __URCU_TLS_BLOCK_OFFSET)
		tls_fail(name, "allocation of the thread's block", ENOMEM);
	head = calloc(1, __URCU_TLS_BLOCK_OFFSET + size);
	if (!head)
		tls_fail(name, "allocation of the thread's block", ENOMEM);
	head->key = key;
	head->exit_rounds = 0;
	data = (char *) head + __URCU_TLS_BLOCK_OFFSET;
	if (init)
		memcpy(data, init, size);
	err = pthread_setspecific(key, head);
	if (err) {
		free(head);
		tls_fail(name, "pthread_setspecific", err);
	}
	return data;
}

#endif /* UATOMIC_CONFIG_TLS_PTHREAD_KEYS */
