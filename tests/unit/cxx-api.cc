// SPDX-License-Identifier: MIT
/*
 * tests/unit/cxx-api.cc - the public headers from C++ (contract §1, §5): every
 * header compiles as C++11, C++17 and C++20 (this file is built as each),
 * every operation works on integers of several sizes and on a pointer,
 * inside a function template too, on C++'s own types (enum class, bool,
 * char16_t, references, static members, pointers to functions), the
 * utilities and barriers compile, and the TLS macros work, "static" and
 * compound types included.
 */
#include <urcu/uatomic-config.h>
#include <urcu/compiler.h>
#include <urcu/arch.h>
#include <urcu/system.h>
#include <urcu/uatomic.h>
#include <urcu/tls-compat.h>
#include <pthread.h>
#include <stdint.h>
#include "test.h"

struct node {
	int key;
	long payload;
};

/* The operations on *p, a T holding @a, with argument @b. */
template <typename T>
static bool all_ops(T *p, T a, T b)
{
	bool ok = true;
	T r;

	uatomic_set(p, a);
	ok &= uatomic_read(p) == a;
	uatomic_store(p, b);
	ok &= uatomic_load(p) == b;
	uatomic_store(p, a, CMM_RELEASE);
	ok &= uatomic_load(p, CMM_ACQUIRE) == a;
	uatomic_store_mo(p, b, CMM_SEQ_CST);
	ok &= uatomic_load_mo(p, CMM_SEQ_CST) == b;
	r = uatomic_cmpxchg(p, b, a);
	ok &= r == b && *p == a;
	r = uatomic_cmpxchg(p, b, b);
	ok &= r == a && *p == a;
	r = uatomic_cmpxchg_mo(p, a, b, CMM_ACQ_REL, CMM_ACQUIRE);
	ok &= r == a && *p == b;
	r = uatomic_xchg(p, a);
	ok &= r == b && *p == a;
	r = uatomic_xchg_mo(p, b, CMM_RELAXED);
	ok &= r == a && *p == b;
	return ok;
}

/* The arithmetic ones; expected values computed in @U (unsigned). */
template <typename T, typename U>
static bool arith_ops(T *p, T a, T b)
{
	bool ok = true;
	const T sum = (T) ((U) a + (U) b), diff = (T) ((U) a - (U) b);

	*p = a;
	ok &= uatomic_add_return(p, b) == sum && *p == sum;
	*p = a;
	ok &= uatomic_sub_return(p, b) == diff && *p == diff;
	*p = a;
	ok &= uatomic_add_return_mo(p, b, CMM_RELAXED) == sum;
	*p = a;
	ok &= uatomic_sub_return_mo(p, b, CMM_ACQUIRE) == diff;
	*p = a;
	uatomic_add(p, b);
	ok &= *p == sum;
	*p = a;
	uatomic_sub(p, b);
	ok &= *p == diff;
	*p = a;
	uatomic_add_mo(p, b, CMM_RELEASE);
	ok &= *p == sum;
	*p = a;
	uatomic_sub_mo(p, b, CMM_SEQ_CST);
	ok &= *p == diff;
	*p = a;
	uatomic_inc(p);
	ok &= *p == (T) ((U) a + 1);
	uatomic_dec(p);
	ok &= *p == a;
	uatomic_inc_mo(p, CMM_SEQ_CST_FENCE);
	ok &= *p == (T) ((U) a + 1);
	uatomic_dec_mo(p, CMM_ACQ_REL);
	ok &= *p == a;
	uatomic_and(p, b);
	ok &= *p == (T) ((U) a & (U) b);
	*p = a;
	uatomic_or(p, b);
	ok &= *p == (T) ((U) a | (U) b);
	*p = a;
	uatomic_and_mo(p, b, CMM_RELAXED);
	ok &= *p == (T) ((U) a & (U) b);
	*p = a;
	uatomic_or_mo(p, b, CMM_RELAXED);
	ok &= *p == (T) ((U) a | (U) b);
	return ok;
}

/* uatomic_add_return on a T *, T a template parameter. */
template <typename T>
static T add_return_template(T *p, T v)
{
	return uatomic_add_return(p, v);
}

/* Orders known only at run time, as parameters. */
template <typename T>
static T add_return_with(T *p, T v, enum cmm_memorder mo)
{
	return uatomic_add_return_mo(p, v, mo);
}

template <typename T>
static T cmpxchg_with(T *p, T old, T new_val, enum cmm_memorder mos,
		      enum cmm_memorder mof)
{
	return uatomic_cmpxchg_mo(p, old, new_val, mos, mof);
}

static void test_operations(void)
{
	bool ok;
	long r;

#ifdef UATOMIC_HAS_ATOMIC_BYTE
	static unsigned char uc;
	static signed char sc;

	ok = all_ops<unsigned char>(&uc, 0xff, 0x01) &&
	     arith_ops<unsigned char, unsigned char>(&uc, 0xff, 0x02);
	check(ok, "C++: every operation on an unsigned char");
	ok = all_ops<signed char>(&sc, -1, 127) &&
	     arith_ops<signed char, unsigned char>(&sc, -5, 3);
	check(ok, "C++: every operation on a signed char");
	sc = -1;
	r = uatomic_cmpxchg(&sc, -1, 0);
	check(r == -1 && sc == 0,
	      "C++: a signed char holding -1 compares equal to -1 in "
	      "uatomic_cmpxchg");
#endif
#ifdef UATOMIC_HAS_ATOMIC_SHORT
	static short s;

	ok = all_ops<short>(&s, -2, 0x7fff) &&
	     arith_ops<short, unsigned short>(&s, -32768, 1);
	check(ok, "C++: every operation on a short");
#endif
	static int i;
	static unsigned int u;
	static long l;

	ok = all_ops<int>(&i, -5, 3) &&
	     arith_ops<int, unsigned int>(&i, -5, 3);
	check(ok, "C++: every operation on an int");
	i = -5;
	r = uatomic_add_return(&i, 3);
	check(r == -2 && i == -2,
	      "C++: uatomic_add_return on an int holding -5 adding 3 gives -2");
	ok = all_ops<unsigned int>(&u, 0xffffffffu, 1) &&
	     arith_ops<unsigned int, unsigned int>(&u, 0xffffffffu, 1);
	check(ok, "C++: every operation on an unsigned int, wrapping");
	ok = all_ops<long>(&l, -1L, 0x12345678L) &&
	     arith_ops<long, unsigned long>(&l, -1L, 0x12345678L);
	check(ok, "C++: every operation on a long");
#ifdef UATOMIC_HAS_ATOMIC_LLONG
	static uint64_t u64;

	ok = all_ops<uint64_t>(&u64, ~0ULL, 0x8000000000000000ULL) &&
	     arith_ops<uint64_t, uint64_t>(&u64, ~0ULL, 0x8000000000000001ULL);
	check(ok, "C++: every operation on a uint64_t");
#endif

	static node nodes[2];
	static node *np;

	ok = all_ops<node *>(&np, &nodes[0], &nodes[1]);
	check(ok, "C++: read, set, load, store, cmpxchg and xchg on a "
	      "pointer");
	uatomic_set(&np, nullptr);
	check(np == nullptr, "C++: uatomic_set stores nullptr");
	uatomic_store(&np, NULL);
	check(np == NULL, "C++: uatomic_store stores NULL");

	static int ti = 40;
	static long tl = -10;
	int ri = add_return_template(&ti, 2);
	long rl = add_return_template<long>(&tl, 3L);

	check(ri == 42 && ti == 42 && rl == -7 && tl == -7,
	      "C++: uatomic_add_return on a T * inside a function template");
	ri = add_return_with(&ti, 1, CMM_ACQ_REL);
	rl = cmpxchg_with(&tl, -7L, 8L, CMM_SEQ_CST, CMM_RELAXED);
	check(ri == 43 && ti == 43 && rl == -7 && tl == 8,
	      "C++: memory orders passed as function parameters");

	cmm_smp_mb__before_uatomic_add();
	uatomic_add(&i, 1);
	cmm_smp_mb__after_uatomic_add();
	cmm_smp_mb__before_uatomic_or();
	uatomic_or(&i, 1);
	cmm_smp_mb__after_uatomic_or();
	check(true, "C++: cmm_smp_mb__before/after_uatomic_* compile");
}

static void test_utilities(void)
{
	node n = { 1, 2 };
	long *pl = &n.payload;
	long *null_pl = NULL;
	int vals[3] = { 4, 9, 1 };
	int k = 0;
	static int shared;

	check(caa_container_of(pl, node, payload) == &n &&
	      caa_container_of_check_null(null_pl, node, payload) == NULL,
	      "C++: caa_container_of and caa_container_of_check_null");
	int m = caa_max(vals[k++], 5);
	long lm = caa_min(3, 7L);

	check(m == 5 && k == 1 && lm == 3L,
	      "C++: caa_max and caa_min");
	check(CAA_ARRAY_SIZE(vals) == 3, "C++: CAA_ARRAY_SIZE");
	CAA_BUILD_BUG_ON(sizeof(int) > sizeof(long));
	check(caa_is_signed_type(int) && !caa_is_signed_type(unsigned),
	      "C++: caa_is_signed_type");
	check(caa_likely(1) && !caa_unlikely(0),
	      "C++: caa_likely/caa_unlikely");
	void *vp = &n;
	check(URCU_FORCE_CAST(node *, vp) == &n, "C++: URCU_FORCE_CAST");
	CMM_STORE_SHARED(shared, 7);
	check(CMM_LOAD_SHARED(shared) == 7 && CMM_ACCESS_ONCE(shared) == 7,
	      "C++: CMM_STORE_SHARED, CMM_LOAD_SHARED, CMM_ACCESS_ONCE");
	int stored = CMM_STORE_SHARED(shared, 8);

	check(stored == 8 && shared == 8,
	      "C++: CMM_STORE_SHARED evaluates to the stored value");
	cmm_barrier();
	cmm_mb();
	cmm_rmb();
	cmm_wmb();
	cmm_smp_mb();
	cmm_smp_rmb();
	cmm_smp_wmb();
	cmm_read_barrier_depends();
	cmm_smp_read_barrier_depends();
	caa_cpu_relax();
	caa_cycles_t t0 = caa_get_cycles(), t1 = caa_get_cycles();
	check(t1 >= t0, "C++: every barrier compiles; caa_get_cycles does not "
	      "go back");
	check(CAA_CACHE_LINE_SIZE >= 16 &&
	      CAA_BITS_PER_LONG == 8 * sizeof(long),
	      "C++: CAA_CACHE_LINE_SIZE and CAA_BITS_PER_LONG");
	const char *cfg = uatomic_build_config();
	check(cfg && *cfg, "C++: uatomic_build_config");
}

/* C++ types the type-generic macros must take as they take C's. */
enum class colour : int { red = 1, green = 2, blue = 4 };
enum class small_state : unsigned char { idle, busy };
using counter_t = long;

struct widget {
	static int instances;
	counter_t refs;
	const widget *peer;
	void (*callback)(int);
};
int widget::instances;

static void callback_a(int) { }
static void callback_b(int) { }

static void test_cxx_types(void)
{
	static colour c = colour::red;
	colour old = uatomic_cmpxchg(&c, colour::red, colour::green);

	check(old == colour::red && c == colour::green &&
	      uatomic_xchg(&c, colour::blue) == colour::green &&
	      uatomic_load(&c, CMM_ACQUIRE) == colour::blue,
	      "C++: cmpxchg, xchg and load on an enum class");
	uatomic_or(&c, colour::red);
	check(static_cast<int>(c) == 5,
	      "C++: uatomic_or on an enum class (flags) ors its integer");
#ifdef UATOMIC_HAS_ATOMIC_BYTE
	static small_state st = small_state::idle;
	static bool flag;

	uatomic_store(&st, small_state::busy, CMM_RELEASE);
	check(uatomic_read(&st) == small_state::busy,
	      "C++: a 1-byte enum class with an underlying type");
	check(!uatomic_xchg(&flag, true) && flag &&
	      uatomic_cmpxchg(&flag, true, false) && !flag,
	      "C++: bool");
#endif
#ifdef UATOMIC_HAS_ATOMIC_SHORT
	static char16_t c16 = u'a';

	check(uatomic_add_return(&c16, 1) == u'b', "C++: char16_t");
#endif
	static char32_t c32 = U'x';
	static wchar_t wc = L'y';

	uatomic_inc(&c32);
	check(c32 == U'y' && uatomic_cmpxchg(&wc, L'y', L'z') == L'y' &&
	      wc == L'z', "C++: char32_t and wchar_t");

	widget w = { 0, nullptr, callback_a };
	counter_t &refs = w.refs;
	widget other = { 0, nullptr, nullptr };

	uatomic_inc(&refs);
	check(uatomic_add_return(&refs, 2) == 3 && w.refs == 3,
	      "C++: an operand reached through a reference, of a "
	      "'using' alias type");
	uatomic_inc(&widget::instances, CMM_RELAXED);
	check(uatomic_read(&widget::instances) == 1,
	      "C++: a static data member");
	check(uatomic_xchg(&w.peer, &other) == nullptr && w.peer == &other &&
	      uatomic_cmpxchg(&w.peer, &other, nullptr) == &other,
	      "C++: a pointer to a const class object");
	check(uatomic_xchg(&w.callback, callback_b) == callback_a &&
	      uatomic_load(&w.callback) == callback_b,
	      "C++: a pointer to a function");
}

struct tls_pair {
	int a;
	int b;
};

DEFINE_URCU_TLS(int, cxx_tls);
DEFINE_URCU_TLS_INIT(tls_pair, cxx_tls_pair, { 1, 2 });
static DEFINE_URCU_TLS_INIT(long, cxx_tls_static, 9);

static void *tls_thread(void *arg)
{
	int *ok = static_cast<int *>(arg);

	*ok = URCU_TLS(cxx_tls) == 0 && URCU_TLS(cxx_tls_pair).a == 1 &&
	      URCU_TLS(cxx_tls_pair).b == 2 && URCU_TLS(cxx_tls_static) == 9;
	URCU_TLS(cxx_tls) = 77;
	URCU_TLS(cxx_tls_pair).b = 78;
	URCU_TLS(cxx_tls_static) = 79;
	return NULL;
}

static void test_tls(void)
{
	int thread_ok = 0;
	pthread_t tid;

	check(URCU_TLS(cxx_tls) == 0 && URCU_TLS(cxx_tls_pair).a == 1 &&
	      URCU_TLS(cxx_tls_pair).b == 2 && URCU_TLS(cxx_tls_static) == 9,
	      "C++: TLS variables start at zero or their initializer");
	URCU_TLS(cxx_tls) = 5;
	URCU_TLS(cxx_tls)++;
	int *ip = &URCU_TLS(cxx_tls);
	*ip += 1;
	URCU_TLS(cxx_tls_static) = 10;
	check(URCU_TLS(cxx_tls) == 7 && URCU_TLS(cxx_tls_static) == 10,
	      "C++: URCU_TLS(name) is an lvalue");
	if (pthread_create(&tid, NULL, tls_thread, &thread_ok)) {
		check(false, "C++: a thread starts");
		return;
	}
	pthread_join(tid, NULL);
#ifndef UATOMIC_CONFIG_TLS_NONE
	check(thread_ok, "C++: a new thread sees the initial values");
	check(URCU_TLS(cxx_tls) == 7 && URCU_TLS(cxx_tls_pair).b == 2 &&
	      URCU_TLS(cxx_tls_static) == 10,
	      "C++: another thread's writes leave this thread's copy alone");
#else
	note("UATOMIC_CONFIG_TLS_NONE: per-thread checks skipped");
	check(URCU_TLS(cxx_tls) == 77 && URCU_TLS(cxx_tls_static) == 79,
	      "C++: TLS_NONE variables are shared by every thread");
#endif
}

int main()
{
	test_operations();
	test_cxx_types();
	test_utilities();
	test_tls();
	return test_exit();
}
