/* SPDX-License-Identifier: MIT */
/*
 * boards/runtime/loongarch/syscall.h - Linux system calls on LoongArch64,
 * for the test images' own runtime (linux.c, smp.c, timer.c): "syscall 0"
 * with the number in a7, the arguments in a0-a5 and the result (or
 * -errno) in a0; the kernel may change t0-t8 (the LoongArch ELF psABI's
 * system-call convention, as musl's arch/loongarch64/syscall_arch.h
 * has it).  The numbers are the generic table's (asm-generic/unistd.h),
 * which LoongArch uses.
 */
#ifndef _LOONGARCH_FIRMWARE_SYSCALL_H
#define _LOONGARCH_FIRMWARE_SYSCALL_H

#define NR_clock_gettime	113
#define NR_clone		220
#define NR_exit			93
#define NR_exit_group		94
#define NR_mmap			222
#define NR_munmap		215
#define NR_rt_sigaction		134
#define NR_rt_sigprocmask	135
#define NR_sched_yield		124
#define NR_setitimer		103
#define NR_write		64

static inline long firmware_syscall(long n, long a, long b, long c, long d,
				    long e, long f)
{
	register long a7 __asm__ ("$a7") = n;
	register long a0 __asm__ ("$a0") = a;
	register long a1 __asm__ ("$a1") = b;
	register long a2 __asm__ ("$a2") = c;
	register long a3 __asm__ ("$a3") = d;
	register long a4 __asm__ ("$a4") = e;
	register long a5 __asm__ ("$a5") = f;

	__asm__ __volatile__ ("syscall	0"
			      : "+r" (a0)
			      : "r" (a7), "r" (a1), "r" (a2), "r" (a3),
				"r" (a4), "r" (a5)
			      : "$t0", "$t1", "$t2", "$t3", "$t4", "$t5",
				"$t6", "$t7", "$t8", "memory");
	return a0;
}

#define firmware_syscall1(n, a)						\
	firmware_syscall(n, (long) (a), 0, 0, 0, 0, 0)
#define firmware_syscall2(n, a, b)					\
	firmware_syscall(n, (long) (a), (long) (b), 0, 0, 0, 0)
#define firmware_syscall3(n, a, b, c)					\
	firmware_syscall(n, (long) (a), (long) (b), (long) (c), 0, 0, 0)
#define firmware_syscall4(n, a, b, c, d)				\
	firmware_syscall(n, (long) (a), (long) (b), (long) (c),		\
			 (long) (d), 0, 0)

#endif /* _LOONGARCH_FIRMWARE_SYSCALL_H */
