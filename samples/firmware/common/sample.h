/* SPDX-License-Identifier: MIT */
/*
 * sample.h - what main.c (the race, the same on every core) and the
 * core's timer.c (its timer interrupt) give each other.
 */
#ifndef SAMPLE_H
#define SAMPLE_H

#define TICK_US		20		/* a tick every 20 microseconds */

/* timer.c: a periodic interrupt every TICK_US, which calls
 * sample_tick(); stopped, no tick is pending any more. */
void timer_start(void);
void timer_stop(void);

/* main.c: the interrupt's share of the race. */
void sample_tick(void);

#endif /* SAMPLE_H */
