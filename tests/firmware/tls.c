// SPDX-License-Identifier: MIT
/*
 * tests/firmware/tls.c - URCU TLS in a firmware image, in the
 * configuration's TLS mode; tests/firmware/tls-compiler.c includes it in
 * mode "compiler" (__thread), the other mode Kconfig offers on bare
 * metal, whatever the configuration says.  The variables are file-local,
 * initialised (.tdata) and zero (.tbss), of 4 and 8 bytes, and take the
 * atomic operations, as liburcu's own TLS counters do.  With __thread
 * each must lie in the one thread's block that the thread pointer points
 * at (boards/runtime/arm/cortex-m.c: __aeabi_read_tp(); RISC-V: the tp
 * register, AArch64: TPIDR_EL0, which picolibc's crt0 sets), and carry
 * its initial value, which only a thread pointer and a block laid out as
 * the linker expects give.  Firmware images only (tests/firmware/Makefile).
 */
#include <stdint.h>
#include <urcu/uatomic.h>
#include <urcu/tls-compat.h>
#include "test.h"

#define INIT_WORD	0x12345678ul
#define INIT_WIDE	0x1122334455667788ull

static DEFINE_URCU_TLS_INIT(unsigned long, tls_word, INIT_WORD);
static DEFINE_URCU_TLS_INIT(uint64_t, tls_wide, INIT_WIDE);
static DEFINE_URCU_TLS(unsigned long, tls_zero);
static DEFINE_URCU_TLS(uint64_t, tls_zero_wide);

#if defined(UATOMIC_CONFIG_TLS_COMPILER)
# define MODE		"compiler"
/* The thread pointer, and where the thread's block starts after it
 * (ARM EABI: an 8-byte control block first; RISC-V: none). */
# if defined(__arm__)
void *__aeabi_read_tp(void);
#  define TP_TO_BLOCK	8
static uintptr_t thread_pointer(void)
{
	return (uintptr_t) __aeabi_read_tp();
}
# elif defined(__riscv)
#  define TP_TO_BLOCK	0
static uintptr_t thread_pointer(void)
{
	uintptr_t tp;

	__asm__ ("mv	%0, tp" : "=r" (tp));
	return tp;
}
# elif defined(__loongarch__)
/* LoongArch: the block starts at tp (boards/runtime/loongarch/linux.c
 * sets tp to its copy of PT_TLS). */
#  define TP_TO_BLOCK	0
static uintptr_t thread_pointer(void)
{
	uintptr_t tp;

	__asm__ ("move	%0, $tp" : "=r" (tp));
	return tp;
}
# elif defined(__xtensa__)
/* The LX106 (the Xtensa core the tree builds for) has no THREADPTR
 * register: GCC emulates __thread through
 * libgcc's __emutls_get_address(), which allocates each variable's copy
 * on first use.  There is no block to look into, only the values. */
#  define TLS_EMULATED	1
# elif defined(__aarch64__)
/* AArch64 ELF TLS variant 1: a 16-byte control block at TPIDR_EL0, then
 * the block (picolibc's crt0 sets TPIDR_EL0 so). */
#  define TP_TO_BLOCK	16
static uintptr_t thread_pointer(void)
{
	uintptr_t tp;

	__asm__ ("mrs	%0, tpidr_el0" : "=r" (tp));
	return tp;
}
# else
#  error "tests/firmware/tls.c: no thread pointer known for this target"
# endif

/* The block holds these four variables and whatever newlib or picolibc
 * keep per thread (errno): 1 KiB is ample. */
# define BLOCK_MAX	1024u
# define IN_BLOCK(name)							\
	check((uintptr_t) &URCU_TLS(name) >= tp + TP_TO_BLOCK &&	\
	      (uintptr_t) &URCU_TLS(name) < tp + TP_TO_BLOCK + BLOCK_MAX, \
	      "TLS %s: " #name " (%p) lies in the thread's block after " \
	      "the thread pointer %#lx", MODE,				\
	      (void *) &URCU_TLS(name), (unsigned long) tp)
#else
# define MODE		"none"
#endif

int main(void)
{
#if defined(UATOMIC_CONFIG_TLS_COMPILER) && !defined(TLS_EMULATED)
	uintptr_t tp = thread_pointer();

	IN_BLOCK(tls_word);
	IN_BLOCK(tls_wide);
	IN_BLOCK(tls_zero);
	IN_BLOCK(tls_zero_wide);
#endif
	check(URCU_TLS(tls_word) == INIT_WORD && URCU_TLS(tls_wide) ==
	      INIT_WIDE, "TLS %s: initialised variables start at their "
	      "values (%#lx, %#llx)", MODE, URCU_TLS(tls_word),
	      (unsigned long long) URCU_TLS(tls_wide));
	check(URCU_TLS(tls_zero) == 0 && URCU_TLS(tls_zero_wide) == 0,
	      "TLS %s: the others start at zero (%#lx, %#llx)", MODE,
	      URCU_TLS(tls_zero), (unsigned long long) URCU_TLS(tls_zero_wide));

	uatomic_add(&URCU_TLS(tls_word), 1);
	uatomic_inc(&URCU_TLS(tls_zero));
#ifdef UATOMIC_HAS_ATOMIC_LLONG
	uatomic_add(&URCU_TLS(tls_wide), 1);
	(void) uatomic_cmpxchg(&URCU_TLS(tls_zero_wide), 0, INIT_WIDE);
#else
	/* No 8-byte atomics here (an SMP ARMv7-M has no LDREXD): plain. */
	URCU_TLS(tls_wide) += 1;
	URCU_TLS(tls_zero_wide) = INIT_WIDE;
#endif
	check(URCU_TLS(tls_word) == INIT_WORD + 1 && URCU_TLS(tls_zero) == 1 &&
	      URCU_TLS(tls_wide) == INIT_WIDE + 1 &&
	      URCU_TLS(tls_zero_wide) == INIT_WIDE,
	      "TLS %s: atomic operations on the variables", MODE);
	return test_exit();
}
