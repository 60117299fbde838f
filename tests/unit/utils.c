// SPDX-License-Identifier: MIT
/*
 * tests/unit/utils.c - the utilities of <urcu/compiler.h>, <urcu/arch.h>
 * and <urcu/system.h> (contract §1, §2): caa_* helpers, the once-accesses,
 * every barrier, the CPU helpers and the build's description.
 */
#include <limits.h>
#include <stdint.h>
#include <string.h>
#include <time.h>
#include <urcu/uatomic-config.h>
#include <urcu/compiler.h>
#include <urcu/arch.h>
#include <urcu/system.h>
#include <urcu/uatomic.h>
#include "test.h"

struct item {
	char tag;
	long key;
	int member;
	double last;
};

struct foo {
	int x;
};

static void test_container_of(void)
{
	struct item it;
	int *mp = &it.member;
	const double *lp = &it.last;
	int *null_member = NULL;

	check(caa_container_of(mp, struct item, member) == &it,
	      "caa_container_of returns the structure holding the member");
	check(caa_container_of(lp, struct item, last) == &it,
	      "caa_container_of works from a pointer to const member");
	check(caa_container_of_check_null(mp, struct item, member) == &it,
	      "caa_container_of_check_null returns the structure holding a "
	      "non-NULL member");
	check(caa_container_of_check_null(null_member, struct item, member) ==
	      NULL, "caa_container_of_check_null: NULL stays NULL");
}

static void test_likely(void)
{
	volatile int five = 5, zero = 0;
	int taken = 0;

	check(caa_likely(five) == 1 && caa_likely(zero) == 0,
	      "caa_likely(x) is the truth value of x");
	check(caa_unlikely(five) == 1 && caa_unlikely(zero) == 0,
	      "caa_unlikely(x) is the truth value of x");
	if (caa_likely(five))
		taken++;
	if (caa_unlikely(zero))
		taken += 10;
	check(taken == 1, "caa_likely/caa_unlikely steer an if as the plain "
	      "condition would");
}

static void test_min_max(void)
{
	int vals[4] = { 3, 9, -4, 7 };
	int i = 0, j = 2;
	int m;
	long lm;
	double dm;

	m = caa_max(vals[i++], vals[j++]);
	check(m == 3 && i == 1 && j == 3,
	      "caa_max returns the larger value and evaluates each argument "
	      "once");
	i = 0;
	j = 2;
	m = caa_min(vals[i++], vals[j++]);
	check(m == -4 && i == 1 && j == 3,
	      "caa_min returns the smaller value and evaluates each argument "
	      "once");
	lm = caa_max((int) -1, LONG_MAX);
	check(lm == LONG_MAX && sizeof(caa_max((int) -1, 1L)) == sizeof(long),
	      "caa_max of an int and a long compares and returns in long");
	lm = caa_min((signed char) -3, -70000L);
	check(lm == -70000L,
	      "caa_min of a signed char and a long compares in long");
	dm = caa_max(2, 2.5);
	check(dm == 2.5, "caa_max of an int and a double returns the double");
	dm = caa_min(2, 2.5);
	check(dm == 2.0, "caa_min of an int and a double returns the int "
	      "converted");
}

static void test_array_size(void)
{
	int ints[7];
	struct item items[3];
	char str[] = "hello";

	(void) ints;
	(void) items;
	check(CAA_ARRAY_SIZE(ints) == 7 && CAA_ARRAY_SIZE(items) == 3 &&
	      CAA_ARRAY_SIZE(str) == 6,
	      "CAA_ARRAY_SIZE counts the elements of an array");
	{
		/* A constant expression. */
		char sized[CAA_ARRAY_SIZE(items)];

		check(sizeof(sized) == 3, "CAA_ARRAY_SIZE is an integer "
		      "constant expression");
	}
}

static void test_build_bug_on(void)
{
	CAA_BUILD_BUG_ON(0);
	CAA_BUILD_BUG_ON(sizeof(long) < sizeof(int));
	CAA_BUILD_BUG_ON(CAA_BITS_PER_LONG != 8 * sizeof(long));
	check(1, "CAA_BUILD_BUG_ON of a false condition compiles as a "
	      "statement");
}

static void test_signed_type(void)
{
	_Static_assert(caa_is_signed_type(int), "int is signed");
	check(caa_is_signed_type(int) && caa_is_signed_type(long) &&
	      caa_is_signed_type(signed char) && caa_is_signed_type(short) &&
	      caa_is_signed_type(long long) && caa_is_signed_type(int8_t) &&
	      caa_is_signed_type(int64_t) && caa_is_signed_type(double),
	      "caa_is_signed_type is true for signed types");
	check(!caa_is_signed_type(unsigned int) &&
	      !caa_is_signed_type(unsigned long) &&
	      !caa_is_signed_type(unsigned char) &&
	      !caa_is_signed_type(uint16_t) &&
	      !caa_is_signed_type(uint64_t) &&
	      !caa_is_signed_type(size_t),
	      "caa_is_signed_type is false for unsigned types");
	check(caa_is_signed_type(char) == ((char) -1 < 0),
	      "caa_is_signed_type(char) follows the target's char");
}

/*
 * caa_cast_long_keep_sign(v) yields an unsigned long holding v sign- or
 * zero-extended; the build's -Wall -Wextra must not warn at the caller.
 */
static void test_cast_long_keep_sign(void)
{
	int i = -5;
	signed char sc = -1;
	short s = -300;
	unsigned int u = 0xffffffffu;
	unsigned char uc = 0xff;
	unsigned short us = 0x8000;
	long l = -7;
	unsigned long ul = ~0UL;

	check(sizeof(caa_cast_long_keep_sign(i)) == sizeof(long) &&
	      sizeof(caa_cast_long_keep_sign(uc)) == sizeof(long),
	      "caa_cast_long_keep_sign widens to the size of a long");
	check((long) caa_cast_long_keep_sign(i) == -5L &&
	      (long) caa_cast_long_keep_sign(sc) == -1L &&
	      (long) caa_cast_long_keep_sign(s) == -300L &&
	      (long) caa_cast_long_keep_sign(l) == -7L,
	      "caa_cast_long_keep_sign sign-extends negative signed values");
	check((unsigned long) caa_cast_long_keep_sign(u) == 0xffffffffUL &&
	      (unsigned long) caa_cast_long_keep_sign(uc) == 0xffUL &&
	      (unsigned long) caa_cast_long_keep_sign(us) == 0x8000UL &&
	      (unsigned long) caa_cast_long_keep_sign(ul) == ~0UL,
	      "caa_cast_long_keep_sign zero-extends unsigned values");
}

static void test_force_cast(void)
{
	struct foo f = { 42 };
	struct foo __rcu *rp = URCU_FORCE_CAST(struct foo __rcu *, &f);
	void *vp = &f;
	struct foo *p;

	p = URCU_FORCE_CAST(struct foo *, vp);
	check(p == &f && p->x == 42,
	      "URCU_FORCE_CAST converts a pointer to another pointer type");
	p = URCU_FORCE_CAST(struct foo *, rp);
	check(p == &f, "URCU_FORCE_CAST strips __rcu from a pointer");
	check(URCU_FORCE_CAST(unsigned long, -1L) == ~0UL,
	      "URCU_FORCE_CAST converts between integer types");
}

static void test_access_once(void)
{
	static int x;
	static const int cx = 17;
	static struct foo *fp;
	struct foo f;
	int arr[3] = { 10, 20, 30 };
	int i = 0, r;

	CMM_ACCESS_ONCE(x) = 5;
	check(x == 5 && CMM_ACCESS_ONCE(x) == 5,
	      "CMM_ACCESS_ONCE is an lvalue that reads and writes the object");
	CMM_ACCESS_ONCE(x)++;
	check(x == 6, "CMM_ACCESS_ONCE(x)++ increments the object");
	check(CMM_ACCESS_ONCE(cx) == 17,
	      "CMM_ACCESS_ONCE reads a const object");
	CMM_ACCESS_ONCE(fp) = &f;
	check(CMM_ACCESS_ONCE(fp) == &f, "CMM_ACCESS_ONCE reads and writes "
	      "a pointer");
	r = CMM_ACCESS_ONCE(arr[i++]);
	check(r == 10 && i == 1, "CMM_ACCESS_ONCE evaluates its argument "
	      "once");
}

/* A value, not a constant that sparse would see truncated. */
static inline int int_value(int v)
{
	return v;
}

static void test_load_store_shared(void)
{
	static int x;
	static unsigned char uc;
	static struct foo *fp;
	static long larr[3];
	struct foo f, *rp;
	int arr[3] = { 10, 20, 30 };
	int i, r, big = int_value(300);
	long lr;

	x = 11;
	check(CMM_LOAD_SHARED(x) == 11, "CMM_LOAD_SHARED returns the value");
	check(_CMM_LOAD_SHARED(x) == 11, "_CMM_LOAD_SHARED returns the value");
	i = 0;
	r = CMM_LOAD_SHARED(arr[i++]);
	check(r == 10 && i == 1, "CMM_LOAD_SHARED evaluates its argument "
	      "once");
	i = 0;
	r = _CMM_LOAD_SHARED(arr[i++]);
	check(r == 10 && i == 1, "_CMM_LOAD_SHARED evaluates its argument "
	      "once");

	r = CMM_STORE_SHARED(x, 12);
	check(x == 12 && r == 12,
	      "CMM_STORE_SHARED stores and evaluates to the stored value");
	r = _CMM_STORE_SHARED(x, 13);
	check(x == 13 && r == 13,
	      "_CMM_STORE_SHARED stores and evaluates to the stored value");
	r = CMM_STORE_SHARED(uc, big);
	check(uc == 44 && r == 44, "CMM_STORE_SHARED converts as an "
	      "assignment and evaluates to the converted value");
	r = _CMM_STORE_SHARED(uc, big + 1);
	check(uc == 45 && r == 45, "_CMM_STORE_SHARED converts as an "
	      "assignment and evaluates to the converted value");
	rp = CMM_STORE_SHARED(fp, &f);
	check(rp == &f && fp == &f,
	      "CMM_STORE_SHARED stores a struct foo * into a struct foo *");
	rp = CMM_STORE_SHARED(fp, NULL);
	check(rp == NULL && fp == NULL,
	      "CMM_STORE_SHARED stores NULL into a pointer");
	i = 0;
	lr = CMM_STORE_SHARED(larr[i++], (long) arr[2]);
	check(lr == 30 && larr[0] == 30 && larr[1] == 0 && i == 1,
	      "CMM_STORE_SHARED evaluates each argument once");
	i = 0;
	lr = _CMM_STORE_SHARED(larr[i++], 31L);
	check(lr == 31 && larr[0] == 31 && larr[1] == 0 && i == 1,
	      "_CMM_STORE_SHARED evaluates each argument once");
}

static void test_barriers(void)
{
	static int x;
	volatile int cond = 1;

	x = 1;
	cmm_barrier();
	check(x == 1, "cmm_barrier() compiles and runs");
	cmm_mb();
	cmm_rmb();
	cmm_wmb();
	check(x == 1, "cmm_mb(), cmm_rmb(), cmm_wmb() compile and run");
	cmm_smp_mb();
	cmm_smp_rmb();
	cmm_smp_wmb();
	check(x == 1, "cmm_smp_mb(), cmm_smp_rmb(), cmm_smp_wmb() compile "
	      "and run");
	cmm_read_barrier_depends();
	cmm_smp_read_barrier_depends();
	check(x == 1, "cmm_read_barrier_depends() and "
	      "cmm_smp_read_barrier_depends() compile and run");

	/* Each is one statement: fits an unbraced if/else. */
	if (cond)
		cmm_mb();
	else
		cmm_smp_mb();
	if (cond)
		cmm_read_barrier_depends();
	else
		cmm_smp_read_barrier_depends();
	if (cond)
		cmm_rmb();
	else
		cmm_wmb();
	if (cond)
		cmm_smp_rmb();
	else
		cmm_smp_wmb();
	if (cond)
		caa_cpu_relax();
	else
		cmm_barrier();
	check(1, "every barrier is a single statement usable in an "
	      "unbraced if/else");
}

static void test_cpu_helpers(void)
{
	caa_cycles_t t0, prev, now;
	int i, monotonic = 1;

	for (i = 0; i < 100; i++)
		caa_cpu_relax();
	check(1, "caa_cpu_relax() compiles and runs");

	t0 = prev = caa_get_cycles();
	for (i = 0; i < 10000; i++) {
		caa_cpu_relax();
		now = caa_get_cycles();
		if (now < prev)
			monotonic = 0;
		prev = now;
	}
	check(monotonic && prev >= t0,
	      "caa_get_cycles() never decreases over a busy loop");
#ifdef arch_get_cycles
	/* The arch's own counter: its unit is documented per arch. */
	note("caa_get_cycles() reads this CPU's own counter");
	check(t0 != 0, "caa_get_cycles() reads a running counter");
#elif !defined(UATOMIC_CONFIG_PLATFORM_LINUX)
	/* Bare metal without a counter of the arch's: no clock at all. */
	check(t0 == 0 && prev == 0, "caa_get_cycles() is 0: no clock on "
	      "this platform");
#else
	check(t0 != 0, "caa_get_cycles() is non-zero (CLOCK_MONOTONIC "
	      "nanoseconds)");
	{
		struct timespec ts;
		caa_cycles_t before, ns, after;

		before = caa_get_cycles();
		clock_gettime(CLOCK_MONOTONIC, &ts);
		after = caa_get_cycles();
		ns = (caa_cycles_t) ts.tv_sec * 1000000000u +
		     (caa_cycles_t) ts.tv_nsec;
		check(before <= ns && ns <= after,
		      "caa_get_cycles() counts CLOCK_MONOTONIC nanoseconds");
	}
#endif
}

/*
 * liburcu 0.15's CAA_CACHE_LINE_SIZE for the CPU the compiler targets (its
 * arch headers), with which it pads its public structs; Cortex-M, which
 * liburcu does not support, has its own default.
 */
#if defined(__x86_64__) || defined(__i386__) || defined(__s390__)
# define LIBURCU_CACHE_LINE_SIZE	128
#elif defined(__powerpc__) || defined(__sparc__)
# define LIBURCU_CACHE_LINE_SIZE	256
#elif defined(__ARM_ARCH_PROFILE) && __ARM_ARCH_PROFILE == 'M'
# define LIBURCU_CACHE_LINE_SIZE	32
#else
# define LIBURCU_CACHE_LINE_SIZE	64
#endif

static void test_constants(void)
{
	static char line[2 * CAA_CACHE_LINE_SIZE]
		__attribute__((aligned(CAA_CACHE_LINE_SIZE)));

#ifdef UATOMIC_CONFIG_CACHE_LINE_SIZE
	check(CAA_CACHE_LINE_SIZE == UATOMIC_CONFIG_CACHE_LINE_SIZE,
	      "CAA_CACHE_LINE_SIZE is UATOMIC_CONFIG_CACHE_LINE_SIZE (%d)",
	      (int) CAA_CACHE_LINE_SIZE);
#endif
#if !defined(UATOMIC_CONFIG_CACHE_LINE_SIZE) || \
    UATOMIC_CONFIG_CACHE_LINE_SIZE == UATOMIC_CONFIG_ARCH_CACHE_LINE_SIZE
	check(CAA_CACHE_LINE_SIZE == LIBURCU_CACHE_LINE_SIZE,
	      "CAA_CACHE_LINE_SIZE is liburcu's for this CPU by default "
	      "(%d, liburcu %d)", (int) CAA_CACHE_LINE_SIZE,
	      LIBURCU_CACHE_LINE_SIZE);
#endif
	check(CAA_CACHE_LINE_SIZE > 0 &&
	      (CAA_CACHE_LINE_SIZE & (CAA_CACHE_LINE_SIZE - 1)) == 0,
	      "CAA_CACHE_LINE_SIZE is a power of two");
	check(((uintptr_t) line & (CAA_CACHE_LINE_SIZE - 1)) == 0,
	      "CAA_CACHE_LINE_SIZE is usable in an aligned attribute");
	check(CAA_BITS_PER_LONG == 8 * sizeof(long),
	      "CAA_BITS_PER_LONG is 8 * sizeof(long)");
}

static void test_build_config(void)
{
	const char *cfg = uatomic_build_config();

	check(cfg != NULL && cfg[0] != '\0',
	      "uatomic_build_config() returns a non-empty string");
	check(cfg != NULL && strstr(cfg, UATOMIC_CONFIG_ARCH_NAME) != NULL,
	      "uatomic_build_config() names the target (%s)",
	      UATOMIC_CONFIG_ARCH_NAME);
	note("uatomic_build_config(): %s", cfg ? cfg : "(null)");
}

/* contract §1: the headers define no un-namespaced Kconfig symbol. */
static void test_no_config_symbols(void)
{
#if defined(CONFIG_SMP) || defined(CONFIG_64BIT) || \
	defined(CONFIG_ARCH_X86_64) || defined(CONFIG_ARCH_GENERIC) || \
	defined(CONFIG_TLS_COMPILER) || defined(CONFIG_TLS_NONE) || \
	defined(CONFIG_TLS_PTHREAD_KEYS) || defined(CONFIG_IMPL_ASM) || \
	defined(CONFIG_IMPL_BUILTINS) || defined(CONFIG_CACHE_LINE_SIZE) || \
	defined(CONFIG_DEBUG_ALIGNMENT) || defined(CONFIG_PLATFORM_LINUX) || \
	defined(CONFIG_ARCH_NAME) || defined(CONFIG_SRCARCH)
	check(0, "the public headers define no CONFIG_* symbol");
#else
	check(1, "the public headers define no CONFIG_* symbol");
#endif
}

int main(void)
{
	test_container_of();
	test_likely();
	test_min_max();
	test_array_size();
	test_build_bug_on();
	test_signed_type();
	test_cast_long_keep_sign();
	test_force_cast();
	test_access_once();
	test_load_store_shared();
	test_barriers();
	test_cpu_helpers();
	test_constants();
	test_build_config();
	test_no_config_symbols();
	return test_exit();
}
