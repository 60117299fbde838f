/* SPDX-License-Identifier: MIT */
/*
 * tests/unit/liburcu-user.c - code written as liburcu 0.13-0.15 writes its
 * own: a reader flavour in the style of liburcu's static/urcu-memb.h (a
 * per-thread reader renamed by a flavour map and declared with "extern
 * DECLARE_URCU_TLS", padded with CAA_CACHE_LINE_SIZE, its nesting counter
 * read with uatomic_load() and annotated for ThreadSanitizer), per-thread
 * pointers as urcu-bp and call_rcu declare theirs, a wait-free stack push
 * in the style of static/wfstack.h (cmm_emit_legacy_smp_mb() and
 * uatomic_xchg_mo()), the RCU pointer accessors of static/pointer.h,
 * call_rcu's pause flags (uatomic_or() and the ordered uatomic_and()),
 * cmm_ptr_eq() on _CMM_OPTIMIZER_HIDE_VAR(); and, as liburcu's users
 * write theirs, a reference count, a Treiber stack, a spin lock and the
 * configuration tests (URCU_ARCH_*, UATOMIC_HAS_ATOMIC_*,
 * CAA_BITS_PER_LONG).  It must build with no flag but -I and the library
 * (the install test builds it with pkg-config alone), and it is valid C++
 * too: liburcu-user-cxx.cc builds this same file as C++.
 */
#include <urcu/compiler.h>
#include <urcu/arch.h>
#include <urcu/system.h>
#include <urcu/uatomic.h>
#include <urcu/tls-compat.h>
#include <urcu/annotate.h>

#include <pthread.h>
#include <sched.h>
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

/* ---- a reader flavour, as liburcu's static/urcu-memb.h writes one ---- */

#define URCU_GP_COUNT		1UL
#define URCU_GP_CTR_PHASE	(1UL << (sizeof(unsigned long) << 2))
#define URCU_GP_CTR_NEST_MASK	(URCU_GP_CTR_PHASE - 1)

/* Public header part: the grace-period state and the reader. */
struct test_urcu_gp {
	unsigned long ctr;
	int32_t futex;
} __attribute__((__aligned__(CAA_CACHE_LINE_SIZE)));

struct test_urcu_reader {
	unsigned long ctr;
	char need_mb;
	struct test_urcu_reader *next
		__attribute__((__aligned__(CAA_CACHE_LINE_SIZE)));
	pthread_t tid;
	unsigned int registered:1;
};

extern struct test_urcu_gp test_memb_gp;

/* The flavour map: the name the code uses is a macro. */
#define rcu_reader	test_memb_reader
extern DECLARE_URCU_TLS(struct test_urcu_reader, rcu_reader);

static inline void test_read_lock_update(unsigned long tmp)
{
	unsigned long *ctr = &URCU_TLS(rcu_reader).ctr;

	if (caa_likely(!(tmp & URCU_GP_CTR_NEST_MASK))) {
		unsigned long *pgctr = &test_memb_gp.ctr;
		unsigned long gctr = uatomic_load(pgctr);

		cmm_annotate_mem_acquire(pgctr);
		uatomic_store(ctr, gctr);
		cmm_smp_mb();
	} else {
		uatomic_store(ctr, tmp + URCU_GP_COUNT);
	}
}

static inline void test_read_lock(void)
{
	unsigned long tmp;

	cmm_barrier();
	tmp = URCU_TLS(rcu_reader).ctr;
	test_read_lock_update(tmp);
}

static inline void test_read_unlock(void)
{
	unsigned long *ctr = &URCU_TLS(rcu_reader).ctr;
	unsigned long tmp = URCU_TLS(rcu_reader).ctr;

	if (caa_likely((tmp & URCU_GP_CTR_NEST_MASK) == URCU_GP_COUNT)) {
		cmm_smp_mb();
		cmm_annotate_mem_release(ctr);
		uatomic_store(ctr, tmp - URCU_GP_COUNT);
		cmm_smp_mb();
	} else {
		uatomic_store(ctr, tmp - URCU_GP_COUNT);
	}
	cmm_barrier();
}

/* Library part (liburcu's src/urcu.c): the definitions. */
struct test_urcu_gp test_memb_gp = { URCU_GP_COUNT, 0 };
DEFINE_URCU_TLS(struct test_urcu_reader, rcu_reader);
/* The registry of readers; its lock keeps them alive while scanned. */
static struct test_urcu_reader *registry;
/* Initialised in main(): sparse takes glibc's PTHREAD_MUTEX_INITIALIZER
 * for a plain integer given as a null pointer. */
static pthread_mutex_t registry_lock;

static void test_register_thread(void)
{
	struct test_urcu_reader *self = &URCU_TLS(rcu_reader);

	self->tid = pthread_self();
	self->registered = 1;
	pthread_mutex_lock(&registry_lock);
	self->next = registry;
	registry = self;
	pthread_mutex_unlock(&registry_lock);
}

static void test_unregister_thread(void)
{
	struct test_urcu_reader *self = &URCU_TLS(rcu_reader), **pp;

	pthread_mutex_lock(&registry_lock);
	for (pp = &registry; *pp; pp = &(*pp)->next) {
		if (*pp == self) {
			*pp = self->next;
			break;
		}
	}
	pthread_mutex_unlock(&registry_lock);
	self->registered = 0;
}

/* Is this reader inside a critical section that began before the flip? */
static int test_reader_blocks(struct test_urcu_reader *r, cmm_annotate_t *group)
{
	unsigned long v = uatomic_load(&r->ctr);

	cmm_annotate_group_mem_acquire(group, &r->ctr);
	return (v & URCU_GP_CTR_NEST_MASK) &&
	       ((v ^ uatomic_load(&test_memb_gp.ctr)) & URCU_GP_CTR_PHASE);
}

/*
 * One grace period: twice, flip the phase and wait for the readers of the
 * old one (once is not enough: a reader may have read the counter just
 * before a flip and stored it just after the wait looked at it).
 */
static void test_synchronize(void)
{
	int flip;

	pthread_mutex_lock(&registry_lock);
	cmm_smp_mb();
	for (flip = 0; flip < 2; flip++) {
		cmm_annotate_define(acquire_group);
		struct test_urcu_reader *r;

		uatomic_store(&test_memb_gp.ctr,
			      test_memb_gp.ctr ^ URCU_GP_CTR_PHASE);
		cmm_smp_mb();
		for (r = registry; r; r = r->next)
			while (test_reader_blocks(r, &acquire_group))
				sched_yield();	/* liburcu: a futex */
		cmm_smp_mb();
		cmm_annotate_group_mb_acquire(&acquire_group);
	}
	pthread_mutex_unlock(&registry_lock);
}

/* ---- a wait-free stack push, as liburcu's static/wfstack.h writes it ---- */

struct wfs_node {
	struct wfs_node *next;
};

struct wfs_stack {
	struct wfs_node *head;
};

/* The end of the stack: a node that is never pushed. */
static struct wfs_node wfs_end;

static void wfs_push(struct wfs_stack *s, struct wfs_node *node)
{
	struct wfs_node *old_head;

	/* Orders the stores to node before its publication. */
	cmm_emit_legacy_smp_mb();
	old_head = uatomic_xchg_mo(&s->head, node, CMM_SEQ_CST);
	uatomic_store(&node->next, old_head, CMM_RELEASE);
}

/* ---- call_rcu's pause flags around fork ---- */

#define CALL_RCU_PAUSE		(1U << 1)
#define CALL_RCU_PAUSED		(1U << 2)

static unsigned int call_rcu_flags;
static int call_rcu_stop;
static unsigned long pauses_seen;

/* The call_rcu worker: acknowledges a pause request, then resumes. */
static void *call_rcu_worker(void *arg)
{
	(void) arg;
	while (!uatomic_load(&call_rcu_stop, CMM_ACQUIRE)) {
		if (uatomic_load(&call_rcu_flags) & CALL_RCU_PAUSE) {
			uatomic_or(&call_rcu_flags, CALL_RCU_PAUSED);
			cmm_smp_mb__after_uatomic_or();
			while (uatomic_load(&call_rcu_flags) & CALL_RCU_PAUSE)
				caa_cpu_relax();
			uatomic_and(&call_rcu_flags, ~CALL_RCU_PAUSED);
			pauses_seen++;
		}
		caa_cpu_relax();
	}
	return NULL;
}

/* ---- cmm_ptr_eq(), as liburcu's static/pointer.h writes it ---- */

static inline int test_ptr_eq(const void *a, const void *b)
{
	_CMM_OPTIMIZER_HIDE_VAR(a);
	_CMM_OPTIMIZER_HIDE_VAR(b);
	return a == b;
}

/*
 * ---- RCU pointer accessors, as liburcu 0.13's static/pointer.h writes
 * them: statement expressions whose locals are typed with __typeof__ and
 * given to the uatomic operations and URCU_FORCE_CAST ----
 */

#define test_rcu_dereference(p) __extension__ ({			\
		__typeof__(p) _________p1 = URCU_FORCE_CAST(__typeof__(p), \
						CMM_LOAD_SHARED(p));	\
		cmm_smp_read_barrier_depends();				\
		(_________p1);						\
	})

#define test_rcu_cmpxchg_pointer(p, old, _new) __extension__ ({	\
		__typeof__(*p) _________pold = (old);			\
		__typeof__(*p) _________pnew = (_new);			\
		uatomic_cmpxchg(p, _________pold, _________pnew);	\
	})

#define test_rcu_xchg_pointer(p, v) __extension__ ({			\
		__typeof__(*p) _________pv = (v);			\
		uatomic_xchg(p, _________pv);				\
	})

#define test_rcu_set_pointer(p, v)					\
	do {								\
		__typeof__(*p) _________pv = (v);			\
		if (!__builtin_constant_p(v) || ((v) != NULL))		\
			cmm_wmb();					\
		uatomic_set(p, _________pv);				\
	} while (0)

static void test_pointer_accessors(void)
{
	static struct object first = { 1, 10, NULL }, second = { 1, 20, NULL };
	static struct object *shared;
	struct object *a = &first, *b = &second, *seen;

	test_rcu_set_pointer(&shared, a);
	seen = test_rcu_dereference(shared);
	expect(seen == a && seen->payload == 10,
	       "rcu_set_pointer/rcu_dereference in liburcu 0.13's style");
	expect(test_rcu_cmpxchg_pointer(&shared, a, b) == a &&
	       test_rcu_cmpxchg_pointer(&shared, a, a) == b &&
	       test_rcu_xchg_pointer(&shared, a) == b &&
	       test_rcu_dereference(shared)->payload == 10,
	       "rcu_cmpxchg_pointer/rcu_xchg_pointer in liburcu 0.13's style");
	test_rcu_set_pointer(&shared, NULL);
	expect(test_rcu_dereference(shared) == NULL,
	       "rcu_set_pointer of NULL (no barrier, as liburcu skips it)");
}

/* ---- per-thread counters with URCU_TLS ---- */

extern DECLARE_URCU_TLS(unsigned long, nr_pushes);
DEFINE_URCU_TLS(unsigned long, nr_pushes);
static DEFINE_URCU_TLS(int, thread_index);

/*
 * Per-thread pointers, as liburcu declares them: urcu-bp's reader
 * ("extern DECLARE_URCU_TLS(struct urcu_bp_reader *, ...)" in its static
 * header, defined by the library), call_rcu's per-thread data ("static
 * DEFINE_URCU_TLS(struct call_rcu_data *, ...)") and a function pointer
 * through a typedef, as <urcu/tls-compat.h> tells its users to write
 * compound types.
 */
struct test_call_rcu_data {
	unsigned long qlen;
};

typedef void (*test_call_rcu_func)(struct test_call_rcu_data *);

extern DECLARE_URCU_TLS(struct test_urcu_reader *, test_bp_reader);
DEFINE_URCU_TLS(struct test_urcu_reader *, test_bp_reader);
static DEFINE_URCU_TLS(struct test_call_rcu_data *, thread_call_rcu_data);
static DEFINE_URCU_TLS(test_call_rcu_func, thread_call_rcu_func);

static struct test_call_rcu_data call_rcu_data[NR_THREADS];
static struct test_urcu_reader bp_readers[NR_THREADS];

static void test_call_rcu_enqueue(struct test_call_rcu_data *crdp)
{
	uatomic_inc(&crdp->qlen);
}

/* Each pointer of this thread leads to this thread's object. */
static int thread_pointers_own(int id)
{
	URCU_TLS(thread_call_rcu_func)(URCU_TLS(thread_call_rcu_data));
	return URCU_TLS(test_bp_reader) == &bp_readers[id] &&
	       URCU_TLS(thread_call_rcu_data) == &call_rcu_data[id] &&
	       uatomic_read(&call_rcu_data[id].qlen) == 1;
}

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
	URCU_TLS(test_bp_reader) = &bp_readers[id];
	URCU_TLS(thread_call_rcu_data) = &call_rcu_data[id];
	URCU_TLS(thread_call_rcu_func) = test_call_rcu_enqueue;
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
	return URCU_TLS(thread_index) == id && thread_pointers_own(id) ?
	       NULL : (void *) 1;
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
	       WORKERS_TAKE_TURNS ? "URCU_TLS counters and pointers "
	       "(one copy, TLS_NONE)" :
	       "URCU_TLS counters and pointers are per thread");
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

/* ---- the flavour, the stack and the flags at work ---- */

#define NR_READERS	2
#define NR_UPDATES	300
#define NR_VERSIONS	4

struct version {
	long value;	/* -1 once reclaimed */
};

static struct version versions[NR_VERSIONS];
static struct version *current_version;
static int readers_started, readers_stop;
static unsigned long bad_reads;
static struct wfs_stack wfs = { &wfs_end };
static struct wfs_node wfs_nodes[NR_READERS][16];

static void *reader(void *arg)
{
	int id = (int) (long) arg;
	unsigned long bad = 0;
	int k;

	test_register_thread();
	for (k = 0; k < 16; k++)
		wfs_push(&wfs, &wfs_nodes[id][k]);
	uatomic_inc(&readers_started);
	while (!uatomic_load(&readers_stop)) {
		struct version *v;

		test_read_lock();
		test_read_lock();	/* nested, as liburcu allows */
		v = uatomic_load(&current_version, CMM_CONSUME);
		/* Long enough for an update to overlap it. */
		for (k = 0; k < 8; k++) {
			bad += uatomic_load(&v->value) < 0;
			caa_cpu_relax();
		}
		test_read_unlock();
		bad += uatomic_load(&v->value) < 0;
		test_read_unlock();
		sched_yield();	/* quiescent; the CPU to others */
	}
	uatomic_add(&bad_reads, bad);
	test_unregister_thread();
	return NULL;
}

/* A reader that stays inside its critical section until told. */
static int holder_inside, holder_release, synchronize_returned;

static void *holder(void *arg)
{
	(void) arg;
	test_register_thread();
	test_read_lock();
	uatomic_store(&holder_inside, 1, CMM_RELEASE);
	while (!uatomic_load(&holder_release, CMM_ACQUIRE))
		sched_yield();
	test_read_unlock();
	test_unregister_thread();
	return NULL;
}

static void *synchronizer(void *arg)
{
	(void) arg;
	test_synchronize();
	uatomic_store(&synchronize_returned, 1, CMM_RELEASE);
	return NULL;
}

/* The grace period waits for a reader, and for it alone. */
static void test_grace_period_waits(void)
{
	pthread_t h, s;
	int i, early;

	if (pthread_create(&h, NULL, holder, NULL)) {
		expect(0, "a reader thread starts");
		return;
	}
	while (!uatomic_load(&holder_inside, CMM_ACQUIRE))
		sched_yield();
	if (pthread_create(&s, NULL, synchronizer, NULL)) {
		uatomic_store(&holder_release, 1, CMM_RELEASE);
		pthread_join(h, NULL);
		expect(0, "a synchronizing thread starts");
		return;
	}
	for (i = 0; i < 2000; i++)
		sched_yield();
	early = uatomic_load(&synchronize_returned, CMM_ACQUIRE);
	uatomic_store(&holder_release, 1, CMM_RELEASE);
	pthread_join(h, NULL);
	pthread_join(s, NULL);
	expect(!early && uatomic_load(&synchronize_returned),
	       "a grace period waits for the reader inside its critical "
	       "section, and ends once it leaves");
}

/* Each update publishes a version and reclaims the one it replaced. */
static void updater(int nr_readers)
{
	int i, k;

	/* The readers read while the versions change. */
	while (uatomic_load(&readers_started) < nr_readers)
		caa_cpu_relax();
	for (i = 1; i <= NR_UPDATES; i++) {
		struct version *old = current_version;
		struct version *next = &versions[i % NR_VERSIONS];

		uatomic_store(&next->value, (long) i);
		uatomic_store(&current_version, next, CMM_RELEASE);
		test_synchronize();
		uatomic_store(&old->value, -1L);
		/* Let the readers take the new version. */
		for (k = 0; k < 64; k++)
			caa_cpu_relax();
	}
}

static void test_flavour(void)
{
	pthread_t readers[NR_READERS], worker_tid;
	struct wfs_node *n;
	int i, created = 0, pushed = 0, paused_ok = 1, worker_ok;

	current_version = &versions[0];
	test_register_thread();
	test_read_lock();
	expect(URCU_TLS(rcu_reader).ctr != 0,
	       "liburcu-style read lock: the TLS reader counts the nesting");
	test_read_unlock();
	expect(URCU_TLS(rcu_reader).ctr == 0 && URCU_TLS(rcu_reader).registered,
	       "liburcu-style read unlock");
	expect(sizeof(struct test_urcu_gp) % CAA_CACHE_LINE_SIZE == 0,
	       "structs padded with CAA_CACHE_LINE_SIZE, as liburcu pads them");

#ifndef UATOMIC_CONFIG_TLS_NONE
	for (i = 0; i < NR_READERS; i++)
		created += !pthread_create(&readers[i], NULL, reader,
					   (void *) (long) i);
	if (created == NR_READERS)
		updater(NR_READERS);
	uatomic_store(&readers_stop, 1);
	for (i = 0; i < created; i++)
		pthread_join(readers[i], NULL);
	expect(created == NR_READERS && uatomic_read(&bad_reads) == 0,
	       "a liburcu-style flavour: no reader sees a version reclaimed "
	       "after its grace period");
	for (n = uatomic_load(&wfs.head, CMM_ACQUIRE); n != &wfs_end;
	     n = uatomic_load(&n->next, CMM_ACQUIRE))
		pushed++;
	expect(pushed == created * 16,
	       "a wait-free stack push in liburcu's style loses no node");
	test_grace_period_waits();
#else
	/* Compiled in every mode, run only where threads have their own TLS. */
	(void) reader;
	(void) test_grace_period_waits;
	(void) readers;
	(void) n;
	(void) pushed;
	(void) created;
	updater(0);
	printf("NOTE: TLS_NONE (one thread): the flavour runs without "
	       "concurrent readers\n");
#endif

	/* call_rcu_before_fork() / call_rcu_after_fork_parent(). */
	worker_ok = !pthread_create(&worker_tid, NULL, call_rcu_worker, NULL);
	for (i = 0; worker_ok && i < 20; i++) {
		uatomic_or(&call_rcu_flags, CALL_RCU_PAUSE);
		cmm_smp_mb();
		while (!(uatomic_load(&call_rcu_flags) & CALL_RCU_PAUSED))
			caa_cpu_relax();
		uatomic_and(&call_rcu_flags, ~CALL_RCU_PAUSE);
		while (uatomic_load(&call_rcu_flags) & CALL_RCU_PAUSED)
			caa_cpu_relax();
		paused_ok &= !(uatomic_read(&call_rcu_flags) & CALL_RCU_PAUSE);
	}
	uatomic_store(&call_rcu_stop, 1, CMM_RELEASE);
	if (worker_ok)
		pthread_join(worker_tid, NULL);
	expect(worker_ok && paused_ok && pauses_seen == 20,
	       "call_rcu's pause flags: uatomic_or(), uatomic_and() and "
	       "uatomic_load() hand the worker over and back");
	expect(test_ptr_eq(&versions[0], &versions[0]) &&
	       !test_ptr_eq(&versions[0], &versions[1]),
	       "cmm_ptr_eq() on _CMM_OPTIMIZER_HIDE_VAR()");
}

int main(void)
{
	if (pthread_mutex_init(&registry_lock, NULL) != 0)
		return EXIT_FAILURE;
	test_config();
	test_api();
	test_pointer_accessors();
	test_flavour();
	test_threads();
	return failures ? EXIT_FAILURE : EXIT_SUCCESS;
}
