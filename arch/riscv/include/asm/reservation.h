/* SPDX-License-Identifier: MIT */
/*
 * asm/reservation.h (riscv) - what a trap handler must do before its
 * mret (or sret) so that the LR/SC loops of uatomic stay atomic against
 * it: execute an SC, which drops the reservation of the code it
 * interrupted.  Installed as <urcu/asm/reservation.h>; for firmware that
 * writes its own handlers (Documentation/firmware.md, "Trap handlers and
 * LR/SC").
 *
 * Why: a reservation is the hart's, not the code's.  A store by the same
 * hart does not invalidate it, and xRET "is allowed to clear any
 * outstanding LR address reservation but is not required to" (RISC-V
 * Privileged ISA, Machine-Level ISA, "Trap-Return Instructions").  So a
 * handler that interrupts lr.w ... sc.w and writes the reserved word, or
 * a neighbouring byte of it, can return to an sc.w that succeeds and
 * writes back a value computed from the stale one: the handler's update
 * is lost, and a compare-and-swap succeeds on a value it never compared.
 * "Regardless of success or failure, executing an SC instruction
 * invalidates any reservation held by this hart" (Unprivileged ISA,
 * "Zalrsc" / "Load-Reserved/Store-Conditional Instructions"): one SC on
 * the way out makes the interrupted sc.w fail, and its loop retries.  The
 * Linux kernel does the same on every return from a trap.
 *
 * Without the A extension there is no reservation: both forms are empty.
 */
#ifndef _ASM_RISCV_RESERVATION_H
#define _ASM_RISCV_RESERVATION_H

#ifdef __ASSEMBLER__

/*
 * UATOMIC_CLEAR_RESERVATION(tmp, base): for a handler written in
 * assembly, after its last lr and before its mret.  @base holds the
 * address of a word-aligned word the handler may read (its stack frame,
 * say); @tmp is a register it may clobber.  The word is stored back with
 * its own value should the SC succeed (an implementation may make a
 * reservation set arbitrarily large), so any word will do.
 */
#ifdef __riscv_atomic
# define UATOMIC_CLEAR_RESERVATION(tmp, base)				\
	lw	tmp, 0(base);						\
	sc.w	zero, tmp, (base)
#else
# define UATOMIC_CLEAR_RESERVATION(tmp, base)
#endif

#else /* !__ASSEMBLER__ */

#include <stdint.h>
#include <urcu/compiler.h>

/*
 * uatomic_clear_reservation(): for a handler written in C with
 * __attribute__((interrupt("machine"))), as its last statement on every
 * path that returns (the compiler's epilogue then only restores
 * registers before the mret).  The SC targets a word of this function's
 * own frame: should it succeed, it writes zero to that dead word.  The
 * "memory" clobber keeps the handler's own memory accesses before it.
 */
static __caa_always_inline void uatomic_clear_reservation(void)
{
#ifdef __riscv_atomic
	uint32_t scratch;

	__asm__ __volatile__ ("sc.w	zero, zero, %0"
			      : "=A" (scratch) : : "memory");
#endif
}

#endif /* __ASSEMBLER__ */

#endif /* _ASM_RISCV_RESERVATION_H */
