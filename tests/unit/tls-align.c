// SPDX-License-Identifier: MIT
/*
 * tests/unit/tls-align.c - a thread-local variable is aligned as its
 * type asks, in every TLS mode and every thread: a struct aligned(64) (a
 * cache line), a 32-byte vector (an AVX register's worth, aligned 32 on
 * x86-64, which the compiler may load with an aligned instruction) and an
 * aligned(128) array, each with and without an initializer.  malloc
 * aligns only to max_align_t (16 on x86-64): a copy placed at malloc
 * plus a header is misaligned for all of these.
 */
#include <pthread.h>
#include <stdint.h>
#include <urcu/tls-compat.h>
#include "test.h"

#define NTHREADS	4

struct line {
	long count;
} __attribute__((aligned(64)));

typedef double vec4 __attribute__((vector_size(32)));
typedef char big_array[200] __attribute__((aligned(128)));

static DEFINE_URCU_TLS(struct line, tls_line);
static DEFINE_URCU_TLS_INIT(struct line, tls_line_init, { 5 });
static DEFINE_URCU_TLS(vec4, tls_vec);
static DEFINE_URCU_TLS_INIT(vec4, tls_vec_init, { 1.0, 2.0, 3.0, 4.0 });
static DEFINE_URCU_TLS(big_array, tls_array);
static DEFINE_URCU_TLS(char, tls_char);	/* the least aligned */

#define ALIGNED(p, a)	((uintptr_t) (p) % (a) == 0)

struct result {
	int aligned;
	int vector_ok;
	uintptr_t line_addr;
};

static struct result results[NTHREADS + 1];

static void check_here(struct result *r)
{
	vec4 one = { 1.0, 1.0, 1.0, 1.0 };

	URCU_TLS(tls_char) = 'x';	/* first: the blocks after it too */
	r->aligned = ALIGNED(&URCU_TLS(tls_line), 64) &&
		     ALIGNED(&URCU_TLS(tls_line_init), 64) &&
		     ALIGNED(&URCU_TLS(tls_vec), __alignof__(vec4)) &&
		     ALIGNED(&URCU_TLS(tls_vec_init), __alignof__(vec4)) &&
		     ALIGNED(&URCU_TLS(tls_array), 128);
	r->line_addr = (uintptr_t) &URCU_TLS(tls_line);
	URCU_TLS(tls_vec) += one;
	URCU_TLS(tls_vec_init) += one;
	URCU_TLS(tls_line).count++;
	URCU_TLS(tls_array)[199] = 1;
	r->vector_ok = URCU_TLS(tls_vec)[3] == 1.0 &&
		       URCU_TLS(tls_vec_init)[0] == 2.0 &&
		       URCU_TLS(tls_vec_init)[3] == 5.0 &&
		       URCU_TLS(tls_line).count == 1 &&
		       URCU_TLS(tls_line_init).count == 5 &&
		       URCU_TLS(tls_array)[199] == 1 &&
		       URCU_TLS(tls_char) == 'x';
}

static void *thread_fn(void *arg)
{
	check_here(arg);
	return NULL;
}

int main(void)
{
	pthread_t tids[NTHREADS];
	int i, created = 0, aligned = 1, values = 1;

	check(__alignof__(URCU_TLS(tls_line)) == 64 &&
	      __alignof__(URCU_TLS(tls_vec)) == __alignof__(vec4) &&
	      __alignof__(URCU_TLS(tls_array)) == 128,
	      "URCU_TLS(name) has its type's alignment: 64, %zu, 128",
	      (size_t) __alignof__(vec4));
	check_here(&results[0]);
#ifndef UATOMIC_CONFIG_TLS_NONE
	for (i = 0; i < NTHREADS; i++)
		created += !pthread_create(&tids[i], NULL, thread_fn,
					   &results[i + 1]);
	check(created == NTHREADS, "%d threads start", NTHREADS);
	for (i = 0; i < created; i++)
		pthread_join(tids[i], NULL);
#else
	(void) tids;
	(void) thread_fn;
	note("UATOMIC_CONFIG_TLS_NONE: one copy for all threads; only the "
	     "main thread checks it");
#endif
	for (i = 0; i <= created; i++) {
		aligned &= results[i].aligned;
		values &= results[i].vector_ok;
	}
	check(aligned, "in the main thread and each other one, the copies "
	      "are aligned to 64 (struct aligned(64)), %zu (32-byte vector) "
	      "and 128 (array aligned(128)); main's struct at %#lx",
	      (size_t) __alignof__(vec4), (unsigned long) results[0].line_addr);
	check(values, "in every thread the vector arithmetic and the "
	      "initial values come out right");
	return test_exit();
}
