// SPDX-License-Identifier: MIT
/*
 * samples/barrier-cost.c - times cmm_smp_mb() against cmm_mb() (and a
 * store alone), run by "make barrier-cost".  On x86-64 this compares the
 * locked add on the stack with mfence: the reason cmm_smp_mb() is the
 * former.  Median of several runs; figures are for orientation, not tests.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <time.h>
#include <urcu/arch.h>
#include <urcu/system.h>

#define LOOPS	5000000
#define RUNS	5

static int sink;

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec * 1e-9;
}

#define TIME_LOOP(barrier)						\
	({								\
		double t0 = now();					\
		int i;							\
									\
		for (i = 0; i < LOOPS; i++) {				\
			CMM_STORE_SHARED(sink, i);			\
			barrier;					\
		}							\
		(now() - t0) / LOOPS * 1e9;				\
	})

static double median(double *v, int n)
{
	int i, j;

	for (i = 1; i < n; i++)
		for (j = i; j > 0 && v[j - 1] > v[j]; j--) {
			double t = v[j];

			v[j] = v[j - 1];
			v[j - 1] = t;
		}
	return v[n / 2];
}

int main(void)
{
	double none[RUNS], smp_mb[RUNS], mb[RUNS];
	int r;

	for (r = 0; r < RUNS; r++) {
		none[r] = TIME_LOOP(cmm_barrier());
		smp_mb[r] = TIME_LOOP(cmm_smp_mb());
		mb[r] = TIME_LOOP(cmm_mb());
	}
	printf("store + cmm_barrier(): %6.2f ns\n", median(none, RUNS));
	printf("store + cmm_smp_mb():  %6.2f ns\n", median(smp_mb, RUNS));
	printf("store + cmm_mb():      %6.2f ns\n", median(mb, RUNS));
	return 0;
}
