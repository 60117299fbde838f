// SPDX-License-Identifier: MIT
/*
 * samples/demo.c - a short demonstration of uatomic, run by "make demo":
 * four threads count with uatomic_inc(), hand out tickets with
 * uatomic_add_return(), and elect one leader with uatomic_cmpxchg().
 */
#include <pthread.h>
#include <stdio.h>
#include <urcu/uatomic.h>
#include <urcu/tls-compat.h>

#define THREADS		4
#define ROUNDS		100000

static unsigned long hits;
static int next_ticket;
static int leader = -1;
static DEFINE_URCU_TLS(int, my_tickets);

static void *worker(void *arg)
{
	int id = (int) (long) arg;
	int i;

	for (i = 0; i < ROUNDS; i++) {
		uatomic_inc(&hits);
		if (i % 1000 == 0) {
			(void) uatomic_add_return(&next_ticket, 1);
			URCU_TLS(my_tickets)++;
		}
	}
	/* The first thread to get here becomes the leader. */
	if (uatomic_cmpxchg(&leader, -1, id) == -1)
		printf("thread %d is the leader\n", id);
	printf("thread %d took %d tickets\n", id, URCU_TLS(my_tickets));
	return NULL;
}

int main(void)
{
	pthread_t threads[THREADS];
	long i;

	for (i = 0; i < THREADS; i++)
		pthread_create(&threads[i], NULL, worker, (void *) i);
	for (i = 0; i < THREADS; i++)
		pthread_join(threads[i], NULL);

	printf("hits: %lu (expected %lu)\n", uatomic_read(&hits),
	       (unsigned long) THREADS * ROUNDS);
	printf("tickets: %d, leader: %d\n", uatomic_read(&next_ticket),
	       uatomic_read(&leader));
	printf("built for: %s\n", uatomic_build_config());
	return uatomic_read(&hits) == (unsigned long) THREADS * ROUNDS ? 0 : 1;
}
