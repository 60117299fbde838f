// SPDX-License-Identifier: MIT
/*
 * riscv-tls.c - the start-up code of thread-local storage (uatomic's TLS
 * mode "compiler", __thread) in a single-threaded RISC-V firmware laid
 * out by riscv-tls.ld: the copy of the initial values and the thread
 * pointer.  Call uatomic_tls_init() from your start-up code before any
 * __thread variable is used (after .data is copied; .tbss is cleared
 * with .bss, which starts at it).  Not with picolibc's crt0, which sets
 * tp itself.
 */
#include <stdint.h>
#include <string.h>

extern char __tdata_start[], __tdata_end[], __uatomic_tp[];
extern const char __tdata_load[];

void uatomic_tls_init(void);

void uatomic_tls_init(void)
{
	memcpy(__tdata_start, __tdata_load,
	       (size_t) (__tdata_end - __tdata_start));
	/* tp: the one thread's block (RISC-V ELF psABI, variant 1). */
	__asm__ __volatile__ ("mv	tp, %0" : : "r" (__uatomic_tp) : "memory");
}
