/* SPDX-License-Identifier: MIT */
/*
 * generic/barrier.h - the barrier policy, once for every target: turns what
 * <asm/barrier.h> supplies (arch_mb(), arch_smp_mb(), ...) into the cmm_*
 * API, supplies each missing primitive, and picks the SMP or uniprocessor
 * form.  Included by <urcu/arch.h> after <asm/barrier.h>.
 */
#ifndef _GENERIC_BARRIER_H
#define _GENERIC_BARRIER_H

#include <stdint.h>
#include <urcu/uatomic-config.h>
#include <urcu/compiler.h>

/*
 * Mandatory barriers: without an instruction from the arch the strongest
 * fence the compiler knows is the only safe choice for device memory.
 */
#ifndef arch_mb
# ifdef CAA_TSAN
/*
 * ThreadSanitizer does not model fences, and gcc says so for each one
 * (-Wtsan, an error under -Werror): a program built with -fsanitize=thread
 * against these headers must compile warning-free, so the warning is
 * silenced here, as liburcu 0.15 does around its fence.  The fence stays:
 * a mandatory barrier also orders device memory.  (The SMP barriers under
 * TSan are the read-modify-writes below, which it does see.)
 */
static inline void __cmm_fence_tsan_quiet(void)
{
#  if defined(__clang__)
#   pragma clang diagnostic push
#   pragma clang diagnostic ignored "-Wunknown-warning-option"
#   pragma clang diagnostic ignored "-Wtsan"
#  else
#   pragma GCC diagnostic push
#   pragma GCC diagnostic ignored "-Wpragmas"
#   pragma GCC diagnostic ignored "-Wtsan"
#  endif
	__atomic_thread_fence(__ATOMIC_SEQ_CST);
#  if defined(__clang__)
#   pragma clang diagnostic pop
#  else
#   pragma GCC diagnostic pop
#  endif
}
#  define arch_mb()	__cmm_fence_tsan_quiet()
# else
#  define arch_mb()	__atomic_thread_fence(__ATOMIC_SEQ_CST)
# endif
#endif
#ifndef arch_rmb
# define arch_rmb()	arch_mb()
#endif
#ifndef arch_wmb
# define arch_wmb()	arch_mb()
#endif

/*
 * Barriers between CPUs.  The compiler-builtins implementation takes them
 * from the compiler too, so that the compiler's own memory model (and,
 * through the form below, ThreadSanitizer) sees every fence; an acquire fence orders earlier loads
 * before later loads, a release fence earlier stores before later stores.
 */
#if defined(UATOMIC_CONFIG_IMPL_BUILTINS) && defined(CAA_TSAN)
/*
 * ThreadSanitizer ignores fences (gcc says so with -Wtsan): a release
 * fence before a relaxed store, paired with an acquire operation, would be
 * a race to it.  Under TSan each fence is instead a read-modify-write of
 * one word shared by the whole program, with the fence's order; TSan sees
 * the happens-before from any fence to every later one in another thread.
 * That finds no false race, and can hide a real one only between two
 * threads that both run barriers.  The word is weak, so that every
 * translation unit, with or without libuatomic, shares one.
 */
__attribute__((__weak__)) unsigned long __cmm_tsan_fence_word;
# define __cmm_tsan_fence(mo)						\
	((void) __atomic_fetch_add(&__cmm_tsan_fence_word, 0, mo))
# define __cmm_smp_mb()		__cmm_tsan_fence(__ATOMIC_SEQ_CST)
# define __cmm_smp_rmb()	__cmm_tsan_fence(__ATOMIC_ACQUIRE)
# define __cmm_smp_wmb()	__cmm_tsan_fence(__ATOMIC_RELEASE)
#elif defined(UATOMIC_CONFIG_IMPL_BUILTINS)
# define __cmm_smp_mb()		__atomic_thread_fence(__ATOMIC_SEQ_CST)
# define __cmm_smp_rmb()	__atomic_thread_fence(__ATOMIC_ACQUIRE)
# define __cmm_smp_wmb()	__atomic_thread_fence(__ATOMIC_RELEASE)
#else
# ifdef arch_smp_mb
#  define __cmm_smp_mb()	arch_smp_mb()
# else
#  define __cmm_smp_mb()	arch_mb()
# endif
# ifdef arch_smp_rmb
#  define __cmm_smp_rmb()	arch_smp_rmb()
# else
#  define __cmm_smp_rmb()	__cmm_smp_mb()
# endif
# ifdef arch_smp_wmb
#  define __cmm_smp_wmb()	arch_smp_wmb()
# else
#  define __cmm_smp_wmb()	__cmm_smp_mb()
# endif
#endif

/* Only Alpha reorders dependent loads; its port defines this. */
#ifndef arch_read_barrier_depends
# define arch_read_barrier_depends()	do { } while (0)
#endif

#define cmm_mb()	arch_mb()
#define cmm_rmb()	arch_rmb()
#define cmm_wmb()	arch_wmb()
#define cmm_read_barrier_depends()	arch_read_barrier_depends()

/* A uniprocessor build has no other CPU to order against. */
#ifdef UATOMIC_CONFIG_SMP
# define cmm_smp_mb()	__cmm_smp_mb()
# define cmm_smp_rmb()	__cmm_smp_rmb()
# define cmm_smp_wmb()	__cmm_smp_wmb()
# define cmm_smp_read_barrier_depends()	arch_read_barrier_depends()
#else
# define cmm_smp_mb()	cmm_barrier()
# define cmm_smp_rmb()	cmm_barrier()
# define cmm_smp_wmb()	cmm_barrier()
# define cmm_smp_read_barrier_depends()	cmm_barrier()
#endif

/*
 * Cache coherence helpers of liburcu: every target we build for keeps its
 * caches coherent, so these only stop the compiler.
 */
#define cmm_rmc()	cmm_barrier()
#define cmm_wmc()	cmm_barrier()
#define cmm_smp_rmc()	cmm_barrier()
#define cmm_smp_wmc()	cmm_barrier()

#ifdef arch_cpu_relax
# define caa_cpu_relax()	arch_cpu_relax()
#else
# define caa_cpu_relax()	cmm_barrier()
#endif

typedef uint64_t caa_cycles_t;

/* lib/cycles.c: nanoseconds of CLOCK_MONOTONIC, read out of line so that
 * this header needs no POSIX feature macro; 0 without a clock. */
#ifdef __cplusplus
extern "C"
#endif
caa_cycles_t __caa_get_cycles_fallback(void);

/*
 * UATOMIC_HAS_CYCLES: caa_get_cycles() reads a clock, the arch's counter
 * or Linux's CLOCK_MONOTONIC; without it (bare metal with no counter of
 * the arch's) it returns 0, and uatomic_cond_load_timeout() counts reads.
 */
#if defined(arch_get_cycles) || defined(UATOMIC_CONFIG_PLATFORM_LINUX)
# define UATOMIC_HAS_CYCLES	1
#endif

#ifdef arch_get_cycles
static inline caa_cycles_t caa_get_cycles(void)
{
	return arch_get_cycles();
}
#else
/* No cycle counter from the arch: the clock of lib/cycles.c. */
static inline caa_cycles_t caa_get_cycles(void)
{
	return __caa_get_cycles_fallback();
}
#endif

/*
 * The configured value; on the generic target by default the one its
 * <asm/barrier.h> names for the CPU the compiler targets
 * (UATOMIC_ARCH_CACHE_LINE_SIZE), else 64.
 */
#ifdef UATOMIC_CONFIG_CACHE_LINE_SIZE
# if UATOMIC_CONFIG_CACHE_LINE_SIZE < 16 || \
     (UATOMIC_CONFIG_CACHE_LINE_SIZE & (UATOMIC_CONFIG_CACHE_LINE_SIZE - 1))
#  error "CONFIG_CACHE_LINE_SIZE must be a power of two from 16 to 512"
# endif
# define CAA_CACHE_LINE_SIZE	UATOMIC_CONFIG_CACHE_LINE_SIZE
#elif defined(UATOMIC_ARCH_CACHE_LINE_SIZE)
# define CAA_CACHE_LINE_SIZE	UATOMIC_ARCH_CACHE_LINE_SIZE
#else
# define CAA_CACHE_LINE_SIZE	64
#endif
#define CAA_BITS_PER_LONG	(__SIZEOF_LONG__ * 8)

#endif /* _GENERIC_BARRIER_H */
