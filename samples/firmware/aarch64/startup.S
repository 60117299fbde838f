/* SPDX-License-Identifier: MIT */
/*
 * startup.S - what runs before main() on an AArch64 core at EL1: the
 * other cores parked, the MMU and the caches on, FP/SIMD access, the
 * exception vectors, the stack, .data copied from its load address, .bss
 * cleared, then main() and its status out through semihosting.  Also the
 * vector table, whose IRQ entry saves what C code may clobber around
 * timer.c's irq_handler(), and whose other entries report the exception
 * through timer.c's fault_handler().  The linker script (firmware.ld)
 * places .text.init first and provides the symbols used here; board.h
 * gives the MMU's settings, mmu.c its table.
 *
 * It expects what QEMU's -kernel and the usual boot loaders give an
 * AArch64 image: EL1, the MMU and the data cache off, the image clean in
 * memory.  A part whose boot firmware enters at EL2 must drop to EL1
 * first; this code stops with a message instead.
 */
#include "board.h"

	.section .text.init, "ax", %progbits
	.globl	_start
	.type	_start, %function
_start:
	/*
	 * One core runs the firmware: the one whose MPIDR_EL1 affinity
	 * fields (Aff3 at bits 39:32, Aff2-Aff0 at 23:0) are all 0.  On a
	 * part that starts every core here the others wait for good; QEMU
	 * virt keeps them off until PSCI CPU_ON.
	 */
	mrs	x0, mpidr_el1
	ldr	x1, =0xff00ffffff
	tst	x0, x1
	b.eq	1f
0:	wfe
	b	0b
1:
	mrs	x0, CurrentEL
	cmp	x0, #(1 << 2)		/* CurrentEL.EL, bits 3:2 */
	b.ne	wrong_el

	/* Exceptions of this code take the "current EL with SPx" vectors. */
	msr	spsel, #1

	/*
	 * The MMU and the caches, before the stack, .data or .bss is
	 * touched (only the aligned loads of constants come first): data
	 * accesses with the MMU off are to Device-nGnRnE memory, on which
	 * the exclusives need not work (mmu.c).  The registers first, each
	 * direct write seen by what follows only after a context
	 * synchronization event, the isb (Arm ARM, "Synchronization
	 * requirements for AArch64 System registers").  Then the TLB, whose
	 * contents are not known out of reset (Arm ARM, "TLB behavior at
	 * reset"), and the instruction cache invalidated; the data cache
	 * needs nothing on a Cortex-A53, which invalidates its caches at
	 * reset itself (Cortex-A53 TRM, "Data cache invalidate on reset"):
	 * add a set/way invalidation here for a part that does not (Arm
	 * ARM, "Behavior of caches at reset").
	 */
	ldr	x0, =MAIR_VALUE
	msr	mair_el1, x0
	ldr	x0, =TCR_VALUE
	msr	tcr_el1, x0
	adrp	x0, translation_table
	add	x0, x0, :lo12:translation_table
	msr	ttbr0_el1, x0
	isb
	tlbi	vmalle1
	ic	iallu
	dsb	nsh
	isb
	mrs	x0, sctlr_el1
	ldr	x1, =(SCTLR_M | SCTLR_C | SCTLR_I)
	orr	x0, x0, x1
	ldr	x1, =(SCTLR_A | SCTLR_WXN | SCTLR_EE)
	bic	x0, x0, x1
	msr	sctlr_el1, x0
	isb

	/* GCC uses the SIMD registers in any function: FP/SIMD on. */
	mov	x0, #CPACR_FPEN
	msr	cpacr_el1, x0
	adrp	x0, vectors
	add	x0, x0, :lo12:vectors
	msr	vbar_el1, x0
	isb

	ldr	x0, =__stack_top
	mov	sp, x0

	/* .data: from its copy in "flash" to RAM, 16 bytes at a time. */
	ldr	x0, =__data_load
	ldr	x1, =__data_start
	ldr	x2, =__data_end
2:	cmp	x1, x2
	b.hs	3f
	ldp	x3, x4, [x0], #16
	stp	x3, x4, [x1], #16
	b	2b
3:
	ldr	x1, =__bss_start
	ldr	x2, =__bss_end
4:	cmp	x1, x2
	b.hs	5f
	stp	xzr, xzr, [x1], #16
	b	4b
5:
	bl	main
	b	sh_exit			/* w0: main's return value */
	.ltorg
	.size	_start, . - _start

	/*
	 * Not at EL1: say so through semihosting and exit with status 1,
	 * without the stack or any store (the MMU is off).
	 */
	.type	wrong_el, %function
wrong_el:
	mov	w0, #0x04		/* SYS_WRITE0 */
	adr	x1, wrong_el_msg
	hlt	#0xf000
	mov	w0, #0x18		/* SYS_EXIT */
	adr	x1, wrong_el_exit
	hlt	#0xf000
	b	wrong_el
	.size	wrong_el, . - wrong_el

	.section .rodata.wrong_el, "a", %progbits
	.balign	8
wrong_el_exit:
	.quad	0x20026, 1		/* ADP_Stopped_ApplicationExit, 1 */
wrong_el_msg:
	.asciz	"FAIL: startup.S: not entered at EL1\n"

/*
 * The vector table: 16 entries of 128 bytes, 2 KiB aligned, for the four
 * kinds of exception (synchronous, IRQ, FIQ, SError) from the current EL
 * on SP_EL0, on SP_ELx, from a lower EL in AArch64 and in AArch32 (Arm
 * ARM, "Exception vectors").  This code runs on SP_EL1, so its IRQs take
 * entry 5, at +0x280; every other entry is a fault here.
 */
	.section .text.vectors, "ax", %progbits
	.balign	2048
vectors:
	.irp	n, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
	.balign	128
	.if	\n == 5
	b	irq_entry
	.else
	mov	x0, #\n
	mrs	x1, esr_el1
	mrs	x2, elr_el1
	b	fault_handler
	.endif
	.endr

/*
 * IRQ: everything the AAPCS64 lets irq_handler() clobber is saved on the
 * stack first: x0-x18, x29, x30; all of v0-v31 (only the low halves of
 * v8-v15 are callee-saved), FPSR and FPCR; and ELR_EL1 and SPSR_EL1, the
 * interrupted code's pc and PSTATE.  PSTATE.I is set on exception entry
 * and stays set here: no IRQ nests.
 *
 * No clrex before the eret: an exception return clears the local
 * exclusive monitor (Arm ARM, "Context switch support"), so when the
 * interrupt fell between main()'s ldxr and stxr, that stxr fails and its
 * loop reloads the value irq_handler() updated.  (The RISC-V sample's
 * handler needs uatomic_clear_reservation() for this; mret does not do
 * it.)
 */
irq_entry:
	stp	x0, x1, [sp, #-16]!
	stp	x2, x3, [sp, #-16]!
	stp	x4, x5, [sp, #-16]!
	stp	x6, x7, [sp, #-16]!
	stp	x8, x9, [sp, #-16]!
	stp	x10, x11, [sp, #-16]!
	stp	x12, x13, [sp, #-16]!
	stp	x14, x15, [sp, #-16]!
	stp	x16, x17, [sp, #-16]!
	stp	x18, x29, [sp, #-16]!
	mrs	x0, elr_el1
	stp	x30, x0, [sp, #-16]!
	mrs	x0, spsr_el1
	mrs	x1, fpsr
	stp	x0, x1, [sp, #-16]!
	mrs	x0, fpcr
	str	x0, [sp, #-16]!
	stp	q0, q1, [sp, #-32]!
	stp	q2, q3, [sp, #-32]!
	stp	q4, q5, [sp, #-32]!
	stp	q6, q7, [sp, #-32]!
	stp	q8, q9, [sp, #-32]!
	stp	q10, q11, [sp, #-32]!
	stp	q12, q13, [sp, #-32]!
	stp	q14, q15, [sp, #-32]!
	stp	q16, q17, [sp, #-32]!
	stp	q18, q19, [sp, #-32]!
	stp	q20, q21, [sp, #-32]!
	stp	q22, q23, [sp, #-32]!
	stp	q24, q25, [sp, #-32]!
	stp	q26, q27, [sp, #-32]!
	stp	q28, q29, [sp, #-32]!
	stp	q30, q31, [sp, #-32]!

	bl	irq_handler

	ldp	q30, q31, [sp], #32
	ldp	q28, q29, [sp], #32
	ldp	q26, q27, [sp], #32
	ldp	q24, q25, [sp], #32
	ldp	q22, q23, [sp], #32
	ldp	q20, q21, [sp], #32
	ldp	q18, q19, [sp], #32
	ldp	q16, q17, [sp], #32
	ldp	q14, q15, [sp], #32
	ldp	q12, q13, [sp], #32
	ldp	q10, q11, [sp], #32
	ldp	q8, q9, [sp], #32
	ldp	q6, q7, [sp], #32
	ldp	q4, q5, [sp], #32
	ldp	q2, q3, [sp], #32
	ldp	q0, q1, [sp], #32
	ldr	x0, [sp], #16
	msr	fpcr, x0
	ldp	x0, x1, [sp], #16
	msr	spsr_el1, x0
	msr	fpsr, x1
	ldp	x30, x0, [sp], #16
	msr	elr_el1, x0
	ldp	x18, x29, [sp], #16
	ldp	x16, x17, [sp], #16
	ldp	x14, x15, [sp], #16
	ldp	x12, x13, [sp], #16
	ldp	x10, x11, [sp], #16
	ldp	x8, x9, [sp], #16
	ldp	x6, x7, [sp], #16
	ldp	x4, x5, [sp], #16
	ldp	x2, x3, [sp], #16
	ldp	x0, x1, [sp], #16
	eret
