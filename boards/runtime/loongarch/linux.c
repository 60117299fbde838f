// SPDX-License-Identifier: MIT
/*
 * boards/runtime/loongarch/linux.c - the C runtime of the test images of
 * the "Linux system calls" board (boards/linux-syscalls): Debian has no C
 * library for LoongArch, so an image is a static Linux program that
 * brings its own start-up, stdio, string functions, memory and exit, each
 * a few lines over a system call (syscall.h), declared by the headers of
 * boards/runtime/loongarch/include.  Only the first thread calls these:
 * the threads of smp.c run test code alone (boards/include/firmware.h).
 *
 * Start-up: the kernel (or qemu-user) enters _start with sp at argc,
 * then argv, envp and the auxiliary vector (the LoongArch ELF psABI,
 * "Process Initialization"); the thread pointer is set to a copy of the
 * PT_TLS segment, found through AT_PHDR, so that __thread works as it
 * does under a C library: TLS variant I, the block starting at tp (as on
 * RISC-V; tests/firmware/tls.c checks it).
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sched.h>
#include <time.h>
#include "syscall.h"

int main(int argc, char **argv, char **envp);
void firmware_start(long *sp) __attribute__((noreturn, used));

/* The entry: no frame, sp aligned to 16 bytes as the psABI wants. */
__asm__ (
	"	.text\n"
	"	.globl	_start\n"
	"	.type	_start, @function\n"
	"_start:\n"
	"	move	$fp, $zero\n"
	"	move	$ra, $zero\n"
	"	move	$a0, $sp\n"
	"	bstrins.d	$sp, $zero, 3, 0\n"
	"	bl	firmware_start\n"
	"	.size	_start, .-_start\n");

static char **environ_;

/* ---- The thread pointer: a copy of PT_TLS ---- */

#define AT_PHDR		3
#define AT_PHNUM	5
#define PT_PHDR		6
#define PT_TLS		7

struct elf64_phdr {
	uint32_t p_type, p_flags;
	uint64_t p_offset, p_vaddr, p_paddr, p_filesz, p_memsz, p_align;
};

/* The images' TLS is the tests' few variables: 1 KiB is ample. */
#define TLS_BLOCK_SIZE	1024
#define TLS_BLOCK_ALIGN	64
static char tls_block[TLS_BLOCK_SIZE] __attribute__((aligned(TLS_BLOCK_ALIGN)));

static void setup_tls(const unsigned long *auxv)
{
	const struct elf64_phdr *ph = NULL, *tls = NULL;
	unsigned long n = 0, i, bias = 0;

	for (; auxv[0]; auxv += 2) {
		if (auxv[0] == AT_PHDR)
			ph = (const struct elf64_phdr *) auxv[1];
		else if (auxv[0] == AT_PHNUM)
			n = auxv[1];
	}
	for (i = 0; ph && i < n; i++) {
		if (ph[i].p_type == PT_PHDR)
			bias = (unsigned long) ph - ph[i].p_vaddr;
		else if (ph[i].p_type == PT_TLS)
			tls = &ph[i];
	}
	if (!tls)
		return;
	if (tls->p_memsz > TLS_BLOCK_SIZE || tls->p_align > TLS_BLOCK_ALIGN) {
		static const char msg[] = "firmware: PT_TLS larger than "
					  "linux.c's block\n";

		firmware_syscall3(NR_write, 2, msg, sizeof(msg) - 1);
		_Exit(127);
	}
	memcpy(tls_block, (const void *) (tls->p_vaddr + bias),
	       tls->p_filesz);
	__asm__ __volatile__ ("move	$tp, %0"
			      : : "r" (tls_block) : "memory");
}

void firmware_start(long *sp)
{
	int argc = (int) sp[0];
	char **argv = (char **) (sp + 1);
	char **envp = argv + argc + 1;
	char **p = envp;

	while (*p)
		p++;
	environ_ = envp;
	setup_tls((const unsigned long *) (p + 1));
	exit(main(argc, argv, envp));
}

/* ---- Exit ---- */

void _Exit(int status)
{
	for (;;)
		firmware_syscall1(NR_exit_group, status);
}

void exit(int status)
{
	fflush(stdout);
	_Exit(status);
}

void abort(void)
{
	static const char msg[] = "abort()\n";

	fflush(stdout);
	firmware_syscall3(NR_write, 2, msg, sizeof(msg) - 1);
	_Exit(134);
}

char *getenv(const char *name)
{
	size_t len = strlen(name);
	char **e;

	for (e = environ_; e && *e; e++)
		if (!strncmp(*e, name, len) && (*e)[len] == '=')
			return *e + len + 1;
	return NULL;
}

/* Base 0 reads 0x... as hexadecimal, 0... as octal. */
unsigned long long strtoull(const char *s, char **end, int base)
{
	unsigned long long v = 0;

	while (*s == ' ' || *s == '\t')
		s++;
	if ((base == 0 || base == 16) && s[0] == '0' &&
	    (s[1] == 'x' || s[1] == 'X')) {
		s += 2;
		base = 16;
	} else if (base == 0) {
		base = *s == '0' ? 8 : 10;
	}
	for (;; s++) {
		int d = *s >= '0' && *s <= '9' ? *s - '0' :
			*s >= 'a' && *s <= 'z' ? *s - 'a' + 10 :
			*s >= 'A' && *s <= 'Z' ? *s - 'A' + 10 : 99;

		if (d >= base)
			break;
		v = v * (unsigned int) base + (unsigned int) d;
	}
	if (end)
		*end = (char *) s;
	return v;
}

int sched_yield(void)
{
	return (int) firmware_syscall1(NR_sched_yield, 0);
}

time_t time(time_t *t)
{
	long ts[2] = { 0, 0 };

	firmware_syscall2(NR_clock_gettime, 0 /* CLOCK_REALTIME */, ts);
	if (t)
		*t = ts[0];
	return ts[0];
}

/* ---- Memory: one anonymous mapping per block, its size before it ---- */

#define PROT_RW		3
#define MAP_PRIV_ANON	0x22
#define BLOCK_HEAD	16

void *malloc(size_t size)
{
	size_t len = size + BLOCK_HEAD;
	long p = firmware_syscall(NR_mmap, 0, (long) len, PROT_RW,
				  MAP_PRIV_ANON, -1, 0);

	if (p < 0 && p > -4096)
		return NULL;
	*(size_t *) p = len;
	return (char *) p + BLOCK_HEAD;
}

void *calloc(size_t nmemb, size_t size)
{
	if (size && nmemb > (size_t) -1 / size)
		return NULL;
	/* Anonymous mappings are zero-filled. */
	return malloc(nmemb * size);
}

void free(void *p)
{
	char *block = (char *) p - BLOCK_HEAD;

	if (p)
		firmware_syscall2(NR_munmap, block, *(size_t *) block);
}

/* ---- String functions (never turned into calls of themselves) ---- */

__attribute__((no_builtin)) void *memset(void *s, int c, size_t n)
{
	unsigned char *d = s;

	while (n--)
		*d++ = (unsigned char) c;
	return s;
}

__attribute__((no_builtin)) void *memcpy(void *dst, const void *src,
					 size_t n)
{
	unsigned char *d = dst;
	const unsigned char *s = src;

	while (n--)
		*d++ = *s++;
	return dst;
}

__attribute__((no_builtin)) void *memmove(void *dst, const void *src,
					  size_t n)
{
	unsigned char *d = dst;
	const unsigned char *s = src;

	if (d <= s || d >= s + n)
		return memcpy(dst, src, n);
	while (n--)
		d[n] = s[n];
	return dst;
}

__attribute__((no_builtin)) int memcmp(const void *a, const void *b,
				       size_t n)
{
	const unsigned char *x = a, *y = b;

	for (; n; n--, x++, y++)
		if (*x != *y)
			return *x - *y;
	return 0;
}

__attribute__((no_builtin)) size_t strlen(const char *s)
{
	size_t n = 0;

	while (s[n])
		n++;
	return n;
}

__attribute__((no_builtin)) int strncmp(const char *a, const char *b,
					size_t n)
{
	for (; n; n--, a++, b++)
		if (*a != *b || !*a)
			return (unsigned char) *a - (unsigned char) *b;
	return 0;
}

int strcmp(const char *a, const char *b)
{
	return strncmp(a, b, (size_t) -1);
}

char *strstr(const char *haystack, const char *needle)
{
	size_t n = strlen(needle);

	for (; *haystack; haystack++)
		if (!strncmp(haystack, needle, n))
			return (char *) haystack;
	return n ? NULL : (char *) haystack;
}

/* ---- Formatted output ---- */

struct out {
	char *buf;
	size_t size, len;
};

static void out_c(struct out *o, char c)
{
	if (o->len + 1 < o->size)
		o->buf[o->len] = c;
	o->len++;
}

/* @digits (most significant first, @n of them) with sign/prefix @pre. */
static void out_field(struct out *o, const char *pre, const char *digits,
		      size_t n, int width, int left, int zero)
{
	size_t plen = strlen(pre), pad = 0;

	if (width > 0 && (size_t) width > plen + n)
		pad = (size_t) width - plen - n;
	if (!left && !zero)
		while (pad--)
			out_c(o, ' ');
	while (*pre)
		out_c(o, *pre++);
	if (!left && zero)
		while (pad--)
			out_c(o, '0');
	while (n--)
		out_c(o, *digits++);
	if (left)
		while (pad--)
			out_c(o, ' ');
}

static size_t utoa(char *end, unsigned long long v, unsigned int base,
		   int upper)
{
	const char *dig = upper ? "0123456789ABCDEF" : "0123456789abcdef";
	size_t n = 0;

	do {
		*--end = dig[v % base];
		v /= base;
		n++;
	} while (v);
	return n;
}

int vsnprintf(char *buf, size_t size, const char *fmt, va_list ap)
{
	struct out o = { buf, size, 0 };
	char num[32];

	for (; *fmt; fmt++) {
		int left = 0, zero = 0, alt = 0, width = 0, prec = -1, lng = 0;
		unsigned long long u;
		long long s;
		const char *pre = "";
		size_t n;

		if (*fmt != '%') {
			out_c(&o, *fmt);
			continue;
		}
		for (fmt++;; fmt++) {
			if (*fmt == '-')
				left = 1;
			else if (*fmt == '0')
				zero = 1;
			else if (*fmt == '#')
				alt = 1;
			else
				break;
		}
		for (; *fmt >= '0' && *fmt <= '9'; fmt++)
			width = width * 10 + (*fmt - '0');
		if (*fmt == '.')
			for (prec = 0, fmt++; *fmt >= '0' && *fmt <= '9'; fmt++)
				prec = prec * 10 + (*fmt - '0');
		for (;; fmt++) {
			if (*fmt == 'l')
				lng++;
			else if (*fmt == 'z')
				lng = 1;
			else if (*fmt != 'h')
				break;
		}
		switch (*fmt) {
		case 'd':
		case 'i':
			s = lng > 1 ? va_arg(ap, long long) :
			    lng ? va_arg(ap, long) : va_arg(ap, int);
			u = s < 0 ? 0 - (unsigned long long) s :
			    (unsigned long long) s;
			n = utoa(num + sizeof(num), u, 10, 0);
			out_field(&o, s < 0 ? "-" : "", num + sizeof(num) - n,
				  n, width, left, zero);
			break;
		case 'u':
		case 'x':
		case 'X':
			u = lng > 1 ? va_arg(ap, unsigned long long) :
			    lng ? va_arg(ap, unsigned long) :
			    va_arg(ap, unsigned int);
			n = utoa(num + sizeof(num), u, *fmt == 'u' ? 10 : 16,
				 *fmt == 'X');
			if (alt && *fmt != 'u' && u)
				pre = *fmt == 'X' ? "0X" : "0x";
			out_field(&o, pre, num + sizeof(num) - n, n, width,
				  left, zero);
			break;
		case 'p':
			u = (uintptr_t) va_arg(ap, void *);
			n = utoa(num + sizeof(num), u, 16, 0);
			out_field(&o, "0x", num + sizeof(num) - n, n, width,
				  left, zero);
			break;
		case 'c':
			num[0] = (char) va_arg(ap, int);
			out_field(&o, "", num, 1, width, left, 0);
			break;
		case 's': {
			const char *str = va_arg(ap, const char *);

			if (!str)
				str = "(null)";
			n = strlen(str);
			if (prec >= 0 && (size_t) prec < n)
				n = (size_t) prec;
			out_field(&o, "", str, n, width, left, 0);
			break;
		}
		case 'f': {
			/* Fixed point, rounded: the tests print ratios. */
			double d = va_arg(ap, double), scale = 1;
			int i;

			if (prec < 0)
				prec = 6;
			for (i = 0; i < prec; i++)
				scale *= 10;
			if (d < 0) {
				pre = "-";
				d = -d;
			}
			u = (unsigned long long) (d * scale + 0.5);
			n = utoa(num + sizeof(num), u, 10, 0);
			while (n < (size_t) prec + 1)
				num[sizeof(num) - ++n] = '0';
			/* The integer digits, the point, the fraction. */
			{
				char f[40];
				size_t k = n - (size_t) prec, j;

				memcpy(f, num + sizeof(num) - n, k);
				j = k;
				if (prec) {
					f[j++] = '.';
					memcpy(f + j, num + sizeof(num) - prec,
					       (size_t) prec);
					j += (size_t) prec;
				}
				out_field(&o, pre, f, j, width, left, zero);
			}
			break;
		}
		case '%':
			out_c(&o, '%');
			break;
		default:
			out_c(&o, '%');
			if (*fmt)
				out_c(&o, *fmt);
			else
				fmt--;
			break;
		}
	}
	if (size)
		buf[o.len < size ? o.len : size - 1] = '\0';
	return (int) o.len;
}

int snprintf(char *buf, size_t size, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(buf, size, fmt, ap);
	va_end(ap);
	return n;
}

/* ---- stdout and stderr: stdout line-buffered, stderr not ---- */

struct nolibc_file {
	int fd;
	size_t len;
	char buf[1024];
};

static struct nolibc_file out_file = { 1, 0, { 0 } };
static struct nolibc_file err_file = { 2, 0, { 0 } };
FILE *const stdout = &out_file;
FILE *const stderr = &err_file;

int fflush(FILE *f)
{
	size_t done = 0;

	if (!f)
		f = stdout;
	while (done < f->len) {
		long n = firmware_syscall3(NR_write, f->fd, f->buf + done,
					   f->len - done);

		if (n <= 0)
			break;
		done += (size_t) n;
	}
	f->len = 0;
	return 0;
}

static void file_write(FILE *f, const char *s, size_t n)
{
	for (; n; n--, s++) {
		f->buf[f->len++] = *s;
		if (f->len == sizeof(f->buf) || *s == '\n' || f->fd == 2)
			fflush(f);
	}
	if (f->fd == 2)
		fflush(f);
}

static int vfprintf_(FILE *f, const char *fmt, va_list ap)
{
	char line[2048];
	int n = vsnprintf(line, sizeof(line), fmt, ap);

	file_write(f, line, n < (int) sizeof(line) ? (size_t) n :
		   sizeof(line) - 1);
	return n;
}

int printf(const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vfprintf_(stdout, fmt, ap);
	va_end(ap);
	return n;
}

int fprintf(FILE *f, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vfprintf_(f, fmt, ap);
	va_end(ap);
	return n;
}

int putchar(int c)
{
	char ch = (char) c;

	file_write(stdout, &ch, 1);
	return c;
}

int puts(const char *s)
{
	file_write(stdout, s, strlen(s));
	return putchar('\n');
}
