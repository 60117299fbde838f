// SPDX-License-Identifier: MIT
/*
 * tests/install/consumer.c - a program outside the tree: built against the
 * installed library with nothing but "pkg-config --cflags --libs uatomic",
 * it includes the public headers the way liburcu users do and uses every
 * operation once.
 */
#include <stdio.h>
#include <urcu/compiler.h>
#include <urcu/arch.h>
#include <urcu/system.h>
#include <urcu/uatomic.h>
#include <urcu/tls-compat.h>

static DEFINE_URCU_TLS(int, tls_counter);
static int failures;

#define expect(cond)							\
	do {								\
		if (!(cond)) {						\
			printf("FAIL: %s (line %d)\n", #cond, __LINE__);\
			failures++;					\
		}							\
	} while (0)

int main(void)
{
	int i = 0;
	long l = 0;
	void *p = NULL;

	uatomic_set(&i, 1);
	expect(uatomic_read(&i) == 1);
	uatomic_store(&l, 5);
	uatomic_store(&l, 6, CMM_RELEASE);
	expect(uatomic_load(&l) == 6 && uatomic_load(&l, CMM_ACQUIRE) == 6);
	expect(uatomic_cmpxchg(&i, 1, 2) == 1 && i == 2);
	expect(uatomic_xchg(&p, &i) == NULL && p == &i);
	expect(uatomic_add_return(&i, 3) == 5);
	expect(uatomic_sub_return(&i, 1) == 4);
	uatomic_add(&i, 2);
	uatomic_sub(&i, 1);
	uatomic_inc(&i);
	uatomic_dec(&i);
	expect(i == 5);
	uatomic_and(&i, 4);
	uatomic_or(&i, 3);
	expect(i == 7);
	expect(uatomic_cmpxchg_mo(&i, 7, 8, CMM_ACQ_REL, CMM_ACQUIRE) == 7);
	expect(uatomic_add_return_mo(&l, 1, CMM_RELAXED) == 7);
	cmm_smp_mb__before_uatomic_inc();
	uatomic_inc_mo(&l, CMM_RELAXED);
	cmm_smp_mb__after_uatomic_inc();
	cmm_smp_mb();
	cmm_mb();
	CMM_STORE_SHARED(l, 42);
	expect(CMM_LOAD_SHARED(l) == 42);
	URCU_TLS(tls_counter)++;
	expect(URCU_TLS(tls_counter) == 1);
	expect(caa_max(3, 4) == 4 && CAA_CACHE_LINE_SIZE >= 16);
	printf("consumer built against %s: %s\n", uatomic_build_config(),
	       failures ? "FAILED" : "OK");
	return failures != 0;
}
