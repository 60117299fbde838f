// SPDX-License-Identifier: MIT
/*
 * cortex-m-tls.c - the start-up code of thread-local storage (uatomic's
 * TLS mode "compiler", __thread) in a single-threaded Cortex-M firmware
 * laid out by cortex-m-tls.ld: the thread pointer and the copy of the
 * initial values.  Call uatomic_tls_init() from your reset handler
 * before any __thread variable is used (after .data is copied; .tbss is
 * cleared with .bss, which starts at it).
 */
#include <stdint.h>
#include <string.h>

extern char __tdata_start[], __tdata_end[];
extern const char __tdata_load[];

void uatomic_tls_init(void);

void uatomic_tls_init(void)
{
	memcpy(__tdata_start, __tdata_load,
	       (size_t) (__tdata_end - __tdata_start));
}

/*
 * M profile has no thread ID register: GCC reads the thread pointer by
 * calling __aeabi_read_tp(), which may change r0 only (RTABI, 5.3.5).
 * One thread: a constant, __uatomic_tp of cortex-m-tls.ld.
 */
void __aeabi_read_tp(void) __attribute__((naked));
void __aeabi_read_tp(void)
{
	__asm__ __volatile__ (
		"ldr	r0, =__uatomic_tp\n"
		"	bx	lr");
}
