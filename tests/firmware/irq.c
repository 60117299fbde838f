// SPDX-License-Identifier: MIT
/*
 * tests/firmware/irq.c - read-modify-writes against an interrupt handler:
 * the main loop and a timer interrupt (SysTick on Cortex-M, the machine
 * timer on RISC-V) apply every RMW operation, on one counter of each
 * operand size the configuration supports, and flip their own bits of a
 * shared word with and/or.  No update may be lost: the counters must end
 * at exactly (main iterations + handler runs) times the net change of one
 * round, and neither side may ever find its own bits changed by the
 * other.  The handler must have run often during the main loop, or the
 * test proves nothing.  Then the main loop waits for the handler with
 * uatomic_cond_load, and gives up on it with uatomic_cond_load_timeout.
 * Firmware images only (tests/firmware/Makefile).
 */
#include <stdint.h>
#include <urcu/uatomic.h>
#include "test.h"
#include "types.h"
#include "firmware.h"

#define MAIN_ROUNDS	20000
#define TIMER_PERIOD_US	20
#define MIN_HANDLER_RUNS 50

/* One counter and one bit-flipping word per size. */
#define FOR_EACH_SIZE(X)						\
	IF_BYTE(X(u8, uint8_t))						\
	IF_SHORT(X(u16, uint16_t))					\
	X(u32, uint32_t)						\
	X(ul, unsigned long)						\
	IF_LLONG(X(u64, uint64_t))

#define DECLARE(name, type)						\
static type counter_##name;						\
static type bits_##name;
FOR_EACH_SIZE(DECLARE)

/* The main loop owns the low half of each word's bits, the handler the
 * high half. */
#define MAIN_BITS(type)		((type) ((type) 1 << (sizeof(type) * 4)) - 1)
#define HANDLER_BITS(type)	((type) ~MAIN_BITS(type))

static volatile unsigned long handler_runs;
static volatile unsigned long main_bits_lost, handler_bits_lost;
static int handler_bits_set;

/*
 * One round on @c: +1 +3 +5 -1 -2 +7 (cmpxchg loop), and an exchange that
 * takes the whole value out and puts it back plus 4 (only an atomic
 * exchange keeps what the other side added in between): net +17.
 */
#define ROUND_NET	17u

#define ROUND(name, type)						\
static void round_##name(void)						\
{									\
	type old, taken;						\
									\
	uatomic_inc(&counter_##name);					\
	uatomic_add(&counter_##name, 3);				\
	(void) uatomic_add_return(&counter_##name, 5);			\
	uatomic_dec(&counter_##name);					\
	(void) uatomic_sub_return(&counter_##name, 1);			\
	uatomic_sub(&counter_##name, 1);				\
	do {								\
		old = uatomic_load(&counter_##name, CMM_RELAXED);	\
	} while (uatomic_cmpxchg(&counter_##name, old,			\
				 (type) (old + 7)) != old);		\
	taken = uatomic_xchg(&counter_##name, 0);			\
	uatomic_add(&counter_##name, (type) (taken + 4));		\
}
FOR_EACH_SIZE(ROUND)

/* Sets or clears the caller's bits; returns whether they were as the
 * caller left them. */
#define FLIP(name, type)						\
static int flip_##name(type mine, int set)				\
{									\
	type seen = uatomic_load(&bits_##name, CMM_RELAXED);		\
	int ok = (seen & mine) == (set ? 0 : mine);			\
									\
	if (set)							\
		uatomic_or(&bits_##name, mine);				\
	else								\
		uatomic_and(&bits_##name, (type) ~mine);		\
	return ok;							\
}
FOR_EACH_SIZE(FLIP)

#define ROUND_CALL(name, type)	round_##name();
#define FLIP_CALL(name, type)	ok &= flip_##name(who(type), set);

void firmware_timer_tick(void)
{
	int set = !handler_bits_set, ok = 1;

	FOR_EACH_SIZE(ROUND_CALL)
#define who(type) HANDLER_BITS(type)
	FOR_EACH_SIZE(FLIP_CALL)
#undef who
	handler_bits_set = set;
	if (!ok)
		handler_bits_lost++;
	handler_runs++;
}

#define CHECK_COUNTER(name, type)					\
	check(counter_##name == (type) (rounds * ROUND_NET),		\
	      "irq: %s counter: main loop and handler lost no update "	\
	      "(%lu rounds)", #type, (unsigned long) rounds);

int main(void)
{
	unsigned long i, runs_during_loop, target, seen;
	uint64_t rounds;

	firmware_timer_start(TIMER_PERIOD_US);
	for (i = 0; i < MAIN_ROUNDS; i++) {
		int set = !(i & 1), ok = 1;

		FOR_EACH_SIZE(ROUND_CALL)
#define who(type) MAIN_BITS(type)
		FOR_EACH_SIZE(FLIP_CALL)
#undef who
		if (!ok)
			main_bits_lost++;
	}
	runs_during_loop = handler_runs;
	target = runs_during_loop + 10;
	seen = uatomic_cond_load(&handler_runs, VAL, VAL >= target,
				 CMM_ACQUIRE);
	check(seen >= target && handler_runs >= target,
	      "irq: uatomic_cond_load waited for ten handler runs (%lu to "
	      "%lu)", runs_during_loop, seen);
	seen = uatomic_cond_load_timeout(&handler_runs, VAL, VAL == 0, 1000);
	check(seen >= target,
	      "irq: uatomic_cond_load_timeout gave up on a count the handler "
	      "never reaches (%lu)", seen);
	firmware_timer_stop();

	note("irq: %lu main rounds, %lu handler runs during them",
	     (unsigned long) MAIN_ROUNDS, runs_during_loop);
	check(runs_during_loop >= MIN_HANDLER_RUNS,
	      "irq: the timer interrupt ran at least %d times during the "
	      "main loop (%lu)", MIN_HANDLER_RUNS, runs_during_loop);
	rounds = MAIN_ROUNDS + (uint64_t) handler_runs;
	FOR_EACH_SIZE(CHECK_COUNTER)
	check(main_bits_lost == 0,
	      "irq: and/or: the handler never changed the main loop's bits "
	      "(%lu times)", main_bits_lost);
	check(handler_bits_lost == 0,
	      "irq: and/or: the main loop never changed the handler's bits "
	      "(%lu times)", handler_bits_lost);
	return test_exit();
}
