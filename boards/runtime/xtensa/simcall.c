// SPDX-License-Identifier: MIT
/*
 * boards/runtime/xtensa/simcall.c - stdout and exit of the firmware test
 * images on the Xtensa simulator (qemu-system-xtensa -M sim -semihosting,
 * as Cadence's instruction-set simulator): picolibc's stdio writes
 * through the stream below, and _exit() ends the simulation with the
 * image's exit status.  Both are SIMCALL requests: the request number in
 * a2, its arguments in a3 to a5, the result back in a2 (errno in a3).
 * Picolibc ships no semihosting library for Xtensa.
 *
 * Requests (the simulator's numbering, as in the ISS's <xtensa/simcall.h>):
 * 1 exit(status), 4 write(fd, buf, len).
 *
 * abort() (the CONFIG_DEBUG_ALIGNMENT reports of lib/debug.c) is
 * picolibc's raise(SIGABRT), which signals the process: getpid() and
 * kill() below, the image's one process, which a signal ends with the
 * status a shell gives a process a signal killed, 128 + the signal.
 */
#include <stdio.h>
#include <unistd.h>

#define SIMCALL_EXIT	1
#define SIMCALL_WRITE	4
#define STDOUT_FD	1

static long simcall(long request, long arg1, long arg2, long arg3)
{
	register long a2 __asm__ ("a2") = request;
	register long a3 __asm__ ("a3") = arg1;
	register long a4 __asm__ ("a4") = arg2;
	register long a5 __asm__ ("a5") = arg3;

	__asm__ __volatile__ ("simcall"
			      : "+r" (a2), "+r" (a3)
			      : "r" (a4), "r" (a5)
			      : "memory");
	return a2;
}

/* A line at a time: one request per line, not per character. */
static char line[128];
static unsigned int line_len;

static int stdout_flush(FILE *stream)
{
	(void) stream;
	if (line_len)
		simcall(SIMCALL_WRITE, STDOUT_FD, (long) line, line_len);
	line_len = 0;
	return 0;
}

static int stdout_put(char c, FILE *stream)
{
	line[line_len++] = c;
	if (c == '\n' || line_len == sizeof(line))
		stdout_flush(stream);
	return (unsigned char) c;
}

static FILE stdout_stream =
	FDEV_SETUP_STREAM(stdout_put, NULL, stdout_flush, _FDEV_SETUP_WRITE);
FILE *const stdout = &stdout_stream;
FILE *const stderr = &stdout_stream;

void _exit(int status)
{
	stdout_flush(stdout);
	for (;;)
		simcall(SIMCALL_EXIT, status, 0, 0);
}

pid_t getpid(void)
{
	return 1;
}

int kill(pid_t pid, int sig)
{
	(void) pid;
	_exit(128 + sig);
}
