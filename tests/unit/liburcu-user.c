/* SPDX-License-Identifier: MIT */
/*
 * tests/unit/liburcu-user.c - a program written the way liburcu 0.13-0.15
 * users write theirs: it includes liburcu's headers by liburcu's names,
 * tests liburcu's configuration macros (CONFIG_RCU_*, URCU_ARCH_*,
 * UATOMIC_HAS_ATOMIC_*, CAA_BITS_PER_LONG) and uses the API the way a
 * reference count, a Treiber stack, a spin lock and a per-thread counter
 * do.  It must build with no flag but -I and the library (the install test
 * builds it with pkg-config alone), and it is valid C++ too:
 * liburcu-user-cxx.cc builds this same file as C++.
 */
#include <urcu/compiler.h>
#include <urcu/arch.h>
#include <urcu/system.h>
#include <urcu/uatomic.h>
#include <urcu/tls-compat.h>

#include <pthread.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

#define NR_THREADS	4
#define NR_LOOPS	20000

static int failures;

/* The style of check liburcu's own regression tests use: say what held. */
#define expect(cond, what)						\
	do {								\
		if (cond) {						\
			printf("PASS: %s\n", what);			\
		} else {						\
			printf("FAIL: %s (%s:%d: %s)\n", what, __FILE__, \
			       __LINE__, #cond);			\
			failures++;					\
		}							\
	} while (0)

/* ---- configuration facts, tested the way liburcu users test them ---- */

urcu_static_assert(CAA_BITS_PER_LONG == 8 * sizeof(long),
		   "CAA_BITS_PER_LONG is the width of a long",
		   caa_bits_per_long_is_long_width);

#if (CAA_BITS_PER_LONG == 64)
# define LONG_KIND	"64-bit longs"
#elif (CAA_BITS_PER_LONG == 32)
# define LONG_KIND	"32-bit longs"
#else
# error "CAA_BITS_PER_LONG is neither 32 nor 64"
#endif

#if !defined(URCU_ARCH_X86) && !defined(URCU_ARCH_PPC) && \
    !defined(URCU_ARCH_S390) && !defined(URCU_ARCH_SPARC64) && \
    !defined(URCU_ARCH_ALPHA) && !defined(URCU_ARCH_ARM) && \
    !defined(URCU_ARCH_AARCH64) && !defined(URCU_ARCH_MIPS) && \
    !defined(URCU_ARCH_HPPA) && !defined(URCU_ARCH_M68K) && \
    !defined(URCU_ARCH_RISCV) && !defined(URCU_ARCH_IA64) && \
    !defined(URCU_ARCH_NIOS2) && !defined(URCU_ARCH_LOONGARCH) && \
    !defined(__sh__)
# error "<urcu/arch.h> named no URCU_ARCH_* for this CPU"
#endif

#ifndef HAS_CAA_GET_CYCLES
# error "<urcu/arch.h> does not announce caa_get_cycles() (HAS_CAA_GET_CYCLES)"
#endif

static void test_config(void)
{
	printf("NOTE: %s, 1-byte atomics %s, 2-byte atomics %s, "
	       "8-byte atomics %s\n", LONG_KIND,
#ifdef UATOMIC_HAS_ATOMIC_BYTE
	       "yes",
#else
	       "no",
#endif
#ifdef UATOMIC_HAS_ATOMIC_SHORT
	       "yes",
#else
	       "no",
#endif
#ifdef UATOMIC_HAS_ATOMIC_LLONG
	       "yes"
#else
	       "no"
#endif
	       );
}

/* ---- a reference-counted object ---- */

struct object {
	long refcount;
	int payload;
	struct object *next;	/* for the stack below */
};

static void object_get(struct object *obj)
{
	uatomic_inc(&obj->refcount);
}

/* Returns non-zero when this put dropped the last reference. */
static int object_put(struct object *obj)
{
	return uatomic_sub_return(&obj->refcount, 1) == 0;
}

/* ---- a Treiber stack: push and pop with uatomic_cmpxchg ---- */

struct stack {
	struct object *head;
};

static void stack_push(struct stack *s, struct object *obj)
{
	struct object *old, *seen;

	old = CMM_LOAD_SHARED(s->head);
	for (;;) {
		obj->next = old;
		seen = uatomic_cmpxchg(&s->head, old, obj);
		if (seen == old)
			break;
		old = seen;
		caa_cpu_relax();
	}
}

/* Pops everything at once (no ABA problem: nothing is reused). */
static struct object *stack_pop_all(struct stack *s)
{
	return uatomic_xchg(&s->head, (struct object *) NULL);
}

/* ---- a test-and-set lock with the liburcu 0.15 memory-order forms ---- */

static int lock_word;

static void spin_lock(int *lock)
{
	while (uatomic_xchg(lock, 1, CMM_ACQUIRE))
		while (uatomic_load(lock, CMM_RELAXED))
			caa_cpu_relax();
}

static void spin_unlock(int *lock)
{
	uatomic_store(lock, 0, CMM_RELEASE);
}

/* ---- per-thread counters with URCU_TLS ---- */

/* Declared as a liburcu user's header would, defined here. */
DECLARE_URCU_TLS(unsigned long, nr_pushes);
DEFINE_URCU_TLS(unsigned long, nr_pushes);
static DEFINE_URCU_TLS(int, thread_index);

static struct stack shared_stack;
static struct object objects[NR_THREADS][8];
static long unlocked_counter;	/* only ever touched under lock_word */
static unsigned long total_pushes;
static int go;

static void *worker(void *arg)
{
	int id = (int) (long) arg;
	int i;

	URCU_TLS(thread_index) = id;
	URCU_TLS(nr_pushes) = 0;
	while (!CMM_LOAD_SHARED(go))
		caa_cpu_relax();
	cmm_smp_rmb();

	for (i = 0; i < 8; i++) {
		stack_push(&shared_stack, &objects[id][i]);
		URCU_TLS(nr_pushes)++;
	}
	for (i = 0; i < NR_LOOPS; i++) {
		spin_lock(&lock_word);
		unlocked_counter++;
		spin_unlock(&lock_word);
		object_get(&objects[0][0]);
		(void) object_put(&objects[0][0]);
	}
	/* A thread's own counter, published once with a full barrier. */
	cmm_smp_mb__before_uatomic_add();
	uatomic_add(&total_pushes, URCU_TLS(nr_pushes));
	cmm_smp_mb__after_uatomic_add();
	return URCU_TLS(thread_index) == id ? NULL : (void *) 1;
}

/*
 * With TLS_NONE (single-threaded firmware) each URCU_TLS variable is one
 * global: the workers then take turns instead of running together.
 */
#ifdef UATOMIC_CONFIG_TLS_NONE
# define WORKERS_TAKE_TURNS	1
#else
# define WORKERS_TAKE_TURNS	0
#endif

static void test_threads(void)
{
	pthread_t tids[NR_THREADS];
	struct object *obj;
	int i, popped = 0, created = 0, joined = 0, bad_thread = 0;
	caa_cycles_t start, end;
	void *ret;

	objects[0][0].refcount = 1;
	start = caa_get_cycles();
	if (WORKERS_TAKE_TURNS)
		CMM_STORE_SHARED(go, 1);
	for (i = 0; i < NR_THREADS; i++) {
		if (pthread_create(&tids[created], NULL, worker,
				   (void *) (long) i))
			continue;
		if (WORKERS_TAKE_TURNS) {
			pthread_join(tids[created], &ret);
			bad_thread |= ret != NULL;
			joined++;
		}
		created++;
	}
	cmm_smp_wmb();
	CMM_STORE_SHARED(go, 1);
	for (i = joined; i < created; i++) {
		pthread_join(tids[i], &ret);
		bad_thread |= ret != NULL;
	}
	end = caa_get_cycles();

	expect(created == NR_THREADS, "every worker thread started");
	for (obj = stack_pop_all(&shared_stack); obj; obj = obj->next)
		popped++;
	expect(popped == NR_THREADS * 8,
	       "a Treiber stack built on uatomic_cmpxchg loses no push");
	expect(uatomic_read(&unlocked_counter) == (long) NR_THREADS * NR_LOOPS,
	       "a lock built on uatomic_xchg/uatomic_store excludes");
	expect(uatomic_read(&objects[0][0].refcount) == 1 &&
	       object_put(&objects[0][0]),
	       "a reference count on uatomic_inc/uatomic_sub_return "
	       "balances, and the last put is seen");
	expect(uatomic_read(&total_pushes) == NR_THREADS * 8 && !bad_thread,
	       WORKERS_TAKE_TURNS ? "URCU_TLS counters (one copy, TLS_NONE)" :
	       "URCU_TLS counters are per thread");
	expect(end >= start, "caa_get_cycles() does not go back");
}

/* ---- the rest of the liburcu API a user reaches for ---- */

static void test_api(void)
{
	struct object obj = { 0, 42, NULL };
	int *payload = &obj.payload;
	int v = 5;
#ifdef UATOMIC_HAS_ATOMIC_BYTE
	unsigned char byte = 0xfe;
#endif
#ifdef UATOMIC_HAS_ATOMIC_SHORT
	short half = -3;
#endif

	expect(caa_container_of(payload, struct object, payload) == &obj,
	       "caa_container_of");
	expect(caa_max(v, 7) == 7 && caa_min(v, 7) == 5, "caa_max, caa_min");
	expect(caa_likely(v == 5) && !caa_unlikely(v != 5),
	       "caa_likely, caa_unlikely");

	uatomic_set(&v, 10);
	expect(uatomic_read(&v) == 10, "uatomic_set, uatomic_read");
	uatomic_set(&v, 11, CMM_RELEASE);
	expect(uatomic_read(&v, CMM_ACQUIRE) == 11,
	       "uatomic_set and uatomic_read with a memory order (0.15)");
	expect(uatomic_add_return(&v, 4) == 15 &&
	       uatomic_add_return(&v, 1, CMM_RELAXED) == 16,
	       "uatomic_add_return, with and without a memory order");
	uatomic_add(&v, 2, CMM_RELEASE);
	uatomic_sub(&v, 3);
	uatomic_dec(&v, CMM_SEQ_CST);
	expect(v == 14, "uatomic_add, uatomic_sub, uatomic_dec with orders");
	uatomic_and(&v, 0xc, CMM_RELAXED);
	uatomic_or(&v, 0x1);
	expect(v == 13, "uatomic_and, uatomic_or");
	expect(uatomic_cmpxchg(&v, 13, 20, CMM_ACQ_REL) == 13 && v == 20 &&
	       uatomic_cmpxchg(&v, 13, 30, CMM_SEQ_CST, CMM_RELAXED) == 20 &&
	       v == 20,
	       "uatomic_cmpxchg with one and with two memory orders (0.15)");
	expect(uatomic_cmpxchg_mo(&v, 20, 21, CMM_SEQ_CST_FENCE,
				  CMM_SEQ_CST_FENCE) == 20 &&
	       uatomic_xchg_mo(&v, 22, CMM_RELAXED) == 21 &&
	       uatomic_load_mo(&v, CMM_SEQ_CST) == 22,
	       "the _mo forms");
#ifdef UATOMIC_HAS_ATOMIC_BYTE
	uatomic_inc(&byte);
	expect(uatomic_add_return(&byte, 1) == 0,
	       "a 1-byte operand where UATOMIC_HAS_ATOMIC_BYTE says so");
#endif
#ifdef UATOMIC_HAS_ATOMIC_SHORT
	expect(uatomic_add_return(&half, 5) == 2,
	       "a 2-byte operand where UATOMIC_HAS_ATOMIC_SHORT says so");
#endif
	cmm_smp_mb();
	cmm_smp_rmb();
	cmm_smp_wmb();
	cmm_mb();
	cmm_rmb();
	cmm_wmb();
	cmm_smp_mc();
	cmm_mc();
	cmm_smp_read_barrier_depends();
	cmm_barrier();
	CMM_STORE_SHARED(obj.payload, 43);
	_CMM_STORE_SHARED(obj.refcount, 2L);
	expect(CMM_LOAD_SHARED(obj.payload) == 43 &&
	       _CMM_LOAD_SHARED(obj.refcount) == 2 &&
	       CMM_ACCESS_ONCE(obj.payload) == 43,
	       "CMM_LOAD_SHARED, CMM_STORE_SHARED, CMM_ACCESS_ONCE");
	expect(CAA_CACHE_LINE_SIZE >= 16 &&
	       (CAA_CACHE_LINE_SIZE & (CAA_CACHE_LINE_SIZE - 1)) == 0,
	       "CAA_CACHE_LINE_SIZE is a power of two");
}

int main(void)
{
	test_config();
	test_api();
	test_threads();
	return failures ? EXIT_FAILURE : EXIT_SUCCESS;
}
