/* SPDX-License-Identifier: MIT */
/*
 * tests/unit/liburcu-015.c - the names liburcu 0.15 added to its atomic
 * layer, each with liburcu 0.15's meaning: cmm_emit_legacy_smp_mb(),
 * _CMM_OPTIMIZER_HIDE_VAR(), CAA_COMBINE_TOKENS(), cmm_cast_volatile(),
 * URCU_TLS_STORAGE_CLASS, UATOMIC_HAS_ATOMIC_INT, cmm_to_c11(),
 * cmm_seq_cst_fence_after_atomic(), rdtscll() (x86), <urcu/annotate.h>,
 * caa_unqual_scalar_typeof(); caa_max()/caa_min() as constant expressions
 * and CAA_BUILD_BUG_ON() of constants; and the default memory order of
 * every operation, which must be liburcu 0.15's or stronger.  Also
 * two idioms of liburcu's own sources: pointer tagging with uatomic_or()
 * and uatomic_and() (rculfhash.c), and unsigned long constants on
 * narrower operands, truncated to them (test_uatomic.c).
 * liburcu-015-cxx.cc builds this same file as C++.
 */
#include <pthread.h>
#include <string.h>
#include <urcu/uatomic-config.h>
#include <urcu/compiler.h>
#include <urcu/arch.h>
#include <urcu/system.h>
#include <urcu/uatomic.h>
#include <urcu/tls-compat.h>
#include <urcu/annotate.h>
#include "test.h"

#ifdef __cplusplus
# include <type_traits>
# define SAME_TYPE(expr, type)						\
	std::is_same<decltype(expr), type>::value
#else
# define SAME_TYPE(expr, type)						\
	__builtin_types_compatible_p(__typeof__(expr), type)
#endif

#define STR2(x)	#x
#define STR(x)	STR2(x)

/* ---- caa_max() and caa_min() of constants are constant expressions ---- */

static int max_sized[caa_max(2, 3)];
static int min_sized[caa_min(2, 3)];
enum { MAX_ENUM = caa_max(-4, 6), MIN_ENUM = caa_min(-4, 6) };

static int evaluations;

static int counted(int v)
{
	evaluations++;
	return v;
}

static void test_minmax(void)
{
	int i = 0, j = 10;
	long l;

	check(CAA_ARRAY_SIZE(max_sized) == 3 && CAA_ARRAY_SIZE(min_sized) == 2,
	      "caa_max(2, 3) and caa_min(2, 3) size an array at file scope");
	check(MAX_ENUM == 6 && MIN_ENUM == -4,
	      "caa_max() and caa_min() of constants are enumeration values");
	evaluations = 0;
	l = caa_max(counted(4), j--) + caa_min(i++, counted(-1));
	check(l == 9 && evaluations == 2 && i == 1 && j == 9,
	      "caa_max() and caa_min() of other expressions evaluate each "
	      "argument once (%ld, %d calls)", l, evaluations);
	check(caa_max(caa_min(i, 5), caa_max(-3, j)) == 9,
	      "caa_max() and caa_min() nest");
}

/* ---- CAA_BUILD_BUG_ON() of constants ---- */

static void test_build_bug_on(void)
{
	CAA_BUILD_BUG_ON(sizeof(int) > sizeof(long));
	CAA_BUILD_BUG_ON(caa_max(1, 2) != 2);
	check(CAA_BUILD_BUG_ON_ZERO(0) == 0 &&
	      sizeof(char[CAA_BUILD_BUG_ON_ZERO(sizeof(long) < 4) + 1]) == 1,
	      "CAA_BUILD_BUG_ON() of a false constant compiles, and "
	      "CAA_BUILD_BUG_ON_ZERO() is a constant 0");
}

/* ---- CAA_COMBINE_TOKENS(), _CMM_OPTIMIZER_HIDE_VAR() ---- */

#define TOKEN_PREFIX	combined_
static int CAA_COMBINE_TOKENS(TOKEN_PREFIX, 7) = 7;

/* liburcu's cmm_ptr_eq(): the comparison hides both pointers' values. */
static int ptr_eq(int *a, int *b)
{
	_CMM_OPTIMIZER_HIDE_VAR(a);
	_CMM_OPTIMIZER_HIDE_VAR(b);
	return a == b;
}

static void test_tokens(void)
{
	int x = 5, y = 5;
	unsigned long hidden = 42;

	check(combined_7 == 7,
	      "CAA_COMBINE_TOKENS() pastes its expanded arguments");
	check(strncmp(STR(CAA_COMBINE_TOKENS(line_, __LINE__)), "line_", 5)
	      == 0 && strchr("123456789",
			     STR(CAA_COMBINE_TOKENS(line_, __LINE__))[5]),
	      "CAA_COMBINE_TOKENS(prefix, __LINE__) pastes the line number");
	_CMM_OPTIMIZER_HIDE_VAR(hidden);
	check(hidden == 42 && ptr_eq(&x, &x) && !ptr_eq(&x, &y),
	      "_CMM_OPTIMIZER_HIDE_VAR() keeps the value; cmm_ptr_eq() "
	      "built on it compares");
}

/* ---- cmm_cast_volatile(), caa_unqual_scalar_typeof() ---- */

static void test_types(void)
{
	int v = 3;
	int *p = &v;
	volatile unsigned short vs = 7;
	const volatile long cvl = 9;
	caa_unqual_scalar_typeof(vs) s = vs;
	caa_unqual_scalar_typeof(cvl) l = cvl;

	check(cmm_cast_volatile(p) == p &&
	      SAME_TYPE(cmm_cast_volatile(p), int *),
	      "cmm_cast_volatile() is the pointer, with its type (liburcu "
	      "0.15's cast, whose qualifier C drops)");
	check(__atomic_load_n(cmm_cast_volatile(p), __ATOMIC_RELAXED) == 3,
	      "cmm_cast_volatile() feeds an __atomic builtin");
	check(SAME_TYPE(s, unsigned short) && SAME_TYPE(l, long) && s == 7 &&
	      l == 9, "caa_unqual_scalar_typeof() drops const and volatile");
}

/* ---- URCU_TLS_STORAGE_CLASS, UATOMIC_HAS_ATOMIC_INT ---- */

#ifdef URCU_TLS_STORAGE_CLASS
static URCU_TLS_STORAGE_CLASS int storage_class_var;

static void *storage_class_thread(void *arg)
{
	(void) arg;
	return (void *) (long) storage_class_var;
}
#endif

static void test_tls_storage_class(void)
{
#ifdef URCU_TLS_STORAGE_CLASS
	pthread_t t;
	void *seen = (void *) 1;

	storage_class_var = 5;
	if (pthread_create(&t, NULL, storage_class_thread, NULL) == 0)
		pthread_join(t, &seen);
	check(seen == NULL && storage_class_var == 5,
	      "URCU_TLS_STORAGE_CLASS declares a per-thread variable");
#elif defined(UATOMIC_CONFIG_TLS_COMPILER)
	check(0, "URCU_TLS_STORAGE_CLASS is defined in the compiler-TLS mode");
#else
	note("URCU_TLS_STORAGE_CLASS: compiler-TLS mode only, as in liburcu");
#endif
#ifdef UATOMIC_HAS_ATOMIC_INT
	{
		int i = 1;

		check(uatomic_add_return(&i, 1) == 2,
		      "UATOMIC_HAS_ATOMIC_INT is defined, and int operands "
		      "work");
	}
#else
	check(0, "UATOMIC_HAS_ATOMIC_INT is defined");
#endif
}

/* ---- cmm_to_c11(), cmm_seq_cst_fence_after_atomic() ---- */

static void test_c11_helpers(void)
{
	static const struct {
		int cmm, c11;
	} map[] = {
		{ CMM_RELAXED, __ATOMIC_RELAXED },
		{ CMM_CONSUME, __ATOMIC_CONSUME },
		{ CMM_ACQUIRE, __ATOMIC_ACQUIRE },
		{ CMM_RELEASE, __ATOMIC_RELEASE },
		{ CMM_ACQ_REL, __ATOMIC_ACQ_REL },
		{ CMM_SEQ_CST, __ATOMIC_SEQ_CST },
		{ CMM_SEQ_CST_FENCE, __ATOMIC_SEQ_CST },
	};
	unsigned int i, bad = 0;
	int x = 0;

	for (i = 0; i < CAA_ARRAY_SIZE(map); i++)
		bad += cmm_to_c11(map[i].cmm) != map[i].c11;
	check(bad == 0, "cmm_to_c11() maps each CMM order to its C11 order, "
	      "CMM_SEQ_CST_FENCE to __ATOMIC_SEQ_CST");
	__atomic_store_n(&x, 1, cmm_to_c11(CMM_SEQ_CST_FENCE));
	cmm_seq_cst_fence_after_atomic(CMM_SEQ_CST_FENCE);
	cmm_seq_cst_fence_after_atomic(CMM_RELAXED);
	check(__atomic_load_n(&x, cmm_to_c11(CMM_ACQUIRE)) == 1,
	      "cmm_seq_cst_fence_after_atomic() completes an operation "
	      "built on the builtins");
	check(strcmp(STR(cmm_emit_legacy_smp_mb()), STR(cmm_smp_mb())) == 0,
	      "cmm_emit_legacy_smp_mb() is cmm_smp_mb(), as in liburcu's "
	      "default build");
}

/* ---- rdtscll() on x86 ---- */

static void test_rdtscll(void)
{
#if defined(__x86_64__) || defined(__i386__)
	unsigned long long t0 = 0, t1 = 0;

	rdtscll(t0);
	rdtscll(t1);
	check(t0 != 0 && t1 >= t0, "rdtscll() reads the time-stamp counter");
#elif defined(rdtscll)
	check(0, "rdtscll() is defined on x86 only");
#else
	note("rdtscll() is x86's: not defined here");
#endif
}

/* ---- <urcu/annotate.h> ---- */

static unsigned long annotated_flag;

static void test_annotate(void)
{
	cmm_annotate_define(release_group);
	cmm_annotate_define(acquire_group);
	unsigned long seen;

	/* A release group: the barrier, then the relaxed store. */
	cmm_smp_mb();
	cmm_annotate_group_mb_release(&release_group);
	cmm_annotate_group_mem_release(&release_group, &annotated_flag);
	uatomic_store(&annotated_flag, 1UL, CMM_RELAXED);
	/* An acquire group: the relaxed load, then the barrier. */
	seen = uatomic_load(&annotated_flag, CMM_RELAXED);
	cmm_annotate_group_mem_acquire(&acquire_group, &annotated_flag);
	cmm_smp_mb();
	cmm_annotate_group_mb_acquire(&acquire_group);
	cmm_annotate_mem_acquire(&annotated_flag);
	cmm_annotate_mem_release(&annotated_flag);
#ifdef CMM_SANITIZE_THREAD
	check(seen == 1 && release_group == CMM_ANNOTATE_MB &&
	      acquire_group == CMM_ANNOTATE_MB,
	      "annotated release and acquire groups (ThreadSanitizer build)");
#else
	check(seen == 1 && release_group == CMM_ANNOTATE_VOID &&
	      acquire_group == CMM_ANNOTATE_VOID,
	      "annotations compile to nothing without ThreadSanitizer");
#endif
}

/* ---- liburcu's own idioms: pointer tagging, modular constants ---- */

struct lfht_node {
	struct lfht_node *next;
	int key;
};

#define REMOVED_FLAG	(1UL << 0)
#define BUCKET_FLAG	(1UL << 1)

static void test_pointer_tagging(void)
{
	struct lfht_node a = { NULL, 1 }, b = { NULL, 2 };
	struct lfht_node *head = &a;
	uintptr_t bits;

	a.next = &b;
	/* rculfhash.c's lines: the tags go into the pointer's low bits. */
	uatomic_or(&a.next, REMOVED_FLAG);
	uatomic_or_mo(&a.next, BUCKET_FLAG, CMM_RELEASE);
	bits = (uintptr_t) uatomic_load(&a.next);
	check(bits == ((uintptr_t) &b | REMOVED_FLAG | BUCKET_FLAG),
	      "uatomic_or() of an unsigned long sets bits of a pointer");
	uatomic_and(&a.next, ~REMOVED_FLAG);
	bits = (uintptr_t) uatomic_load(&a.next);
	check(bits == ((uintptr_t) &b | BUCKET_FLAG),
	      "uatomic_and() of an unsigned long clears bits of a pointer");
	uatomic_and_mo(&a.next, ~(REMOVED_FLAG | BUCKET_FLAG), CMM_SEQ_CST);
	check(uatomic_load(&a.next) == &b && uatomic_load(&head)->next == &b,
	      "and/or round trip gives back the pointer");
	{
		/* (C++: no statement expression inside decltype().) */
#ifdef __cplusplus
		auto after = uatomic_load(&a.next);
#else
		__typeof__(uatomic_load(&a.next)) after = uatomic_load(&a.next);
#endif
		check(SAME_TYPE(after, struct lfht_node *) && after == &b &&
		      after->key == 2,
		      "the operand is still a struct lfht_node *, to b");
	}
}

/* test_uatomic.c's lines, on each operand it runs them on. */
#define MODULAR(T, N)							\
static void test_modular_##N(void)					\
{									\
	T x = 10;							\
	T *ptr = &x;							\
	T v;								\
									\
	uatomic_add(ptr, -11UL);					\
	check(x == (T) -1, #T ": uatomic_add(ptr, -11UL) is modular");	\
	v = uatomic_cmpxchg(ptr, -1UL, 22);				\
	check(v == (T) -1 && x == 22,					\
	      #T ": uatomic_cmpxchg(ptr, -1UL, 22) compares modulo");	\
	uatomic_sub(ptr, -11UL);					\
	check(x == 33, #T ": uatomic_sub(ptr, -11UL) is modular");	\
	uatomic_set(ptr, -1UL);						\
	v = uatomic_xchg(ptr, -2UL);					\
	check(v == (T) -1 && x == (T) -2,				\
	      #T ": uatomic_set() and uatomic_xchg() of -1UL, -2UL");	\
}
#ifdef UATOMIC_HAS_ATOMIC_BYTE
MODULAR(unsigned char, uchar)
#endif
#ifdef UATOMIC_HAS_ATOMIC_SHORT
MODULAR(unsigned short, ushort)
#endif
MODULAR(unsigned int, uint)

static void test_modular(void)
{
#ifdef UATOMIC_HAS_ATOMIC_BYTE
	test_modular_uchar();
#endif
#ifdef UATOMIC_HAS_ATOMIC_SHORT
	test_modular_ushort();
#endif
	test_modular_uint();
}

/* ---- the default order of each operation ---- */

/*
 * liburcu 0.15 writes each operation without an order as its _mo form
 * with a default order; ours is the operation's body with that order,
 * marked as the library's own (@given 0: not checked, contract §3).
 * Redefined here, the bodies give back the order they were called with,
 * or -1 where it was not marked the library's.
 */
#define DEFAULT_ORDER(given, addr, mo)					\
	((void) (addr), (given) ? -1 : (int) (mo))
#undef __uatomic_rmw_value
#undef __uatomic_rmw_unary
#undef __uatomic_cmpxchg_id
#define __uatomic_rmw_value(id, name, row, x, kind, returns, given, addr, \
			    v, mo)					\
	DEFAULT_ORDER(given, addr, mo)
#define __uatomic_rmw_unary(id, name, row, x, kind, returns, given, addr, \
			    mo)						\
	DEFAULT_ORDER(given, addr, mo)
#define __uatomic_cmpxchg_id(id, addr, old, _new, mos, mof, given)	\
	((void) (addr), (given) ? -1 : (int) (mos) * 10 + (int) (mof))

#ifdef UATOMIC_CONFIG_UATOMIC_AND_RELAXED
# define AND_DEFAULT	CMM_RELAXED
#else
# define AND_DEFAULT	CMM_SEQ_CST
#endif

static void test_default_orders(void)
{
	int x = 0;

	check(uatomic_xchg(&x, 1) == CMM_SEQ_CST_FENCE &&
	      uatomic_add_return(&x, 1) == CMM_SEQ_CST_FENCE &&
	      uatomic_sub_return(&x, 1) == CMM_SEQ_CST_FENCE &&
	      uatomic_cmpxchg(&x, 0, 1) ==
			CMM_SEQ_CST_FENCE * 10 + CMM_SEQ_CST_FENCE,
	      "xchg, add_return, sub_return, cmpxchg default to "
	      "CMM_SEQ_CST_FENCE as in liburcu 0.15 (cmpxchg on failure "
	      "too, where liburcu's is relaxed)");
	check(uatomic_and(&x, 1) == AND_DEFAULT,
	      "uatomic_and() defaults to %s",
	      AND_DEFAULT == CMM_SEQ_CST ? "CMM_SEQ_CST, as in liburcu 0.15" :
	      "CMM_RELAXED (CONFIG_UATOMIC_AND_RELAXED)");
	check(uatomic_or(&x, 1) == CMM_RELAXED &&
	      uatomic_add(&x, 1) == CMM_RELAXED &&
	      uatomic_sub(&x, 1) == CMM_RELAXED &&
	      uatomic_inc(&x) == CMM_RELAXED && uatomic_dec(&x) == CMM_RELAXED,
	      "or, add, sub, inc, dec default to CMM_RELAXED, as in liburcu "
	      "0.15");
}

int main(void)
{
	test_minmax();
	test_build_bug_on();
	test_tokens();
	test_types();
	test_tls_storage_class();
	test_c11_helpers();
	test_rdtscll();
	test_annotate();
	test_default_orders();
	test_pointer_tagging();
	test_modular();
	return test_exit();
}
