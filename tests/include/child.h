/* SPDX-License-Identifier: MIT */
/*
 * tests/include/child.h - runs one case of a test in a forked child with
 * its stderr piped back, for the checks of what makes a program stop:
 * the exit status and the message.  The child leaves no core file.
 */
#ifndef _UATOMIC_TEST_CHILD_H
#define _UATOMIC_TEST_CHILD_H

#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"

struct child_outcome {
	int status;		/* from waitpid */
	char err[1024];		/* what the child wrote to stderr */
};

/* Runs @fn in a child; 0 if the child could not be run at all. */
static inline int run_child(void (*fn)(void), struct child_outcome *out)
{
	int fds[2];
	pid_t pid;
	size_t len = 0;
	ssize_t n;

	memset(out, 0, sizeof(*out));
	fflush(stdout);
	fflush(stderr);
	if (pipe(fds))
		return 0;
	pid = fork();
	if (pid < 0)
		return 0;
	if (pid == 0) {
		struct rlimit no_core = { 0, 0 };

		setrlimit(RLIMIT_CORE, &no_core);
		close(fds[0]);
		dup2(fds[1], STDERR_FILENO);
		close(fds[1]);
		fn();
		fflush(stdout);
		_exit(0);
	}
	close(fds[1]);
	while (len < sizeof(out->err) - 1 &&
	       (n = read(fds[0], out->err + len,
			 sizeof(out->err) - 1 - len)) > 0)
		len += (size_t) n;
	close(fds[0]);
	return waitpid(pid, &out->status, 0) == pid;
}

static inline int child_aborted(const struct child_outcome *o)
{
	return WIFSIGNALED(o->status) && WTERMSIG(o->status) == SIGABRT;
}

/* The first line of the child's stderr, for a note. */
static inline int child_first_line_len(const struct child_outcome *o)
{
	return (int) strcspn(o->err, "\n");
}

#endif /* _UATOMIC_TEST_CHILD_H */
