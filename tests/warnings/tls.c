/* SPDX-License-Identifier: MIT */
/*
 * tests/warnings/tls.c - the TLS macros of <urcu/tls-compat.h> on
 * operands of every alignment the block head of the POSIX-key mode can
 * meet (below, equal to and above it): char, long, long long, double, a
 * pointer, a struct, a 16-byte aligned struct, an array; defined with and
 * without an initial value, static and not, declared extern, read and
 * written.  Compiled by tests/warnings/run.sh beside ops.c, in the
 * build's TLS mode, with the same warnings and -Werror.
 */
#include <urcu/tls-compat.h>

#ifdef __cplusplus
# define API	extern "C"
#else
# define API
#endif

struct tls_pair {
	int a;
	short b;
};

struct tls_wide {
	long long v[2];
} __attribute__((__aligned__(16)));

/* One variable of type T without, one with an initial value. */
#define TLS_OF(T, N, ...)						\
extern DECLARE_URCU_TLS(T, tls_##N);					\
DEFINE_URCU_TLS(T, tls_##N);						\
static DEFINE_URCU_TLS_INIT(T, tls_init_##N, __VA_ARGS__);			\
API T *tls_use_##N(void);						\
API T *tls_use_##N(void)						\
{									\
	URCU_TLS(tls_##N) = URCU_TLS(tls_init_##N);			\
	return &URCU_TLS(tls_##N);					\
}

TLS_OF(char, char, 'a')
TLS_OF(unsigned char, uchar, 1)
TLS_OF(short, short, -2)
TLS_OF(int, int, 3)
TLS_OF(long, long, 4L)
TLS_OF(unsigned long, ulong, 5UL)
TLS_OF(long long, llong, 6LL)
TLS_OF(float, float, 0.5f)
TLS_OF(double, double, 0.25)
TLS_OF(void *, ptr, 0)
TLS_OF(const char *, str, "tls")
TLS_OF(struct tls_pair, pair, { 1, 2 })
TLS_OF(struct tls_wide, wide, { { 1, 2 } })

/* An array: its elements, not the array, are assigned. */
static DEFINE_URCU_TLS(int[4], tls_array);
static DEFINE_URCU_TLS_INIT(long[2], tls_init_array, { 7, 8 });

API long tls_use_array(int i);
API long tls_use_array(int i)
{
	URCU_TLS(tls_array)[i & 3] = i;
	return URCU_TLS(tls_array)[0] + URCU_TLS(tls_init_array)[i & 1];
}
