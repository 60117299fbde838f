/* SPDX-License-Identifier: MIT */
/*
 * startup.S - what runs before main() on a RISC-V hart in machine mode:
 * the other harts parked, gp and sp, .data copied from its load address,
 * .bss cleared, mtvec pointed at timer.c's machine_trap, then main() and
 * its status out through semihosting.  The linker script (firmware.ld) places
 * .text.init first, where the hart starts (0x80000000 on QEMU virt with
 * -bios none), and provides the symbols used here.
 */
	.section .text.init, "ax", @progbits
	.globl	_start
_start:
	/* Every hart of the part starts here: this firmware runs on hart 0
	 * alone, the others wait in wfi for good, no interrupt enabled. */
	.option push
	.option arch, +zicsr
	csrr	t0, mhartid
	beqz	t0, 5f
	csrw	mie, zero
	.option pop
6:	wfi
	j	6b
5:
	/* The linker relaxes accesses near __global_pointer$ to gp-relative
	 * ones: gp must hold it before any C runs.  Not relaxed itself. */
	.option push
	.option norelax
	la	gp, __global_pointer$
	.option pop
	la	sp, __stack_top

	/* .data: from its copy in "flash" to RAM, a word at a time. */
	la	t0, __data_load
	la	t1, __data_start
	la	t2, __data_end
1:	bgeu	t1, t2, 2f
	lw	t3, 0(t0)
	sw	t3, 0(t1)
	addi	t0, t0, 4
	addi	t1, t1, 4
	j	1b
2:
	la	t1, __bss_start
	la	t2, __bss_end
3:	bgeu	t1, t2, 4f
	sw	zero, 0(t1)
	addi	t1, t1, 4
	j	3b
4:
	/*
	 * Direct mode (MODE = 0, the low two bits of the 4-byte aligned
	 * address): every trap enters machine_trap (RISC-V Privileged ISA,
	 * "Machine Trap-Vector Base-Address Register (mtvec)").  Interrupts
	 * stay off (mstatus.MIE is 0 at reset) until main enables them.
	 */
	la	t0, machine_trap
	.option push
	.option arch, +zicsr	/* binutils 2.38+ want it for csr*; -march
				 * has no _zicsr, or gcc 12 picks another
				 * multilib of the C library */
	csrw	mtvec, t0
	.option pop

	call	main
	tail	sh_exit		/* a0: main's return value */
